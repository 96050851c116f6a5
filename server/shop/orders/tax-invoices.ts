// Full tax invoices (ใบกำกับภาษีเต็มรูป, issue 25, decision 079): the member's request, the issue
// (numbered in the issuing transaction, no gaps, per Buddhist-era year), and the invoice as issued.
import { orderPromotionLines } from "./order-access";
import { asc, eq } from "drizzle-orm";
import { refused, type Outcome } from "../../../domain/shared/refusal";
import {
  invoiceLines,
  invoiceNumber,
  invoiceYear,
  splitVat,
  VAT_RATE_PERCENT,
  type TaxInvoiceRequestInput,
  type TaxInvoiceSeller,
} from "../../../domain/orders/tax-invoice";
import { taxInvoiceTexts as t } from "../../../domain/orders/tax-invoice-texts";
import type { DatabaseOrTransaction, ShopDatabase } from "../../platform/db/database";
import { orderItems, orders, taxInvoiceCounters, taxInvoiceRequests, taxInvoices, taxInvoiceSettings } from "../../platform/db/schema";
import { lockedRow } from "../../platform/db/locked-row";
import { nextYearlyNumber } from "../../platform/db/yearly-counter";

export type SellerParticulars = TaxInvoiceSeller & { vatRegistered: boolean };

/** The shop's seller particulars, or null before staff have saved them. */
export async function loadSellerParticulars(db: DatabaseOrTransaction): Promise<SellerParticulars | null> {
  const [row] = await db.select().from(taxInvoiceSettings);
  return row ? { vatRegistered: row.vatRegistered, legalName: row.legalName, taxId: row.taxId, address: row.address, branchCode: row.branchCode } : null;
}

/** Whether the shop issues tax invoices now: VAT registered, with its particulars saved. */
export async function taxInvoicesOffered(db: DatabaseOrTransaction): Promise<boolean> {
  return (await loadSellerParticulars(db))?.vatRegistered === true;
}

export type IssueResult = { issued: true; invoiceNumber: string } | { issued: false; reason: "not-requested" | "vat-off" | "not-paid" | "already-issued" };

/**
 * Issues the order's requested tax invoice, inside the caller's transaction (the payment's
 * verification, a cash-on-delivery order's delivery, or a request made after payment): the
 * number, and a snapshot of seller, buyer, lines and amounts that is never recomputed.
 * Nothing happens without a request, for an unpaid order, one already issued, or while the
 * shop is not VAT registered (the request then waits).
 */
export async function issueRequestedTaxInvoice(tx: DatabaseOrTransaction, orderId: string, now = new Date()): Promise<IssueResult> {
  const [request] = await tx.select().from(taxInvoiceRequests).where(eq(taxInvoiceRequests.orderId, orderId));
  if (!request) return { issued: false, reason: "not-requested" };
  const seller = await loadSellerParticulars(tx);
  if (!seller?.vatRegistered) return { issued: false, reason: "vat-off" };
  const [order] = await tx
    .select({
      orderNumber: orders.orderNumber,
      paymentStatus: orders.paymentStatus,
      shippingFee: orders.shippingFee,
      discount: orders.discount,
      totalAmount: orders.totalAmount,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order || order.paymentStatus !== "paid") return { issued: false, reason: "not-paid" };
  const [existing] = await tx.select({ id: taxInvoices.id }).from(taxInvoices).where(eq(taxInvoices.orderId, orderId));
  if (existing) return { issued: false, reason: "already-issued" };
  const items = await tx
    .select({ productName: orderItems.productName, colorName: orderItems.colorName, unitPrice: orderItems.unitPrice, quantity: orderItems.quantity })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.productName), asc(orderItems.colorName));
  const year = invoiceYear(now);
  const sequence = await nextYearlyNumber(tx, taxInvoiceCounters, year);
  const number = invoiceNumber(year, sequence);
  const { valueBeforeVat, vat } = splitVat(order.totalAmount);
  await tx.insert(taxInvoices).values({
    orderId,
    orderNumber: order.orderNumber,
    invoiceNumber: number,
    year,
    sequence,
    issuedAt: now,
    seller: { legalName: seller.legalName, taxId: seller.taxId, branchCode: seller.branchCode, address: seller.address },
    buyer: { name: request.buyerName, address: request.buyerAddress, taxId: request.buyerTaxId, branchCode: request.buyerBranchCode },
    lines: invoiceLines({ items, shippingFee: order.shippingFee, discount: order.discount, promotions: await orderPromotionLines(tx, orderId) }),
    totalAmount: order.totalAmount,
    valueBeforeVat,
    vatAmount: vat,
    vatRate: VAT_RATE_PERCENT,
  });
  return { issued: true, invoiceNumber: number };
}

