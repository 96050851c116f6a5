import { and, eq, or, sql, type SQL } from "drizzle-orm";
import type { DatabaseOrTransaction } from "../../platform/db/database";
import { preparedQuery } from "../../platform/db/prepared-query";
import { categories, productColors, products, productStocks, stocks } from "../../platform/db/schema";
import { fewProductsStanding, productCardColumns, withSalePrices, type ProductCardView, type ProductStanding } from "./product-queries";

/** A shade with its own stock (decision 114): 0 is sold out, whatever the other shades hold. */
export type ProductColorView = { id: string; name: string; nameThai: string; hex: string; stock: number };

export type ProductDetailView = ProductCardView &
  ProductStanding & {
    description: string;
    descriptionThai: string;
    categoryId: string;
    /** The product's shades in the admin's order. */
    colors: ProductColorView[];
  };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MAX_KEY_LENGTH = 200;
/** Slugs (lowercase words joined by hyphens, as the products table checks) and UUIDs. */
const PRODUCT_KEY = /^[a-z0-9-]+$/;

/** One product with everything its page shows; `match` picks it by the `key` placeholder. */
function selectProductForPage(db: DatabaseOrTransaction, match: SQL) {
  return db
    .select({
      ...productCardColumns(sql.placeholder("now")),
      ...fewProductsStanding(),
      description: products.description,
      descriptionThai: products.descriptionThai,
      categoryId: products.categoryId,
      // The shades in the admin's order, read with the product (one round trip per page).
      colors: sql<
        [id: string, name: string, nameThai: string, hex: string, stock: number][]
      >`coalesce((select json_agg(json_build_array(${productColors.id}, ${productColors.name}, ${productColors.nameThai}, ${productColors.hex},
          coalesce((select ${stocks.quantity} from ${stocks} where ${stocks.colorId} = ${productColors.id}), 0)) order by ${productColors.sortOrder}, ${productColors.name})
        from ${productColors} where ${productColors.productId} = ${products.id}), '[]'::json)`,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(productStocks, eq(productStocks.productId, products.id))
    .where(and(eq(products.isActive, true), match))
    .limit(2);
}

// Only a UUID-shaped key is compared with the uuid column; anything else would make
// PostgreSQL reject the cast. Slugs are lowercase by constraint.
const productBySlug = preparedQuery((db) => selectProductForPage(db, eq(products.slug, sql.placeholder("key"))).prepare("product_by_slug"));
const productByIdOrSlug = preparedQuery((db) =>
  selectProductForPage(db, or(sql`${products.id} = ${sql.placeholder("key")}::uuid`, eq(products.slug, sql.placeholder("key")))!).prepare(
    "product_by_id_or_slug",
  ),
);

/**
 * One active product for its page, looked up by id (`/product/{id}`) or slug
 * (`/products/{id-or-slug}`), with colours, stock, category and any running flash-sale
 * price. Null when there is no such product, or it is switched off.
 */
export async function findStorefrontProduct(db: DatabaseOrTransaction, idOrSlug: string, now = new Date()): Promise<ProductDetailView | null> {
  const key = idOrSlug.trim().toLowerCase();
  // Only what a slug or an id can look like reaches the database (a NUL byte would make
  // PostgreSQL refuse the query).
  if (key.length > MAX_KEY_LENGTH || !PRODUCT_KEY.test(key)) return null;
  const rows = await (UUID.test(key) ? productByIdOrSlug : productBySlug)(db).execute({ key, now });
  // A slug that happens to look like another product's id: the id wins.
  const row = rows.find((candidate) => candidate.id === key) ?? rows[0];
  if (!row) return null;

  const { colors, ...product } = withSalePrices([row], now)[0]!;
  return { ...product, colors: colors.map(([id, name, nameThai, hex, stock]) => ({ id, name, nameThai, hex, stock })) };
}
