import { type Satang } from "../shared/money";
import { loyaltyTexts } from "./loyalty-texts";

/** 100 baht spent earns 1 point. */
export const SATANG_PER_POINT: Satang = 100_00;
/** Points are redeemed only in whole blocks of 100 ... */
export const POINTS_PER_REDEMPTION = 100;
/** ... each worth 10 baht off. */
export const REDEMPTION_VALUE: Satang = 10_00;

export const LOYALTY_RULES_TEXT: readonly string[] = [loyaltyTexts.earnRule, loyaltyTexts.redeemRule];

export function pointsEarnedFor(totalSatang: Satang): number {
  // Partial hundreds never earn a point, and refunds/negative totals never take points away here.
  if (!(totalSatang > 0)) return 0;
  return Math.floor(totalSatang / SATANG_PER_POINT);
}

export function redemptionValue(points: number): Satang {
  if (!(points > 0)) return 0;
  return Math.floor(points / POINTS_PER_REDEMPTION) * REDEMPTION_VALUE;
}

export type LedgerEntryReason = "order" | "redemption" | "adjustment" | "reversal" | "refund";

/**
 * One ledger row in the member's words. A reversal row settles a cancelled order: positive, it
 * gives redeemed points back; negative, it takes back what a paid order had earned.
 */
export function ledgerEntryText(entry: { reason: LedgerEntryReason; points: number; orderNumber: string | null }): string {
  const m = loyaltyTexts;
  switch (entry.reason) {
    case "order":
      return m.reasonOrder(entry.orderNumber);
    case "redemption":
      return m.reasonRedemption(entry.orderNumber);
    case "reversal":
      return entry.points > 0 ? m.reasonReturned(entry.orderNumber) : m.reasonReversed(entry.orderNumber);
    case "refund":
      return m.reasonRefund(entry.orderNumber);
    default:
      return m.reasonAdjustment;
  }
}
