import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { AFTER_SALE_TERMS, REFUND_WITHIN_DAYS, RETURN_WINDOW_DAYS } from "../../../domain/shared/after-sale-terms";
import { termsOfService } from "../../../domain/content/terms-of-service";
import { DEMO_FAQS } from "./demo-catalogue";

// Issue 36: the terms, the FAQ and the assistant (which reads the terms' sections) say the same
// return window and refund time, from one source (domain/shared/after-sale-terms.ts).
describe("the shop's after-sale terms", () => {
  const strings = (value: unknown): string[] =>
    typeof value === "string" ? [value] : value && typeof value === "object" ? Object.values(value).flatMap(strings) : [];
  const termsText = strings(termsOfService("ร้าน")).join("\n");

  it("are stated whole by the terms page", () => {
    for (const text of Object.values(AFTER_SALE_TERMS)) expect(termsText).toContain(text);
    expect(termsText).not.toContain("48 ชั่วโมง");
    expect(termsText).not.toContain("7-14");
  });

  it("are what the demo FAQ answers about returns and damaged goods, and what the migration puts into an older shop's FAQ", () => {
    const answers = DEMO_FAQS.map((faq) => faq.answer).join("\n");
    expect(answers).toContain(`ภายใน ${RETURN_WINDOW_DAYS} วันหลังได้รับสินค้า`);
    expect(answers).toContain(`ภายใน ${REFUND_WITHIN_DAYS} วัน`);
    expect(answers).toContain(AFTER_SALE_TERMS.damaged);
    const migration = readFileSync(new URL("../../platform/db/migrations/0027_after_sale.sql", import.meta.url), "utf8");
    for (const faq of DEMO_FAQS.filter((faq) => faq.answer.includes(AFTER_SALE_TERMS.refundTime) || faq.answer === AFTER_SALE_TERMS.damaged))
      expect(migration).toContain(faq.answer.replace(/'/g, "''"));
  });
});
