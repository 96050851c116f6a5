// The back-office's side of full tax invoices (decision 079): the shop's seller particulars
// (audited) and the lists of issued invoices and credit notes (decision 103) staff reprint.
import { desc, eq, sql } from "drizzle-orm";
import type { ListParams } from "../../../domain/admin/admin-list";
import type { TaxInvoiceSettingsInput } from "../../../domain/orders/tax-invoice";
import type { DatabaseOrTransaction, ShopDatabase } from "../../platform/db/database";
import { containsAny, countRows, loadPagedList, type PagedList, totalOf } from "../../platform/db/paged-list";
import { creditNotes, orders, taxInvoices, taxInvoiceSettings } from "../../platform/db/schema";
import { changedValues, recordAdminAction, type AuditActor } from "../../platform/db/audit-trail";
import { lockedRow } from "../../platform/db/locked-row";

/** /admin/tax-invoice-settings' save: the single row, created by the first save; the audit row keeps what changed. */
export async function saveTaxInvoiceSettings(db: ShopDatabase, actor: AuditActor, input: TaxInvoiceSettingsInput): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockedRow(
      tx
        .select({
          vatRegistered: taxInvoiceSettings.vatRegistered,
          legalName: taxInvoiceSettings.legalName,
          taxId: taxInvoiceSettings.taxId,
          address: taxInvoiceSettings.address,
          branchCode: taxInvoiceSettings.branchCode,
        })
        .from(taxInvoiceSettings),
    );
    await tx
      .insert(taxInvoiceSettings)
      .values({ singleton: true, ...input })
      .onConflictDoUpdate({ target: taxInvoiceSettings.singleton, set: { ...input, updatedAt: new Date() } });
    const diff = before ? changedValues(before, input) : { before: {}, after: input };
    if (!diff) return;
    await recordAdminAction(tx, actor, { action: "tax-invoice-settings.update", entityId: "tax-invoice-settings", before: diff.before, after: diff.after });
  });
}

export type TaxInvoiceRow = {
  id: string;
  invoiceNumber: string;
  orderNumber: string;
  issuedAt: Date;
  buyerName: string;
  buyerTaxId: string;
  totalAmount: number;
  vatAmount: number;
};

const invoiceSearch = (q: string) =>
  containsAny(q, taxInvoices.invoiceNumber, taxInvoices.orderNumber, sql`${taxInvoices.buyer}->>'name'`, sql`${taxInvoices.buyer}->>'taxId'`);

/** /admin/tax-invoices: newest first, searched by invoice or order number, buyer's name or tax id. */
export function listTaxInvoices(db: DatabaseOrTransaction, params: ListParams): Promise<PagedList<TaxInvoiceRow>> {
  return loadPagedList(params, {
    count: (q) => countRows(db, taxInvoices, invoiceSearch(q)),
    rows: async (q, limit, offset) => {
      const rows = await db
        .select({
          id: taxInvoices.id,
          invoiceNumber: taxInvoices.invoiceNumber,
          orderNumber: taxInvoices.orderNumber,
          issuedAt: taxInvoices.issuedAt,
          buyer: taxInvoices.buyer,
          totalAmount: taxInvoices.totalAmount,
          vatAmount: taxInvoices.vatAmount,
        })
        .from(taxInvoices)
        .where(invoiceSearch(q))
        .orderBy(desc(taxInvoices.issuedAt), desc(taxInvoices.id))
        .limit(limit)
        .offset(offset);
      return rows.map(({ buyer, ...row }) => ({ ...row, buyerName: buyer.name, buyerTaxId: buyer.taxId }));
    },
  });
}

export type CreditNoteRow = {
  id: string;
  creditNoteNumber: string;
  invoiceNumber: string;
  orderNumber: string;
  issuedAt: Date;
  amount: number;
  vatAmount: number;
};

const creditNoteSearch = (q: string) =>
  containsAny(q, creditNotes.creditNoteNumber, creditNotes.invoiceNumber, orders.orderNumber, sql`${creditNotes.buyer}->>'name'`);

/** /admin/tax-invoices' credit-notes tab: newest first, searched by note, invoice or order number, or the buyer's name. */
export function listCreditNotes(db: DatabaseOrTransaction, params: ListParams): Promise<PagedList<CreditNoteRow>> {
  return loadPagedList(params, {
    count: (q) =>
      totalOf(
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(creditNotes)
          .innerJoin(orders, eq(orders.id, creditNotes.orderId))
          .where(creditNoteSearch(q)),
      ),
    rows: (q, limit, offset) =>
      db
        .select({
          id: creditNotes.id,
          creditNoteNumber: creditNotes.creditNoteNumber,
          invoiceNumber: creditNotes.invoiceNumber,
          orderNumber: orders.orderNumber,
          issuedAt: creditNotes.issuedAt,
          amount: creditNotes.amount,
          vatAmount: creditNotes.vatAmount,
        })
        .from(creditNotes)
        .innerJoin(orders, eq(orders.id, creditNotes.orderId))
        .where(creditNoteSearch(q))
        .orderBy(desc(creditNotes.issuedAt), desc(creditNotes.id))
        .limit(limit)
        .offset(offset),
  });
}
