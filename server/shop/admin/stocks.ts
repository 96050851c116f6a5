import { readFile } from "node:fs/promises";
import { and, asc, count, eq, gt, ilike, inArray, or, sql } from "drizzle-orm";
import type { StockUpdate } from "../../../domain/admin/admin-forms";
import { containsPattern, type ListParams } from "../../../domain/admin/admin-list";
import { adminStockTexts, stockRowName } from "../../../domain/admin/admin-stock-texts";
import type { DatabaseOrTransaction, ShopDatabase } from "../../platform/db/database";
import { productColors, products, productStocks, stocks } from "../../platform/db/schema";
import { recordStockMovements } from "../stock/stock-movements";
import { readStockSheet, STOCK_SHEET_COLUMNS, STOCK_SHEET_MAX_BYTES, type StockSheetRow } from "../../../domain/stock/stock-sheet";
import { checkTextUpload, UploadRejectedError } from "../../platform/media/upload-check";
import type { ReceivedFile } from "../../platform/http/action-form";
import { batchedCsv } from "./batched-csv";
import { refused, type Outcome } from "../../../domain/shared/refusal";
import { recordAdminAction, type AuditActor } from "../../platform/db/audit-trail";
import { loadPagedList, type PagedList, totalOf } from "../../platform/db/paged-list";

const m = adminStockTexts;

/** One stock row (decision 114): a shade of a product, or a product without shades (`shadeNameThai` null). */
export type StockRow = {
  stockId: string;
  productId: string;
  name: string;
  nameThai: string;
  shadeName: string | null;
  shadeNameThai: string | null;
  hex: string | null;
  sku: string | null;
  quantity: number;
};

const columns = {
  stockId: stocks.id,
  productId: products.id,
  name: products.name,
  nameThai: products.nameThai,
  shadeName: productColors.name,
  shadeNameThai: productColors.nameThai,
  hex: productColors.hex,
  sku: productColors.sku,
  quantity: stocks.quantity,
};

// The spec searches by product name; the Thai name is the same product's name to the staff, and a shade's name or SKU finds its row.
const searched = (q: string) => {
  if (!q) return undefined;
  const pattern = containsPattern(q);
  return or(
    ilike(products.name, pattern),
    ilike(products.nameThai, pattern),
    ilike(productColors.name, pattern),
    ilike(productColors.nameThai, pattern),
    ilike(productColors.sku, pattern),
  );
};

const stockRows = (db: DatabaseOrTransaction) =>
  db.select(columns).from(stocks).innerJoin(products, eq(products.id, stocks.productId)).leftJoin(productColors, eq(productColors.id, stocks.colorId));

/** /admin-stocks: every shade's stock (a product without shades: its own), searched by name, ordered by product then shade (spec §2, §7). */
export function listStocks(db: DatabaseOrTransaction, params: ListParams): Promise<PagedList<StockRow>> {
  return loadPagedList(params, {
    count: (q) =>
      totalOf(
        db
          .select({ total: count() })
          .from(stocks)
          .innerJoin(products, eq(products.id, stocks.productId))
          .leftJoin(productColors, eq(productColors.id, stocks.colorId))
          .where(searched(q)),
      ),
    rows: (q, limit, offset) =>
      stockRows(db)
        .where(searched(q))
        .orderBy(asc(products.name), asc(products.id), sql`${productColors.sortOrder} nulls first`, asc(productColors.name))
        .limit(limit)
        .offset(offset),
  });
}

/** One stock row, by its id. */
export async function loadStock(db: DatabaseOrTransaction, stockId: string): Promise<StockRow | null> {
  const [row] = await stockRows(db).where(eq(stocks.id, stockId));
  return row ?? null;
}

/** A product with its whole stock (the sum of its shades'), for its stock history. */
export async function loadProductStock(db: DatabaseOrTransaction, productId: string) {
  const [row] = await db
    .select({
      productId: products.id,
      name: products.name,
      nameThai: products.nameThai,
      quantity: sql<number>`coalesce(${productStocks.quantity}, 0)`.mapWith(Number),
    })
    .from(products)
    .leftJoin(productStocks, eq(productStocks.productId, products.id))
    .where(eq(products.id, productId));
  if (!row) return null;
  // Each shade's own stock (decision 114), in the editor's order: the history can be read shade by shade.
  const shades = await db
    .select({ id: productColors.id, nameThai: productColors.nameThai, quantity: stocks.quantity })
    .from(productColors)
    .innerJoin(stocks, eq(stocks.colorId, productColors.id))
    .where(eq(productColors.productId, productId))
    .orderBy(productColors.sortOrder, productColors.nameThai);
  return { ...row, shades };
}

/**
 * Sets a shade's stock (a product's, without shades) to the counted quantity (spec §5: a whole number ≥ 0), with the
 * optional reason, its stock movement and its audit row in one transaction. The update only
 * happens while the stock is still what the dialog showed (`expectedQuantity`): if an order
 * or another admin changed it meanwhile, nothing is written and the admin is shown the
 * current quantity to decide again (decision 032), rather than a sale being overwritten.
 */
