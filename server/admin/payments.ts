import { and, count, desc, eq, ilike, ne, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { containsPattern, type ListParams } from "../../domain/admin-list";
import type { OrderPaymentStatus, OrderStatus, PaymentMethod, PaymentStatus, SlipQrStatus } from "../../domain/order-status";
import type { DatabaseOrTransaction } from "../db/database";
import { orders, payments, users } from "../db/schema";
import { loadPagedList, type PagedList } from "./paged-list";

export type PaymentRow = {
  id: string;
  orderNumber: string;
  customerName: string;
  customerEmail: string;
  amount: number;
  paymentMethod: PaymentMethod;
  bankName: string | null;
  status: PaymentStatus;
  createdAt: Date;
};

export type PaymentDetail = PaymentRow & {
  orderId: string;
  orderStatus: OrderStatus;
  orderPaymentStatus: OrderPaymentStatus;
  reference: string | null;
  accountNumber: string | null;
  transferDate: Date | null;
  /** What the proof file is, so the dialog shows an image inline and a PDF as a link; null without a file. */
  proofKind: "image" | "pdf" | null;
  slipQrStatus: SlipQrStatus | null;
  slipBankCode: string | null;
  slipTransactionRef: string | null;
  /** Other orders whose payments (of any status, rejected too) carry the same slip reference. */
  slipSeenOnOrders: string[];
  adminNotes: string | null;
  verifiedByEmail: string | null;
  verifiedAt: Date | null;
};

// Spelled as /admin-orders spells it (both names are required): the trigram index on this
// expression serves both screens' name search (concat_ws cannot be indexed, it is not immutable).
const customerName = sql<string>`(${orders.shippingFirstName} || ' ' || ${orders.shippingLastName})`;

/**
 * Spec §2: by reference (the shopper's or the slip's), order number, e-mail (the order's or
 * the account's) or name, case-insensitive.
 */
function paymentSearch(q: string): SQL | undefined {
  if (!q) return undefined;
  const pattern = containsPattern(q);
  // The order's and the account's matches are found first, each through its own trigram
  // indexes, and the payments then through their order_id/user_id indexes: an OR across the
  // joined tables would read every payment, order and member (decision 035).
  return or(
    ilike(payments.reference, pattern),
    ilike(payments.slipTransactionRef, pattern),
    sql`${payments.orderId} = any(array(${matchingOrderIds(pattern)}))`,
    sql`${payments.userId} = any(array(select u.id from "user" u where u.email ilike ${pattern}))`,
  );
}

const matchingOrderIds = (pattern: string) =>
  sql`select o.id from orders o where o.order_number ilike ${pattern} or o.shipping_email ilike ${pattern} or (o.shipping_first_name || ' ' || o.shipping_last_name) ilike ${pattern}`;

const rowColumns = {
  id: payments.id,
  orderNumber: orders.orderNumber,
  customerName,
  customerEmail: orders.shippingEmail,
  amount: payments.amount,
  paymentMethod: sql<PaymentMethod>`${payments.paymentMethod}`,
  bankName: payments.bankName,
  status: sql<PaymentStatus>`${payments.status}`,
  createdAt: payments.createdAt,
};

/** /admin-payments: newest first (spec §7 payments: admin select all by created_at descending). */
export function listPayments(db: DatabaseOrTransaction, params: ListParams): Promise<PagedList<PaymentRow>> {
  return loadPagedList(params, {
    count: async (q) => {
      // Every payment has its order and member (foreign keys), so the count needs no join.
      const [row] = await db.select({ total: count() }).from(payments).where(paymentSearch(q));
      return row?.total ?? 0;
    },
    rows: (q, limit, offset) =>
      db
        .select(rowColumns)
        .from(payments)
        .innerJoin(orders, eq(orders.id, payments.orderId))
        .innerJoin(users, eq(users.id, payments.userId))
        .where(paymentSearch(q))
        .orderBy(desc(payments.createdAt), desc(payments.id))
        .limit(limit)
        .offset(offset),
  });
}

const verifier = alias(users, "verifier");

/** The details dialog's values; null for a payment that does not exist. */
export async function loadPaymentDetail(db: DatabaseOrTransaction, id: string): Promise<PaymentDetail | null> {
  const [row] = await db
    .select({
      ...rowColumns,
      orderId: orders.id,
      orderStatus: sql<OrderStatus>`${orders.status}`,
      orderPaymentStatus: sql<OrderPaymentStatus>`${orders.paymentStatus}`,
      reference: payments.reference,
      accountNumber: payments.accountNumber,
      transferDate: payments.transferDate,
      proofFile: payments.proofFile,
      slipQrStatus: sql<SlipQrStatus | null>`${payments.slipQrStatus}`,
      slipBankCode: payments.slipBankCode,
      slipTransactionRef: payments.slipTransactionRef,
      adminNotes: payments.adminNotes,
      verifiedByEmail: verifier.email,
      verifiedAt: payments.verifiedAt,
    })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .leftJoin(verifier, eq(verifier.id, payments.verifiedBy))
    .where(eq(payments.id, id));
  if (!row) return null;
  const { proofFile, ...detail } = row;
  const slipSeenOnOrders = row.slipTransactionRef
    ? (
        await db
          .selectDistinct({ orderNumber: orders.orderNumber })
          .from(payments)
          .innerJoin(orders, eq(orders.id, payments.orderId))
          .where(and(eq(payments.slipTransactionRef, row.slipTransactionRef), ne(payments.orderId, row.orderId)))
          .orderBy(orders.orderNumber)
          .limit(10)
      ).map((other) => other.orderNumber)
    : [];
  return { ...detail, proofKind: proofFile ? (proofFile.endsWith(".pdf") ? "pdf" : "image") : null, slipSeenOnOrders };
}
