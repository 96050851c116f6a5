import { describe, expect, it } from "vitest";
import { invoiceYear, splitVat } from "../orders/tax-invoice";
import { creditNoteAmounts, creditNoteLines, creditNoteNumber, isCreditNoteNumber } from "./credit-note";

describe("a credit note's number", () => {
  it("is CN-<Buddhist year>-<6 digits>, the year the invoices' own", () => {
    expect(creditNoteNumber(2569, 1)).toBe("CN-2569-000001");
    expect(creditNoteNumber(invoiceYear(new Date("2026-12-31T17:00:00Z")), 123456)).toBe("CN-2570-123456");
    expect(isCreditNoteNumber("CN-2569-000001")).toBe(true);
    for (const wrong of ["cn-2569-000001", "CN-2569-00001", "INV-2569-000001", "CN-2569-000001 ", undefined, 42]) expect(isCreditNoteNumber(wrong)).toBe(false);
  });
});

describe("a credit note's amounts", () => {
  it("credits the difference from what the invoice stands at, its VAT split as the invoice's", () => {
    const amounts = creditNoteAmounts({ invoiceTotal: 1300_00, credited: 0, amount: 650_00 });
    expect(amounts).toEqual({ originalAmount: 1300_00, correctedAmount: 650_00, amount: 650_00, valueBeforeVat: 607_48, vatAmount: 42_52 });
  });

  it("a second note starts where the first left the invoice", () => {
    const first = creditNoteAmounts({ invoiceTotal: 1300_00, credited: 0, amount: 300_00 })!;
    const second = creditNoteAmounts({ invoiceTotal: 1300_00, credited: first.amount, amount: 1000_00 })!;
    expect(second).toMatchObject({ originalAmount: first.correctedAmount, correctedAmount: 0, amount: 1000_00 });
  });

  it("never credits more than is left, and nothing once the invoice stands at zero", () => {
    expect(creditNoteAmounts({ invoiceTotal: 500_00, credited: 200_00, amount: 999_00 })).toMatchObject({
      originalAmount: 300_00,
      correctedAmount: 0,
      amount: 300_00,
    });
    expect(creditNoteAmounts({ invoiceTotal: 500_00, credited: 500_00, amount: 1 })).toBeNull();
    expect(() => creditNoteAmounts({ invoiceTotal: 500_00, credited: 0, amount: 0 })).toThrow(RangeError);
    expect(() => creditNoteAmounts({ invoiceTotal: 500_00, credited: 0, amount: 1.5 })).toThrow(RangeError);
  });

  it("adds up to the satang for every amount: value + VAT = difference = original − corrected", () => {
    for (let amount = 1; amount <= 5000; amount += 7) {
      const note = creditNoteAmounts({ invoiceTotal: 4000, credited: 100, amount })!;
      expect(note.valueBeforeVat + note.vatAmount).toBe(note.amount);
      expect(note.originalAmount - note.correctedAmount).toBe(note.amount);
      expect(note.correctedAmount).toBeGreaterThanOrEqual(0);
      expect(note.valueBeforeVat).toBe(splitVat(note.amount).valueBeforeVat);
    }
  });
});

describe("a credit note's lines", () => {
  it("are the caller's, or one line of the reason for the whole amount", () => {
    const returned = [{ kind: "goods" as const, description: "Velvet Matte (Rose)", quantity: 1, unitPrice: 299_00, amount: 299_00 }];
    expect(creditNoteLines(returned, "สินค้าเสียหาย", 299_00)).toEqual(returned);
    expect(creditNoteLines([], "ยกเลิกคำสั่งซื้อ / คืนเงิน", 448_00)).toEqual([
      { kind: "goods", description: "ยกเลิกคำสั่งซื้อ / คืนเงิน", quantity: 1, unitPrice: 448_00, amount: 448_00 },
    ]);
  });
});
