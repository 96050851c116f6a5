import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { stocks } from "../../platform/db/schema";
import { provideTestDatabase } from "../../platform/db/test-support/test-database";
import { insertMember } from "../members/test-fixtures";
import { loadCheckoutPage } from "./checkout-page";
import { submitCheckout } from "./checkout-submission";
import { insertProduct, SOMYING_ADDRESS } from "./test-fixtures";

const testDb = provideTestDatabase();

function posted(productId: string) {
  const form = new FormData();
  const fields = { ...SOMYING_ADDRESS, email: "somying@test.example", paymentMethod: "promptpay", idempotencyKey: crypto.randomUUID() };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append("productId", productId);
  form.append("colorId", "");
  form.append("quantity", "1");
  return form;
}

describe("the checkout page rendered after a refused post", () => {
  it("shows the refusal's own summary, not a second pricing, with the member's details read as ever", async () => {
    const userId = await insertMember(testDb.db);
    const lip = await insertProduct(testDb.db, { stock: 1 });
    const cart = [{ productId: lip.id, colorId: null, quantity: 1 }];
    await testDb.db.update(stocks).set({ quantity: 0 }).where(eq(stocks.productId, lip.id));
    const refused = await submitCheckout(testDb.db, userId, posted(lip.id));
    if (refused.ok) throw new Error("The sold-out order was placed");
    const summary = refused.detail?.summary;
    expect(summary?.soldOutLines.map((line) => line.productId)).toEqual([lip.id]);

    // Stock came back between the refusal and its page: a page priced again would show the line
    // as orderable; the page shows what the refusal said.
    await testDb.db.update(stocks).set({ quantity: 5 }).where(eq(stocks.productId, lip.id));
    const page = await loadCheckoutPage(testDb.db, userId, cart, new Date(), summary);
    expect(page?.summary).toBe(summary);
    expect(page?.contact.email).toMatch(/@/);

    // Without one, the cart is priced as the page opens.
    const opened = await loadCheckoutPage(testDb.db, userId, cart);
    expect(opened?.summary.lines.map((line) => line.productId)).toEqual([lip.id]);
    expect(opened?.summary.soldOutLines).toEqual([]);
  });
});
