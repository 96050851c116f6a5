import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { parseForm } from "../../../domain/shared/form-contract";
import { MAX_SAVED_ADDRESSES, savedAddressSchema } from "../../../domain/members/saved-addresses";
import { savedAddressTexts } from "../../../domain/addresses/saved-address-texts";
import { orders } from "../../platform/db/schema";
import { provideTestDatabase } from "../../platform/db/test-support/test-database";
import { addSavedAddress, listSavedAddresses, updateSavedAddress } from "../members/saved-addresses";
import { insertMember } from "../members/test-fixtures";
import { loadCheckoutPage } from "./checkout-page";
import { submitCheckout } from "./checkout-submission";
import { insertProduct, orderRowCounts, SOMYING_ADDRESS } from "./test-fixtures";

const testDb = provideTestDatabase();
const m = savedAddressTexts;

const TYPED = { ...SOMYING_ADDRESS, email: "somying@test.example" };

/** The checkout form as the page posts it: `fields` over the typed address, one line of `productId`. */
function posted(productId: string, fields: Record<string, string> = {}) {
  const form = new FormData();
  const all = { ...TYPED, paymentMethod: "promptpay", idempotencyKey: crypto.randomUUID(), ...fields };
  for (const [name, value] of Object.entries(all)) form.append(name, value);
  form.append("productId", productId);
  form.append("colorId", "");
  form.append("quantity", "1");
  return form;
}

function office(fields: Record<string, string> = {}) {
  const parsed = parseForm(savedAddressSchema, {
    ...TYPED,
    labelKind: "office",
    firstName: "พลอย",
    lastName: "ทำงาน",
    phone: "0899999999",
    address: "1 อาคารสาทรทาวเวอร์ ชั้น 20",
    subDistrict: "ยานนาวา",
    district: "สาทร",
    postalCode: "10120",
    ...fields,
  });
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.value;
}

async function orderOf(outcome: Awaited<ReturnType<typeof submitCheckout>>) {
  if (!outcome.ok) throw new Error(`Refused: ${outcome.message}`);
  const [order] = await testDb.db.select().from(orders).where(eq(orders.id, outcome.value.id));
  return order!;
}

