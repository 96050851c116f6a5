import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { adminOrderSpecTexts, adminOrderTexts } from "../../../domain/admin/admin-order-texts";
import { mailTexts } from "../../platform/mail/mail-texts";
import { ORDER_STATUS_LABELS, type OrderStatus, type ShippingCarrier } from "../../../domain/orders/order-status";
import { adminAuditLog, loyaltyLedger, mailOutbox, orders, payments, profiles, users } from "../../platform/db/schema";
import { provideTestDatabase } from "../../platform/db/test-support/test-database";
import { insertAdmin, insertMember } from "../members/test-fixtures";
import { placeOrder } from "../orders/place-order";
import { checkoutForm, CONFIRMED_UNPAID, insertProduct, pointsOf, stockOf } from "../orders/test-fixtures";
import { cancelOrderAsAdmin, COD_PAYMENT_NOTE, moveOrder } from "./order-moves";
import { loadOrderDetail } from "./orders";

const testDb = provideTestDatabase();
const m = adminOrderTexts;

/** A member's order placed through checkout: 2 × ฿600 of a product with 5 in stock. */
async function placed(extra: Record<string, unknown> = {}) {
  const userId = await insertMember(testDb.db);
  const lip = await insertProduct(testDb.db, { price: 600_00, stock: 5 });
  const result = await placeOrder(testDb.db, userId, checkoutForm([{ productId: lip.id, quantity: 2 }], extra));
  if (!result.ok) throw new Error(`order refused: ${JSON.stringify(result)}`);
  return { userId, productId: lip.id, ...result.value };
}

async function orderRow(id: string) {
  const [row] = await testDb.db.select().from(orders).where(eq(orders.id, id));
  return row!;
}

const auditOf = (id: string) => testDb.db.select().from(adminAuditLog).where(eq(adminAuditLog.entityId, id)).orderBy(adminAuditLog.createdAt);

async function accountEmail(userId: string) {
  const [row] = await testDb.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row!.email;
}

/** The list's ship move: the parcel handed to `carrier`, from the status the form was loaded with. */
const shipment = (expectedStatus: OrderStatus, carrier: ShippingCarrier, trackingNumber: string) =>
  ({ to: "shipped", expectedStatus, carrier, trackingNumber }) as const;

const shippedMails = (to: string) =>
  testDb.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, to), sql`${mailOutbox.subject} like ${"%จัดส่งแล้ว%"}`));