export async function updateStock(db: ShopDatabase, actor: AuditActor, stockId: string, input: StockUpdate): Promise<Outcome> {
  return db.transaction(async (tx) => {
    if (input.quantity === input.expectedQuantity) {
      const current = await loadStock(tx, stockId);
      if (!current) return refused(404, m.notFound);
      if (current.quantity === input.quantity) return refused(400, m.unchanged(current.quantity), "quantity");
      return refused(409, m.changedMeanwhile(current.quantity), "quantity", { shown: { expectedQuantity: String(current.quantity) } });
    }
    const [updated] = await tx
      .update(stocks)
      .set({ quantity: input.quantity, updatedAt: new Date() })
      .where(and(eq(stocks.id, stockId), eq(stocks.quantity, input.expectedQuantity)))
      .returning({ quantity: stocks.quantity, productId: stocks.productId, colorId: stocks.colorId });
    if (!updated) {
      const current = await loadStock(tx, stockId);
      if (!current) return refused(404, m.notFound);
      return refused(409, m.changedMeanwhile(current.quantity), "quantity", { shown: { expectedQuantity: String(current.quantity) } });
    }
    await recordStockMovements(tx, [
      {
        kind: "manual",
        productId: updated.productId,
        colorId: updated.colorId,
        change: input.quantity - input.expectedQuantity,
        quantityAfter: updated.quantity,
        reason: input.reason,
        actor,
      },
    ]);
    await recordAdminAction(tx, actor, {
      action: "stock.update",
      entityId: updated.productId,
      before: { quantity: input.expectedQuantity, ...(updated.colorId ? { colorId: updated.colorId } : {}) },
      after: { quantity: updated.quantity, reason: input.reason },
    });
    return { ok: true } as const;
  });
}

/**
 * The stock sheet (decision 114): every stock row the list shows (searched as it is), product by product
 * and shade by shade, with "จำนวนใหม่" filled with today's figure for staff to overwrite after a count.
 */
export function stockSheetCsv(db: DatabaseOrTransaction, q: string): ReadableStream<Uint8Array> {
  const C = STOCK_SHEET_COLUMNS;
  return batchedCsv([C.stockId, C.product, C.productThai, C.shade, C.sku, C.expected, C.quantity], {
    // Keyset by the stock row's id: a count sheet is read, not browsed, so its order is the rows' own.
    read: (after: string | null, limit) =>
      stockRows(db)
        .where(and(searched(q), after ? gt(stocks.id, after) : undefined))
        .orderBy(asc(stocks.id))
        .limit(limit),
    keyOf: (row) => row.stockId,
    cells: (rows) => rows.map((row) => [row.stockId, row.name, row.nameThai, row.shadeNameThai ?? m.noShades, row.sku, row.quantity, row.quantity]),
  });
}

/**
 * Sets every changed row of an uploaded stock sheet in one transaction: each row only while its stock
 * is still what the sheet was downloaded with (a sale made since is never overwritten, decision 032);
 * one row changed meanwhile or gone refuses the whole sheet. Each row gets its stock movement and its
 * audit row, as the one-row dialog writes them.
 */
export async function applyStockSheet(
  db: ShopDatabase,
  actor: AuditActor,
  sheet: { rows: readonly StockSheetRow[]; reason: string | null },
): Promise<Outcome<{ updated: number }>> {
  if (sheet.rows.length === 0) return refused(400, m.sheet.nothingChanged, "sheet");
  return db.transaction(async (tx) => {
    // Every row is locked and checked before anything is written (in id order, as any two sheets
    // lock them, so two uploads at once wait rather than deadlock): all of the sheet or none of it.
    const ids = sheet.rows.map((row) => row.stockId);
    const locked = await tx
      .select({ id: stocks.id, quantity: stocks.quantity })
      .from(stocks)
      .where(inArray(stocks.id, ids))
      .orderBy(asc(stocks.id))
      .for("update");
    const now = new Map(locked.map((row) => [row.id, row.quantity]));
    for (const row of sheet.rows) {
      const current = now.get(row.stockId);
      if (current === undefined) return refused(409, m.sheet.unknownRow(row.line), "sheet");
      if (current !== row.expected)
        return refused(409, m.sheet.changedMeanwhile(row.line, stockRowName((await loadStock(tx, row.stockId))!), current), "sheet");
    }
    for (const row of sheet.rows) {
      const [updated] = await tx
        .update(stocks)
        .set({ quantity: row.quantity, updatedAt: new Date() })
        .where(eq(stocks.id, row.stockId))
        .returning({ quantity: stocks.quantity, productId: stocks.productId, colorId: stocks.colorId });
      await recordStockMovements(tx, [
        {
          kind: "manual",
          productId: updated!.productId,
          colorId: updated!.colorId,
          change: row.quantity - row.expected,
          quantityAfter: updated!.quantity,
          reason: sheet.reason,
          actor,
        },
      ]);
      await recordAdminAction(tx, actor, {
        action: "stock.update",
        entityId: updated!.productId,
        before: { quantity: row.expected, ...(updated!.colorId ? { colorId: updated!.colorId } : {}) },
        after: { quantity: updated!.quantity, reason: sheet.reason, source: "sheet" },
      });
    }
    return { ok: true, value: { updated: sheet.rows.length } } as const;
  });
}

/**
 * The stock sheet as uploaded (streamed to a temporary file, decision 041's reader): checked as text by
 * the one upload checker, read, then applied in one transaction. A problem is the dialog's refusal.
 */
export async function applyUploadedStockSheet(
  db: ShopDatabase,
  actor: AuditActor,
  file: ReceivedFile | undefined,
  reason: string | null,
): Promise<Outcome<{ updated: number }>> {
  if (!file || file.size === 0) return refused(400, m.sheet.required, "sheet");
  if (file.overCap) return refused(413, m.sheet.tooLarge, "sheet");
  let text: string;
  try {
    text = checkTextUpload(new Uint8Array(await readFile(file.path)), STOCK_SHEET_MAX_BYTES);
  } catch (error) {
    if (!(error instanceof UploadRejectedError)) throw error;
    return refused(400, error.reason === "size" ? m.sheet.tooLarge : m.sheet.unreadable, "sheet");
  }
  const sheet = readStockSheet(text);
  if (!sheet.ok) return refused(400, sheet.message, "sheet");
  return applyStockSheet(db, actor, { rows: sheet.rows, reason });
}