describe("checkout and saved addresses", () => {
  it("saves the first order's address when the box is ticked (as the default), and not again for the same address", async () => {
    const userId = await insertMember(testDb.db);
    const lip = await insertProduct(testDb.db, { stock: 20 });
    await orderOf(await submitCheckout(testDb.db, userId, posted(lip.id, { shipTo: "new", saveAddress: "on", labelKind: "home" })));
    const saved = await listSavedAddresses(testDb.db, userId);
    expect(saved).toEqual([
      expect.objectContaining({
        label: "บ้าน",
        firstName: "สมหญิง",
        phone: "0812345678",
        address: "99/1 ถนนสุขุมวิท",
        subDistrict: "คลองเตย",
        district: "คลองเตย",
        province: "กรุงเทพมหานคร",
        postalCode: "10110",
        isDefault: true,
      }),
    ]);
    await orderOf(await submitCheckout(testDb.db, userId, posted(lip.id, { shipTo: "new", saveAddress: "on", labelKind: "office" })));
    expect(await listSavedAddresses(testDb.db, userId)).toHaveLength(1);

    // The next checkout offers it, preselected.
    const page = await loadCheckoutPage(testDb.db, userId, [{ productId: lip.id, colorId: null, quantity: 1 }]);
    expect(page?.savedAddresses.map((address) => address.id)).toEqual([saved[0]!.id]);
    expect(page?.canSaveAddress).toBe(true);
  });

  it("saves nothing when the box is unticked, or the label is missing (refused in Thai, no order)", async () => {
    const userId = await insertMember(testDb.db);
    const lip = await insertProduct(testDb.db, { stock: 20 });
    await orderOf(await submitCheckout(testDb.db, userId, posted(lip.id)));
    expect(await listSavedAddresses(testDb.db, userId)).toEqual([]);

    const before = await orderRowCounts(testDb.db);
    const refused = await submitCheckout(testDb.db, userId, posted(lip.id, { shipTo: "new", saveAddress: "on", labelKind: "other", labelText: " " }));
    expect(refused).toMatchObject({ ok: false, status: 400, fieldErrors: { labelText: m.labelRequired } });
    expect(await orderRowCounts(testDb.db)).toEqual(before);
    expect(await listSavedAddresses(testDb.db, userId)).toEqual([]);
  });

  it("fills the order from the picked address on the server, whatever the typed fields say", async () => {
    const userId = await insertMember(testDb.db);
    const lip = await insertProduct(testDb.db, { stock: 20 });
    const picked = await addSavedAddress(testDb.db, userId, office());
    if (!picked.ok) throw new Error(picked.message);
    const order = await orderOf(
      await submitCheckout(testDb.db, userId, posted(lip.id, { shipTo: picked.value.id, firstName: "", phone: "", address: "", postalCode: "" })),
    );
    expect(order).toMatchObject({
      shippingFirstName: "พลอย",
      shippingLastName: "ทำงาน",
      shippingPhone: "0899999999",
      shippingAddress: "1 อาคารสาทรทาวเวอร์ ชั้น 20 ยานนาวา สาทร",
      shippingCity: "กรุงเทพมหานคร",
      shippingPostalCode: "10120",
      shippingEmail: "somying@test.example",
    });

    // The order keeps its own copy: editing (and deleting) the address later changes no order.
    await updateSavedAddress(testDb.db, userId, picked.value.id, office({ address: "ย้ายไปที่อื่นแล้ว", postalCode: "50000" }));
    const [after] = await testDb.db.select().from(orders).where(eq(orders.id, order.id));
    expect(after).toMatchObject({ shippingAddress: "1 อาคารสาทรทาวเวอร์ ชั้น 20 ยานนาวา สาทร", shippingPostalCode: "10120" });
  });

  it("refuses another member's address id at checkout, placing nothing", async () => {
    const owner = await insertMember(testDb.db);
    const stranger = await insertMember(testDb.db);
    const lip = await insertProduct(testDb.db, { stock: 20 });
    const theirs = await addSavedAddress(testDb.db, owner, office());
    if (!theirs.ok) throw new Error(theirs.message);
    const before = await orderRowCounts(testDb.db);
    for (const shipTo of [theirs.value.id, "not-an-id"]) {
      const outcome = await submitCheckout(testDb.db, stranger, posted(lip.id, { shipTo }));
      expect(outcome).toMatchObject({ ok: false, status: 400, fieldErrors: { shipTo: m.notFound } });
    }
    expect(await orderRowCounts(testDb.db)).toEqual(before);
  });

  it("refuses to save an eleventh address with the order in one transaction: neither the order nor the address is written", async () => {
    const userId = await insertMember(testDb.db);
    const lip = await insertProduct(testDb.db, { stock: 20 });
    for (let n = 0; n < MAX_SAVED_ADDRESSES; n += 1) await addSavedAddress(testDb.db, userId, office({ address: `ชั้น ${n}` }));
    const page = await loadCheckoutPage(testDb.db, userId, [{ productId: lip.id, colorId: null, quantity: 1 }]);
    expect(page?.canSaveAddress).toBe(false);

    const before = await orderRowCounts(testDb.db);
    const outcome = await submitCheckout(testDb.db, userId, posted(lip.id, { shipTo: "new", saveAddress: "on" }));
    expect(outcome).toMatchObject({ ok: false, status: 400, formErrors: [m.tooMany(MAX_SAVED_ADDRESSES)] });
    expect(await orderRowCounts(testDb.db)).toEqual(before);
    expect(await listSavedAddresses(testDb.db, userId)).toHaveLength(MAX_SAVED_ADDRESSES);
    // Unticked, the same order goes through.
    await orderOf(await submitCheckout(testDb.db, userId, posted(lip.id, { shipTo: "new" })));
  });

  it("fills the typed address from the last order when the profile has none", async () => {
    const userId = await insertMember(testDb.db);
    const lip = await insertProduct(testDb.db, { stock: 20 });
    await orderOf(await submitCheckout(testDb.db, userId, posted(lip.id)));
    const page = await loadCheckoutPage(testDb.db, userId, [{ productId: lip.id, colorId: null, quantity: 1 }]);
    expect(page?.contact).toMatchObject({
      firstName: "สมหญิง",
      lastName: "ใจดี",
      phone: "0812345678",
      address: "99/1 ถนนสุขุมวิท คลองเตย คลองเตย",
      province: "กรุงเทพมหานคร",
      postalCode: "10110",
    });
  });
});
