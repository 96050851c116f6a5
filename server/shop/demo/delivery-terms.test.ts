import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { termsOfService } from "../../../domain/content/terms-of-service";
import { loyaltyTexts } from "../../../domain/loyalty/loyalty-texts";
import { paymentTexts } from "../../../domain/payments/payment-texts";
import { DELIVERY_TERMS, DISPATCH_WORKING_DAYS } from "../../../domain/shared/delivery-terms";
import { DEMO_FAQS, DEMO_PROMOTION_SLIDES } from "./demo-catalogue";

// Issue 37: the terms, the FAQ, the payment pages and the slides say one delivery time and one
// points rule, from one source each; the migration brings an older shop's stored texts along.
describe("the shop's delivery time and points rule", () => {
  const strings = (value: unknown): string[] =>
    typeof value === "string" ? [value] : value && typeof value === "object" ? Object.values(value).flatMap(strings) : [];
  const shown = [
    ...strings(termsOfService("ร้าน")),
    ...DEMO_FAQS.map((faq) => faq.answer),
    ...DEMO_PROMOTION_SLIDES.map((slide) => slide.subtitle),
    paymentTexts.codNextSteps,
  ];

  it("are stated by the terms and the demo FAQ from domain/shared/delivery-terms.ts, and no text names another delivery time", () => {
    const terms = strings(termsOfService("ร้าน")).join("\n");
    for (const text of Object.values(DELIVERY_TERMS)) expect(terms).toContain(text);
    expect(DEMO_FAQS.map((faq) => faq.answer).join("\n")).toContain(DELIVERY_TERMS.arrival);
    expect(paymentTexts.codNextSteps).toContain(`${DISPATCH_WORKING_DAYS} วันทำการ`);
    expect(shown.filter((text) => /2-3 วันทำการ|1–2 วันทำการ/.test(text))).toEqual([]);
  });

  it("call points แต้ม everywhere the shopper reads them, and the migration brings the stored demo texts along", () => {
    expect(shown.filter((text) => text.includes("คะแนน"))).toEqual([]);
    expect(DEMO_FAQS.map((faq) => faq.answer).join("\n")).toContain(`${loyaltyTexts.earnRule} ${loyaltyTexts.redeemRule}`);
    const migration = readFileSync(new URL("../../platform/db/migrations/0028_one_source_for_shop_facts.sql", import.meta.url), "utf8");
    for (const faq of DEMO_FAQS.filter((faq) => faq.answer.includes(DELIVERY_TERMS.arrival) || faq.answer.includes(loyaltyTexts.earnRule)))
      expect(migration).toContain(faq.answer.replace(/'/g, "''"));
    expect(migration).toContain(DEMO_PROMOTION_SLIDES.find((slide) => slide.subtitle.includes(DISPATCH_WORKING_DAYS))!.subtitle);
  });
});
