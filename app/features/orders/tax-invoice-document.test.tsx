import { describe, expect, it } from "vitest";
import { ORDER_DOCUMENT, rendered, textOf } from "./tax-document-fixtures";
import { invoiceLines, splitVat } from "../../../domain/orders/tax-invoice";
import { TaxInvoiceDocument, TaxInvoiceNotIssuedPage } from "./tax-invoice-document";
import { TaxInvoicePanel } from "./tax-invoice-panel";
import { taxInvoiceTexts as t } from "../../../domain/orders/tax-invoice-texts";

const total = 59800 + 5000 - 3000;
const { valueBeforeVat, vat } = splitVat(total);
const invoice = {
  ...ORDER_DOCUMENT,
  invoiceNumber: "INV-2569-000042",
  issuedAt: new Date("2026-11-27T05:00:00Z"),
  lines: invoiceLines({ items: [{ productName: "Velvet Matte", colorName: "Rose", unitPrice: 29900, quantity: 2 }], shippingFee: 5000, discount: 3000 }),
  totalAmount: total,
  valueBeforeVat,
  vatAmount: vat,
  totalInWords: "หกร้อยสิบแปดบาทถ้วน",
};

describe("the printed tax invoice", () => {
  it("carries the particulars of section 86/4: the word, both parties with tax id and branch, number, date, goods, VAT apart", () => {
    const html = rendered(<TaxInvoiceDocument {...invoice} />);
    expect(html).toMatch(/<h1[^>]*>ใบกำกับภาษี<\/h1>/);
    for (const shown of [
      invoice.invoiceNumber,
      invoice.seller.legalName,
      invoice.seller.taxId,
      "สำนักงานใหญ่",
      invoice.buyer.name,
      invoice.buyer.taxId,
      "สาขาที่ 00012",
      "27 พ.ย. 2569",
      "Velvet Matte (Rose)",
      t.shippingLine,
      t.discountLine,
      t.vat(7),
      t.valueBeforeVat,
      invoice.totalInWords,
    ]) {
      expect(textOf(html), shown).toContain(shown);
    }
    expect(html).toContain('class="tax-invoice ');
  });
});

describe("the order page's tax invoice section", () => {
  const base = { orderNumber: "ORDER-ABCDEFGHJ", cancelled: false, reply: null };
  it("offers the request only while the shop is VAT registered", () => {
    expect(textOf(rendered(<TaxInvoicePanel {...base} taxInvoice={{ offered: false, request: null, invoiceNumber: null }} />))).not.toContain(t.requestTitle);
    expect(textOf(rendered(<TaxInvoicePanel {...base} taxInvoice={{ offered: true, request: null, invoiceNumber: null }} />))).toContain(t.requestTitle);
    expect(textOf(rendered(<TaxInvoicePanel {...base} cancelled taxInvoice={{ offered: true, request: null, invoiceNumber: null }} />))).not.toContain(
      t.requestTitle,
    );
  });

  it("once issued: the number and the link, no form", () => {
    const html = rendered(<TaxInvoicePanel {...base} taxInvoice={{ offered: false, request: null, invoiceNumber: "INV-2569-000042" }} />);
    expect(textOf(html)).toContain(t.issued("INV-2569-000042"));
    expect(html).toContain('href="/orders/ORDER-ABCDEFGHJ/tax-invoice"');
    expect(html).not.toContain("<form");
  });
});

describe("the tax invoice page before one is issued (issue 40)", () => {
  it("says how to ask for one instead of 'not found'", () => {
    const offered = textOf(rendered(<TaxInvoiceNotIssuedPage orderNumber="ORDER-ABCDEFGHJ" requested={false} offered />));
    expect(offered).toContain(t.notIssuedTitle);
    expect(offered).toContain("ขอใบกำกับภาษีเต็มรูปได้ที่หน้าคำสั่งซื้อ");
    expect(offered).not.toContain("ไม่พบ");
    expect(textOf(rendered(<TaxInvoiceNotIssuedPage orderNumber="ORDER-ABCDEFGHJ" requested offered />))).toContain(t.notIssuedRequested);
    const html = rendered(<TaxInvoiceNotIssuedPage orderNumber="ORDER-ABCDEFGHJ" requested={false} offered={false} />);
    expect(textOf(html)).toContain(t.notIssuedAskTheShop);
    expect(html).toContain('href="/contact"');
  });
});
