import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import {
  REFUND_METHODS,
  REQUEST_KINDS,
  REQUEST_REASONS,
  REQUEST_STATUSES,
  REQUEST_STEPS,
  RETURN_WANTS,
  RUNNING_REQUEST_STATUSES,
  type RequestAddress,
  type RequestLine,
} from "../../../../domain/after-sale/after-sale-requests";
import type { TaxInvoiceBuyer, TaxInvoiceLine, TaxInvoiceSeller } from "../../../../domain/orders/tax-invoice";
import { users } from "./auth";
import { createdAt, id, requiredLink, satang, sqlList, timestamps } from "./columns";
import { orders } from "./orders";
import { taxInvoices } from "./tax-invoices";

/**
 * A member's after-sale request on their own order (issue 36, decision 104): cancel a paid order,
 * change its address or a shade before packing, return or exchange after delivery. One running
 * request per order at a time (the partial unique index), so two never pull the order two ways.
 */
export const orderRequests = pgTable(
  "order_requests",
  {
    id: id(),
    orderId: requiredLink("order_id", () => orders.id, "restrict"),
    userId: requiredLink("user_id", () => users.id, "restrict"),
    kind: text("kind").notNull(),
    status: text("status").notNull().default("open"),
    reason: text("reason").notNull(),
    /** The member's own words. */
    details: text("details").notNull().default(""),
    /** A return: the money back, or a new unit of the same. */
    wanted: text("wanted"),
    /** The lines a shade change or a return is about, as asked. */
    lines: jsonb("lines").$type<RequestLine[]>().notNull().default([]),
    /** The address a change asks for. */
    address: jsonb("address").$type<RequestAddress>(),
    /** Private file names of the member's photos (DATA_DIR/private/after-sale, served to the member and staff only). */
    photos: text("photos")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Staff's last word to the member (the reason for a refusal, what they ask for). */
    staffNote: text("staff_note"),
    decidedBy: uuid("decided_by").references(() => users.id, { onDelete: "set null" }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    ...timestamps(),
  },
  (table) => [
    check("order_requests_kind_check", sql`${table.kind} in (${sqlList(REQUEST_KINDS)})`),
    check("order_requests_status_check", sql`${table.status} in (${sqlList(REQUEST_STATUSES)})`),
    check("order_requests_reason_check", sql`${table.reason} in (${sqlList(REQUEST_REASONS)})`),
    check("order_requests_wanted_check", sql`${table.wanted} is null or ${table.wanted} in (${sqlList(RETURN_WANTS)})`),
    uniqueIndex("order_requests_one_running_idx")
      .on(table.orderId)
      .where(sql`${table.status} in (${sqlList(RUNNING_REQUEST_STATUSES)})`),
    index("order_requests_order_id_idx").on(table.orderId, table.createdAt),
    // The staff's queue: running requests, the longest-waiting first.
    index("order_requests_running_created_at_idx")
      .on(table.createdAt)
      .where(sql`${table.status} in (${sqlList(RUNNING_REQUEST_STATUSES)})`),
    index("order_requests_user_id_idx").on(table.userId),
  ],
);

/** A request's timeline: each step with who took it and what they said, shown on the order page and in the queue. */
export const orderRequestSteps = pgTable(
  "order_request_steps",
  {
    id: id(),
    requestId: requiredLink("request_id", () => orderRequests.id, "cascade"),
    step: text("step").notNull(),
    /** member or staff (the shop's own jobs write none). */
    actor: text("actor").notNull(),
    note: text("note").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (table) => [
    check("order_request_steps_step_check", sql`${table.step} in (${sqlList(REQUEST_STEPS)})`),
    check("order_request_steps_actor_check", sql`${table.actor} in ('member', 'staff')`),
    index("order_request_steps_request_id_idx").on(table.requestId, table.createdAt),
  ],
);

/**
 * Money sent back to the member, one row per transfer: how much, how, its reference or slip, who did
 * it. The order's `refunded_amount` is their sum, never above what was paid (checked under the
 * order's row lock).
 */
export const refunds = pgTable(
  "refunds",
  {
    id: id(),
    orderId: requiredLink("order_id", () => orders.id, "restrict"),
    requestId: uuid("request_id").references(() => orderRequests.id, { onDelete: "set null" }),
    amount: satang("amount").notNull(),
    method: text("method").notNull(),
    reference: text("reference").notNull().default(""),
    /** The transfer slip's private file name (DATA_DIR/private/after-sale), for staff. */
    slipFile: text("slip_file"),
    note: text("note").notNull().default(""),
    refundedBy: uuid("refunded_by"),
    refundedByEmail: text("refunded_by_email").notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    check("refunds_amount_check", sql`${table.amount} > 0`),
    check("refunds_method_check", sql`${table.method} in (${sqlList(REFUND_METHODS)})`),
    index("refunds_order_id_idx").on(table.orderId),
  ],
);

/** The last credit-note number issued in each Buddhist-era year: consecutive, no gaps (as the tax invoices' counter). */
export const creditNoteCounters = pgTable(
  "credit_note_counters",
  {
    year: integer("year").primaryKey(),
    lastNumber: integer("last_number").notNull(),
  },
  (table) => [check("credit_note_counters_last_number_check", sql`${table.lastNumber} > 0`)],
);

/**
 * A credit note (ใบลดหนี้, Revenue Code §86/10) for a refund on an order whose full tax invoice was
 * issued: its own numbering, the invoice it corrects, the reason, the value the invoice had, the
 * correct value, the difference and its VAT — a snapshot, as issued, never recomputed.
 */
export const creditNotes = pgTable(
  "credit_notes",
  {
    id: id(),
    orderId: requiredLink("order_id", () => orders.id, "restrict"),
    taxInvoiceId: requiredLink("tax_invoice_id", () => taxInvoices.id, "restrict"),
    refundId: uuid("refund_id").references(() => refunds.id, { onDelete: "set null" }),
    creditNoteNumber: text("credit_note_number").notNull(),
    invoiceNumber: text("invoice_number").notNull(),
    year: integer("year").notNull(),
    sequence: integer("sequence").notNull(),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull(),
    reason: text("reason").notNull(),
    seller: jsonb("seller").$type<TaxInvoiceSeller>().notNull(),
    buyer: jsonb("buyer").$type<TaxInvoiceBuyer>().notNull(),
    /** The goods or amounts credited, prices including VAT. */
    lines: jsonb("lines").$type<TaxInvoiceLine[]>().notNull(),
    /** The invoice's value before this note (after any earlier note), and after it; VAT included. */
    originalAmount: satang("original_amount").notNull(),
    correctedAmount: satang("corrected_amount").notNull(),
    /** The difference credited, VAT included, and its split. */
    amount: satang("amount").notNull(),
    valueBeforeVat: satang("value_before_vat").notNull(),
    vatAmount: satang("vat_amount").notNull(),
    vatRate: integer("vat_rate").notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("credit_notes_number_idx").on(table.creditNoteNumber),
    uniqueIndex("credit_notes_year_sequence_idx").on(table.year, table.sequence),
    index("credit_notes_order_id_idx").on(table.orderId),
    check("credit_notes_number_check", sql`${table.creditNoteNumber} ~ '^CN-[0-9]{4}-[0-9]{6}$'`),
    check(
      "credit_notes_amounts_check",
      sql`${table.amount} > 0 and ${table.amount} = ${table.originalAmount} - ${table.correctedAmount} and ${table.correctedAmount} >= 0 and ${table.amount} = ${table.valueBeforeVat} + ${table.vatAmount}`,
    ),
  ],
);
