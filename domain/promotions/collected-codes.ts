// Collected codes (decision 101): the collect form's intent and answers, GET /api/collected-codes,
// and whether a collected code can still be used — read by the pages, so nothing here pulls zod in.
import { formatThaiDate } from "../shared/dates";
import { collectCodeTexts } from "./collect-code-texts";
import { missReasonText } from "./promotion-reasons";
import type { MissReason } from "./promotion-pricing";
import type { Promotion } from "./promotion";
import { promotionConditionTexts, promotionEndText, promotionRuleText } from "./promotion-rule-text";

/** The collect form's intent (a page may hold several forms; this one posts `promotionId`). */
export const COLLECT_CODE_INTENT = "collect-code";

/** What a collect answers with (the form's `detail`): which promotion, its code, and whether it was in the list already. */
export type CollectedCodeDetail = { promotionId: string; code: string; alreadyCollected: boolean };

/** GET /api/collected-codes: the signed-in member's collected promotions (none for a guest). */
export type CollectedCodesAnswer = { promotionIds: string[] };

/** Whether a collected code can be used at checkout now, or why not (the checkout's own reasons). */
export type MyCodeStanding = { usable: true } | { usable: false; reason: MissReason };

export function myCodeStanding(
  promotion: Pick<Promotion, "status" | "startsAt" | "endsAt" | "usageCap" | "used" | "perMemberCap">,
  usesByMember: number,
  now: Date,
): MyCodeStanding {
  const no = (reason: MissReason): MyCodeStanding => ({ usable: false, reason });
  if (promotion.status === "ended" || (promotion.endsAt && now >= promotion.endsAt)) return no({ kind: "ended" });
  if (promotion.status === "paused") return no({ kind: "paused" });
  if (now < promotion.startsAt) return no({ kind: "not-started", startsAt: promotion.startsAt });
  if (promotion.perMemberCap !== null && usesByMember >= promotion.perMemberCap) return no({ kind: "member-cap" });
  if (promotion.usageCap !== null && promotion.used >= promotion.usageCap) return no({ kind: "used-up" });
  return { usable: true };
}

/** One code in "โค้ดของฉัน". */
export type MyCodeView = {
  promotionId: string;
  code: string;
  title: string;
  rule: string;
  /** Who may use it (the end date is `end`). */
  conditions: readonly string[];
  /** "หมดเขต 31 ธ.ค. 2568" or "ไม่มีวันหมดเขต". */
  end: string;
  usable: boolean;
  /** "ใช้ได้", or why not: "หมดเขตแล้ว", "ถูกใช้ครบจำนวนแล้ว", "คุณใช้สิทธิ์ครบแล้ว" … */
  standing: string;
  /** "คุณใช้ไปแล้ว 1 ครั้ง", when the member has used it. */
  usedByYou: string | null;
  /** "เก็บเมื่อ 1 มิ.ย. 2568". */
  collected: string;
};

export function myCodeView(
  promotion: Promotion & { code: string },
  facts: { usesByMember: number; giftStock: number | null; collectedAt: Date },
  now: Date,
): MyCodeView {
  const standing = myCodeStanding(promotion, facts.usesByMember, now);
  return {
    promotionId: promotion.id,
    code: promotion.code,
    title: promotion.title,
    rule: promotionRuleText(promotion),
    conditions: promotionConditionTexts(promotion, { giftStock: facts.giftStock, withEnd: false }),
    end: promotionEndText(promotion),
    usable: standing.usable,
    standing: standing.usable ? collectCodeTexts.usable : missReasonText(standing.reason),
    usedByYou: facts.usesByMember > 0 ? collectCodeTexts.usedByYou(facts.usesByMember) : null,
    collected: collectCodeTexts.collectedOn(formatThaiDate(facts.collectedAt)),
  };
}
