import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { accounts, lineConsentEvents, lineOutbox, orders } from "../../platform/db/schema";
import { provideTestDatabase } from "../../platform/db/test-support/test-database";
import { verifyPayment } from "../payments/payment-verification";
import { moveOrder } from "../admin/order-moves";
import { insertAdmin, insertMember } from "../members/test-fixtures";
import { deliverDueLineMessages } from "../notices/line-delivery";
import { createLinePush } from "../notices/line-push";
import { friendEvent, lineWebhookSignature, provideLineTestServer } from "../notices/test-support/line-test-server";
import { placeTestOrder } from "../orders/test-fixtures";
import { submitPaymentProof } from "../payments/payment-proof";
import { tinyPdf } from "../payments/test-support/proof-files";
import { consentToLineMessages, withdrawLineConsent } from "./line-consent";
import { takeLineWebhook } from "./line-webhook";

const testDb = provideTestDatabase();
const CHANNEL_SECRET = "test-channel-secret";
const line = provideLineTestServer({ LINE_CHANNEL_ACCESS_TOKEN: "member-channel-token", LINE_CHANNEL_SECRET: CHANNEL_SECRET }, { lineInEveryTest: true });

beforeEach(async () => {
  await testDb.db.delete(lineOutbox);
});

const push = () => createLinePush(line.settings.lineMembers!);
const deliver = () => deliverDueLineMessages(testDb.db, push());
const lineUserIdFor = () => `U${randomBytes(16).toString("hex")}`;

/** A member who signed in with LINE Login (so LINE's user id is their account id) and, unless told, consented. */
async function lineMember({ consent = true } = {}) {
  const userId = await insertMember(testDb.db);
  const lineUserId = lineUserIdFor();
  await testDb.db.insert(accounts).values({ userId, providerId: "line", accountId: lineUserId });
  if (consent) expect(await consentToLineMessages(testDb.db, userId)).toEqual({ ok: true });
  return { userId, lineUserId };
}

const rowsFor = (userId: string) => testDb.db.select().from(lineOutbox).where(eq(lineOutbox.userId, userId));
const webhook = (events: unknown[], options: { signature?: string | null; rawBody?: string } = {}) => {
  const rawBody = options.rawBody ?? JSON.stringify({ destination: "Ubot", events });
  const signature = options.signature === undefined ? lineWebhookSignature(CHANNEL_SECRET, rawBody) : options.signature;
  return takeLineWebhook(testDb.db, line.settings.lineMembers, { rawBody, signature });
};

