import { describe, expect, inject, it } from "vitest";
import { adminPaymentTexts } from "../../domain/admin/admin-payment-texts";
import { adminScreenTexts } from "../../domain/admin/admin-screen-texts";
import { adminTaxInvoiceTexts } from "../../domain/admin/admin-tax-invoice-texts";
import { paymentTexts } from "../../domain/payments/payment-texts";
import { taxInvoiceTexts } from "../../domain/orders/tax-invoice-texts";
import { slipPhotoFor } from "../../server/shop/payments/test-support/proof-files";
import { PHONE, signInAsAdmin, signUpInto } from "./support/accounts";
import { onlyRowNaming } from "./support/admin-steps";
import { auditOpenPage } from "./support/axe-audit";
import { provideBrowser, uniqueEmail } from "./support/browser";
import { placeOrder } from "./support/checkout-steps";
import { uploadSlip } from "./support/payment-steps";
import { slowPhonePage } from "./support/slow-phone";
import { orderPageTexts } from "../../app/features/orders/texts";

// Issue 25, full tax invoices (decision 079): a member asks for one on a slowed phone, staff
// verify the payment, find it in the list and print it, and the member's receipt offers it.
const shopUrl = inject("shopUrl");
const browser = provideBrowser();
const t = taxInvoiceTexts;
const a = adminTaxInvoiceTexts;
const p = adminPaymentTexts;

const SELLER = { legalName: "บริษัท กลอสซี่ แอนด์ เวลเวท จำกัด", taxId: "0105555000013", address: "1 ถนนพระราม 4 แขวงสุริยวงศ์ เขตบางรัก กรุงเทพฯ 10500" };
const BUYER = { name: "บริษัท ลิปสวย จำกัด", address: "99 ถนนสุขุมวิท แขวงคลองเตย เขตคลองเตย กรุงเทพฯ 10110", taxId: "0105536123458" };