describe("moving an order", () => {
  it("processing, then shipped with carrier and tracking (the Thai mail queued), then delivered — each audited with before/after", async () => {
    const admin = await insertAdmin(testDb.db);
    const order = await placed();
    const packedAt = new Date("2026-11-20T02:00:00Z");
    expect(await moveOrder(testDb.db, admin, order.id, { to: "processing", expectedStatus: "pending", ...CONFIRMED_UNPAID }, packedAt)).toEqual({ ok: true });
    // The order page's timeline reads when packing started (decision 071).
    expect(await orderRow(order.id)).toMatchObject({ status: "processing", trackingNumber: null, processingAt: packedAt });

    const shippedAt = new Date("2026-11-20T03:00:00Z");
    expect(await moveOrder(testDb.db, admin, order.id, { ...shipment("processing", "kerry", "KER123456789"), ...CONFIRMED_UNPAID }, shippedAt)).toEqual({
      ok: true,
    });
    expect(await orderRow(order.id)).toMatchObject({
      status: "shipped",
      shippingCarrier: "kerry",
      trackingNumber: "KER123456789",
      shippedAt,
      updatedAt: shippedAt,
    });
    const mails = await shippedMails(await accountEmail(order.userId));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(mailTexts.orderShippedSubject(order.orderNumber));
    expect(mails[0]!.textBody).toContain("KER123456789");
    expect(mails[0]!.textBody).toContain("Kerry Express");
    expect(mails[0]!.textBody).toContain(`/orders/${order.orderNumber}`);

    expect(await moveOrder(testDb.db, admin, order.id, { to: "delivered", expectedStatus: "shipped" })).toEqual({ ok: true });
    // A transfer order is not marked paid by delivery: its slip is what pays it.
    expect(await orderRow(order.id)).toMatchObject({ status: "delivered", paymentStatus: "unpaid", deliveredBy: admin.id });

    const entries = await auditOf(order.id);
    expect(entries.map((entry) => [entry.action, entry.actorEmail, entry.before, entry.after])).toEqual([
      [
        "order.status",
        admin.email,
        { status: "pending", paymentStatus: "unpaid" },
        { status: "processing", paymentStatus: "unpaid", unpaidConfirmed: true, unpaidReason: CONFIRMED_UNPAID.unpaidReason },
      ],
      [
        "order.status",
        admin.email,
        { status: "processing", paymentStatus: "unpaid" },
        {
          status: "shipped",
          paymentStatus: "unpaid",
          carrier: "kerry",
          trackingNumber: "KER123456789",
          unpaidConfirmed: true,
          unpaidReason: CONFIRMED_UNPAID.unpaidReason,
        },
      ],
      ["order.status", admin.email, { status: "shipped", paymentStatus: "unpaid" }, { status: "delivered", paymentStatus: "unpaid" }],
    ]);

    // The member's order page reads the shipment; the admin's timeline tells the story.
    const detail = await loadOrderDetail(testDb.db, admin.id, order.orderNumber);
    expect(detail?.order.shipment).toMatchObject({ carrier: "kerry", trackingNumber: "KER123456789" });
    expect(detail?.timeline.map((entry) => entry.text)).toEqual([
      m.events.placed,
      `${m.events.statusChanged("รอดำเนินการ", "กำลังดำเนินการ")} · ${m.events.unpaidConfirmed(CONFIRMED_UNPAID.unpaidReason)}`,
      `${m.events.statusChanged("กำลังดำเนินการ", "จัดส่งแล้ว")} · ${m.events.shippedWith("Kerry Express", "KER123456789")} · ${m.events.unpaidConfirmed(CONFIRMED_UNPAID.unpaidReason)}`,
      m.events.statusChanged("จัดส่งแล้ว", "ได้รับสินค้าแล้ว"),
    ]);
  });

  it("refuses what the buttons disable, and anything on a cancelled order, changing no row", async () => {
    const admin = await insertAdmin(testDb.db);
    const order = await placed();
    const refusals = [
      // Pending cannot be delivered before it ships.
      [{ to: "delivered", expectedStatus: "pending" }, m.moveNotAllowed("รอดำเนินการ", "ได้รับสินค้าแล้ว")],
    ] as const;
    for (const [move, message] of refusals) expect(await moveOrder(testDb.db, admin, order.id, move)).toEqual({ ok: false, status: 409, message });

    await moveOrder(testDb.db, admin, order.id, { to: "processing", expectedStatus: "pending", ...CONFIRMED_UNPAID });
    expect(await moveOrder(testDb.db, admin, order.id, { to: "processing", expectedStatus: "processing" })).toMatchObject({
      ok: false,
      status: 409,
    });
    await moveOrder(testDb.db, admin, order.id, { ...shipment("processing", "flash", "TH0123456789"), ...CONFIRMED_UNPAID });
    // A parcel that has left goes neither back to processing nor out again, and is not cancelled.
    expect(await moveOrder(testDb.db, admin, order.id, { to: "processing", expectedStatus: "shipped" })).toMatchObject({
      ok: false,
      status: 409,
    });
    expect(await moveOrder(testDb.db, admin, order.id, shipment("shipped", "jt", "JT0000000001"))).toMatchObject({ ok: false, status: 409 });
    expect(await cancelOrderAsAdmin(testDb.db, admin, order.id, { expectedStatus: "shipped", reason: "ลูกค้าขอ" })).toEqual({
      ok: false,
      status: 409,
      message: m.cannotCancel("จัดส่งแล้ว"),
    });
    expect(await orderRow(order.id)).toMatchObject({ status: "shipped", shippingCarrier: "flash", trackingNumber: "TH0123456789" });

    const cancelled = await placed();
    expect(await cancelOrderAsAdmin(testDb.db, admin, cancelled.id, { expectedStatus: "pending", reason: "สินค้าหมด" })).toEqual({
      ok: true,
    });
    for (const to of ["processing", "delivered"] as const) {
      expect(await moveOrder(testDb.db, admin, cancelled.id, { to, expectedStatus: "cancelled" })).toMatchObject({
        ok: false,
        status: 409,
      });
    }
    expect(await moveOrder(testDb.db, admin, cancelled.id, shipment("cancelled", "kerry", "KER000000001"))).toMatchObject({ ok: false, status: 409 });
    expect(await orderRow(cancelled.id)).toMatchObject({ status: "cancelled", trackingNumber: null });
    // Only the writes that happened are in the audit log.
    expect((await auditOf(order.id)).map((entry) => entry.action)).toEqual(["order.status", "order.status"]);
    expect((await auditOf(cancelled.id)).map((entry) => entry.action)).toEqual(["order.cancel"]);
  });

  it("refuses a change when the order moved meanwhile (the form's status is stale), and says the order is gone with the spec's text", async () => {
    const admin = await insertAdmin(testDb.db);
    const order = await placed();
    // Another admin marked it processing after this one loaded the list.
    await moveOrder(testDb.db, admin, order.id, { to: "processing", expectedStatus: "pending", ...CONFIRMED_UNPAID });
    expect(await moveOrder(testDb.db, admin, order.id, shipment("pending", "kerry", "KER123456780"))).toEqual({
      ok: false,
      status: 409,
      message: m.movedMeanwhile(ORDER_STATUS_LABELS.processing),
    });
    expect(await cancelOrderAsAdmin(testDb.db, admin, order.id, { expectedStatus: "pending", reason: "x" })).toEqual({
      ok: false,
      status: 409,
      message: m.movedMeanwhile(ORDER_STATUS_LABELS.processing),
    });
    expect(await orderRow(order.id)).toMatchObject({ status: "processing", trackingNumber: null });

    // Two admins press "shipped" at once on the same screen: one wins, the other is told.
    const results = await Promise.all(
      ["KER000000011", "KER000000022"].map((trackingNumber) =>
        moveOrder(testDb.db, admin, order.id, { ...shipment("processing", "kerry", trackingNumber), ...CONFIRMED_UNPAID }),
      ),
    );
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.filter((result) => !result.ok)).toEqual([{ ok: false, status: 409, message: m.movedMeanwhile(ORDER_STATUS_LABELS.shipped) }]);
    expect(await shippedMails(await accountEmail(order.userId))).toHaveLength(1);

    expect(await moveOrder(testDb.db, admin, "00000000-0000-4000-8000-000000000000", { to: "processing", expectedStatus: "pending" })).toEqual({
      ok: false,
      status: 404,
      message: adminOrderSpecTexts.noRowsUpdated,
    });
  });

  it("cancels an order not yet shipped: stock and redeemed points come back, audited with the reason", async () => {
    const admin = await insertAdmin(testDb.db);
    const userId = await insertMember(testDb.db);
    await testDb.db.update(profiles).set({ loyaltyPoints: 300 }).where(eq(profiles.userId, userId));
    const lip = await insertProduct(testDb.db, { stock: 5 });
    const result = await placeOrder(testDb.db, userId, checkoutForm([{ productId: lip.id, quantity: 2 }], { redeemPoints: 200 }));
    if (!result.ok) throw new Error("order refused");
    const order = result.value;
    await moveOrder(testDb.db, admin, order.id, { to: "processing", expectedStatus: "pending", ...CONFIRMED_UNPAID });
    expect([await stockOf(testDb.db, lip.id), await pointsOf(testDb.db, userId)]).toEqual([3, 100]);

    expect(await cancelOrderAsAdmin(testDb.db, admin, order.id, { expectedStatus: "processing", reason: "ลูกค้าโทรมายกเลิก" })).toEqual({
      ok: true,
    });
    expect(await orderRow(order.id)).toMatchObject({ status: "cancelled", cancelReason: "ลูกค้าโทรมายกเลิก" });
    expect([await stockOf(testDb.db, lip.id), await pointsOf(testDb.db, userId)]).toEqual([5, 300]);
    const [entry] = (await auditOf(order.id)).filter((row) => row.action === "order.cancel");
    expect(entry).toMatchObject({
      before: { status: "processing", paymentStatus: "unpaid" },
      after: { status: "cancelled", reason: "ลูกค้าโทรมายกเลิก", stockReturned: 2, pointsReturned: 200 },
    });
    // Cancelling twice (a second tab) is refused, and nothing comes back twice.
    expect(await cancelOrderAsAdmin(testDb.db, admin, order.id, { expectedStatus: "processing", reason: "อีกครั้ง" })).toMatchObject({
      ok: false,
      status: 409,
    });
    expect([await stockOf(testDb.db, lip.id), await pointsOf(testDb.db, userId)]).toEqual([5, 300]);
  });

  it("a cash-on-delivery order marked delivered is paid: a verified payment row and the points it earns", async () => {
    const admin = await insertAdmin(testDb.db);
    const order = await placed({ paymentMethod: "cod" }); // ฿1,200 → 12 points
    const pointsBefore = await pointsOf(testDb.db, order.userId);
    await moveOrder(testDb.db, admin, order.id, shipment("pending", "thailand-post", "EX123456789TH"));
    expect(await orderRow(order.id)).toMatchObject({ paymentStatus: "unpaid" });
    const deliveredAt = new Date("2026-11-22T05:00:00Z");
    expect(await moveOrder(testDb.db, admin, order.id, { to: "delivered", expectedStatus: "shipped" }, deliveredAt)).toEqual({ ok: true });

    expect(await orderRow(order.id)).toMatchObject({ status: "delivered", paymentStatus: "paid", deliveredAt });
    const rows = await testDb.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      paymentMethod: "cod",
      amount: order.totalAmount,
      status: "verified",
      verifiedBy: admin.id,
      verifiedAt: deliveredAt,
      adminNotes: COD_PAYMENT_NOTE,
    });
    expect(await pointsOf(testDb.db, order.userId)).toBe((pointsBefore ?? 0) + 12);
    const ledger = await testDb.db
      .select()
      .from(loyaltyLedger)
      .where(and(eq(loyaltyLedger.orderId, order.id), eq(loyaltyLedger.reason, "order")));
    expect(ledger.map((row) => row.points)).toEqual([12]);
    const [entry] = (await auditOf(order.id)).slice(-1);
    expect(entry).toMatchObject({
      before: { status: "shipped", paymentStatus: "unpaid" },
      after: { status: "delivered", paymentStatus: "paid", pointsCredited: 12 },
    });
  });

  it("a mail that cannot be queued never blocks or undoes the shipped status", async () => {
    const admin = await insertAdmin(testDb.db);
    const order = await placed();
    // The outbox refuses every new row (as a full disk or a broken table would).
    await testDb.db.execute(sql`alter table mail_outbox add constraint outbox_refuses_all check (false) not valid`);
    try {
      expect(await moveOrder(testDb.db, admin, order.id, { ...shipment("pending", "jt", "820012345678"), ...CONFIRMED_UNPAID })).toEqual({ ok: true });
    } finally {
      await testDb.db.execute(sql`alter table mail_outbox drop constraint outbox_refuses_all`);
    }
    expect(await orderRow(order.id)).toMatchObject({ status: "shipped", shippingCarrier: "jt", trackingNumber: "820012345678" });
    expect(await shippedMails(await accountEmail(order.userId))).toHaveLength(0);
    expect((await auditOf(order.id)).map((entry) => entry.action)).toEqual(["order.status"]);
  });
});