describe("members told on LINE", () => {
  it("order placed, paid and shipped: one Flex push each to the member's own LINE user, with the payment link and deadline, and the tracking link", async () => {
    const admin = await insertAdmin(testDb.db);
    const { userId, lineUserId } = await lineMember();
    const order = await placeTestOrder(testDb.db, userId, { price: 450_00, extra: { paymentMethod: "bankTransfer" } });
    expect(await deliver()).toEqual({ sent: 1, failed: 0 });
    const [placed] = line.delivered;
    expect(placed).toMatchObject({ path: "/v2/bot/message/push", authorization: "Bearer member-channel-token", body: { to: lineUserId } });
    const placedMessage = (placed!.body as { messages: { type: string; altText: string }[] }).messages[0]!;
    expect(placedMessage).toMatchObject({ type: "flex", altText: `ได้รับคำสั่งซื้อแล้ว · ${order.orderNumber}` });
    expect(JSON.stringify(placedMessage)).toContain(`/payment-confirmation?order=${order.orderNumber}`);
    expect(JSON.stringify(placedMessage)).toContain("ชำระภายใน");
    expect(JSON.stringify(placedMessage)).toContain("฿500"); // 450 and the 50-baht delivery

    const proofsDir = await mkdtemp(path.join(os.tmpdir(), "shop-line-proofs-"));
    try {
      const proof = await submitPaymentProof(testDb.db, { userId, orderNumber: order.orderNumber, bytes: tinyPdf(), fields: {} }, { proofsDir });
      if (!proof.ok) throw new Error("proof refused");
      expect(await verifyPayment(testDb.db, admin, proof.value.paymentId, { expectedStatus: "pending", checkedByEye: true })).toEqual({ ok: true });
    } finally {
      await rm(proofsDir, { recursive: true, force: true });
    }
    const [paidOrder] = await testDb.db.select({ status: orders.status }).from(orders).where(eq(orders.id, order.id));
    const shipped = await moveOrder(testDb.db, admin, order.id, {
      to: "shipped",
      expectedStatus: paidOrder!.status as "pending",
      carrier: "kerry",
      trackingNumber: "EF123456789TH",
    } as never);
    expect(shipped).toEqual({ ok: true });
    expect(await deliver()).toEqual({ sent: 2, failed: 0 });
    const texts = line.delivered.map((request) => JSON.stringify(request.body));
    expect(texts[1]).toContain(`ชำระเงินเรียบร้อย · ${order.orderNumber}`);
    expect(texts[2]).toContain("พัสดุออกแล้ว — เลขพัสดุ EF123456789TH");
    expect(texts[2]).toContain("https://th.kerryexpress.com/th/track/?track=EF123456789TH");
    expect(line.delivered.every((request) => (request.body as { to: string }).to === lineUserId)).toBe(true);
  });

  it("nothing for a member who never consented, and nothing once they withdraw, even a message already queued", async () => {
    const { userId: never } = await lineMember({ consent: false });
    await placeTestOrder(testDb.db, never);
    expect(await rowsFor(never)).toHaveLength(0);

    const { userId } = await lineMember();
    await placeTestOrder(testDb.db, userId);
    expect(await rowsFor(userId)).toHaveLength(1);
    await withdrawLineConsent(testDb.db, userId);
    expect(await deliver()).toEqual({ sent: 0, failed: 1 });
    expect(line.received).toHaveLength(0);
    expect((await rowsFor(userId))[0]).toMatchObject({ status: "failed" });
    await placeTestOrder(testDb.db, userId);
    expect(await rowsFor(userId)).toHaveLength(1);
    // The PDPA record: given, then withdrawn, each with its time.
    const events = await testDb.db.select().from(lineConsentEvents).where(eq(lineConsentEvents.userId, userId)).orderBy(lineConsentEvents.createdAt);
    expect(events.map((event) => event.event)).toEqual(["consented", "withdrawn"]);
  });

  it("a crash after LINE took the push but before it was marked sent: tried again with the same retry key, delivered once", async () => {
    const { userId } = await lineMember();
    const order = await placeTestOrder(testDb.db, userId);
    // The process dies between LINE's answer and the row's commit: the mark "sent" never lands.
    await testDb.db.execute(
      sql.raw(`
      create or replace function crash_on_sent() returns trigger language plpgsql as $$
      begin if new.status = 'sent' then raise exception 'process died before commit'; end if; return new; end $$;
      create trigger crash_on_sent before update on line_outbox for each row execute function crash_on_sent();`),
    );
    try {
      await expect(deliver()).rejects.toThrow();
    } finally {
      await testDb.db.execute(sql.raw("drop trigger crash_on_sent on line_outbox; drop function crash_on_sent();"));
    }
    expect(line.delivered).toHaveLength(1);
    const [waiting] = await rowsFor(userId);
    expect(waiting).toMatchObject({ status: "pending", attempts: 0 });
    // The next run sends it again with the same key; LINE says it has it (409) and the row is done.
    expect(await deliver()).toEqual({ sent: 1, failed: 0 });
    expect(line.received.map((request) => request.retryKey)).toEqual([waiting!.id, waiting!.id]);
    expect(line.delivered).toHaveLength(1);
    expect(JSON.stringify(line.delivered[0]!.body)).toContain(order.orderNumber);
    expect(await deliver()).toEqual({ sent: 0, failed: 0 });
  });

  it("a crash after the order committed but before anything was pushed: the next run sends it, once", async () => {
    const { userId } = await lineMember();
    await placeTestOrder(testDb.db, userId);
    // Nothing ran: the row waits in the outbox, committed with the order.
    expect(await rowsFor(userId)).toMatchObject([{ status: "pending" }]);
    const [first, second] = await Promise.all([deliver(), deliver()]);
    expect(first.sent + second.sent).toBe(1);
    expect(line.delivered).toHaveLength(1);
  });
});

