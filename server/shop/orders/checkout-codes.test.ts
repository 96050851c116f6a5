import { describe, expect, it } from "vitest";
import { promotionTexts } from "../../../domain/promotions/promotion-texts";
import { provideTestDatabase } from "../../platform/db/test-support/test-database";
import { insertMember } from "../members/test-fixtures";
import { insertPromotion, uniqueCode } from "../promotions/test-fixtures";
import { reviewCheckout, submitCheckout } from "./checkout-submission";
import { insertProduct, SOMYING_ADDRESS } from "./test-fixtures";

const testDb = provideTestDatabase();

/** The checkout form as the page posts it, one 249-baht line, with a typed code. */
function posted(productId: string, fields: Record<string, string> = {}) {
  const form = new FormData();
  const all = { ...SOMYING_ADDRESS, email: "somying@test.example", paymentMethod: "promptpay", idempotencyKey: crypto.randomUUID(), ...fields };
  for (const [name, value] of Object.entries(all)) form.append(name, value);
  form.append("productId", productId);
  form.append("colorId", "");
  form.append("quantity", "2");
  return form;
}

describe("a typed promotion code at checkout", () => {
  it("is applied by 'ใช้โค้ด' with the server's total, or answered with why not", async () => {
    const lip = await insertProduct(testDb.db, { stock: 10, price: 249_00 });
    const code = uniqueCode("SAVE");
    await insertPromotion(testDb.db, { code, title: "ลด ฿50", amount: 50_00, minSpend: 300_00 });
    const far = await insertPromotion(testDb.db, { code: uniqueCode("FAR"), title: "ลด ฿100", amount: 100_00, minSpend: 570_00 });
    const member = await insertMember(testDb.db);
    const trier = { userId: member, address: "203.0.113.7" };

    const applied = await reviewCheckout(testDb.db, trier, posted(lip.id, { intent: "review", promoCode: ` ${code.toLowerCase()} ` }));
    expect(applied).toMatchObject({ ok: true, value: { expectedTotal: 498_00 - 50_00 + 50_00 } });
    expect(applied.ok && applied.value.summary?.promotions.applied).toEqual([expect.objectContaining({ title: "ลด ฿50", code, discount: 50_00 })]);

    const short = await reviewCheckout(testDb.db, trier, posted(lip.id, { intent: "review", promoCode: far.code! }));
    expect(short.ok && short.value.summary?.promotions.missed).toEqual([`${far.code} · ลด ฿100: ยอดยังไม่ถึง ฿570 — อีก ฿72`]);

    const unknown = await reviewCheckout(testDb.db, trier, posted(lip.id, { intent: "review", promoCode: "NOSUCH123" }));
    expect(unknown.ok && unknown.value.summary?.promotions.missed[0]).toBe(promotionTexts.unknownCode("NOSUCH123"));

    const placed = await submitCheckout(testDb.db, member, posted(lip.id, { promoCode: code, expectedTotal: "49800" }), new Date(), trier.address);
    expect(placed).toMatchObject({ ok: true, value: { totalAmount: 498_00 } });
  });

  it("stops a member trying code after code, and then refuses even a real one", async () => {
    const lip = await insertProduct(testDb.db, { stock: 10, price: 249_00 });
    const real = await insertPromotion(testDb.db, { code: uniqueCode("REAL") });
    const member = await insertMember(testDb.db);
    const trier = { userId: member, address: "203.0.113.8" };
    for (let guess = 0; guess < 10; guess += 1) {
      const answer = await reviewCheckout(testDb.db, trier, posted(lip.id, { intent: "review", promoCode: `GUESS${guess}X` }));
      expect(answer.ok).toBe(true);
    }
    const stopped = await reviewCheckout(testDb.db, trier, posted(lip.id, { intent: "review", promoCode: real.code! }));
    expect(stopped).toMatchObject({ ok: false, status: 429, fieldErrors: { promoCode: promotionTexts.tooManyGuesses } });
    const order = await submitCheckout(testDb.db, member, posted(lip.id, { promoCode: real.code! }), new Date(), trier.address);
    expect(order).toMatchObject({ ok: false, status: 429 });
    // Another member from another address is not stopped by it.
    const other = await insertMember(testDb.db);
    expect(
      await reviewCheckout(testDb.db, { userId: other, address: "198.51.100.2" }, posted(lip.id, { intent: "review", promoCode: real.code! })),
    ).toMatchObject({ ok: true });
  });

  it("counts a real code's tries for nothing", async () => {
    const lip = await insertProduct(testDb.db, { stock: 10, price: 249_00 });
    const real = await insertPromotion(testDb.db, { code: uniqueCode("OFTEN") });
    const trier = { userId: await insertMember(testDb.db), address: "203.0.113.9" };
    for (let again = 0; again < 15; again += 1) {
      expect(await reviewCheckout(testDb.db, trier, posted(lip.id, { intent: "review", promoCode: real.code! }))).toMatchObject({ ok: true });
    }
  });
});
