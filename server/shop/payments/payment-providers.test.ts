import { eq } from "drizzle-orm";
import { parse } from "promptparse";
import { describe, expect, it } from "vitest";
import { PAYMENT_BANK_ACCOUNT_KEY, PAYMENT_PROMPTPAY_KEY } from "../../../domain/payments/payment-proof";
import { siteConfig } from "../../platform/db/schema";
import { provideTestDatabase } from "../../platform/db/test-support/test-database";
import { PAYMENT_PROVIDERS } from "./payment-providers";
import { readShopPaymentSettings } from "./shop-payment-settings";

const testDb = provideTestDatabase();

const promptPay = { id: "089-123-4567", accountName: "ร้านทดสอบ" };
const bankAccount = { bankName: "ธนาคารกสิกรไทย", accountName: "ร้านทดสอบ", accountNumber: "123-4-56789-0" };

describe("readShopPaymentSettings", () => {
  it("reads valid settings, and treats a missing or invalid one as not set", async () => {
    expect(await readShopPaymentSettings(testDb.db)).toEqual({ promptPay: null, bankAccount: null });
    await testDb.db.insert(siteConfig).values([
      { configKey: PAYMENT_PROMPTPAY_KEY, configValue: promptPay, category: "payment" },
      { configKey: PAYMENT_BANK_ACCOUNT_KEY, configValue: bankAccount, category: "payment" },
    ]);
    expect(await readShopPaymentSettings(testDb.db)).toEqual({ promptPay, bankAccount });
    // A national id with a wrong check digit would send shoppers' money to somebody else.
    await testDb.db
      .update(siteConfig)
      .set({ configValue: { id: "1234567890123", accountName: "x" } })
      .where(eq(siteConfig.configKey, PAYMENT_PROMPTPAY_KEY));
    expect((await readShopPaymentSettings(testDb.db)).promptPay).toBeNull();
  });
});

describe("PAYMENT_PROVIDERS", () => {
  const settings = { promptPay, bankAccount };

  it("asks PromptPay payers for the exact amount, to the shop's id, and for a proof", async () => {
    const instructions = await PAYMENT_PROVIDERS.promptpay.instructions(1234_56, settings);
    expect(instructions.kind).toBe("promptpay");
    if (instructions.kind !== "promptpay") return;
    const payload = parse(instructions.payload);
    expect(payload?.getTagValue("54")).toBe("1234.56");
    expect(payload?.getTagValue("29", "01")).toBe("0066891234567");
    expect(instructions.qrSvg).toMatch(/^<svg/);
    expect(PAYMENT_PROVIDERS.promptpay.expectsProof).toBe(true);
  });

  it("shows transfers the account, COD and card no upload, and an unset setting as unconfigured", async () => {
    expect(await PAYMENT_PROVIDERS.bankTransfer.instructions(500_00, settings)).toEqual({
      kind: "bankTransfer",
      amount: 500_00,
      bankAccount,
    });
    expect(PAYMENT_PROVIDERS.bankTransfer.expectsProof).toBe(true);
    expect(PAYMENT_PROVIDERS.cod.expectsProof).toBe(false);
    expect(PAYMENT_PROVIDERS.creditCard.expectsProof).toBe(false);
    const unset = { promptPay: null, bankAccount: null };
    expect(await PAYMENT_PROVIDERS.promptpay.instructions(100, unset)).toEqual({ kind: "unconfigured", amount: 100 });
    expect(await PAYMENT_PROVIDERS.bankTransfer.instructions(100, unset)).toEqual({ kind: "unconfigured", amount: 100 });
  });
});
