import type { OrderOutcome } from "../../../domain/orders/viewed-order";
import { bahttext } from "bahttext";
import type { Satang } from "../../../domain/shared/money";
import type { OrderPaymentStatus } from "../../../domain/orders/order-status";
import { isOrderNumber } from "../../../domain/orders/order-number";
import { paymentDeadline } from "../../../domain/payments/payment-deadline";
import { settings } from "../../platform/env";
import { signInRedirect } from "../../platform/auth/guards";
import { awaitsPayment } from "../../../domain/orders/order-tracking";
import { loadContactInfo } from "../content/contact-info";
import { loadSiteChrome } from "../content/site-chrome";
import type { DatabaseOrTransaction } from "../../platform/db/database";
import { orderForViewer, type OrderViewer, type ViewedOrder } from "./order-access";
import { eq } from "drizzle-orm";
import type { TaxInvoiceBuyer, TaxInvoiceLine, TaxInvoiceSeller } from "../../../domain/orders/tax-invoice";
import { taxInvoices } from "../../platform/db/schema";
import { orderTaxInvoice } from "./tax-invoices";

/**
 * What the member's order page, its receipt, /payment-success and /thank-you load. Each asks
 * `orderForViewer` (owner or admin; anyone else as for a missing number). The viewer is the
 * session's user or null for a guest; the route turns the answers into a redirect or a 404.
 */

export type OrderPageAnswer<T> = { kind: "sign-in" } | { kind: "not-found" } | ({ kind: "found" } & T);

/** An order page for `viewer`: a guest is asked to sign in, an order they may not see is not found, else `page` builds it. */
export async function orderPage<T, V extends OrderViewer>(
  db: DatabaseOrTransaction,
  viewer: V | null,
  orderNumber: string,
  page: (order: ViewedOrder, viewer: V) => Promise<T>,
): Promise<OrderPageAnswer<T>> {
  if (!viewer) return { kind: "sign-in" };
  const order = await orderForViewer(db, viewer, orderNumber);
  if (!order) return { kind: "not-found" };
  return { kind: "found", ...(await page(order, viewer)) };
}

/** The page a route shows of an answer: a guest is sent to sign in (thrown), an order not shown is null (the route's 404). */
export function foundOrderPage<T>(request: Request, answer: OrderPageAnswer<T>) {
  if (answer.kind === "sign-in") throw signInRedirect(request);
  if (answer.kind === "not-found") return null;
  const { kind: _found, ...page } = answer;
  return page;
}

/**
 * Decision 027: a receipt (ใบเสร็จรับเงิน) is issued only for money the shop has received:
 * payment status paid (transfers once verified, cash on delivery once collected) or refunded
 * (the receipt stays, marked refunded). Before that the same page is a statement (ใบแจ้งยอด).
 */
export type ReceiptKind = "receipt" | "statement";

export function receiptKindOf(paymentStatus: OrderPaymentStatus): ReceiptKind {
  return paymentStatus === "paid" || paymentStatus === "refunded" ? "receipt" : "statement";
}

/** "สี่ร้อยสี่สิบแปดบาทถ้วน": the amount as Thai receipts spell it, from integer satang (no float rounding). */
export function bahtInWords(amount: Satang): string {
  const baht = Math.trunc(amount / 100);
  const satang = Math.abs(amount % 100);
  return bahttext(`${baht}.${String(satang).padStart(2, "0")}`);
}

/**
 * When the shopper must pay this order by (ISO), while that is theirs to do: a transfer order
 * waiting for their money whose payment clock runs (decision 056: not yet confirmed by staff).
 * Null otherwise — paid, proof under review, cancelled, cash on delivery.
 */
export function shopperPaymentDeadline(order: ViewedOrder, paymentHours = settings().ORDER_PAYMENT_HOURS): string | null {
  if (order.status !== "pending" || order.paymentMethod === "creditCard" || !awaitsPayment(order)) return null;
  return paymentDeadline(order, paymentHours).toISOString();
}

export type ShopIssuer = { name: string; address: string; phone: string; email: string };

export type ReceiptPage = {
  order: ViewedOrder;
  receiptKind: ReceiptKind;
  totalInWords: string;
  /** When the money came in: the verified proof's time, else (cash on delivery) the order's last change. */
  paidAt: Date | null;
  shop: ShopIssuer;
  /** The order's issued tax invoice, offered beside the receipt (decision 079). */
  taxInvoiceNumber: string | null;
};

