import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { CHAT_ACTION_LIFETIME_MS, type ChatProposal } from "../../../domain/chat/chat-actions";
import { chatActionTexts } from "../../../domain/chat/chat-handover-texts";
import { adminAuditLog, chatActionTokens, orders } from "../../platform/db/schema";
import { provideTestDatabase } from "../../platform/db/test-support/test-database";
import { afterSaleMember, afterSaleOrder } from "../after-sale/test-fixtures";
import { confirmChatAction, proposeOrderStep, pruneChatActionTokens } from "./chat-actions";

// Issue 37: a step on the member's own order, proposed by the chat, happens only with that
// member's yes — the token once, in time, for the action and order it was made for.
const testDb = provideTestDatabase();
const db = () => testDb.db;

const statusOf = async (orderId: string) => (await db().select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)))[0]?.status;

function confirmation(proposal: ChatProposal | null) {
  if (proposal?.kind !== "confirm") throw new Error(`No confirmation proposed: ${JSON.stringify(proposal)}`);
  return proposal;
}

describe("the chat's confirmed actions", () => {
  it("proposes cancelling the member's unpaid order, and cancels it only on that member's yes, once", async () => {
    const member = await afterSaleMember(db());
    const stranger = await afterSaleMember(db());
    const order = await afterSaleOrder(db(), member.id);
    const now = new Date();
    const proposal = confirmation(await proposeOrderStep(db(), member.id, `ขอยกเลิกคำสั่งซื้อ ${order.orderNumber.toLowerCase()} ค่ะ`, now));
    expect(proposal.confirmLabel).toBe(chatActionTexts.cancelOrderConfirm(order.orderNumber));
    // Only the token's hash is kept, bound to the member, the action and its order.
    const [kept] = await db().select().from(chatActionTokens).where(eq(chatActionTokens.userId, member.id));
    expect(kept).toMatchObject({ action: "cancel-order", args: { orderNumber: order.orderNumber }, usedAt: null });
    expect(kept!.tokenHash).not.toContain(proposal.token);
    // Proposing is not doing.
    expect(await statusOf(order.id)).toBe("pending");

    // Another member holding the token gets the same refusal as a stale one; nothing moves, and the token stays the member's.
    expect(await confirmChatAction(db(), stranger, proposal.token, now)).toMatchObject({ ok: false, status: 410, message: chatActionTexts.expired });
    expect(await statusOf(order.id)).toBe("pending");

    expect(await confirmChatAction(db(), member, proposal.token, now)).toEqual({
      ok: true,
      value: { message: chatActionTexts.cancelled(order.orderNumber), href: `/orders/${order.orderNumber}` },
    });
    expect(await statusOf(order.id)).toBe("cancelled");
    expect(
      await db()
        .select()
        .from(adminAuditLog)
        .where(and(eq(adminAuditLog.entityId, order.id), eq(adminAuditLog.action, "order.member-cancel"))),
    ).toHaveLength(1);

    // Replayed: refused, and no second cancellation is recorded.
    expect(await confirmChatAction(db(), member, proposal.token, now)).toMatchObject({ ok: false, status: 410 });
    expect(
      await db()
        .select()
        .from(adminAuditLog)
        .where(and(eq(adminAuditLog.entityId, order.id), eq(adminAuditLog.action, "order.member-cancel"))),
    ).toHaveLength(1);
  });

  it("refuses a token past its lifetime and one never issued", async () => {
    const member = await afterSaleMember(db());
    const order = await afterSaleOrder(db(), member.id);
    const proposedAt = new Date();
    const proposal = confirmation(await proposeOrderStep(db(), member.id, "ยกเลิกออเดอร์ล่าสุด", proposedAt));
    const late = new Date(proposedAt.getTime() + CHAT_ACTION_LIFETIME_MS);
    expect(await confirmChatAction(db(), member, proposal.token, late)).toMatchObject({ ok: false, status: 410 });
    expect(await confirmChatAction(db(), member, "x".repeat(43), proposedAt)).toMatchObject({ ok: false, status: 410 });
    expect(await statusOf(order.id)).toBe("pending");
    // A day after its time the job removes it; until then it stays (a late yes is told it is late, not unknown).
    await pruneChatActionTokens(db(), late);
    expect(await db().select().from(chatActionTokens).where(eq(chatActionTokens.userId, member.id))).toHaveLength(1);
    await pruneChatActionTokens(db(), new Date(late.getTime() + 25 * 60 * 60_000));
    expect(await db().select().from(chatActionTokens).where(eq(chatActionTokens.userId, member.id))).toHaveLength(0);
  });

  it("re-checks the order when confirmed: paid meanwhile, it is not cancelled", async () => {
    const member = await afterSaleMember(db());
    const order = await afterSaleOrder(db(), member.id);
    const proposal = confirmation(await proposeOrderStep(db(), member.id, `cancel ${order.orderNumber}`, new Date()));
    await db().update(orders).set({ paymentStatus: "paid" }).where(eq(orders.id, order.id));
    expect(await confirmChatAction(db(), member, proposal.token, new Date())).toMatchObject({ ok: false, status: 409 });
    expect(await statusOf(order.id)).toBe("pending");
  });

  it("never proposes on another member's order, and links a paid order's cancellation to its request form", async () => {
    const member = await afterSaleMember(db());
    const stranger = await afterSaleMember(db());
    const theirs = await afterSaleOrder(db(), stranger.id);
    expect(await proposeOrderStep(db(), member.id, `ยกเลิก ${theirs.orderNumber}`, new Date())).toBeNull();
    expect(await db().select().from(chatActionTokens).where(eq(chatActionTokens.userId, member.id))).toHaveLength(0);

    const paid = await afterSaleOrder(db(), member.id, { paid: true });
    expect(await proposeOrderStep(db(), member.id, `ยกเลิก ${paid.orderNumber}`, new Date())).toMatchObject({
      kind: "link",
      href: `/order-request?order=${paid.orderNumber}&kind=cancel`,
    });
    expect(await proposeOrderStep(db(), member.id, "ลิปสีไหนขายดี", new Date())).toBeNull();
  });
});