describe("a full tax invoice", () => {
  it(
    "asked for on the order page on a phone, issued when staff verify the payment, printed by staff and offered on the receipt",
    { timeout: 180_000 },
    async () => {
      // Staff (desktop) turn VAT registration on with the shop's particulars.
      const staff = browser.page;
      await signInAsAdmin(staff);
      await staff.goto("/admin/tax-invoice-settings");
      await staff.getByLabel(a.vatRegistered).check();
      await staff.getByLabel(a.legalName).fill(SELLER.legalName);
      await staff.getByLabel(a.taxId).fill("0105555000014");
      await staff.getByLabel(a.address).fill(SELLER.address);
      await staff.getByRole("button", { name: adminScreenTexts.save, exact: true }).click();
      // A wrong check digit is refused under its field, in Thai.
      await staff.getByText(t.taxIdCheckDigit).waitFor();
      await staff.getByLabel(a.taxId).fill(SELLER.taxId);
      await staff.getByRole("button", { name: adminScreenTexts.save, exact: true }).click();
      await staff.getByText(a.saved).first().waitFor();

      // The member on a slowed phone: an order paid by slip, then the request on the order page.
      const member = await browser.person({ viewport: PHONE, hasTouch: true });
      await signUpInto(member.context, shopUrl, { name: "ขอใบกำกับ", email: uniqueEmail("taxinvoice"), localAddress: "127.0.79.1" });
      const { orderNumber, totalText } = await placeOrder(member.page, { firstName: "ขอใบ", lastName: "กำกับภาษี" });
      await uploadSlip(member.page, await slipPhotoFor("014", `TAX${Date.now()}`), { bank: "ธนาคารไทยพาณิชย์" });
      await member.page.getByRole("heading", { name: paymentTexts.proofSubmitted }).waitFor();

      const phone = await slowPhonePage(member.context);
      await phone.goto(`/orders/${orderNumber}`);
      await phone.getByText(t.requestTitle).tap();
      const form = phone.getByRole("form", { name: t.requestTitle });
      await form.getByLabel(t.buyerName).fill(BUYER.name);
      await form.getByLabel(t.buyerAddress).fill(BUYER.address);
      await form.getByLabel(t.buyerTaxId).fill("0105536123459");
      await form.getByRole("button", { name: t.submitRequest }).tap();
      // The check digit is wrong: said in Thai, what was typed kept.
      await phone.getByText(t.taxIdCheckDigit).waitFor();
      expect(await phone.getByLabel(t.buyerName).inputValue()).toBe(BUYER.name);
      await phone.getByLabel(t.buyerTaxId).fill(BUYER.taxId);
      await phone.getByRole("button", { name: t.submitRequest }).tap();
      await phone.getByText(t.requested).first().waitFor();
      expect(await auditOpenPage(phone, `/orders/${orderNumber}`)).toEqual([]);

      // Staff verify the slip: the invoice is issued with the payment.
      await staff.goto(`/admin-payments?q=${orderNumber}`);
      const paymentRow = await onlyRowNaming(staff, orderNumber);
      await paymentRow.getByRole("link", { name: `${p.verify} ${orderNumber}` }).click();
      const confirm = staff.getByRole("dialog");
      await confirm.getByText(p.verifyConfirm(orderNumber, totalText)).waitFor();
      const byEye = confirm.getByRole("checkbox");
      if (await byEye.count()) await byEye.check();
      await confirm.getByRole("button", { name: p.verify }).click();
      await staff.getByText(p.updated).waitFor();

      // The list of invoices: this one, numbered by the Buddhist year, printed from its row.
      await staff.goto(`/admin/tax-invoices?q=${orderNumber}`);
      const invoiceRow = await onlyRowNaming(staff, orderNumber);
      const invoiceNumber = (await invoiceRow.getByText(/^INV-25\d\d-\d{6}$/).textContent())!;
      expect(invoiceNumber).toMatch(/^INV-25\d\d-\d{6}$/);
      await invoiceRow.getByRole("link", { name: a.printFor(invoiceNumber) }).click();
      await staff.getByRole("heading", { level: 1, name: t.documentTitle }).waitFor();
      const invoice = staff.locator("article.tax-invoice");
      for (const shown of [invoiceNumber, SELLER.legalName, SELLER.taxId, BUYER.name, BUYER.taxId, BUYER.address, t.headOffice]) {
        await invoice.getByText(shown).first().waitFor();
      }
      // A new member's first order: the promotion's discount is a line of its own (decision 101),
      // and VAT is split from the discounted total.
      await invoice.getByText(`${t.discountLine}: สมาชิกใหม่ลด 10%`).waitFor();
      // VAT apart from the value; the two add up to the total paid.
      const amount = async (testId: string) => Number((await staff.getByTestId(testId).textContent())!.replace(/[฿,\s]/g, ""));
      const totalPaid = Number(totalText.replace(/[฿,\s]/g, ""));
      expect(Math.round((await amount("value-before-vat")) * 100 + (await amount("vat-amount")) * 100)).toBe(Math.round(totalPaid * 100));
      expect(await amount("vat-amount")).toBeCloseTo((totalPaid * 7) / 107, 1);
      // Printed: only the invoice, on A4.
      const printButton = staff.getByRole("button", { name: orderPageTexts.print, exact: true });
      expect(await printButton.isVisible()).toBe(true);
      await staff.emulateMedia({ media: "print" });
      expect(await printButton.isVisible()).toBe(false);
      expect(await invoice.evaluate((element) => getComputedStyle(element).getPropertyValue("page"))).toBe("tax-invoice");
      await staff.emulateMedia({ media: "screen" });

      // The member's receipt offers the invoice; the order page says it is issued.
      await phone.goto(`/orders/${orderNumber}/receipt`);
      await phone.getByRole("link", { name: t.viewInvoice }).tap();
      await phone.waitForURL(`**/orders/${orderNumber}/tax-invoice`);
      await phone.getByText(invoiceNumber).first().waitFor();
      expect(await auditOpenPage(phone, `/orders/${orderNumber}/tax-invoice`)).toEqual([]);
      await phone.goto(`/orders/${orderNumber}`);
      await phone.getByText(t.issued(invoiceNumber)).waitFor();
      expect(await phone.getByRole("form", { name: t.requestTitle }).count()).toBe(0);

      // VAT registration off again: the list says no new invoices are issued, the issued one stays listed.
      await staff.goto("/admin/tax-invoice-settings");
      await staff.getByLabel(a.vatRegistered).uncheck();
      await staff.getByRole("button", { name: adminScreenTexts.save, exact: true }).click();
      await staff.getByText(a.saved).first().waitFor();
      await staff.goto(`/admin/tax-invoices?q=${orderNumber}`);
      await staff.getByText(a.vatOffNote).waitFor();
      await onlyRowNaming(staff, orderNumber);
    },
  );
});