/**
 * The member asks for a tax invoice on their own order (at checkout or on the order page), or
 * corrects the particulars while none is issued; issued at once when the order is already paid.
 * Refused while the shop is not VAT registered, for a cancelled order, or once issued.
 */
export async function requestTaxInvoice(
  db: ShopDatabase,
  memberId: string,
  orderNumber: string,
  input: TaxInvoiceRequestInput,
  now = new Date(),
): Promise<Outcome<{ invoiceNumber: string | null }>> {
  return db.transaction(async (tx) => {
    const order = await lockedRow(
      tx.select({ id: orders.id, userId: orders.userId, status: orders.status }).from(orders).where(eq(orders.orderNumber, orderNumber)),
    );
    if (!order || order.userId !== memberId) return refused(404, t.orderNotFound);
    return saveRequest(tx, order, input, now);
  });
}

/** The request's row and, for a paid order, its invoice: in the caller's transaction, with the order row locked. */
export async function saveRequest(
  tx: DatabaseOrTransaction,
  order: { id: string; status: string },
  input: TaxInvoiceRequestInput,
  now: Date,
): Promise<Outcome<{ invoiceNumber: string | null }>> {
  if (!(await taxInvoicesOffered(tx))) return refused(409, t.vatOff);
  if (order.status === "cancelled") return refused(409, t.orderCancelled);
  const [issued] = await tx.select({ id: taxInvoices.id }).from(taxInvoices).where(eq(taxInvoices.orderId, order.id));
  if (issued) return refused(409, t.alreadyIssued);
  const row = { buyerName: input.buyerName, buyerAddress: input.buyerAddress, buyerTaxId: input.buyerTaxId, buyerBranchCode: input.buyerBranchCode };
  await tx
    .insert(taxInvoiceRequests)
    .values({ orderId: order.id, ...row })
    .onConflictDoUpdate({ target: taxInvoiceRequests.orderId, set: { ...row, updatedAt: now } });
  const result = await issueRequestedTaxInvoice(tx, order.id, now);
  return { ok: true, value: { invoiceNumber: result.issued ? result.invoiceNumber : null } };
}

/** What the member's order page shows of tax invoices. */
export type OrderTaxInvoice = {
  /** The shop is VAT registered: the request form may be offered. */
  offered: boolean;
  request: TaxInvoiceRequestInput | null;
  invoiceNumber: string | null;
};

export async function orderTaxInvoice(db: DatabaseOrTransaction, orderId: string): Promise<OrderTaxInvoice> {
  const [offered, [request], [invoice]] = await Promise.all([
    taxInvoicesOffered(db),
    db
      .select({
        buyerName: taxInvoiceRequests.buyerName,
        buyerAddress: taxInvoiceRequests.buyerAddress,
        buyerTaxId: taxInvoiceRequests.buyerTaxId,
        buyerBranchCode: taxInvoiceRequests.buyerBranchCode,
      })
      .from(taxInvoiceRequests)
      .where(eq(taxInvoiceRequests.orderId, orderId)),
    db.select({ invoiceNumber: taxInvoices.invoiceNumber }).from(taxInvoices).where(eq(taxInvoices.orderId, orderId)),
  ]);
  return { offered, request: request ?? null, invoiceNumber: invoice?.invoiceNumber ?? null };
}
