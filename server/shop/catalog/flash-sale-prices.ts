import type { SqlValue } from "../../platform/db/shaped-statement";
import { and, eq, gt, inArray, sql, type SQL } from "drizzle-orm";
import { runningSalePrice } from "../../../domain/promotions/flash-sale";
import type { Satang } from "../../../domain/shared/money";
import type { DatabaseOrTransaction } from "../../platform/db/database";
import { flashSales } from "../../platform/db/schema";

/**
 * The flash-sale price running right now for each of `products` that has one. The window
 * and the on/off switch are judged by the domain rule (`runningSalePrice`), the same one
 * checkout and the promotions page use, so a sale starts and ends at the same instant
 * everywhere.
 */
export async function runningSalePrices(
  db: DatabaseOrTransaction,
  products: readonly { id: string; price: Satang }[],
  now: Date,
): Promise<Map<string, Satang>> {
  if (products.length === 0) return new Map();
  const sales = await db
    .select({
      productId: flashSales.productId,
      salePrice: flashSales.salePrice,
      startTime: flashSales.startTime,
      endTime: flashSales.endTime,
      isActive: flashSales.isActive,
    })
    .from(flashSales)
    // Only a narrowing for the index; the domain rule below decides what is running.
    .where(
      and(
        inArray(
          flashSales.productId,
          products.map((product) => product.id),
        ),
        eq(flashSales.isActive, true),
        gt(flashSales.endTime, now),
      ),
    );
  return salePricesFrom(products, sales, now);
}

export type SaleRow = { productId: string; salePrice: Satang; startTime: Date; endTime: Date; isActive: boolean };

/** The running sale price of each product that has one, from its candidate sales (read by the caller). */
export function salePricesFrom(products: readonly { id: string; price: Satang }[], sales: readonly SaleRow[], now: Date): Map<string, Satang> {
  const prices = new Map<string, Satang>();
  for (const product of products) {
    const price = runningSalePrice(
      product.price,
      sales.filter((sale) => sale.productId === product.id),
      now,
    );
    if (price !== null) prices.set(product.id, price);
  }
  return prices;
}

/**
 * The same candidate sales as `runningSalePrices` reads, as a subquery answering one JSON array of
 * SaleRow (timestamps as text), for a caller that reads them in one statement with other things.
 */
export function candidateSalesJson(productIds: SqlValue<readonly string[]>, now: SqlValue<Date>): SQL {
  return sql`(select coalesce(json_agg(json_build_object('productId', ${flashSales.productId}, 'salePrice', ${flashSales.salePrice},
      'startTime', ${flashSales.startTime}, 'endTime', ${flashSales.endTime}, 'isActive', ${flashSales.isActive})), '[]'::json)
    from ${flashSales}
    where ${flashSales.productId} = any(${sql.param(productIds)}::uuid[]) and ${flashSales.isActive} and ${flashSales.endTime} > ${now})`;
}
