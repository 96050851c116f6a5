// Full tax invoices (ใบกำกับภาษีเต็มรูป, Revenue Code §86/4; decision 079): the pure rules both
// sides share — the 13-digit tax id and its check digit, the branch number, the request and
// seller forms, the invoice number, and the VAT split of prices that include VAT.
import { z } from "zod";
import { satangToBaht, type Satang } from "../shared/money";
import { SHOP_TIME_ZONE } from "../shared/dates";
import { taxInvoiceTexts as t } from "./tax-invoice-texts";

/** Thai VAT, percent. Shop prices include it. */
export const VAT_RATE_PERCENT = 7;
export const HEAD_OFFICE_BRANCH = "00000";
const NAME_MAX = 200;
const ADDRESS_MAX = 500;

/**
 * Whether a 13-digit Thai tax id (a person's citizen id or a company's registration number)
 * has the right check digit: the first twelve digits weighted 13 down to 2, summed; the last
 * digit is (11 − sum mod 11) mod 10.
 */
export function isThaiTaxId(value: string): boolean {
  if (!/^[0-9]{13}$/.test(value)) return false;
  let sum = 0;
  for (let index = 0; index < 12; index += 1) sum += Number(value[index]) * (13 - index);
  return (11 - (sum % 11)) % 10 === Number(value[12]);
}

/** What people type: spaces and dashes ("0-1055-12345-67-8") dropped. */
const digitsOnly = (value: string) => value.replace(/[\s-]/g, "");

const taxId = z
  .string({ error: t.taxIdRequired })
  .transform(digitsOnly)
  .pipe(
    z
      .string()
      .min(1, t.taxIdRequired)
      .regex(/^[0-9]{13}$/, t.taxIdShape)
      .refine(isThaiTaxId, t.taxIdCheckDigit),
  );

/** Five digits; empty means the head office. */
const branchCode = z
  .string()
  .optional()
  .transform((value) => digitsOnly(value ?? "") || HEAD_OFFICE_BRANCH)
  .pipe(z.string().regex(/^[0-9]{5}$/, t.branchShape));

const text = (required: string, max: number) => z.string({ error: required }).trim().min(1, required).max(max, t.tooLong(max));

export const TAX_INVOICE_REQUEST = "request-tax-invoice";

/** The buyer's particulars, at checkout or on the order page. */
export const taxInvoiceBuyerFields = {
  buyerName: text(t.buyerNameRequired, NAME_MAX),
  buyerAddress: text(t.addressRequired, ADDRESS_MAX),
  buyerTaxId: taxId,
  buyerBranchCode: branchCode,
};
export const taxInvoiceRequestSchema = z.object({
  intent: z.literal(TAX_INVOICE_REQUEST, { error: t.staleForm }),
  ...taxInvoiceBuyerFields,
});
export type TaxInvoiceRequestInput = Omit<z.output<typeof taxInvoiceRequestSchema>, "intent">;
/** The same particulars in the checkout form, sent when its box `TAX_INVOICE_CHECKBOX` is ticked. */
export const taxInvoiceBuyerSchema = z.object(taxInvoiceBuyerFields);
export const TAX_INVOICE_CHECKBOX = "taxInvoice";
export const TAX_INVOICE_BUYER_FIELDS = ["buyerName", "buyerAddress", "buyerTaxId", "buyerBranchCode"] as const;

/** /admin/tax-invoice-settings: the shop as a VAT-registered seller. */
export const taxInvoiceSettingsSchema = z.object({
  vatRegistered: z
    .string()
    .optional()
    .transform((value) => value !== undefined),
  legalName: text(t.legalNameRequired, NAME_MAX),
  taxId,
  address: text(t.addressRequired, ADDRESS_MAX),
  branchCode,
});
export type TaxInvoiceSettingsInput = z.output<typeof taxInvoiceSettingsSchema>;

export type TaxInvoiceParty = { taxId: string; branchCode: string; address: string };
export type TaxInvoiceSeller = TaxInvoiceParty & { legalName: string };
export type TaxInvoiceBuyer = TaxInvoiceParty & { name: string };
/** One line as issued; prices include VAT. Shipping and a discount are lines of their own. */
export type TaxInvoiceLine = { kind: "goods" | "shipping" | "discount"; description: string; quantity: number; unitPrice: Satang; amount: Satang };

/** A tax invoice's or credit note's lines with their amounts in baht, as the member's data file gives them. */
export const linesInBaht = (lines: readonly TaxInvoiceLine[]) =>
  lines.map(({ unitPrice, amount, ...line }) => ({ ...line, unitPriceBaht: satangToBaht(unitPrice), amountBaht: satangToBaht(amount) }));

/** "สำนักงานใหญ่" or "สาขาที่ 00012", as §86/4 asks the branch to be shown. */
export function branchLabel(code: string): string {
  return code === HEAD_OFFICE_BRANCH ? t.headOffice : t.branch(code);
}

/**
 * The VAT inside a price that includes it: value = total × 100 / (100 + rate), rounded half up
 * to the satang; VAT = total − value, so the two always add up to what was paid.
 */
export function splitVat(total: Satang, rate = VAT_RATE_PERCENT): { valueBeforeVat: Satang; vat: Satang } {
  const denominator = 100 + rate;
  const valueBeforeVat = Math.floor((total * 200 + denominator) / (2 * denominator));
  return { valueBeforeVat, vat: total - valueBeforeVat };
}

/** The order's lines as the invoice lists them: the goods, then shipping and the discount when there are any. */
export function invoiceLines(order: {
  items: readonly { productName: string; colorName: string; unitPrice: Satang; quantity: number }[];
  shippingFee: Satang;
  discount: Satang;
  /** Each promotion's discount on its own line (decision 101); what is left of `discount` is the points'. */
  promotions?: readonly { title: string; discount: Satang }[];
}): TaxInvoiceLine[] {
  const lines: TaxInvoiceLine[] = order.items.map((item) => ({
    kind: "goods",
    description: `${item.productName} (${item.colorName})`,
    quantity: item.quantity,
    unitPrice: item.unitPrice,
    amount: item.unitPrice * item.quantity,
  }));
  if (order.shippingFee > 0)
    lines.push({ kind: "shipping", description: t.shippingLine, quantity: 1, unitPrice: order.shippingFee, amount: order.shippingFee });
  let rest = order.discount;
  for (const promotion of order.promotions ?? []) {
    if (promotion.discount <= 0) continue;
    rest -= promotion.discount;
    lines.push({
      kind: "discount",
      description: `${t.discountLine}: ${promotion.title}`,
      quantity: 1,
      unitPrice: -promotion.discount,
      amount: -promotion.discount,
    });
  }
  if (rest > 0) lines.push({ kind: "discount", description: t.discountLine, quantity: 1, unitPrice: -rest, amount: -rest });
  return lines;
}

const yearFormat = new Intl.DateTimeFormat("en-US-u-ca-buddhist", { timeZone: SHOP_TIME_ZONE, year: "numeric" });

/** The Buddhist-era year of a moment in Bangkok (2569 for 2026), the year invoices are numbered by. */
export function invoiceYear(at: Date): number {
  return Number(yearFormat.formatToParts(at).find((part) => part.type === "year")?.value);
}

/** INV-2569-000001 */
export function invoiceNumber(year: number, sequence: number): string {
  return `INV-${year}-${String(sequence).padStart(6, "0")}`;
}
