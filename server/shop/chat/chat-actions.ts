// Actions the chat proposes on the member's own orders, and the member's explicit yes (issue 37,
// decision 108). The proposal is found from the member's message and their own orders only; the
// confirmation carries nothing but a token, bound here to the member, the action and its
// arguments, used once, within CHAT_ACTION_LIFETIME_MS. Confirming re-checks everything through
// the after-sale's own server function, in the transaction that uses the token.
import { and, desc, eq, lt, ne } from "drizzle-orm";
import { afterSaleChoices, ORDER_REQUEST_PATH } from "../../../domain/after-sale/after-sale-policy";
import type { RequestKind } from "../../../domain/after-sale/after-sale-requests";
import { afterSaleTexts } from "../../../domain/after-sale/after-sale-texts";
import type { ChatActionDone, ChatActionKind, ChatProposal } from "../../../domain/chat/chat-actions";
import { chatActionTexts as t } from "../../../domain/chat/chat-handover-texts";
import { isOrderNumber } from "../../../domain/orders/order-number";
import { isOrderPaymentStatus, isOrderStatus, isPaymentMethod } from "../../../domain/orders/order-status";
import { refused, type Outcome } from "../../../domain/shared/refusal";
import { formatBaht } from "../../../domain/shared/money";
import type { AuditActor } from "../../platform/db/audit-trail";
import type { ShopDatabase } from "../../platform/db/database";
import { lockedRow } from "../../platform/db/locked-row";
import { chatActionTokens, orders } from "../../platform/db/schema";
import { runningRequest } from "../after-sale/after-sale-order";
import { cancelOwnOrder } from "../after-sale/member-requests";
import { proposeAction, tokenHash } from "./chat-action-tokens";
import { applyCollectedCode } from "./chat-codes";

/** What the member asks to do with an order, in the words shoppers use; null when the message asks none of them. */
export function askedOrderStep(message: string): "cancel" | Exclude<RequestKind, "cancel"> | null {
  if (/ยกเลิก|\bcancel/i.test(message)) return "cancel";
  if (/เปลี่ยนที่อยู่|แก้ที่อยู่|ที่อยู่ผิด/.test(message)) return "change-address";
  if (/เปลี่ยนสี|เปลี่ยนเฉด|ได้สีผิด|สีผิด/.test(message)) return "change-shade";
  if (/คืนสินค้า|ขอคืน|คืนเงิน|ส่งผิด|ชำรุด|แตก|\breturn\b|\brefund\b/i.test(message)) return "return";
  return null;
}

/** The member's own order the message names, else their latest one not cancelled; never another member's. */
async function orderInQuestion(db: ShopDatabase, memberId: string, message: string) {
  const named = message.toUpperCase().match(/ORDER-[A-Z0-9]{9}/)?.[0];
  const [row] = await db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      status: orders.status,
      paymentStatus: orders.paymentStatus,
      paymentMethod: orders.paymentMethod,
      deliveredAt: orders.deliveredAt,
      totalAmount: orders.totalAmount,
    })
    .from(orders)
    .where(and(eq(orders.userId, memberId), named && isOrderNumber(named) ? eq(orders.orderNumber, named) : ne(orders.status, "cancelled")))
    .orderBy(desc(orders.createdAt))
    .limit(1);
  if (!row || !isOrderStatus(row.status) || !isOrderPaymentStatus(row.paymentStatus) || !isPaymentMethod(row.paymentMethod)) return null;
  return { ...row, status: row.status, paymentStatus: row.paymentStatus, paymentMethod: row.paymentMethod };
}

/**
 * The step the chat offers under its reply, or null: cancelling an unpaid order at once is
 * confirmed in the chat; a request (a paid order's cancellation, a change, a return, which may
 * need photos) links to the order's request form, prefilled with its kind, where the member sends it.
 */
export async function proposeOrderStep(db: ShopDatabase, memberId: string, message: string, now: Date): Promise<ChatProposal | null> {
  const step = askedOrderStep(message);
  if (!step) return null;
  const order = await orderInQuestion(db, memberId, message);
  if (!order) return null;
  const choices = afterSaleChoices(order, now, (await runningRequest(db, order.id)) !== null);
  if (step === "cancel" && choices.cancelNow) {
    return proposeAction(db, memberId, "cancel-order", { orderNumber: order.orderNumber }, now, {
      summary: t.cancelOrderSummary(order.orderNumber, formatBaht(order.totalAmount)),
      confirmLabel: t.cancelOrderConfirm(order.orderNumber),
    });
  }
  const allowed = step === "cancel" ? choices.requestCancel : step === "return" ? choices.requestReturn : choices.requestChange;
  if (!allowed) return null;
  return {
    kind: "link",
    summary: t.requestSummary(afterSaleTexts.kinds[step], order.orderNumber),
    href: `${ORDER_REQUEST_PATH}?order=${encodeURIComponent(order.orderNumber)}&kind=${step}`,
    linkLabel: t.requestLink,
  };
}

/**
 * The member's yes: the token is taken (locked, then marked used) in the same transaction as the
 * action, which re-checks who asks, that the order is theirs and its state. A token that is
 * unknown, another member's, used or out of date is the same refusal, telling nothing of which.
 */
export async function confirmChatAction(db: ShopDatabase, member: AuditActor, token: string, now: Date): Promise<Outcome<ChatActionDone>> {
  const stale = refused(410, t.expired);
  if (typeof token !== "string" || token.length < 20 || token.length > 100) return stale;
  return db.transaction(async (tx) => {
    const row = await lockedRow(
      tx
        .select()
        .from(chatActionTokens)
        .where(eq(chatActionTokens.tokenHash, tokenHash(token))),
    );
    if (!row || row.userId !== member.id || row.usedAt || row.expiresAt.getTime() <= now.getTime()) return stale;
    await tx.update(chatActionTokens).set({ usedAt: now }).where(eq(chatActionTokens.id, row.id));
    switch (row.action as ChatActionKind) {
      case "cancel-order": {
        const orderNumber = row.args.orderNumber ?? "";
        // cancelOwnOrder's own transaction nests here as a savepoint. A refusal (paid meanwhile) uses the token up too: a proposal is judged once.
        const outcome = await cancelOwnOrder(tx as unknown as ShopDatabase, member, orderNumber, { reason: "other", details: t.chatReason });
        if (!outcome.ok) return outcome;
        return { ok: true, value: { message: t.cancelled(orderNumber), href: `/orders/${encodeURIComponent(orderNumber)}` } };
      }
      case "apply-code":
        // Judged once too: a code that no longer applies uses the token up.
        return applyCollectedCode(tx, member.id, row.args.code ?? "", now);
    }
    return stale;
  });
}

/** Tokens past their time are of no use to anyone: removed a day later (a job), so the table stays small. */
export async function pruneChatActionTokens(db: ShopDatabase, now: Date): Promise<void> {
  await db.delete(chatActionTokens).where(lt(chatActionTokens.expiresAt, new Date(now.getTime() - 24 * 60 * 60_000)));
}
