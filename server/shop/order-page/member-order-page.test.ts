import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { orders, users } from "../../platform/db/schema";
import { provideTestDatabase } from "../../platform/db/test-support/test-database";
import { cancelOwnOrder, openRequest } from "../after-sale/member-requests";
import { insertMember } from "../members/test-fixtures";
import { placeOrder } from "../orders/place-order";
import { checkoutForm, insertProduct } from "../orders/test-fixtures";
import { memberOrderPage } from "./member-order-page";
import { orderRequestPage } from "./order-request-page";

// The order page's after-sale part (decision 104): the owner's alone, read from the same rules the server judges by.
const testDb = provideTestDatabase();

async function memberWithOrder() {
  const id = await insertMember(testDb.db);
  const [member] = await testDb.db.select({ id: users.id, email: users.email }).from(users).where(eq(users.id, id));
  const lip = await insertProduct(testDb.db, { price: 250_00, stock: 4, colors: ["Ruby", "Coral", "Nude"] });
  const placed = await placeOrder(testDb.db, id, checkoutForm([{ productId: lip.id, colorId: lip.colors[0]!.id, quantity: 1 }]));
  if (!placed.ok) throw new Error(JSON.stringify(placed));
  const [order] = await testDb.db.select({ orderNumber: orders.orderNumber }).from(orders).where(eq(orders.id, placed.value.id));
  return { member: member!, orderNumber: order!.orderNumber };
}

describe("the order page's after-sale part", () => {
  it("offers the owner of an unpaid order to cancel it now or ask for a change, with each line's shades", async () => {
    const { member, orderNumber } = await memberWithOrder();
    const page = await memberOrderPage(testDb.db, { id: member.id, isAdmin: false }, orderNumber);
    expect(page).toMatchObject({
      kind: "found",
      afterSale: {
        choices: { cancelNow: true, requestCancel: false, requestChange: true, requestReturn: false, returnUntil: null },
        lines: [{ colorName: "สีRuby", quantity: 1, returnable: 1, shades: ["สีRuby", "สีCoral", "สีNude"] }],
        requests: [],
        refunds: [],
      },
    });
  });

  it("shows an admin another member's order without it (staff answer in the back-office)", async () => {
    const { orderNumber } = await memberWithOrder();
    const admin = await insertMember(testDb.db, { role: "admin" });
    expect(await memberOrderPage(testDb.db, { id: admin, isAdmin: true }, orderNumber)).toMatchObject({ kind: "found", afterSale: null });
    expect(await orderRequestPage(testDb.db, { id: admin }, orderNumber)).toEqual({ kind: "not-found" });
  });

  it("shows a request with its first step and offers nothing more while it runs; a cancelled order offers nothing at all", async () => {
    const { member, orderNumber } = await memberWithOrder();
    const opened = await openRequest(
      testDb.db,
      member,
      orderNumber,
      { kind: "change-address", details: "", firstName: "ก", lastName: "ข", phone: "0812345678", address: "1 ถนนหนึ่ง", city: "ภูเก็ต", postalCode: "83000" },
      { lines: [], photos: [] },
    );
    expect(opened.ok).toBe(true);
    const page = await orderRequestPage(testDb.db, member, orderNumber);
    if (page.kind !== "found") throw new Error(page.kind);
    expect(page.afterSale.choices).toMatchObject({ cancelNow: false, requestChange: false });
    expect(page.afterSale.requests).toMatchObject([{ kind: "change-address", status: "open", steps: [{ step: "opened", actor: "member" }] }]);

    const { member: other, orderNumber: unpaid } = await memberWithOrder();
    expect(await cancelOwnOrder(testDb.db, other, unpaid, { reason: "ordered-wrong", details: "" })).toEqual({ ok: true });
    const cancelled = await memberOrderPage(testDb.db, { id: other.id, isAdmin: false }, unpaid);
    expect(cancelled).toMatchObject({
      kind: "found",
      order: { status: "cancelled" },
      afterSale: { choices: { cancelNow: false, requestCancel: false, requestChange: false, requestReturn: false } },
    });
  });

  it("takes a shade change by the Thai names the page offers (as the line keeps them); the same shade is no change", async () => {
    const { member, orderNumber } = await memberWithOrder();
    const page = await orderRequestPage(testDb.db, member, orderNumber);
    if (page.kind !== "found") throw new Error(page.kind);
    const [line] = page.afterSale.lines;
    const change = { kind: "change-shade", reason: "ordered-wrong", details: "" } as const;
    const same = await openRequest(testDb.db, member, orderNumber, change, {
      lines: [{ itemId: line!.itemId, quantity: 0, newColorName: "สีRuby" }],
      photos: [],
    });
    expect(same).toMatchObject({ ok: false, status: 422 });
    const asked = await openRequest(testDb.db, member, orderNumber, change, {
      lines: [{ itemId: line!.itemId, quantity: 0, newColorName: "สีCoral" }],
      photos: [],
    });
    expect(asked.ok).toBe(true);
    const after = await orderRequestPage(testDb.db, member, orderNumber);
    if (after.kind !== "found") throw new Error(after.kind);
    expect(after.afterSale.requests[0]!.lines).toMatchObject([{ colorName: "สีRuby", newColorName: "สีCoral", quantity: 1 }]);
  });
});
