// The automatic slip check (decision 110): after a proof whose slip QR was read is recorded, the
// provider is asked about the QR; a transfer it confirms for exactly the order's total, to the
// shop's own account, made after the order was placed and within its payment time, under the
// slip's own reference never seen on another payment, verifies the payment at once — by the
// staff's own path, audited as the provider's. Anything else stays with staff, the provider's
// answer shown on their review. Never an error for the upload: the proof is already recorded.
import { and, eq, ne } from "drizzle-orm";
import type { SlipCheckAnswer, SlipCheckRecord, SlipCheckVerdict } from "../../../domain/payments/slip-check";
import type { ShopDatabase } from "../../platform/db/database";
import { settings } from "../../platform/env";
import { orders, payments } from "../../platform/db/schema";
import { errorFields, logger } from "../../platform/logger";
import { SLIP_PROVIDER_ACTOR, verifyPayment } from "./payment-verification";
import type { SlipCheckOutcome, SlipCheckProvider } from "./slip-check-provider";
import { readShopPaymentSettings, type ShopPaymentSettings } from "./shop-payment-settings";

/** A bank's clock and the shop's differ by seconds; a transfer a minute "before" the order is the same moment. */
const CLOCK_SKEW_MS = 60_000;
/** Fewer visible digits than this in a masked account prove nothing about whose it is. */
const MIN_VISIBLE_DIGITS = 4;

/**
 * Whether a provider's masked account (`xxx-x-x5678-x`) can only be `account`: the same number of
 * digits, and every digit it shows in its place. PromptPay phone numbers in the 66 form are read as 0….
 */
export function maskedAccountMatches(masked: string, account: string): boolean {
  const shown = masked.replace(/[^0-9xX*]/g, "");
  const digits = account.replace(/\D/g, "").replace(/^66(?=\d{9}$)/, "0");
  const visible = shown.replace(/\D/g, "").length;
  if (shown.length !== digits.length || visible < MIN_VISIBLE_DIGITS) return false;
  return [...shown].every((char, index) => !/\d/.test(char) || char === digits[index]);
}

export type SlipFacts = {
  answer: SlipCheckAnswer;
  /** The reference the shop read from the slip's QR itself. */
  qrReference: string;
  order: { totalAmount: number; createdAt: Date };
  shop: ShopPaymentSettings;
  paymentMs: number;
  referenceSeenElsewhere: boolean;
  now: Date;
};

/** The shop's verdict on a confirmed transfer: `verified` only when every fact matches. */
export function judgeSlip({ answer, qrReference, order, shop, paymentMs, referenceSeenElsewhere, now }: SlipFacts): SlipCheckVerdict {
  if (answer.reference !== qrReference) return "reference-differs";
  if (referenceSeenElsewhere) return "reference-used";
  if (answer.amount !== order.totalAmount) return "amount-differs";
  const shopAccounts = [shop.bankAccount?.accountNumber, shop.promptPay?.id].filter((account): account is string => Boolean(account));
  const toShop = answer.receiverAccounts.some((masked) => shopAccounts.some((account) => maskedAccountMatches(masked, account)));
  if (!toShop) return "receiver-differs";
  const at = new Date(answer.transferredAt).getTime();
  const placed = order.createdAt.getTime();
  if (at < placed - CLOCK_SKEW_MS || at > placed + paymentMs || at > now.getTime() + CLOCK_SKEW_MS) return "time-outside";
  return "verified";
}

async function verdictOf(outcome: SlipCheckOutcome, judge: (answer: SlipCheckAnswer) => Promise<SlipCheckVerdict>): Promise<SlipCheckVerdict> {
  if (outcome.kind === "unavailable") return "provider-unavailable";
  if (outcome.kind === "not-confirmed") return "not-confirmed";
  return judge(outcome.answer);
}

/**
 * Asks the provider about a recorded proof's slip QR, keeps its answer and the verdict on the
 * payment, and verifies the payment when the verdict is `verified`. Returns whether it did.
 */
export async function checkSlipWithProvider(
  db: ShopDatabase,
  provider: SlipCheckProvider,
  proof: { paymentId: string; qrPayload: string; qrReference: string },
  now = new Date(),
): Promise<boolean> {
  try {
    const outcome = await provider.check(proof.qrPayload);
    const [payment] = await db
      .select({ totalAmount: orders.totalAmount, createdAt: orders.createdAt })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .where(eq(payments.id, proof.paymentId));
    if (!payment) return false;
    const verdict = verdictOf(outcome, (answer) => judgeSlipNow(db, answer, proof, payment, now));
    const record: SlipCheckRecord = {
      verdict: await verdict,
      checkedAt: now.toISOString(),
      answer: outcome.kind === "confirmed" ? outcome.answer : null,
    };
    await db
      .update(payments)
      .set({ slipCheck: record })
      .where(and(eq(payments.id, proof.paymentId), eq(payments.status, "pending")));
    if (record.verdict !== "verified") return false;
    const verified = await verifyPayment(db, SLIP_PROVIDER_ACTOR, proof.paymentId, { expectedStatus: "pending", checkedByEye: false }, now);
    return verified.ok;
  } catch (error) {
    // The proof is recorded and waits for staff, as without a provider.
    logger.error("Slip check failed; the proof waits for staff", { paymentId: proof.paymentId, ...errorFields(error) });
    return false;
  }
}

async function judgeSlipNow(
  db: ShopDatabase,
  answer: SlipCheckAnswer,
  proof: { paymentId: string; qrReference: string },
  order: { totalAmount: number; createdAt: Date },
  now: Date,
): Promise<SlipCheckVerdict> {
  // Any other payment with this reference, rejected ones too: a transfer is judged once by the provider.
  const [seen] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.slipTransactionRef, answer.reference), ne(payments.id, proof.paymentId)))
    .limit(1);
  return judgeSlip({
    answer,
    qrReference: proof.qrReference,
    order,
    shop: await readShopPaymentSettings(db),
    paymentMs: settings().ORDER_PAYMENT_HOURS * 60 * 60_000,
    referenceSeenElsewhere: seen !== undefined,
    now,
  });
}
