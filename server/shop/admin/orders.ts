import { and, asc, desc, eq, inArray, lt, or, sql, type SQL } from "drizzle-orm";
import { batchedCsv } from "./batched-csv";
import { containsPattern, type ListParams } from "../../../domain/admin/admin-list";
import { formatThaiDateTime } from "../../../domain/shared/dates";
import { adminOrderTexts } from "../../../domain/admin/admin-order-texts";
import { formatBaht, isSatang, satangToBaht, type Satang } from "../../../domain/shared/money";
import { REFUND_METHODS } from "../../../domain/after-sale/after-sale-requests";
import { afterSaleTexts } from "../../../domain/after-sale/after-sale-texts";
import { adminAfterSaleTexts } from "../../../domain/admin/admin-after-sale-texts";
import {
  isOrderPaymentStatus,
  isOrderStatus,
  isPaymentMethod,
  isShippingCarrier,
  ORDER_PAYMENT_STATUS_LABELS,
  ORDER_STATUS_LABELS,
  PAYMENT_METHOD_LABELS,
  SHIPPING_CARRIER_LABELS,
  type OrderPaymentStatus,
  type OrderStatus,
} from "../../../domain/orders/order-status";
import type { DatabaseOrTransaction } from "../../platform/db/database";
import { adminAuditLog, orderItems, orders, orderSearchText, payments, users } from "../../platform/db/schema";
import { orderForViewer, type ViewedOrder } from "../orders/order-access";
import { loadPagedList, pageWindow, type PagedList, totalOf } from "../../platform/db/paged-list";
import type { StaffOrderAfterSale } from "../../../domain/admin/admin-after-sale";
import { staffOrderAfterSale } from "./after-sale";

const m = adminOrderTexts;
const afterSaleTimeline = adminAfterSaleTexts.orderTimeline;

/** The list's filter parameter beside `q` and `page` (kept in the URL by the kit). */
export const ORDER_LIST_FILTERS = ["status"] as const;

export type AdminOrderRow = {
  id: string;
  orderNumber: string;
  firstName: string;
  lastName: string;
  email: string;
  totalAmount: number;
  status: OrderStatus;
  paymentStatus: OrderPaymentStatus;
  paymentMethod: string;
  createdAt: Date;
};

/**
 * Spec §2: order number, e-mail or customer name, case-insensitive. The e-mail is the one the
 * order was placed with; the name is matched as "first last" too, so a full name finds it.
 */
function orderSearch(q: string, status: OrderStatus | null): SQL | undefined {
  const searched = q ? sql`${orderSearchText(orders)} ilike ${containsPattern(q)}` : undefined;
  return and(searched, status ? eq(orders.status, status) : undefined);
}

export function orderStatusFilter(params: ListParams): OrderStatus | null {
  const status = params.filters?.status;
  return isOrderStatus(status) ? status : null;
}

const rowColumns = {
  id: orders.id,
  orderNumber: orders.orderNumber,
  firstName: orders.shippingFirstName,
  lastName: orders.shippingLastName,
  email: orders.shippingEmail,
  totalAmount: orders.totalAmount,
  status: orders.status,
  paymentStatus: orders.paymentStatus,
  paymentMethod: orders.paymentMethod,
  createdAt: orders.createdAt,
};

function typed<R extends { status: string; paymentStatus: string }>(row: R) {
  return {
    ...row,
    status: isOrderStatus(row.status) ? row.status : "pending",
    paymentStatus: isOrderPaymentStatus(row.paymentStatus) ? row.paymentStatus : "unpaid",
  } as Omit<R, "status" | "paymentStatus"> & { status: OrderStatus; paymentStatus: OrderPaymentStatus };
}

/** /admin-orders: newest first (spec §7), searched and filtered by status, 20 a page. */
export function listOrders(db: DatabaseOrTransaction, params: ListParams): Promise<PagedList<AdminOrderRow>> {
  const status = orderStatusFilter(params);
  return loadPagedList(params, {
    count: (q) =>
      totalOf(
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(orders)
          .where(orderSearch(q, status)),
      ),
    rows: async (q, limit, offset, total) => {
      // The page's ids first, then the columns of those 20 (decision 038). Unsearched, the ids
      // come from orders_created_at_id_idx (or orders_status_created_at_idx) alone, read from
      // the nearer end. Searched, always newest first: the planner then chooses between the
      // trigram indexes (a rare match) and walking the date index (a common one) as before —
      // a page read backwards with a small LIMIT made it walk 100,000 orders for one match.
      const window = q ? { limit, offset, reversed: false } : pageWindow(total, limit, offset);
      const order = window.reversed ? [asc(orders.createdAt), asc(orders.id)] : [desc(orders.createdAt), desc(orders.id)];
      const page = db
        .select({ id: orders.id })
        .from(orders)
        .where(orderSearch(q, status))
        .orderBy(...order)
        .limit(window.limit)
        .offset(window.offset);
      const rows = await db
        .select(rowColumns)
        .from(orders)
        .where(sql`${orders.id} in (${page})`)
        .orderBy(desc(orders.createdAt), desc(orders.id));
      return rows.map(typed);
    },
  });
}

