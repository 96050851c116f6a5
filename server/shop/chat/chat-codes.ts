// Using a collected code from the chat (issue 37): proposed from the member's own "โค้ดของฉัน" and
// own kept cart, applied only on their yes. Applying is what the checkout's "ใช้โค้ด" does — the
// code typed, the cart priced by `priceCheckoutCart` — kept on the member's cart so their
// checkout starts with it typed (decision 116).
import type { ChatActionDone, ChatProposal } from "../../../domain/chat/chat-actions";
import { chatActionTexts as t } from "../../../domain/chat/chat-handover-texts";
import { normaliseCode } from "../../../domain/promotions/promotion";
import { refused, type Outcome } from "../../../domain/shared/refusal";
import { formatBaht } from "../../../domain/shared/money";
import type { DatabaseOrTransaction, ShopDatabase } from "../../platform/db/database";
import { memberCodeAsk, quoteWithCode } from "../assistant/facts/member-codes";
import { asksToUseCode } from "../assistant/understanding/code-wish";
import { normaliseText } from "../assistant/understanding/normalise";
import { chooseCheckoutCode } from "../member-cart/member-cart";
import { listMyCodes } from "../promotions/my-codes";
import { proposeAction } from "./chat-action-tokens";

/**
 * Under the reply to "ใช้โค้ดที่เก็บไว้": the confirmation for the code chosen (named, or the
 * member's only usable one) when it gives something to their cart; else a choice among their
 * usable codes; else nothing (the reply says why).
 */
export async function proposeCodeStep(db: ShopDatabase, memberId: string, message: string, now: Date): Promise<ChatProposal | null> {
  const text = normaliseText(message);
  if (!asksToUseCode(text)) return null;
  const ask = await memberCodeAsk(db, memberId, text, now);
  if (ask.chosen && ask.quote?.applied) {
    const { code } = ask.chosen;
    return proposeAction(db, memberId, "apply-code", { code }, now, {
      summary: t.applyCodeSummary(code, formatBaht(ask.quote.summary.amounts.total)),
      confirmLabel: t.applyCodeConfirm(code),
    });
  }
  const usable = ask.codes.filter((code) => code.usable);
  if (ask.chosen || usable.length < 2 || ask.cartEmpty) return null;
  return {
    kind: "choose",
    summary: t.chooseCode,
    choices: usable.map((code) => ({ label: t.codeChoice(code.code, code.title), message: t.useCodeMessage(code.code) })),
  };
}

/**
 * The member's yes, inside the transaction that used the token: the code must still be one they
 * collected and can use, and still give something to the cart they keep; then it is kept as their
 * checkout's code, and the answer quotes the total the checkout will show.
 */
export async function applyCollectedCode(tx: DatabaseOrTransaction, memberId: string, rawCode: string, now: Date): Promise<Outcome<ChatActionDone>> {
  const code = normaliseCode(rawCode);
  const held = (await listMyCodes(tx, memberId, now)).find((candidate) => candidate.code === code && candidate.usable);
  if (!held) return refused(409, t.codeNotHeld(code));
  const quote = await quoteWithCode(tx, memberId, code, now);
  if (!quote) return refused(409, t.cartEmpty);
  if (!quote.applied) return refused(409, t.codeNoLongerApplies(code, quote.reason));
  if (!(await chooseCheckoutCode(tx, memberId, code))) return refused(409, t.cartEmpty);
  const total = formatBaht(quote.summary.amounts.total);
  return { ok: true, value: { message: t.codeApplied(code, total), href: "/checkout", hrefLabel: t.checkoutPage } };
}
