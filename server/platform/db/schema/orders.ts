import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid, type AnyPgColumn } from "drizzle-orm/pg-core";
import {
  ORDER_PAYMENT_STATUSES,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  SHIPPING_CARRIERS,
  SLIP_QR_STATUSES,
} from "../../../../domain/orders/order-status";
import type { SlipCheckRecord } from "../../../../domain/payments/slip-check";
import { users } from "./auth";
import { productColors, products } from "./catalog";
import { id, requiredLink, satang, sqlList, timestamps } from "./columns";

/**
 * What the back-office searches an order by, as one text: its number, the e-mail and the
 * customer's name ("first last", so a full name finds it). The index and every search use this
 * same expression, or PostgreSQL cannot use the index.
 */
export function orderSearchText(order: {
  orderNumber: AnyPgColumn;
  shippingEmail: AnyPgColumn;
  shippingFirstName: AnyPgColumn;
  shippingLastName: AnyPgColumn;
}) {
  return sql`(${order.orderNumber} || ' ' || ${order.shippingEmail} || ' ' || ${order.shippingFirstName} || ' ' || ${order.shippingLastName})`;
}

export const orders = pgTable(
  "orders",
  {
    id: id(),
    userId: requiredLink("user_id", () => users.id, "restrict"),
    orderNumber: text("order_number").notNull().unique(),
    status: text("status").notNull().default("pending"),
    paymentStatus: text("payment_status").notNull().default("unpaid"),
    paymentMethod: text("payment_method").notNull(),
    subtotal: satang("subtotal").notNull(),
    shippingFee: satang("shipping_fee").notNull(),
    discount: satang("discount").notNull().default(0),
    totalAmount: satang("total_amount").notNull(),
    shippingFirstName: text("shipping_first_name").notNull(),
    shippingLastName: text("shipping_last_name").notNull(),
    shippingEmail: text("shipping_email").notNull(),
    shippingPhone: text("shipping_phone").notNull(),
    shippingAddress: text("shipping_address").notNull(),
    shippingCity: text("shipping_city").notNull(),
    shippingPostalCode: text("shipping_postal_code").notNull(),
    /** Sent by the checkout form; a replayed submit with the same key finds this order instead of placing another. */
    idempotencyKey: text("idempotency_key"),
    cancelReason: text("cancel_reason"),
    /** Set when the back-office marks the order shipped (SHIPPING_CARRIERS); the member sees both on the order page. */
    shippingCarrier: text("shipping_carrier"),
    trackingNumber: text("tracking_number"),
    /** When staff started packing (the order page's timeline); null for orders shipped straight away or moved before it was kept. */
    processingAt: timestamp("processing_at", { withTimezone: true }),
    shippedAt: timestamp("shipped_at", { withTimezone: true }),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    /** Who marked it delivered: a staff member, or the member confirming receipt (decision 071). */
    deliveredBy: uuid("delivered_by").references(() => users.id, { onDelete: "set null" }),
    /** The money sent back so far (the sum of its refunds, decision 104); the books count total − refunded. */
    refundedAmount: satang("refunded_amount").notNull().default(0),
    ...timestamps(),
  },
  (table) => [
    check("orders_status_check", sql`${table.status} in (${sqlList(ORDER_STATUSES)})`),
    check("orders_payment_status_check", sql`${table.paymentStatus} in (${sqlList(ORDER_PAYMENT_STATUSES)})`),
    check("orders_payment_method_check", sql`${table.paymentMethod} in (${sqlList(PAYMENT_METHODS)})`),
    check("orders_shipping_carrier_check", sql`${table.shippingCarrier} in (${sqlList(SHIPPING_CARRIERS)})`),
    check("orders_order_number_check", sql`${table.orderNumber} ~ '^ORDER-[A-Z0-9]{9}$'`),
    check(
      "orders_amounts_check",
      sql`${table.subtotal} >= 0 and ${table.shippingFee} >= 0 and ${table.discount} >= 0 and ${table.totalAmount} = ${table.subtotal} + ${table.shippingFee} - ${table.discount} and ${table.totalAmount} >= 0`,
    ),
    check("orders_refunded_amount_check", sql`${table.refundedAmount} >= 0 and ${table.refundedAmount} <= ${table.totalAmount}`),
    index("orders_user_id_created_at_idx").on(table.userId, table.createdAt.desc()),
    // Newest first with the id as tie-breaker, so the back-office lists read a page's ids from
    // the index alone (decision 038).
    index("orders_created_at_id_idx").on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    index("orders_status_created_at_idx").on(table.status, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    uniqueIndex("orders_user_id_idempotency_key_idx").on(table.userId, table.idempotencyKey),
    // /admin-orders and /admin-payments: searched by order number, e-mail or customer name
    // (ILIKE '%…%', pg_trgm) in one text and one index: every order placed writes it, and one
    // GIN entry costs a third of three (decision 092).
    index("orders_search_text_trgm_idx").using("gin", sql`${orderSearchText(table)} gin_trgm_ops`),
    // The dashboard's revenue card and picture read the per-day sums (decision 088), not these
    // orders: their two indexes (orders_paid_total_amount_idx, orders_created_at_picture_idx) went.
    // The dashboard's orders to ship (server/shop/admin/waiting-orders.ts), the longest-waiting first.
    index("orders_unshipped_created_at_idx")
      .on(table.createdAt)
      .where(sql`${table.status} in ('pending', 'confirmed', 'processing')`),
  ],
);

/** Order lines are a snapshot: later edits to a product never change what was bought. */
export const orderItems = pgTable(
  "order_items",
  {
    id: id(),
    orderId: requiredLink("order_id", () => orders.id, "cascade"),
    productId: uuid("product_id").references(() => products.id, { onDelete: "set null" }),
    productName: text("product_name").notNull(),
    colorName: text("color_name").notNull(),
    /** The shade bought, whose stock a cancellation or return puts back (decision 114); null without shades. */
    colorId: uuid("color_id").references(() => productColors.id, { onDelete: "set null" }),
    unitPrice: satang("unit_price").notNull(),
    quantity: integer("quantity").notNull(),
    imageUrl: text("image_url"),
    /** Units of this line received back from the member (decision 104): the books and ratings count quantity − returned. */
    returnedQuantity: integer("returned_quantity").notNull().default(0),
  },
  (table) => [
    check("order_items_quantity_check", sql`${table.quantity} > 0`),
    check("order_items_returned_quantity_check", sql`${table.returnedQuantity} >= 0 and ${table.returnedQuantity} <= ${table.quantity}`),
    check("order_items_unit_price_check", sql`${table.unitPrice} >= 0`),
    // An order's lines, and the dashboard's best sellers: a period's lines read from the index alone.
    index("order_items_order_id_sales_idx").on(table.orderId, table.productId, table.quantity, table.unitPrice),
    index("order_items_product_id_idx").on(table.productId),
  ],
);

export const payments = pgTable(
  "payments",
  {
    id: id(),
    orderId: requiredLink("order_id", () => orders.id, "cascade"),
    userId: requiredLink("user_id", () => users.id, "restrict"),
    paymentMethod: text("payment_method").notNull(),
    amount: satang("amount").notNull(),
    status: text("payment_status").notNull().default("pending"),
    reference: text("payment_reference"),
    bankName: text("bank_name"),
    accountNumber: text("account_number"),
    transferDate: timestamp("transfer_date", { withTimezone: true }),
    confirmationImageUrl: text("confirmation_image_url"),
    /** The proof file's name under DATA_DIR/private/payment-proofs (never public; served by /payment-proofs/<id>). */
    proofFile: text("proof_file"),
    /** What reading the proof's slip mini-QR found (SLIP_QR_STATUSES), for the admin. */
    slipQrStatus: text("slip_qr_status"),
    slipBankCode: text("slip_bank_code"),
    /** The slip's transaction reference: one transfer pays one order (unique below). */
    slipTransactionRef: text("slip_transaction_ref"),
    adminNotes: text("admin_notes"),
    /** The slip-verification provider's answer and the shop's verdict on it (decision 110), shown to staff. */
    slipCheck: jsonb("slip_check").$type<SlipCheckRecord>(),
    verifiedBy: uuid("verified_by").references(() => users.id, { onDelete: "set null" }),
    verifiedAt: timestamp("verified_at", { withTimezone: true }),
    /** When staff were told that this proof, which has no readable slip QR, is about to run out of time unchecked (decision 056). */
    expiryRemindedAt: timestamp("expiry_reminded_at", { withTimezone: true }),
    ...timestamps(),
  },
  (table) => [
    check("payments_status_check", sql`${table.status} in (${sqlList(PAYMENT_STATUSES)})`),
    check("payments_method_check", sql`${table.paymentMethod} in (${sqlList(PAYMENT_METHODS)})`),
    check("payments_amount_check", sql`${table.amount} >= 0`),
    index("payments_order_id_idx").on(table.orderId),
    index("payments_user_id_idx").on(table.userId),
    index("payments_created_at_id_idx").on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    // /admin-payments: searched by payment reference (ILIKE '%…%', pg_trgm).
    index("payments_reference_trgm_idx").using("gin", table.reference.op("gin_trgm_ops")),
    index("payments_slip_transaction_ref_trgm_idx").using("gin", table.slipTransactionRef.op("gin_trgm_ops")),
    // The dashboard's slips to verify, the longest-waiting first.
    index("payments_pending_created_at_idx")
      .on(table.createdAt)
      .where(sql`${table.status} = 'pending'`),
    check("payments_slip_qr_status_check", sql`${table.slipQrStatus} in (${sqlList(SLIP_QR_STATUSES)})`),
    // A rejected payment releases its slip: that transfer paid nothing (decision 025).
    uniqueIndex("payments_slip_transaction_ref_idx")
      .on(table.slipTransactionRef)
      .where(sql`${table.slipTransactionRef} is not null and ${table.status} <> 'rejected'`),
    // The back-office's "seen on another order" looks across every status, rejected ones too.
    index("payments_slip_transaction_ref_any_idx")
      .on(table.slipTransactionRef)
      .where(sql`${table.slipTransactionRef} is not null`),
  ],
);
