// What shoppers read about promotions: why one applied or did not, in Thai.
import { formatThaiDateTime } from "../shared/dates";
import { formatBaht } from "../shared/money";
import type { MissReason, MissedPromotion, NextTier } from "./promotion-pricing";
import type { Promotion } from "./promotion";

export const promotionTexts = {
  codeLabel: "โค้ดส่วนลด",
  codePlaceholder: "กรอกโค้ด เช่น GLOSSY50",
  applyCode: "ใช้โค้ด",
  removeCode: "ไม่ใช้โค้ดนี้",
  myCodes: "โค้ดของฉัน",
  collect: "เก็บโค้ด",
  collected: "เก็บแล้ว",
  collectedToast: (code: string) => `เก็บโค้ด ${code} แล้ว ใช้ได้ตอนชำระเงิน`,
  signInToCollect: "เข้าสู่ระบบเพื่อเก็บโค้ด",
  applied: "โปรโมชันที่ได้รับ",
  notApplied: "ยังไม่ได้รับ",
  freeShipping: "ส่งฟรี",
  gift: (name: string, quantity: number) => `ของแถม: ${name} × ${quantity}`,
  giftLinePrice: "ฟรี",
  nextTier: (missing: string, amount: string) => `ซื้อเพิ่มอีก ${missing} รับส่วนลด ${amount}`,
  unknownCode: (code: string) => `ไม่พบโค้ด ${code} กรุณาตรวจสอบอีกครั้ง`,
  codeInvalid: "โค้ดต้องเป็นตัวอักษรภาษาอังกฤษหรือตัวเลข 4–20 ตัว",
  tooManyGuesses: "กรอกโค้ดผิดหลายครั้งเกินไป กรุณารอสักครู่แล้วลองใหม่",
  usedUpAtOrder: (code: string) => `โค้ด ${code} ถูกใช้ครบจำนวนแล้ว`,
  promotionUsedUpAtOrder: (title: string) => `โปรโมชัน "${title}" มีผู้ใช้ครบจำนวนแล้ว กรุณาตรวจสอบยอดใหม่`,
  memberCapAtOrder: (title: string) => `คุณใช้สิทธิ์ "${title}" ครบแล้ว`,
} as const;

/** Why a promotion did not apply, in a line the shopper can act on ("ยอดยังไม่ถึง ฿500 — อีก ฿72"). */
export function missReasonText(reason: MissReason, promotion?: Pick<Promotion, "minSpend">): string {
  switch (reason.kind) {
    case "min-spend":
      return promotion && promotion.minSpend > 0
        ? `ยอดยังไม่ถึง ${formatBaht(promotion.minSpend)} — อีก ${formatBaht(reason.missing)}`
        : `ซื้อเพิ่มอีก ${formatBaht(reason.missing)}`;
    case "min-quantity":
      return `ซื้อเพิ่มอีก ${reason.missing} ชิ้น`;
    case "no-eligible-lines":
      return "ไม่มีสินค้าที่ร่วมรายการในตะกร้า";
    case "not-started":
      return `เริ่มใช้ได้ ${formatThaiDateTime(reason.startsAt)}`;
    case "ended":
      return "หมดเขตแล้ว";
    case "paused":
      return "ระงับชั่วคราว";
    case "used-up":
      return "ถูกใช้ครบจำนวนแล้ว";
    case "member-cap":
      return "คุณใช้สิทธิ์ครบแล้ว";
    case "first-order":
      return "สำหรับคำสั่งซื้อแรกของสมาชิกใหม่เท่านั้น";
    case "tier":
      return "สำหรับสมาชิก VIP เท่านั้น";
    case "gift-out":
      return "ของแถมหมดแล้ว";
    case "not-best":
      return "ใช้ร่วมกับโปรโมชันอื่นไม่ได้ — เลือกส่วนลดที่คุ้มกว่าให้แล้ว";
  }
}

/** A missed promotion as one line: its name (and code) and why. */
export function missedLine(missed: MissedPromotion, promotion?: Pick<Promotion, "minSpend">): string {
  const name = missed.code ? `${missed.code} · ${missed.title}` : missed.title;
  return `${name}: ${missReasonText(missed.reason, promotion)}`;
}

export function nextTierLine(next: NextTier): string {
  return promotionTexts.nextTier(formatBaht(next.missing), formatBaht(next.amount));
}
