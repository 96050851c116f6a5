// PromptPay rules that need no library: which ids the shop can be paid to, and which
// amounts a payment QR may carry. The EMVCo payload itself is built in server/shop/payments.
import type { Satang } from "../shared/money";

/** The two kinds of PromptPay id a shop registers: a Thai mobile number or a 13-digit national/tax id. */
export type PromptPayId = { kind: "mobile"; digits: string } | { kind: "national-id"; digits: string };

export const INVALID_PROMPTPAY_ID_MESSAGE = "หมายเลขพร้อมเพย์ไม่ถูกต้อง กรุณาใช้เบอร์มือถือ 10 หลัก (เช่น 0812345678) หรือเลขประจำตัวผู้เสียภาษี 13 หลัก";

// Thai mobile numbers are 10 digits starting 06, 08 or 09.
const THAI_MOBILE = /^0[689]\d{8}$/;
const THIRTEEN_DIGITS = /^\d{13}$/;

// National ids and juristic-person tax ids share one check digit (mod 11). Checking it
// catches a mistyped id in the settings before shoppers pay money to somebody else's.
function hasValidCheckDigit(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(digits[i]) * (13 - i);
  return (11 - (sum % 11)) % 10 === Number(digits[12]);
}

/** Reads an id as an admin types it (spaces and dashes allowed); null when it is not one PromptPay accepts. */
export function parsePromptPayId(text: string): PromptPayId | null {
  const digits = text.replaceAll(/[\s-]/g, "");
  if (THAI_MOBILE.test(digits)) return { kind: "mobile", digits };
  if (THIRTEEN_DIGITS.test(digits) && hasValidCheckDigit(digits)) return { kind: "national-id", digits };
  return null;
}

// EMVCo tag 54 holds at most 13 characters ("9999999999.99").
export const PROMPTPAY_MAX_AMOUNT: Satang = 999_999_999_999;

/** A payment QR carries an exact, positive amount in whole satang that fits the EMVCo amount field. */
export function isPayableAmount(amount: Satang): boolean {
  return Number.isSafeInteger(amount) && amount > 0 && amount <= PROMPTPAY_MAX_AMOUNT;
}

/** The amount as the EMVCo field writes it: baht with exactly two decimals, from integer satang. */
export function promptPayAmountText(amount: Satang): string {
  if (!isPayableAmount(amount)) throw new RangeError(`Not a payable amount of satang: ${amount}`);
  const baht = Math.trunc(amount / 100);
  return `${baht}.${String(amount % 100).padStart(2, "0")}`;
}
