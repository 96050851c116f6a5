import { desc, eq, sql } from "drizzle-orm";
import type { ProductLine } from "../../domain/product-line";
import type { DatabaseOrTransaction } from "../db/database";
import { categories, products, stocks } from "../db/schema";

export type ProductCardView = {
  id: string;
  slug: string;
  name: string;
  nameThai: string;
  line: ProductLine;
  price: number;
  imageUrl: string | null;
  categoryName: string;
  stockQuantity: number;
  inStock: boolean;
};

const productCardColumns = {
  id: products.id,
  slug: products.slug,
  name: products.name,
  nameThai: products.nameThai,
  line: products.line,
  price: products.price,
  imageUrl: products.imageUrl,
  categoryName: categories.name,
  stockQuantity: sql<number>`coalesce(${stocks.quantity}, 0)`,
};

/** The newest active products, for the home page's featured row. */
export async function listFeaturedProducts(db: DatabaseOrTransaction, count: number): Promise<ProductCardView[]> {
  const rows = await db
    .select(productCardColumns)
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(stocks, eq(stocks.productId, products.id))
    .where(eq(products.isActive, true))
    .orderBy(desc(products.createdAt), desc(products.id))
    .limit(count);
  return rows.map(toProductCard);
}

export function toProductCard(row: Omit<ProductCardView, "inStock" | "line"> & { line: string }): ProductCardView {
  return { ...row, line: row.line as ProductLine, inStock: row.stockQuantity > 0 };
}
