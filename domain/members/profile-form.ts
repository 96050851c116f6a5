import { z } from "zod";
import { DISPLAY_NAME_MAX_LENGTH } from "../auth/auth-forms";
import { accountTexts } from "./account-texts";
import type { ThaiAddress } from "../shared/thai-address";

const m = accountTexts;

export const NAME_MAX_LENGTH = 100;
export const ADDRESS_LINE_MAX_LENGTH = 300;
/** Thai mobile numbers: ten digits starting 06, 08 or 09 (landlines start 02–07 and are not mobiles). */
const THAI_MOBILE = /^0[689][0-9]{8}$/;

/**
 * "081-234-5678", "081 234 5678", "+66 81 234 5678" and "66812345678" all become
 * "0812345678"; anything that is not a Thai mobile number gives null.
 */
export function normaliseThaiMobile(input: string): string | null {
  const compact = input.replace(/[\s\-().]/g, "");
  const local = compact.replace(/^\+?66(?=[689])/, "0");
  return THAI_MOBILE.test(local) ? local : null;
}

/** An optional Thai mobile number field: empty is null, anything else must be a mobile number (stored as ten digits). */
export const optionalThaiMobile = (invalidMessage: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value, ctx) => {
      if (!value) return null;
      const phone = normaliseThaiMobile(value);
      if (!phone) ctx.addIssue({ code: "custom", message: invalidMessage });
      return phone;
    });

/** "0812345678" → "081-234-5678" for display. */
export function formatThaiMobile(phone: string): string {
  return THAI_MOBILE.test(phone) ? `${phone.slice(0, 3)}-${phone.slice(3, 6)}-${phone.slice(6)}` : phone;
}

// Empty optional fields are stored as null, so "not given" has one spelling.
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, m.fieldTooLong)
    .optional()
    .transform((value) => (value ? value : null));

const addressPart = z.string().trim().max(NAME_MAX_LENGTH, m.fieldTooLong).optional().default("");

export const profileSchema = z
  .object({
    displayName: z.string({ error: m.displayNameRequired }).trim().min(1, m.displayNameRequired).max(DISPLAY_NAME_MAX_LENGTH, m.fieldTooLong),
    firstName: optionalText(NAME_MAX_LENGTH),
    lastName: optionalText(NAME_MAX_LENGTH),
    phone: optionalThaiMobile(m.phoneInvalid),
    address: optionalText(ADDRESS_LINE_MAX_LENGTH),
    subDistrict: addressPart,
    district: addressPart,
    province: addressPart,
    postalCode: addressPart,
  })
  .transform((value, ctx) => {
    const { subDistrict, district, province, postalCode, ...rest } = value;
    const parts = [subDistrict, district, province, postalCode];
    let region: ThaiAddress | null = null;
    // The four parts describe one place: all of them or none.
    if (parts.some(Boolean)) {
      if (!parts.every(Boolean)) {
        ctx.addIssue({ code: "custom", message: m.addressIncomplete, path: ["subDistrict"] });
      } else if (!/^[0-9]{5}$/.test(postalCode)) {
        ctx.addIssue({ code: "custom", message: m.postalCodeInvalid, path: ["postalCode"] });
      } else {
        region = { subDistrict, district, province, postalCode };
      }
    }
    return { ...rest, region };
  });

export type ProfileInput = z.output<typeof profileSchema>;
