import { and, asc, count, eq, ilike, or } from "drizzle-orm";
import type { StockUpdate } from "../../../domain/admin/admin-forms";
import { containsPattern, type ListParams } from "../../../domain/admin/admin-list";
import { adminStockTexts } from "../../../domain/admin/admin-stock-texts";
import type { DatabaseOrTransaction, ShopDatabase } from "../../platform/db/database";
import { products, stocks } from "../../platform/db/schema";
import { recordStockMovements } from "../stock/stock-movements";
import { refused, type Outcome } from "../../../domain/shared/refusal";
import { recordAdminAction, type AuditActor } from "../../platform/db/audit-trail";
import { loadPagedList, type PagedList, totalOf } from "../../platform/db/paged-list";

const m = adminStockTexts;

export type StockRow = { productId: string; name: string; nameThai: string; quantity: number };

const columns = { productId: products.id, name: products.name, nameThai: products.nameThai, quantity: stocks.quantity };

// The spec searches by product name; the Thai name is the same product's name to the staff.
const searched = (q: string) => {
  if (!q) return undefined;
  const pattern = containsPattern(q);
  return or(ilike(products.name, pattern), ilike(products.nameThai, pattern));
};

/** /admin-stocks: every product's stock, searched by name, ordered by product name (spec §2, §7). */
export function listStocks(db: DatabaseOrTransaction, params: ListParams): Promise<PagedList<StockRow>> {
  return loadPagedList(params, {
    count: (q) => totalOf(db.select({ total: count() }).from(stocks).innerJoin(products, eq(products.id, stocks.productId)).where(searched(q))),
    rows: (q, limit, offset) =>
      db
        .select(columns)
        .from(stocks)
        .innerJoin(products, eq(products.id, stocks.productId))
        .where(searched(q))
        .orderBy(asc(products.name), asc(products.id))
        .limit(limit)
        .offset(offset),
  });
}

export async function loadStock(db: DatabaseOrTransaction, productId: string): Promise<StockRow | null> {
  const [row] = await db.select(columns).from(stocks).innerJoin(products, eq(products.id, stocks.productId)).where(eq(stocks.productId, productId));
  return row ?? null;
}

/**
 * Sets a product's stock to the counted quantity (spec §5: a whole number ≥ 0), with the
 * optional reason, its stock movement and its audit row in one transaction. The update only
 * happens while the stock is still what the dialog showed (`expectedQuantity`): if an order
 * or another admin changed it meanwhile, nothing is written and the admin is shown the
 * current quantity to decide again (decision 032), rather than a sale being overwritten.
 */
export async function updateStock(db: ShopDatabase, actor: AuditActor, productId: string, input: StockUpdate): Promise<Outcome> {
  return db.transaction(async (tx) => {
    if (input.quantity === input.expectedQuantity) {
      const current = await loadStock(tx, productId);
      if (!current) return refused(404, m.notFound);
      if (current.quantity === input.quantity) return refused(400, m.unchanged(current.quantity), "quantity");
      return refused(409, m.changedMeanwhile(current.quantity), "quantity", { shown: { expectedQuantity: String(current.quantity) } });
    }
    const [updated] = await tx
      .update(stocks)
      .set({ quantity: input.quantity, updatedAt: new Date() })
      .where(and(eq(stocks.productId, productId), eq(stocks.quantity, input.expectedQuantity)))
      .returning({ quantity: stocks.quantity });
    if (!updated) {
      const current = await loadStock(tx, productId);
      if (!current) return refused(404, m.notFound);
      return refused(409, m.changedMeanwhile(current.quantity), "quantity", { shown: { expectedQuantity: String(current.quantity) } });
    }
    await recordStockMovements(tx, [
      {
        kind: "manual",
        productId,
        change: input.quantity - input.expectedQuantity,
        quantityAfter: updated.quantity,
        reason: input.reason,
        actor,
      },
    ]);
    await recordAdminAction(tx, actor, {
      action: "stock.update",
      entityId: productId,
      before: { quantity: input.expectedQuantity },
      after: { quantity: updated.quantity, reason: input.reason },
    });
    return { ok: true } as const;
  });
}
