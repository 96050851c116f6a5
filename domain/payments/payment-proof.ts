// Rules for paying an order by transfer: the shop's payment settings (PromptPay id, bank
// account) as site_config stores them, and the optional fields of the proof upload form.
import { z } from "zod";
import { INVALID_PROMPTPAY_ID_MESSAGE, parsePromptPayId } from "./promptpay";
import { THAI_BANKS } from "./thai-banks";

/** site_config keys of the shop's payment settings (the admin editor writes the same shapes). */
export const PAYMENT_PROMPTPAY_KEY = "payment_promptpay";
export const PAYMENT_BANK_ACCOUNT_KEY = "payment_bank_account";

const settingText = (max: number) => z.string().trim().min(1).max(max);

/** `payment_promptpay`: the id shoppers pay to and the name their banking app shows for it. */
export const promptPaySettingSchema = z.object({
  id: z.string().refine((id) => parsePromptPayId(id) !== null, INVALID_PROMPTPAY_ID_MESSAGE),
  accountName: settingText(120),
});
export type PromptPaySetting = z.output<typeof promptPaySettingSchema>;

/** `payment_bank_account`: the account shown for bank transfers. */
export const bankAccountSettingSchema = z.object({
  bankName: settingText(120),
  accountName: settingText(120),
  // Digits with the dashes banks print them with (e.g. 123-4-56789-0).
  accountNumber: z
    .string()
    .trim()
    .regex(/^\d[\d -]{8,18}\d$/),
});
export type BankAccountSetting = z.output<typeof bankAccountSettingSchema>;

export const PROOF_BANK_INVALID_MESSAGE = "กรุณาเลือกธนาคารจากรายการ";
export const PROOF_TRANSFER_TIME_INVALID_MESSAGE = "วันและเวลาที่โอนไม่ถูกต้อง";

// Read in the shop's time zone: Thailand has no daylight saving, so +07:00 is always right.
// The form's own Thai field takes "23/11/2569 14:05" (day/month/Buddhist-era year, as Thai
// slips print it; a Christian-era year is taken too), not the browser's datetime-local, whose
// picker speaks the phone's language (issue 24). "2026-11-23T14:05" (seconds optional) is
// still read: what a datetime-local sent, and the journeys' own shorthand.
const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;
const THAI_DATE_TIME = /^(\d{1,2})\/(\d{1,2})\/(\d{4})\s+(\d{1,2})[:.](\d{2})$/;
/** พ.ศ. − 543 = ค.ศ.; a year this high can only be a Buddhist-era one. */
const BUDDHIST_ERA_OFFSET = 543;
const pad = (value: string | number) => String(value).padStart(2, "0");

function dateTimeFields(text: string): [string, string, string, string, string, string] | null {
  const iso = LOCAL_DATE_TIME.exec(text);
  if (iso) return [iso[1]!, iso[2]!, iso[3]!, iso[4]!, iso[5]!, iso[6] ?? "00"];
  const thai = THAI_DATE_TIME.exec(text);
  if (!thai) return null;
  const [, day, month, year, hour, minute] = thai as unknown as [string, string, string, string, string, string];
  const christian = Number(year) > 2400 ? Number(year) - BUDDHIST_ERA_OFFSET : Number(year);
  return [String(christian), pad(month), pad(day), pad(hour), minute, "00"];
}

/** A transfer time typed on the form, read as Bangkok time; null when it is no real time. */
export function parseTransferTime(text: string): Date | null {
  const fields = dateTimeFields(text.trim());
  if (!fields) return null;
  const [year, month, day, hour, minute, second] = fields;
  const date = new Date(`${year}-${month}-${day}T${hour}:${minute}:${second}+07:00`);
  if (Number.isNaN(date.getTime())) return null;
  // Date() rolls 31 February over into March; a real time round-trips to the same fields.
  const bangkok = new Date(date.getTime() + 7 * 3_600_000);
  if (bangkok.getUTCDate() !== Number(day) || bangkok.getUTCMonth() + 1 !== Number(month)) return null;
  return date;
}

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));

/** The proof form's text fields; the file itself is judged by the one upload checker. */
export const proofFieldsSchema = z.object({
  bankName: optionalText.refine((value) => value === undefined || (THAI_BANKS as readonly string[]).includes(value), PROOF_BANK_INVALID_MESSAGE),
  transferTime: optionalText
    .refine((value) => value === undefined || parseTransferTime(value) !== null, PROOF_TRANSFER_TIME_INVALID_MESSAGE)
    .transform((value) => (value === undefined ? undefined : parseTransferTime(value)!)),
});
export type ProofFields = z.output<typeof proofFieldsSchema>;