describe("an unpaid PromptPay, transfer or card order moved forward (decision 102)", () => {
  const ship = (expectedStatus: "pending" | "processing", trackingNumber: string) => shipment(expectedStatus, "kerry", trackingNumber);

  it("is refused without the confirmation, naming the order — nothing written, no audit row, no mail", async () => {
    const admin = await insertAdmin(testDb.db);
    const order = await placed(); // PromptPay, unpaid
    const unconfirmed = { ok: false, status: 409, message: m.unpaidNotConfirmed(order.orderNumber), field: "confirmUnpaid" };
    expect(m.unpaidNotConfirmed(order.orderNumber)).toBe(`คำสั่งซื้อ ${order.orderNumber} ยังไม่ได้ชำระเงิน — ยืนยันการส่งต่อพร้อมเหตุผลก่อน`);
    expect(await moveOrder(testDb.db, admin, order.id, { to: "processing", expectedStatus: "pending" })).toEqual(unconfirmed);
    expect(await moveOrder(testDb.db, admin, order.id, ship("pending", "KER900000001"))).toEqual(unconfirmed);
    // A reason without the box, or the box without a reason, is no confirmation either.
    expect(await moveOrder(testDb.db, admin, order.id, { ...ship("pending", "KER900000001"), unpaidReason: "ลูกค้าขอ" })).toEqual(unconfirmed);
    expect(await moveOrder(testDb.db, admin, order.id, { to: "processing", expectedStatus: "pending", confirmUnpaid: true, unpaidReason: " " })).toEqual({
      ok: false,
      status: 400,
      message: m.unpaidReasonRequired,
      field: "unpaidReason",
    });
    // A slip sent but not yet checked is not money received; a transfer order is the same.
    await testDb.db.update(orders).set({ paymentStatus: "pending", paymentMethod: "bankTransfer" }).where(eq(orders.id, order.id));
    expect(await moveOrder(testDb.db, admin, order.id, ship("pending", "KER900000001"))).toEqual(unconfirmed);

    expect(await orderRow(order.id)).toMatchObject({ status: "pending", trackingNumber: null, shippedAt: null, processingAt: null });
    expect(await auditOf(order.id)).toEqual([]);
    expect(await shippedMails(await accountEmail(order.userId))).toHaveLength(0);
  });

  it("moves with the box ticked and a reason, and the audit row keeps both", async () => {
    const admin = await insertAdmin(testDb.db);
    const order = await placed();
    await testDb.db.update(orders).set({ paymentMethod: "creditCard" }).where(eq(orders.id, order.id));
    expect(
      await moveOrder(testDb.db, admin, order.id, { to: "processing", expectedStatus: "pending", confirmUnpaid: true, unpaidReason: "  ลูกค้าขอให้รีบแพ็ค  " }),
    ).toEqual({ ok: true });
    expect(await moveOrder(testDb.db, admin, order.id, { ...ship("processing", "KER900000002"), ...CONFIRMED_UNPAID })).toEqual({ ok: true });
    expect(await orderRow(order.id)).toMatchObject({ status: "shipped", paymentStatus: "unpaid", trackingNumber: "KER900000002" });
    expect((await auditOf(order.id)).map((entry) => entry.after)).toEqual([
      { status: "processing", paymentStatus: "unpaid", unpaidConfirmed: true, unpaidReason: "ลูกค้าขอให้รีบแพ็ค" },
      {
        status: "shipped",
        paymentStatus: "unpaid",
        carrier: "kerry",
        trackingNumber: "KER900000002",
        unpaidConfirmed: true,
        unpaidReason: CONFIRMED_UNPAID.unpaidReason,
      },
    ]);
    // Delivered follows shipped and asks nothing new.
    expect(await moveOrder(testDb.db, admin, order.id, { to: "delivered", expectedStatus: "shipped" })).toEqual({ ok: true });
  });

  it("leaves cash on delivery and a paid prepaid order as they were: no box asked, none recorded", async () => {
    const admin = await insertAdmin(testDb.db);
    const cod = await placed({ paymentMethod: "cod" });
    expect(await moveOrder(testDb.db, admin, cod.id, { to: "processing", expectedStatus: "pending" })).toEqual({ ok: true });
    expect(await moveOrder(testDb.db, admin, cod.id, ship("processing", "KER900000003"))).toEqual({ ok: true });

    const paid = await placed();
    await testDb.db.update(orders).set({ paymentStatus: "paid" }).where(eq(orders.id, paid.id));
    expect(await moveOrder(testDb.db, admin, paid.id, { to: "processing", expectedStatus: "pending" })).toEqual({ ok: true });
    // A box ticked on a paid order (a stale dialog) is not recorded: there was nothing to confirm.
    expect(await moveOrder(testDb.db, admin, paid.id, { ...ship("processing", "KER900000004"), ...CONFIRMED_UNPAID })).toEqual({ ok: true });

    for (const id of [cod.id, paid.id]) {
      expect(await orderRow(id)).toMatchObject({ status: "shipped" });
      for (const entry of await auditOf(id)) expect(entry.after).not.toHaveProperty("unpaidConfirmed");
    }
  });
});