/** The row a dialog (ship, cancel) acts on, with the status the form will carry. */
export async function loadOrderRow(db: DatabaseOrTransaction, id: string): Promise<AdminOrderRow | null> {
  const [row] = await db.select(rowColumns).from(orders).where(eq(orders.id, id));
  return row ? typed(row) : null;
}

/** Several rows by id (the bulk dialogs), in the order of `ids`; ids of orders no longer there are left out. */
export async function loadOrderRows(db: DatabaseOrTransaction, ids: readonly string[]): Promise<AdminOrderRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(rowColumns)
    .from(orders)
    .where(inArray(orders.id, [...ids]));
  const byId = new Map(rows.map((row) => [row.id, typed(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export type OrderTimelineEntry = { at: Date; text: string; by: string | null };

export type AdminOrderPayment = {
  id: string;
  paymentMethod: string;
  amount: number;
  status: string;
  reference: string | null;
  bankName: string | null;
  adminNotes: string | null;
  createdAt: Date;
  verifiedAt: Date | null;
};

export type AdminOrderDetail = {
  order: ViewedOrder;
  accountEmail: string | null;
  payments: AdminOrderPayment[];
  timeline: OrderTimelineEntry[];
  /** Its after-sale requests and refunds (decision 104). */
  afterSale: StaffOrderAfterSale | null;
};

/**
 * One order for the back-office (decision 033): what `orderForViewer` gives an admin, all its
 * payment rows, and a timeline built from the records that already exist — the order's own
 * times, the payment rows, and the audit log's entries for the order and its payments — so no
 * second history has to be kept in step with the first.
 */
export async function loadOrderDetail(db: DatabaseOrTransaction, adminId: string, orderNumber: string): Promise<AdminOrderDetail | null> {
  const order = await orderForViewer(db, { id: adminId, isAdmin: true }, orderNumber);
  if (!order) return null;
  const [account] = await db.select({ email: users.email }).from(users).where(eq(users.id, order.userId));
  const paymentRows = await db
    .select({
      id: payments.id,
      paymentMethod: payments.paymentMethod,
      amount: payments.amount,
      status: payments.status,
      reference: payments.reference,
      bankName: payments.bankName,
      adminNotes: payments.adminNotes,
      createdAt: payments.createdAt,
      verifiedAt: payments.verifiedAt,
    })
    .from(payments)
    .where(eq(payments.orderId, order.id))
    .orderBy(asc(payments.createdAt));
  const audited = await db
    .select({
      action: adminAuditLog.action,
      actorEmail: adminAuditLog.actorEmail,
      before: adminAuditLog.before,
      after: adminAuditLog.after,
      createdAt: adminAuditLog.createdAt,
    })
    .from(adminAuditLog)
    .where(inArray(adminAuditLog.entityId, [order.id, ...paymentRows.map((payment) => payment.id)]))
    .orderBy(asc(adminAuditLog.createdAt));
  const afterSale = await staffOrderAfterSale(db, order.id);
  return { order, accountEmail: account?.email ?? null, payments: paymentRows, timeline: orderTimeline(order, paymentRows, audited), afterSale };
}

type AuditedEntry = { action: string; actorEmail: string; before: unknown; after: unknown; createdAt: Date };

export function orderTimeline(
  order: Pick<ViewedOrder, "createdAt" | "updatedAt" | "status" | "cancelReason">,
  paymentRows: readonly Pick<AdminOrderPayment, "paymentMethod" | "createdAt">[],
  audited: readonly AuditedEntry[],
): OrderTimelineEntry[] {
  const e = m.events;
  const entries: OrderTimelineEntry[] = [{ at: order.createdAt, text: e.placed, by: null }];
  // A COD payment row is the back-office's own record of cash received, audited below.
  for (const payment of paymentRows) if (payment.paymentMethod !== "cod") entries.push({ at: payment.createdAt, text: e.proofUploaded, by: null });
  let cancelAudited = false;
  for (const entry of audited) {
    const before = (entry.before ?? {}) as Record<string, unknown>;
    const after = (entry.after ?? {}) as Record<string, unknown>;
    const by = e.byAdmin(entry.actorEmail);
    if (entry.action === "order.status") {
      const parts = [e.statusChanged(statusLabel(before.status), statusLabel(after.status))];
      if (typeof after.trackingNumber === "string" && isShippingCarrier(after.carrier))
        parts.push(e.shippedWith(SHIPPING_CARRIER_LABELS[after.carrier], after.trackingNumber));
      if (after.paymentStatus === "paid" && before.paymentStatus !== "paid") parts.push(e.codPaid);
      if (after.unpaidConfirmed === true) parts.push(e.unpaidConfirmed(String(after.unpaidReason ?? "")));
      entries.push({ at: entry.createdAt, text: parts.join(" · "), by });
    } else if (entry.action === "order.cancel" || entry.action === "order.member-cancel") {
      cancelAudited = true;
      entries.push({ at: entry.createdAt, text: e.cancelled(String(after.reason ?? "")), by });
    } else if (entry.action === "order.refund" && isSatang(after.amount)) {
      const method = REFUND_METHODS.find((known) => known === after.method);
      entries.push({
        at: entry.createdAt,
        text: afterSaleTimeline.refunded(formatBaht(after.amount), method ? afterSaleTexts.refundMethods[method] : "—"),
        by,
      });
    } else {
      entries.push({ at: entry.createdAt, text: e.other(entry.action), by });
    }
  }
  // Cancelled by the shopper or the expiry job: no audit row, the order keeps the reason.
  if (order.status === "cancelled" && !cancelAudited) entries.push({ at: order.updatedAt, text: e.cancelled(order.cancelReason ?? ""), by: null });
  return entries.sort((a, b) => new Date(a.at).getTime() - new Date(b.at).getTime());
}

function statusLabel(status: unknown): string {
  return isOrderStatus(status) ? ORDER_STATUS_LABELS[status] : String(status ?? "");
}

/** The CSV's rows beyond the list's: where the parcel goes, what is in it, how it was paid and sent. */
const csvColumns = {
  ...rowColumns,
  phone: orders.shippingPhone,
  address: orders.shippingAddress,
  city: orders.shippingCity,
  postalCode: orders.shippingPostalCode,
  carrier: orders.shippingCarrier,
  trackingNumber: orders.trackingNumber,
  shippedAt: orders.shippedAt,
};

const baht = (satang: number) => satangToBaht(satang as Satang).toFixed(2);

/**
 * The filtered list as CSV (every matching order, not just one page) — or, with `selected`,
 * just the orders ticked in the list (`?selection=1&order=…`) — newest first, read in batches by (created_at, id) so a
 * long export never holds the whole table in memory. UTF-8 with a byte-order mark so Excel
 * shows the Thai; dates in Bangkok time; cells are formula-safe (`csvCell`).
 */
export function ordersCsv(db: DatabaseOrTransaction, params: ListParams, selected: readonly string[] | null = null): ReadableStream<Uint8Array> {
  const status = orderStatusFilter(params);
  // A selection of none is an empty file, never the whole list.
  const chosen = selected === null ? orderSearch(params.q, status) : selected.length > 0 ? inArray(orders.id, [...selected]) : sql`false`;
  return batchedCsv(m.csvHeader, {
    read: (after: { createdAt: Date; id: string } | null, limit) => {
      const keyset: SQL | undefined = after
        ? or(lt(orders.createdAt, after.createdAt), and(eq(orders.createdAt, after.createdAt), lt(orders.id, after.id)))
        : undefined;
      return db.select(csvColumns).from(orders).where(and(chosen, keyset)).orderBy(desc(orders.createdAt), desc(orders.id)).limit(limit);
    },
    keyOf: (row) => ({ createdAt: row.createdAt, id: row.id }),
    cells: async (rows) => {
      const items = await db
        .select({ orderId: orderItems.orderId, productName: orderItems.productName, colorName: orderItems.colorName, quantity: orderItems.quantity })
        .from(orderItems)
        .where(
          inArray(
            orderItems.orderId,
            rows.map((row) => row.id),
          ),
        )
        .orderBy(asc(orderItems.productName), asc(orderItems.colorName));
      const itemsOf = new Map<string, typeof items>();
      for (const item of items) itemsOf.set(item.orderId, [...(itemsOf.get(item.orderId) ?? []), item]);
      return rows.map((row) => {
        const lines = itemsOf.get(row.id) ?? [];
        return [
          row.orderNumber,
          formatThaiDateTime(row.createdAt),
          `${row.firstName} ${row.lastName}`,
          row.email,
          row.phone,
          `${row.address} ${row.city} ${row.postalCode}`,
          lines.map((item) => m.csvItem(item.productName, item.colorName, item.quantity)).join("; "),
          lines.reduce((sum, item) => sum + item.quantity, 0),
          baht(row.totalAmount),
          row.paymentMethod === "cod" ? baht(row.totalAmount) : "",
          isOrderStatus(row.status) ? ORDER_STATUS_LABELS[row.status] : row.status,
          isOrderPaymentStatus(row.paymentStatus) ? ORDER_PAYMENT_STATUS_LABELS[row.paymentStatus] : row.paymentStatus,
          isPaymentMethod(row.paymentMethod) ? PAYMENT_METHOD_LABELS[row.paymentMethod] : row.paymentMethod,
          isShippingCarrier(row.carrier) ? SHIPPING_CARRIER_LABELS[row.carrier] : "",
          row.trackingNumber ?? "",
          row.shippedAt ? formatThaiDateTime(row.shippedAt) : "",
        ];
      });
    },
  });
}
