import { describe, expect, it } from "vitest";
import { MAX_ORDER_LINE_QUANTITY } from "../../../domain/orders/checkout";
import { checkoutTexts } from "../../../domain/orders/checkout-texts";
import { provideTestDatabase } from "../../platform/db/test-support/test-database";
import { insertMember } from "../members/test-fixtures";
import { submitCheckout } from "./checkout-submission";
import { checkoutForm, insertProduct, orderRowCounts, stockOf } from "./test-fixtures";

const testDb = provideTestDatabase();

/** The checkout form as the page posts it: the shipping fields and one productId/colorId/quantity triple. */
function postedForm(productId: string, quantity: string) {
  const form = new FormData();
  for (const [name, value] of Object.entries(checkoutForm([]))) if (typeof value === "string") form.append(name, value);
  form.append("productId", productId);
  form.append("colorId", "");
  form.append("quantity", quantity);
  return form;
}

describe("submitCheckout", () => {
  it("refuses every spelling of a quantity but ASCII digits with the Thai quantity message, writing nothing (issue 21)", async () => {
    const userId = await insertMember(testDb.db);
    const lip = await insertProduct(testDb.db, { stock: 50 });
    const before = await orderRowCounts(testDb.db);
    // `Number()` reads each of these as 10 or 16 (and `z.coerce.number()` with it): 1e1 placed an order for 10.
    for (const quantity of ["1e1", "0x10", "10.0", " 10", "+10", "-1", "１０", "๑๐", "99999999999999999999", String(MAX_ORDER_LINE_QUANTITY + 1)]) {
      const outcome = await submitCheckout(testDb.db, userId, postedForm(lip.id, quantity));
      expect(!outcome.ok && outcome.status, JSON.stringify(quantity)).toBe(400);
      if (outcome.ok) continue;
      expect(outcome.formErrors, JSON.stringify(quantity)).toContain(checkoutTexts.quantityInvalid(MAX_ORDER_LINE_QUANTITY));
    }
    expect(await orderRowCounts(testDb.db)).toEqual(before);
    expect(await stockOf(testDb.db, lip.id)).toBe(50);

    // Digits go through (two units: under any cap on what one member may hold unpaid).
    const placed = await submitCheckout(testDb.db, userId, postedForm(lip.id, "02"));
    expect(placed).toMatchObject({ ok: true, value: { replayed: false } });
    expect(await stockOf(testDb.db, lip.id)).toBe(48);
  });
});
