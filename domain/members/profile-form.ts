import { z } from "zod";
import { optionalTextOrNull } from "../shared/text-schema";
import { DISPLAY_NAME_MAX_LENGTH } from "../auth/auth-forms";
import { accountTexts } from "./account-texts";
import type { ThaiAddress } from "../shared/thai-address";
import { ADDRESS_LINE_MAX_LENGTH, NAME_MAX_LENGTH, optionalThaiMobile } from "../shared/thai-contact";

const m = accountTexts;

const optionalText = (max: number) => optionalTextOrNull(max, m.fieldTooLong);

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
