import { describe, expect, it } from "vitest";
import { provideTestDatabase } from "../../platform/db/test-support/test-database";
import { insertMember } from "../members/test-fixtures";
import { orderForViewer } from "./order-access";
import { placeTestOrder, TWO_LIPS_PLACED } from "./test-fixtures";

const testDb = provideTestDatabase();

const placedBy = (userId: string) => placeTestOrder(testDb.db, userId, { price: 199_00, stock: 5, quantity: 2 });

describe("orderForViewer", () => {
  it("shows the owner their order with its snapshot lines and amounts", async () => {
    const owner = await insertMember(testDb.db);
    const placed = await placedBy(owner);
    const order = await orderForViewer(testDb.db, { id: owner, isAdmin: false }, placed.orderNumber);
    expect(order).toMatchObject({
      id: placed.id,
      orderNumber: placed.orderNumber,
      ...TWO_LIPS_PLACED,
      shipping: { firstName: "สมหญิง", postalCode: "10110" },
    });
    expect(order?.items).toEqual([expect.objectContaining({ unitPrice: 199_00, quantity: 2 })]);
  });

  it("answers another member exactly as for a number that does not exist; an admin sees any order", async () => {
    const owner = await insertMember(testDb.db);
    const stranger = await insertMember(testDb.db);
    const admin = await insertMember(testDb.db, { role: "admin" });
    const placed = await placedBy(owner);
    expect(await orderForViewer(testDb.db, { id: stranger, isAdmin: false }, placed.orderNumber)).toBeNull();
    expect(await orderForViewer(testDb.db, { id: stranger, isAdmin: false }, "ORDER-AAAAAAAAA")).toBeNull();
    expect(await orderForViewer(testDb.db, { id: owner, isAdmin: false }, "not-an-order'--")).toBeNull();
    expect((await orderForViewer(testDb.db, { id: admin, isAdmin: true }, placed.orderNumber))?.id).toBe(placed.id);
  });
});
