// Stock is kept per shade (decision 114): what puts units back finds the shade's row here.
import { eq, sql } from "drizzle-orm";
import type { SelectedFields } from "drizzle-orm/pg-core";
import type { DatabaseOrTransaction } from "../../platform/db/database";
import { productColors, stocks } from "../../platform/db/schema";

/** Units of a product's shade (`colorId` null: a product without shades, or a line whose shade is unknown). */
export type ShadeUnits = { productId: string; colorId: string | null; quantity: number };

/** Where units went back: the shade (null: the product's own row) and its stock after. */
export type ShadeStockAfter = ShadeUnits & { stockColorId: string | null; quantityAfter: number };

/**
 * Puts units back on the stock rows they came from, in the rows' id order (the order placing an
 * order locks them in, so the two cannot deadlock). A line whose shade is no longer known (a
 * line older than shades' stock, or a shade since deleted) goes to the product's first shade; a
 * product with no stock row left gets nothing back (it answers nothing for that line).
 */
export async function putBackOnShades(tx: DatabaseOrTransaction, units: readonly ShadeUnits[]): Promise<ShadeStockAfter[]> {
  const rows = await Promise.all(units.map(async (unit) => ({ unit, stockId: await stockRowOf(tx, unit.productId, unit.colorId) })));
  const after: ShadeStockAfter[] = [];
  for (const { unit, stockId } of rows.filter((row) => row.stockId !== undefined).sort((a, b) => (a.stockId! < b.stockId! ? -1 : 1))) {
    const [row] = await tx
      .update(stocks)
      .set({ quantity: sql`${stocks.quantity} + ${unit.quantity}`, updatedAt: new Date() })
      .where(sql`${stocks.id} = ${stockId}`)
      .returning({ colorId: stocks.colorId, quantity: stocks.quantity });
    if (row) after.push({ ...unit, stockColorId: row.colorId, quantityAfter: row.quantity });
  }
  return after;
}

/** The stock row of a shade: its own, else (shade unknown) the product's first shade's or its only row. */
export async function stockRowOf(db: DatabaseOrTransaction, productId: string, colorId: string | null): Promise<string | undefined> {
  const [row] = await db
    .execute<{ id: string }>(
      sql`
    select ${stocks.id} as id from ${stocks} left join ${productColors} on ${productColors.id} = ${stocks.colorId}
    where ${stocks.productId} = ${productId}
    order by (${stocks.colorId} is not distinct from ${colorId}::uuid) desc, ${productColors.sortOrder} nulls first, ${productColors.name}
    limit 1`,
    )
    .then((result) => result.rows);
  return row?.id;
}

/** The stock of the row a shade's units come from and go back to (see `stockRowOf`). */
export async function shadeStockOf(
  db: DatabaseOrTransaction,
  productId: string,
  colorId: string | null,
): Promise<{ colorId: string | null; quantity: number } | undefined> {
  const stockId = await stockRowOf(db, productId, colorId);
  if (!stockId) return undefined;
  const [row] = await db
    .select({ colorId: stocks.colorId, quantity: stocks.quantity })
    .from(stocks)
    .where(sql`${stocks.id} = ${stockId}`);
  return row;
}

/** Takes units from a shade's stock only while it has them; undefined when short (nothing taken). */
export async function takeFromShade(tx: DatabaseOrTransaction, unit: ShadeUnits): Promise<ShadeStockAfter | undefined> {
  const stockId = await stockRowOf(tx, unit.productId, unit.colorId);
  if (!stockId) return undefined;
  const [row] = await tx
    .update(stocks)
    .set({ quantity: sql`${stocks.quantity} - ${unit.quantity}`, updatedAt: new Date() })
    .where(sql`${stocks.id} = ${stockId} and ${stocks.quantity} >= ${unit.quantity}`)
    .returning({ colorId: stocks.colorId, quantity: stocks.quantity });
  return row ? { ...unit, stockColorId: row.colorId, quantityAfter: row.quantity } : undefined;
}

/**
 * Shades with their own stock beside the columns asked for (decision 114): product_colors joined to
 * their stock rows, a shade without one counting 0. The caller adds its where and order.
 */
export function shadesWithStock<Columns extends SelectedFields>(db: DatabaseOrTransaction, columns: Columns) {
  return db
    .select({ ...columns, stock: sql<number>`coalesce(${stocks.quantity}, 0)`.mapWith(Number) })
    .from(productColors)
    .leftJoin(stocks, eq(stocks.colorId, productColors.id));
}
