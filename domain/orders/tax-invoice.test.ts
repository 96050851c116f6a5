import { describe, expect, it } from "vitest";
import { parseForm } from "../shared/form-contract";
import {
  branchLabel,
  invoiceLines,
  invoiceNumber,
  invoiceYear,
  isThaiTaxId,
  splitVat,
  TAX_INVOICE_REQUEST,
  taxInvoiceRequestSchema,
  taxInvoiceSettingsSchema,
} from "./tax-invoice";
import { taxInvoiceTexts as t } from "./tax-invoice-texts";

describe("the 13-digit tax id's check digit", () => {
  it.each([
    "0994000165510", // the Revenue Department's own
    "0105536123458", // a company's (0-1055-…)
    "1101700123456", // a person's citizen id
    "3100500123458",
  ])("accepts %s", (id) => expect(isThaiTaxId(id)).toBe(true));

  it.each([
    ["0994000165511", "last digit off by one"],
    ["0105536123485", "two digits swapped"],
    ["1101700123450", "check digit zero where six is due"],
    ["099400016551", "twelve digits"],
    ["09940001655100", "fourteen digits"],
    ["09940001655l0", "a letter l for a one"],
  ])("refuses %s (%s)", (id) => expect(isThaiTaxId(id)).toBe(false));
});

describe("the member's request form", () => {
  const sent = { intent: TAX_INVOICE_REQUEST, buyerName: " บริษัท ลิปสวย จำกัด ", buyerAddress: "99 ถนนสุขุมวิท กรุงเทพฯ 10110", buyerTaxId: "0-1055-36123-45-8" };

  it("takes the id as people type it and the head office when no branch is given", () => {
    const parsed = parseForm(taxInvoiceRequestSchema, sent);
    expect(parsed).toEqual({
      ok: true,
      value: {
        intent: TAX_INVOICE_REQUEST,
        buyerName: "บริษัท ลิปสวย จำกัด",
        buyerAddress: sent.buyerAddress,
        buyerTaxId: "0105536123458",
        buyerBranchCode: "00000",
      },
    });
  });

  it("says in Thai which field is wrong and why", () => {
    const parsed = parseForm(taxInvoiceRequestSchema, { ...sent, buyerName: "", buyerTaxId: "0105536123459", buyerBranchCode: "12" });
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.fieldErrors).toEqual({ buyerName: t.buyerNameRequired, buyerTaxId: t.taxIdCheckDigit, buyerBranchCode: t.branchShape });
    expect(parseForm(taxInvoiceRequestSchema, { ...sent, buyerTaxId: "12345" })).toMatchObject({ fieldErrors: { buyerTaxId: t.taxIdShape } });
  });

  it("the seller's settings: the switch is off unless ticked, the branch kept", () => {
    const parsed = parseForm(taxInvoiceSettingsSchema, { legalName: "บริษัท กลอสซี่ จำกัด", taxId: "0105555000013", address: "1 ถนนพระราม 4", branchCode: "00012" });
    expect(parsed).toMatchObject({ ok: true, value: { vatRegistered: false, branchCode: "00012" } });
    expect(branchLabel("00012")).toBe("สาขาที่ 00012");
    expect(branchLabel("00000")).toBe("สำนักงานใหญ่");
  });
});

describe("VAT inside prices that include it", () => {
  it("splits to the satang and always adds back up to what was paid", () => {
    expect(splitVat(10700)).toEqual({ valueBeforeVat: 10000, vat: 700 });
    // 448 baht: 41,869.158… satang → 41,869, VAT 2,931.
    expect(splitVat(44800)).toEqual({ valueBeforeVat: 41869, vat: 2931 });
    // A half satang rounds up: 107 × 0.5 … 1 satang total has a value of 0.93 → 1, VAT 0.
    expect(splitVat(1)).toEqual({ valueBeforeVat: 1, vat: 0 });
    for (let total = 0; total < 5000; total += 7) {
      const { valueBeforeVat, vat } = splitVat(total);
      expect(valueBeforeVat + vat).toBe(total);
      expect(Math.abs(valueBeforeVat - (total * 100) / 107)).toBeLessThanOrEqual(0.5);
    }
  });

  it("lists shipping and a discount as lines of their own, so the lines add up to the total", () => {
    const lines = invoiceLines({
      items: [{ productName: "Velvet Matte", colorName: "Rose", unitPrice: 29900, quantity: 2 }],
      shippingFee: 5000,
      discount: 3000,
    });
    expect(lines.map((line) => [line.kind, line.amount])).toEqual([
      ["goods", 59800],
      ["shipping", 5000],
      ["discount", -3000],
    ]);
  });
});

describe("invoice numbers", () => {
  it("count per Buddhist-era year in Bangkok", () => {
    expect(invoiceYear(new Date("2026-12-31T16:59:59Z"))).toBe(2569);
    // 00:00 on 1 January in Bangkok is still 31 December in UTC.
    expect(invoiceYear(new Date("2026-12-31T17:00:00Z"))).toBe(2570);
    expect(invoiceNumber(2569, 1)).toBe("INV-2569-000001");
    expect(invoiceNumber(2569, 123456)).toBe("INV-2569-123456");
  });
});
