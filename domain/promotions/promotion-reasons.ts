// Why a promotion applied or did not, worded for the shopper.
import { formatThaiDateTime } from "../shared/dates";
import { formatBaht } from "../shared/money";
import type { MissReason, MissedPromotion, NextTier } from "./promotion-pricing";
import type { Promotion } from "./promotion";
import { promotionTexts } from "./promotion-texts";

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
    case "sign-in":
      return "สำหรับสมาชิก — เข้าสู่ระบบเพื่อรับสิทธิ์";
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
