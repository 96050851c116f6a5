import { desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { orders, payments, users } from "../../platform/db/schema";
import { provideTestDatabase } from "../../platform/db/test-support/test-database";
import { insertMember, insertOrder } from "../members/test-fixtures";
import { CONFIRMED_UNPAID } from "../orders/test-fixtures";
import { moveOrder } from "./order-moves";
import { listOrders, ordersCsv } from "./orders";
import { listPayments } from "./payments";

const testDb = provideTestDatabase();

async function anOrder(names: { firstName: string; lastName: string; email: string }, createdAt: Date) {
  const member = await insertMember(testDb.db);
  const order = await insertOrder(testDb.db, member, { subtotal: 249_00, createdAt });
  await testDb.db
    .update(orders)
    .set({ shippingFirstName: names.firstName, shippingLastName: names.lastName, shippingEmail: names.email })
    .where(eq(orders.id, order.id));
  return order;
}

async function csvText(stream: ReadableStream<Uint8Array>) {
  return new TextDecoder("utf-8", { ignoreBOM: true }).decode(new Uint8Array(await new Response(stream).arrayBuffer()));
}

describe("the orders list", () => {
  it("finds orders by number, e-mail or customer name in any case, filters by status, newest first; the CSV holds the same rows", async () => {
    const malee = await anOrder({ firstName: "Malee", lastName: "Srisuk", email: "Malee.S@Example.com" }, new Date("2026-11-01T03:00:00Z"));
    const somchai = await anOrder({ firstName: "=cmd|' /C calc'!A0", lastName: "สมชาย", email: "somchai@test.example" }, new Date("2026-11-02T03:00:00Z"));
    const [admin] = await testDb.db.select({ id: users.id, email: users.email }).from(users).limit(1);
    await moveOrder(testDb.db, admin!, somchai.id, { to: "processing", expectedStatus: "pending", ...CONFIRMED_UNPAID });

    const numbers = async (q: string, status?: string) =>
      (await listOrders(testDb.db, { q, page: 1, ...(status ? { filters: { status } } : {}) })).rows.map((row) => row.orderNumber);
    expect(await numbers(malee.orderNumber.toLowerCase())).toEqual([malee.orderNumber]);
    expect(await numbers("malee.s@example")).toEqual([malee.orderNumber]);
    expect(await numbers("MALEE SRISUK")).toEqual([malee.orderNumber]);
    expect(await numbers("สมชาย")).toEqual([somchai.orderNumber]);
    expect(await numbers("", "processing")).toEqual([somchai.orderNumber]);
    expect(await numbers("malee", "processing")).toEqual([]);
    // A LIKE wildcard typed in the box is only a character.
    expect(await numbers("%")).toEqual([]);
    expect((await numbers("")).indexOf(somchai.orderNumber)).toBeLessThan((await numbers("")).indexOf(malee.orderNumber));
    // An unknown status reads as no filter (the route only passes known ones, the list checks again).
    expect(await numbers("", "bogus")).toEqual(await numbers(""));

    const all = await csvText(ordersCsv(testDb.db, { q: "", page: 1 }));
    expect(all.startsWith("\uFEFFหมายเลขคำสั่งซื้อ,")).toBe(true);
    const lines = all.trimEnd().split("\r\n");
    expect(lines).toHaveLength(1 + (await listOrders(testDb.db, { q: "", page: 1 })).total);
    // The formula a customer typed as a name is text in the spreadsheet.
    expect(all).toContain(`,'=cmd|' /C calc'!A0 สมชาย,`);
    const processing = await csvText(ordersCsv(testDb.db, { q: "", page: 1, filters: { status: "processing" } }));
    expect(processing.trimEnd().split("\r\n")).toHaveLength(2);
    expect(processing).toContain(`${somchai.orderNumber},`);
    expect(processing).toContain(",249.00,,กำลังดำเนินการ,ยังไม่ชำระเงิน,");
  });
});

describe("paging the orders and payments lists", () => {
  it("shows every order and payment once, newest first, on the pages read from the top and from the bottom alike", async () => {
    const member = await insertMember(testDb.db);
    // 45 orders, some of them at the same moment (the id decides between those).
    for (let index = 0; index < 45; index++) {
      const createdAt = new Date(Date.UTC(2026, 10, 1, 0, Math.floor(index / 3)));
      const order = await insertOrder(testDb.db, member, { subtotal: 100_00, createdAt });
      await testDb.db.insert(payments).values({ orderId: order.id, userId: member, paymentMethod: "bankTransfer", amount: 100_00, createdAt });
    }
    const expectedOrders = (await testDb.db.select({ id: orders.id }).from(orders).orderBy(desc(orders.createdAt), desc(orders.id))).map((row) => row.id);
    const expectedPayments = (await testDb.db.select({ id: payments.id }).from(payments).orderBy(desc(payments.createdAt), desc(payments.id))).map(
      (row) => row.id,
    );
    expect(expectedOrders.length).toBeGreaterThanOrEqual(45);

    const allPages = async (read: (page: number) => Promise<{ rows: { id: string }[]; pages: number }>) => {
      const first = await read(1);
      const ids = first.rows.map((row) => row.id);
      for (let page = 2; page <= first.pages; page++) ids.push(...(await read(page)).rows.map((row) => row.id));
      return ids;
    };
    expect(await allPages((page) => listOrders(testDb.db, { q: "", page }))).toEqual(expectedOrders);
    expect(await allPages((page) => listPayments(testDb.db, { q: "", page }))).toEqual(expectedPayments);
    // Searched (every payment here is สมหญิง ใจดี's) and filtered lists page the same way.
    expect(await allPages((page) => listPayments(testDb.db, { q: "สมหญิง", page }))).toEqual(expectedPayments);
    // A page beyond the last one shows the last one, searched or not.
    const lastPage = expectedPayments.slice(Math.floor((expectedPayments.length - 1) / 20) * 20);
    expect((await listPayments(testDb.db, { q: "สมหญิง", page: 999 })).rows.map((row) => row.id)).toEqual(lastPage);
    expect((await listPayments(testDb.db, { q: "", page: 999 })).rows.map((row) => row.id)).toEqual(lastPage);
    const pendingOrders = (await testDb.db.select({ id: orders.id, status: orders.status }).from(orders).orderBy(desc(orders.createdAt), desc(orders.id)))
      .filter((row) => row.status === "pending")
      .map((row) => row.id);
    expect(await allPages((page) => listOrders(testDb.db, { q: "", page, filters: { status: "pending" } }))).toEqual(pendingOrders);
  });
});