/** `/orders/{number}/receipt`: the order as a printable receipt or statement, with the shop as issuer. */
export function receiptPage(db: DatabaseOrTransaction, viewer: OrderViewer | null, orderNumber: string): Promise<OrderPageAnswer<ReceiptPage>> {
  return orderPage(db, viewer, orderNumber, async (order) => {
    const [chrome, contact, [invoice]] = await Promise.all([
      loadSiteChrome(db),
      loadContactInfo(db),
      db.select({ invoiceNumber: taxInvoices.invoiceNumber }).from(taxInvoices).where(eq(taxInvoices.orderId, order.id)),
    ]);
    const receiptKind = receiptKindOf(order.paymentStatus);
    return {
      order,
      receiptKind,
      totalInWords: bahtInWords(order.totalAmount),
      paidAt: receiptKind === "receipt" ? (order.latestPayment?.verifiedAt ?? order.updatedAt) : null,
      shop: { name: chrome.brandName, address: contact?.address ?? "", phone: contact?.phone ?? "", email: contact?.email ?? "" },
      taxInvoiceNumber: invoice?.invoiceNumber ?? null,
    };
  });
}

export type PaymentOutcomeAnswer = { kind: "sign-in" } | { kind: "generic" } | { kind: "order"; order: OrderOutcome };

/**
 * `/payment-success?order=` and `/thank-you?order=`: the real order and its real payment
 * state. Without a well-formed number, or for an order the viewer may not see, the pages
 * thank generically (no order details, nothing to probe); a guest with a number is asked to
 * sign in first and comes back.
 */
export async function paymentOutcome(db: DatabaseOrTransaction, viewer: OrderViewer | null, orderParam: string | null): Promise<PaymentOutcomeAnswer> {
  if (!isOrderNumber(orderParam)) return { kind: "generic" };
  if (!viewer) return { kind: "sign-in" };
  const order = await orderForViewer(db, viewer, orderParam);
  if (!order) return { kind: "generic" };
  return {
    kind: "order",
    order: {
      orderNumber: order.orderNumber,
      status: order.status,
      paymentStatus: order.paymentStatus,
      paymentMethod: order.paymentMethod,
      totalAmount: order.totalAmount,
      awaitsPayment: awaitsPayment(order),
    },
  };
}

export type IssuedTaxInvoice = {
  invoiceNumber: string;
  orderNumber: string;
  issuedAt: Date;
  seller: TaxInvoiceSeller;
  buyer: TaxInvoiceBuyer;
  lines: TaxInvoiceLine[];
  totalAmount: Satang;
  valueBeforeVat: Satang;
  vatAmount: Satang;
  vatRate: number;
  totalInWords: string;
};

/** The order exists and is the viewer's, but no invoice has been issued yet: the page says how to ask (issue 40). */
export type TaxInvoiceNotIssued = { kind: "not-issued"; orderNumber: string; requested: boolean; offered: boolean };

/**
 * `/orders/{number}/tax-invoice`: the invoice as issued, for the order's owner or staff (the
 * same access as the order and its receipt); "not issued" (with whether one was asked for) for
 * such an order without one; null for a number that is not the viewer's.
 */
export async function taxInvoicePage(
  db: DatabaseOrTransaction,
  viewer: OrderViewer,
  orderNumber: string,
): Promise<IssuedTaxInvoice | TaxInvoiceNotIssued | null> {
  const order = await orderForViewer(db, viewer, orderNumber);
  if (!order) return null;
  const [row] = await db.select().from(taxInvoices).where(eq(taxInvoices.orderId, order.id));
  if (!row) {
    const { offered, request } = await orderTaxInvoice(db, order.id);
    return { kind: "not-issued", orderNumber: order.orderNumber, requested: request !== null, offered };
  }
  return {
    invoiceNumber: row.invoiceNumber,
    orderNumber: row.orderNumber,
    issuedAt: row.issuedAt,
    seller: row.seller,
    buyer: row.buyer,
    lines: row.lines,
    totalAmount: row.totalAmount,
    valueBeforeVat: row.valueBeforeVat,
    vatAmount: row.vatAmount,
    vatRate: row.vatRate,
    totalInWords: bahtInWords(row.totalAmount),
  };
}
