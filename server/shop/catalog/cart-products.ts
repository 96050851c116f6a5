import { and, eq, sql } from "drizzle-orm";
import type { CartProductSnapshot } from "../../../domain/orders/cart";
import type { DatabaseOrTransaction } from "../../platform/db/database";
import { preparedQuery } from "../../platform/db/prepared-query";
import { products } from "../../platform/db/schema";
import { selectProductCardRows, withSalePrices } from "./product-queries";

/**
 * Current name, image, price (a running flash sale included) and stock of the products in
 * a shopper's cart. Products that are gone or switched off are simply absent.
 */
export async function currentCartProducts(db: DatabaseOrTransaction, productIds: readonly string[], now = new Date()): Promise<CartProductSnapshot[]> {
  const ids = [...new Set(productIds)];
  if (ids.length === 0) return [];
  const rows = await cartProductRows(db).execute({ now, ids });
  const priced = withSalePrices(rows, now);
  return priced.map((product) => ({
    productId: product.id,
    name: product.name,
    nameThai: product.nameThai,
    unitPrice: product.salePrice ?? product.price,
    image: product.imageUrl,
    stockQuantity: product.stockQuantity,
  }));
}

// The cart and checkout pages read it at every render, and the sold-out answer of a checkout
// twice: prepared, planned once per connection (decision 093).
const cartProductRows = preparedQuery((db) =>
  selectProductCardRows(db, sql.placeholder("now"))
    .where(and(eq(products.isActive, true), sql`${products.id} = any(${sql.placeholder("ids")}::uuid[])`))
    .prepare("cart_products"),
);
