import { and, desc, eq, gt, lte, sql } from "drizzle-orm";
import type { FlashSaleView } from "../../../domain/promotions/flash-sale";
import type { DatabaseOrTransaction } from "../../platform/db/database";
import { flashSales, productColors, products, productStocks } from "../../platform/db/schema";

/**
 * Flash sales running at `now` (switched on, started, not yet ended) on active products,
 * newest first. The server's clock decides: a browser cannot make an ended sale appear.
 * Ended rows stay in the table (the back-office lists them as ended, decision 043); they
 * are simply never shown here.
 */
export async function listRunningFlashSales(db: DatabaseOrTransaction, now: Date): Promise<FlashSaleView[]> {
  const rows = await db
    .select({
      id: flashSales.id,
      productId: flashSales.productId,
      productSlug: products.slug,
      productName: products.name,
      productNameThai: flashSales.productName,
      image: sql<string | null>`coalesce(nullif(trim(${flashSales.productImage}), ''), ${products.imageUrl})`,
      originalPrice: flashSales.originalPrice,
      salePrice: flashSales.salePrice,
      endTime: flashSales.endTime,
      stockQuantity: sql<number>`coalesce(${productStocks.quantity}, 0)`,
      hasShades: sql<boolean>`exists (select 1 from ${productColors} where ${productColors.productId} = ${flashSales.productId})`,
    })
    .from(flashSales)
    .innerJoin(products, eq(products.id, flashSales.productId))
    .leftJoin(productStocks, eq(productStocks.productId, flashSales.productId))
    .where(and(eq(flashSales.isActive, true), eq(products.isActive, true), lte(flashSales.startTime, now), gt(flashSales.endTime, now)))
    .orderBy(desc(flashSales.createdAt), desc(flashSales.id));
  return rows.map((row) => ({
    ...row,
    productNameThai: row.productNameThai.trim() || row.productName,
    endTime: row.endTime.toISOString(),
  }));
}
