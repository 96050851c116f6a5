import { z } from "zod";

// A Thai shopper's name, address line and mobile number as every form takes them: the profile,
// checkout and saved addresses read the same limits and the same mobile rule.

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
