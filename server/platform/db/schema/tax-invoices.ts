import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { TaxInvoiceBuyer, TaxInvoiceLine, TaxInvoiceSeller } from "../../../../domain/orders/tax-invoice";
import { orders } from "./orders";
import { createdAt, id, requiredLink, satang, timestamps, updatedAt } from "./columns";

/**
 * The shop's particulars as a VAT-registered seller (decision 079): a single row, edited on
 * /admin/tax-invoice-settings. Until it exists, or while `vat_registered` is off, no tax
 * invoice is offered, accepted or issued.
 */
export const taxInvoiceSettings = pgTable(
  "tax_invoice_settings",
  {
    singleton: boolean("singleton").primaryKey().default(true),
    vatRegistered: boolean("vat_registered").notNull().default(false),
    legalName: text("legal_name").notNull(),
    taxId: text("tax_id").notNull(),
    address: text("address").notNull(),
    /** 00000 = สำนักงานใหญ่, else the branch's number. */
    branchCode: text("branch_code").notNull(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check("tax_invoice_settings_singleton_check", sql`${table.singleton}`),
    check("tax_invoice_settings_tax_id_check", sql`${table.taxId} ~ '^[0-9]{13}$'`),
    check("tax_invoice_settings_branch_check", sql`${table.branchCode} ~ '^[0-9]{5}$'`),
  ],
);

/** A member's request for a full tax invoice on one order, kept until it is issued. */
export const taxInvoiceRequests = pgTable(
  "tax_invoice_requests",
  {
    orderId: uuid("order_id")
      .primaryKey()
      .references(() => orders.id, { onDelete: "cascade" }),
    buyerName: text("buyer_name").notNull(),
    buyerAddress: text("buyer_address").notNull(),
    buyerTaxId: text("buyer_tax_id").notNull(),
    buyerBranchCode: text("buyer_branch_code").notNull(),
    ...timestamps(),
  },
  (table) => [
    check("tax_invoice_requests_tax_id_check", sql`${table.buyerTaxId} ~ '^[0-9]{13}$'`),
    check("tax_invoice_requests_branch_check", sql`${table.buyerBranchCode} ~ '^[0-9]{5}$'`),
  ],
);

/**
 * The last number issued in each year (Buddhist era). One row per year, taken with a row lock
 * by the issuing transaction, so numbers are consecutive with no gaps: a rolled-back issue
 * rolls its number back too, which a sequence would not (decision 079).
 */
export const taxInvoiceCounters = pgTable(
  "tax_invoice_counters",
  {
    year: integer("year").primaryKey(),
    lastNumber: integer("last_number").notNull(),
  },
  (table) => [check("tax_invoice_counters_last_number_check", sql`${table.lastNumber} > 0`)],
);

/**
 * An issued tax invoice exactly as issued: seller, buyer, lines and amounts are a snapshot,
 * never recomputed, and kept when the member deletes their account (decisions 074, 079).
 */
export const taxInvoices = pgTable(
  "tax_invoices",
  {
    id: id(),
    orderId: requiredLink("order_id", () => orders.id, "restrict"),
    orderNumber: text("order_number").notNull(),
    invoiceNumber: text("invoice_number").notNull(),
    year: integer("year").notNull(),
    sequence: integer("sequence").notNull(),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull(),
    seller: jsonb("seller").$type<TaxInvoiceSeller>().notNull(),
    buyer: jsonb("buyer").$type<TaxInvoiceBuyer>().notNull(),
    lines: jsonb("lines").$type<TaxInvoiceLine[]>().notNull(),
    /** VAT included, as paid. */
    totalAmount: satang("total_amount").notNull(),
    valueBeforeVat: satang("value_before_vat").notNull(),
    vatAmount: satang("vat_amount").notNull(),
    /** Percent, as issued. */
    vatRate: integer("vat_rate").notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("tax_invoices_order_id_idx").on(table.orderId),
    uniqueIndex("tax_invoices_invoice_number_idx").on(table.invoiceNumber),
    uniqueIndex("tax_invoices_year_sequence_idx").on(table.year, table.sequence),
    index("tax_invoices_issued_at_idx").on(table.issuedAt.desc(), table.id.desc()),
    check("tax_invoices_amounts_check", sql`${table.totalAmount} = ${table.valueBeforeVat} + ${table.vatAmount} and ${table.vatAmount} >= 0`),
    check("tax_invoices_number_check", sql`${table.invoiceNumber} ~ '^INV-[0-9]{4}-[0-9]{6}$'`),
  ],
);
