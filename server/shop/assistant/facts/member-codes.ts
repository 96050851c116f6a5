// A member's collected codes, and their kept cart priced with one of them typed (issue 37): what
// the assistant answers and the chat proposes when a member asks to use a code they collected.
// Only the member's own "โค้ดของฉัน" and own kept cart are read; the pricing is the checkout's.
import type { CheckoutSummaryView } from "../../../../domain/orders/checkout-form";
import type { MyCodeView } from "../../../../domain/promotions/collected-codes";
import type { DatabaseOrTransaction } from "../../../platform/db/database";
import { keptCartOf } from "../../member-cart/member-cart";
import { priceCheckoutCart } from "../../orders/checkout-page";
import { listMyCodes } from "../../promotions/my-codes";
import { codeLikeWords } from "../understanding/code-wish";

/** The member's kept cart as the checkout prices it with `code` typed, and whether the code gives anything to it. */
export type CodeQuote = {
  summary: CheckoutSummaryView;
  /** The code is among the promotions the basket gets. */
  applied: boolean;
  /** Why not, as the checkout words it ("GLOSSY50 · … : ยอดยังไม่ถึง ฿300 — อีก ฿72"); null when applied. */
  reason: string | null;
};

export type MemberCodeAsk = {
  /** Every code the member collected: usable ones first (listMyCodes' order). */
  codes: MyCodeView[];
  /** The member's code the message names, else their only usable one; null when none or several and none named. */
  chosen: MyCodeView | null;
  /** A code-like word with a digit in it that is none of the member's codes ("ใช้โค้ด VIP999"). */
  notHeld: string | null;
  /** The kept cart priced with `chosen` (when usable); null when nothing is chosen or the cart is empty. */
  quote: CodeQuote | null;
  cartEmpty: boolean;
};

/**
 * The member's kept cart (decision 109) priced by `priceCheckoutCart` — the function the checkout
 * page prices its "ใช้โค้ด" with — with `code` typed; null when the member keeps no lines.
 */
export async function quoteWithCode(db: DatabaseOrTransaction, memberId: string, code: string, now: Date): Promise<CodeQuote | null> {
  const { lines } = await keptCartOf(db, memberId);
  if (lines.length === 0) return null;
  const summary = await priceCheckoutCart(db, lines, now, { userId: memberId, code });
  if (summary.lines.length === 0) return null;
  const applied = summary.promotions.applied.some((promotion) => promotion.code === code);
  return { summary, applied, reason: applied ? null : (summary.promotions.missed.find((line) => line.startsWith(`${code} · `)) ?? null) };
}

/** What the message asks of the member's codes, read from their own codes and cart only. */
export async function memberCodeAsk(db: DatabaseOrTransaction, memberId: string, text: string, now: Date): Promise<MemberCodeAsk> {
  const [codes, kept] = await Promise.all([listMyCodes(db, memberId, now), keptCartOf(db, memberId)]);
  const words = codeLikeWords(text);
  const named = codes.find((code) => words.includes(code.code)) ?? null;
  const usable = codes.filter((code) => code.usable);
  const chosen = named ?? (usable.length === 1 ? usable[0]! : null);
  const notHeld = named ? null : (words.find((word) => /\d/.test(word) && /[A-Z]/.test(word)) ?? null);
  const quote = chosen?.usable && kept.lines.length > 0 ? await quoteWithCode(db, memberId, chosen.code, now) : null;
  return { codes, chosen, notHeld, quote, cartEmpty: kept.lines.length === 0 };
}
