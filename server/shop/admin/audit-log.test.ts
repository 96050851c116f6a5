import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { adminAuditLog, categories } from "../../platform/db/schema";
import { provideTestDatabase } from "../../platform/db/test-support/test-database";
import { ORDER_STATUS_LABELS, SHIPPING_CARRIER_LABELS } from "../../../domain/orders/order-status";
import { insertMember, insertOrder } from "../members/test-fixtures";
import { users } from "../../platform/db/schema";
import { listAuditLog } from "./audit-log";
import { changedValues, recordAdminAction } from "../../platform/db/audit-trail";

const testDb = provideTestDatabase();
const actor = { id: "11111111-1111-4111-8111-111111111111", email: "boss@audit.example" };

describe("recordAdminAction", () => {
  it("is committed with the write it records, and rolled back with it", async () => {
    const [kept] = await testDb.db.transaction(async (tx) => {
      const rows = await tx.insert(categories).values({ name: "Audit kept" }).returning({ id: categories.id });
      await recordAdminAction(tx, actor, { action: "category.create", entityId: rows[0]!.id, after: { name: "Audit kept" } });
      return rows;
    });
    expect(await testDb.db.select().from(adminAuditLog).where(eq(adminAuditLog.entityId, kept!.id))).toMatchObject([
      {
        actorId: actor.id,
        actorEmail: actor.email,
        action: "category.create",
        entity: "category",
        before: null,
        after: { name: "Audit kept" },
      },
    ]);

    let rolledBackId = "";
    await expect(
      testDb.db.transaction(async (tx) => {
        const rows = await tx.insert(categories).values({ name: "Audit rolled back" }).returning({ id: categories.id });
        rolledBackId = rows[0]!.id;
        await recordAdminAction(tx, actor, { action: "category.create", entityId: rolledBackId });
        throw new Error("the write failed after its record");
      }),
    ).rejects.toThrow("the write failed");
    expect(await testDb.db.select().from(adminAuditLog).where(eq(adminAuditLog.entityId, rolledBackId))).toEqual([]);
  });
});

describe("changedValues", () => {
  it("keeps only the fields that changed", () => {
    expect(changedValues({ name: "a", price: 100, stock: 3 }, { name: "a", price: 120, stock: 3 })).toEqual({
      before: { price: 100 },
      after: { price: 120 },
    });
    expect(changedValues({ name: "a" }, { name: "a" })).toBeNull();
  });
});

describe("listAuditLog", () => {
  it("searches by admin, action or record id, newest first, 20 a page", async () => {
    for (let index = 0; index < 25; index++) {
      await recordAdminAction(testDb.db, { id: actor.id, email: "pager@audit.example" }, { action: "stock.update", entityId: `stock-${index}` });
    }
    const first = await listAuditLog(testDb.db, { q: "pager@audit", page: 1 });
    expect(first).toMatchObject({ total: 25, pages: 2 });
    expect(first.rows).toHaveLength(20);
    expect(first.rows[0]!.entityId).toBe("stock-24");
    expect((await listAuditLog(testDb.db, { q: "pager@audit", page: 2 })).rows).toHaveLength(5);
    expect((await listAuditLog(testDb.db, { q: "stock-17", page: 1 })).rows.map((row) => row.entityId)).toEqual(["stock-17"]);
    expect((await listAuditLog(testDb.db, { q: "STOCK.UPD", page: 1 })).total).toBe(25);
  });
});

describe("the audit log's sentences", () => {
  it("names the admin by name and the order by its number, with Thai statuses and the carrier's name", async () => {
    const adminId = await insertMember(testDb.db, { name: "สมศรี", role: "admin" });
    const [admin] = await testDb.db.select({ id: users.id, email: users.email }).from(users).where(eq(users.id, adminId));
    const memberId = await insertMember(testDb.db);
    const order = await insertOrder(testDb.db, memberId, { subtotal: 59_000, status: "processing", paymentStatus: "paid" });
    await recordAdminAction(testDb.db, admin!, {
      action: "order.status",
      entityId: order.id,
      before: { status: "processing", paymentStatus: "paid" },
      after: { status: "shipped", paymentStatus: "paid", carrier: "kerry", trackingNumber: "KEX0001234" },
    });
    const { rows } = await listAuditLog(testDb.db, { q: order.orderNumber, page: 1 });
    expect(rows.map((row) => row.sentence)).toEqual([
      `แอดมิน สมศรี เปลี่ยนสถานะคำสั่งซื้อ ${order.orderNumber} จาก ${ORDER_STATUS_LABELS.processing} เป็น ${ORDER_STATUS_LABELS.shipped} ส่งกับ ${SHIPPING_CARRIER_LABELS.kerry} หมายเลขพัสดุ KEX0001234`,
    ]);
  });
});
