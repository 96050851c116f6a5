import { and, eq, or, sql } from "drizzle-orm";
import type { ProductMention } from "../../domain/chat";
import type { DatabaseOrTransaction } from "../db/database";
import { products } from "../db/schema";
import { productsByIds } from "../assistant/facts/catalogue-facts";

/** A reply names a handful of products at most; a long list links its first ones. */
const MENTIONS_MAX = 8;

/**
 * The active products whose Thai or English name appears in an assistant's reply, in the order
 * they appear, with what the widget needs to link them and offer "add to cart". Found by the
 * database (`strpos` over the names), whichever assistant wrote the text: the built-in one
 * quotes names exactly, an LLM is told to.
 */
export async function productMentionsIn(db: DatabaseOrTransaction, text: string, now: Date): Promise<ProductMention[]> {
  if (text.trim() === "") return [];
  const lowered = text.toLowerCase();
  const named = await db
    .select({ id: products.id, name: products.name, nameThai: products.nameThai })
    .from(products)
    .where(
      and(
        eq(products.isActive, true),
        or(sql`strpos(${lowered}, lower(${products.nameThai})) > 0`, sql`strpos(${lowered}, lower(${products.name})) > 0`),
      ),
    )
    .limit(MENTIONS_MAX * 2);
  const position = (product: { name: string; nameThai: string }) => {
    const places = [lowered.indexOf(product.nameThai.toLowerCase()), lowered.indexOf(product.name.toLowerCase())].filter((place) => place >= 0);
    return Math.min(...places);
  };
  const ordered = named.sort((a, b) => position(a) - position(b)).slice(0, MENTIONS_MAX);
  const facts = await productsByIds(
    db,
    ordered.map((product) => product.id),
    now,
  );
  return facts.map((product) => ({
    productId: product.id,
    name: product.name,
    nameThai: product.nameThai,
    url: `/products/${product.slug}`,
    priceSatang: product.salePrice ?? product.price,
    inStock: product.inStock,
    // Stock is kept per product (spec §3 stocks): every shade of a product in stock can be ordered.
    shades: product.shades.map((shade) => ({ id: shade.id, name: shade.name, nameThai: shade.nameThai, colour: shade.hex, inStock: product.inStock })),
  }));
}