describe("the Official Account's webhook", () => {
  it("an unfollow stops the member's messages; a follow starts them again; both recorded with their time", async () => {
    const { userId, lineUserId } = await lineMember();
    expect(await webhook([friendEvent("unfollow", lineUserId)])).toEqual({ status: 200, taken: 1 });
    await placeTestOrder(testDb.db, userId);
    expect(await rowsFor(userId)).toHaveLength(0);
    expect(await webhook([friendEvent("follow", lineUserId)])).toEqual({ status: 200, taken: 1 });
    await placeTestOrder(testDb.db, userId);
    expect(await rowsFor(userId)).toHaveLength(1);
    const events = await testDb.db.select().from(lineConsentEvents).where(eq(lineConsentEvents.lineUserId, lineUserId)).orderBy(lineConsentEvents.createdAt);
    expect(events.map((event) => event.event)).toEqual(["consented", "unfollowed", "followed"]);
  });

  it("refuses a missing or wrong signature, a malformed body, a replayed or stale event: 4xx, nothing changed", async () => {
    const { userId, lineUserId } = await lineMember();
    const unfollow = friendEvent("unfollow", lineUserId);
    const rawBody = JSON.stringify({ destination: "Ubot", events: [unfollow] });
    expect(await webhook([], { rawBody, signature: null })).toEqual({ status: 401, taken: 0 });
    expect(await webhook([], { rawBody, signature: lineWebhookSignature("another-secret", rawBody) })).toEqual({ status: 401, taken: 0 });
    expect(await webhook([], { rawBody, signature: "not base64 at all!" })).toEqual({ status: 401, taken: 0 });
    // The body changed after it was signed.
    expect(await webhook([], { rawBody: rawBody.replace("unfollow", "follow"), signature: lineWebhookSignature(CHANNEL_SECRET, rawBody) })).toEqual({
      status: 401,
      taken: 0,
    });
    expect(await webhook([], { rawBody: "{not json" })).toEqual({ status: 400, taken: 0 });
    expect(await webhook([], { rawBody: JSON.stringify({ events: "none" }) })).toEqual({ status: 400, taken: 0 });
    expect(await webhook([{ type: "unfollow", timestamp: "yesterday" }])).toEqual({ status: 400, taken: 0 });
    expect(await webhook([friendEvent("unfollow", lineUserId, Date.now() - 2 * 24 * 3_600_000)])).toEqual({ status: 409, taken: 0 });
    await placeTestOrder(testDb.db, userId);
    expect(await rowsFor(userId)).toHaveLength(1);

    expect(await webhook([unfollow])).toEqual({ status: 200, taken: 1 });
    // The same event again (a replay): refused, and a later follow is not undone by it.
    expect(await webhook([friendEvent("follow", lineUserId)])).toEqual({ status: 200, taken: 1 });
    expect(await webhook([unfollow])).toEqual({ status: 409, taken: 0 });
    await placeTestOrder(testDb.db, userId);
    expect(await rowsFor(userId)).toHaveLength(2);
    // LINE's "verify" button sends no events.
    expect(await webhook([])).toEqual({ status: 200, taken: 0 });
  });

  it("answers 404 when LINE messages are not configured", async () => {
    expect(await takeLineWebhook(testDb.db, null, { rawBody: "{}", signature: "x" })).toEqual({ status: 404, taken: 0 });
  });
});
