import { describe, expect, it } from "vitest";
import { ORDER_DOCUMENT, rendered, textOf } from "./tax-document-fixtures";
import { creditNoteAmounts } from "../../../domain/after-sale/credit-note";
import { creditNoteTexts as t } from "../../../domain/after-sale/credit-note-texts";
import { CreditNoteDocument } from "./credit-note-document";

const amounts = creditNoteAmounts({ invoiceTotal: 1300_00, credited: 300_00, amount: 299_00 })!;
const note = {
  ...ORDER_DOCUMENT,
  creditNoteNumber: "CN-2569-000007",
  issuedAt: new Date("2026-12-02T05:00:00Z"),
  invoiceNumber: "INV-2569-000042",
  invoiceIssuedAt: new Date("2026-11-27T05:00:00Z"),
  reason: "สินค้าเสียหาย / แตกหัก",
  lines: [{ kind: "goods" as const, description: "Velvet Matte (Rose)", quantity: 1, unitPrice: 299_00, amount: 299_00 }],
  ...amounts,
  amountInWords: "สองร้อยเก้าสิบเก้าบาทถ้วน",
};

describe("the printed credit note", () => {
  it("carries the particulars of section 86/10: the word, both parties, its number and date, the invoice it corrects, the reason, the amounts", () => {
    const html = rendered(<CreditNoteDocument {...note} />);
    expect(html).toMatch(/<h1[^>]*>ใบลดหนี้<\/h1>/);
    for (const shown of [
      t.original,
      note.creditNoteNumber,
      "2 ธ.ค. 2569",
      t.reference("INV-2569-000042", "27 พ.ย. 2569"),
      note.seller.legalName,
      note.seller.taxId,
      "สำนักงานใหญ่",
      note.buyer.name,
      note.buyer.taxId,
      "สาขาที่ 00012",
      note.reason,
      "Velvet Matte (Rose)",
      t.originalAmount,
      "฿1,000.00",
      t.correctedAmount,
      "฿701.00",
      t.difference,
      t.vat(7),
      t.total,
      "฿299.00",
      note.amountInWords,
    ]) {
      expect(textOf(html), shown).toContain(shown);
    }
    expect(html).toContain('class="credit-note ');
    expect(html).toMatch(/<caption[^>]*>[^]*รายการที่ลดหนี้/);
  });
});
