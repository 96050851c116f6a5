import { and, desc, eq, inArray, ne, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { ADMIN_PAGE_SIZE, containsPattern, type ListParams } from "../../../domain/admin/admin-list";
import type { OrderPaymentStatus, OrderStatus, PaymentMethod, PaymentStatus, SlipQrStatus } from "../../../domain/orders/order-status";
import type { SlipCheckRecord } from "../../../domain/payments/slip-check";
import type { DatabaseOrTransaction } from "../../platform/db/database";
import { orders, orderSearchText, payments, users } from "../../platform/db/schema";
import { settings } from "../../platform/env";
import { holdsStockUnpaid, paymentDeadline, trustedProofWaiting } from "../orders/payment-clock";
import { loadPagedList, pageWindow, type PagedList, type PageWindow } from "../../platform/db/paged-list";

const HOUR_MS = 60 * 60_000;

export type PaymentRow = {
  id: string;
  orderNumber: string;
  customerName: string;
  customerEmail: string;
  amount: number;
  paymentMethod: PaymentMethod;
  bankName: string | null;
  status: PaymentStatus;
  /** What reading the slip QR found; anything but `found` is checked by eye (decision 056). */
  slipQrStatus: SlipQrStatus | null;
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
  /** What the slip-verification provider said and the shop's verdict (decision 110); null when it was not asked. */
  slipCheck: SlipCheckRecord | null;
  /** Other orders whose payments (of any status, rejected too) carry the same slip reference. */
  slipSeenOnOrders: string[];
  adminNotes: string | null;
  verifiedByEmail: string | null;
  verifiedAt: Date | null;
  /** When the order is cancelled unless staff verify a payment first; null when its clock is stopped (decision 056). */
  expiresAt: Date | null;
};

// Spelled as /admin-orders spells it (both names are required): the trigram index on this
// expression serves both screens' name search (concat_ws cannot be indexed, it is not immutable).
const customerName = sql<string>`(${orders.shippingFirstName} || ' ' || ${orders.shippingLastName})`;

/**
 * Spec §2: by reference (the shopper's or the slip's), order number, e-mail (the order's or
 * the account's) or name, case-insensitive: the ids (and dates, the list's order) of the
 * payments found. Each table is searched through its own trigram indexes and joined to the
 * payments by their order_id/user_id indexes; the union removes a payment found twice. An OR
 * across the joined tables would read every payment, order and member, and an
 * `order_id = any(array(…))` is checked against the whole array for every payment (decision 038).
 */
function matchingPayments(q: string): SQL {
  const pattern = containsPattern(q);
  return sql`select p.id, p.created_at from ${payments} p where p.payment_reference ilike ${pattern} or p.slip_transaction_ref ilike ${pattern}
    union select p.id, p.created_at from ${orders} join ${payments} p on p.order_id = ${orders.id} where ${orderSearchText(orders)} ilike ${pattern}
    union select p.id, p.created_at from ${users} u join ${payments} p on p.user_id = u.id where u.email ilike ${pattern}`;
}

const rowColumns = {
  id: payments.id,
  orderNumber: orders.orderNumber,
  customerName,
  customerEmail: orders.shippingEmail,
  amount: payments.amount,
  paymentMethod: sql<PaymentMethod>`${payments.paymentMethod}`,
  bankName: payments.bankName,
  status: sql<PaymentStatus>`${payments.status}`,
  slipQrStatus: sql<SlipQrStatus | null>`${payments.slipQrStatus}`,
  createdAt: payments.createdAt,
};

/**
 * The page's payment ids, newest first (or oldest first when read from the other end), found
 * without touching the orders and members of the payments skipped: from
 * payments_created_at_id_idx alone when nothing is searched, else from the search's matches.
 */
function pageIds(q: string, window: PageWindow): SQL {
  const direction = window.reversed ? sql`asc` : sql`desc`;
  // The matches are collected first (materialized), so no plan walks the whole date index
  // testing each payment against the search for the sake of the LIMIT.
  const source = q ? sql`with m as materialized (${matchingPayments(q)}) select m.id from m` : sql`select m.id from ${payments} m`;
  return sql`${source} order by m.created_at ${direction}, m.id ${direction} limit ${window.limit} offset ${window.offset}`;
}

/** /admin-payments: newest first (spec §7 payments: admin select all by created_at descending). */
export function listPayments(db: DatabaseOrTransaction, params: ListParams): Promise<PagedList<PaymentRow>> {
  // A search's matches are found once: the count and the asked-for page's ids come from one
  // statement, and only a page beyond the last one needs a second look (decision 038).
  let searchedPage: { offset: number; ids: string[] } | null = null;
  const pageRows = (where: SQL) =>
    db.select(rowColumns).from(payments).innerJoin(orders, eq(orders.id, payments.orderId)).where(where).orderBy(desc(payments.createdAt), desc(payments.id));
  return loadPagedList(params, {
    count: async (q) => {
      // Every payment has its order and member (foreign keys), so the plain count needs no join.
      if (!q) {
        const { rows } = await db.execute<{ total: number }>(sql`select count(*)::int as total from ${payments}`);
        return rows[0]?.total ?? 0;
      }
      const offset = (Math.max(1, params.page) - 1) * ADMIN_PAGE_SIZE;
      const { rows } = await db.execute<{ total: number; ids: string[] }>(sql`with m as materialized (${matchingPayments(q)})
        select (select count(*)::int from m) as total,
               array(select m.id from m order by m.created_at desc, m.id desc limit ${ADMIN_PAGE_SIZE} offset ${offset}) as ids`);
      searchedPage = { offset, ids: rows[0]?.ids ?? [] };
      return rows[0]?.total ?? 0;
    },
    // The page's 20 ids first, then only those 20 joined with their orders (as listMembers):
    // the last page of 77,000 payments no longer joins and skips 76,980 rows.
    rows: (q, limit, offset, total) => {
      if (q && searchedPage?.offset === offset && limit === ADMIN_PAGE_SIZE) return pageRows(inArray(payments.id, searchedPage.ids));
      return pageRows(sql`${payments.id} in (${pageIds(q, pageWindow(total, limit, offset))})`);
    },
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
      slipBankCode: payments.slipBankCode,
      slipTransactionRef: payments.slipTransactionRef,
      slipCheck: payments.slipCheck,
      adminNotes: payments.adminNotes,
      verifiedByEmail: verifier.email,
      verifiedAt: payments.verifiedAt,
      expiresAt:
        sql<Date | null>`case when ${holdsStockUnpaid} and not ${trustedProofWaiting} then ${paymentDeadline(settings().ORDER_PAYMENT_HOURS * HOUR_MS)} end`.mapWith(
          (value: string | Date | null) => (value === null ? null : new Date(value)),
        ),
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
