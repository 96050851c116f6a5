import { describe, expect, it } from "vitest";
import { provideTestDatabase } from "../../platform/db/test-support/test-database";
import { savedAddresses } from "../../platform/db/schema";
import { insertMember } from "./test-fixtures";
import { placeTestOrder } from "../orders/test-fixtures";
import { loadAccountOverview } from "./member-pages";

const testDb = provideTestDatabase();

// Issue 40: the account page read "ยังไม่ได้ระบุ" for the phone and address after an order that had both.
describe("the phone and address the account page shows while the profile holds none", () => {
  it("is nothing for a member who never ordered or saved an address", async () => {
    const member = await insertMember(testDb.db);
    expect((await loadAccountOverview(testDb.db, member))?.deliveryContact).toBeNull();
  });

  it("is the last order's, named as such", async () => {
    const member = await insertMember(testDb.db);
    await placeTestOrder(testDb.db, member, { price: 350_00, stock: 5 });
    expect((await loadAccountOverview(testDb.db, member))?.deliveryContact).toEqual({
      phone: "0812345678",
      address: "99/1 ถนนสุขุมวิท แขวงคลองเตย เขตคลองเตย กรุงเทพมหานคร 10110",
      source: "last-order",
    });
  });

  it("prefers the member's default saved address", async () => {
    const member = await insertMember(testDb.db);
    await placeTestOrder(testDb.db, member, { price: 350_00, stock: 5 });
    await testDb.db.insert(savedAddresses).values({
      userId: member,
      label: "บ้าน",
      firstName: "สมหญิง",
      lastName: "ใจดี",
      phone: "0899999999",
      address: "1 ซอยอารีย์",
      subDistrict: "สามเสนใน",
      district: "พญาไท",
      province: "กรุงเทพมหานคร",
      postalCode: "10400",
      isDefault: true,
    });
    expect((await loadAccountOverview(testDb.db, member))?.deliveryContact).toMatchObject({ phone: "0899999999", source: "saved-address" });
  });
});
