import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { orders, users } from "../db/schema";
import { provideTestDatabase } from "../db/test-support/test-database";
import { insertMember, insertOrder } from "../members/test-fixtures";
import { moveOrder } from "./order-moves";
import { listOrders, ordersCsv } from "./orders";

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
    await moveOrder(testDb.db, admin!, somchai.id, { to: "processing", expectedStatus: "pending" });

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
    expect(processing).toContain(",249.00,กำลังดำเนินการ,ยังไม่ชำระเงิน,");
  });
});
