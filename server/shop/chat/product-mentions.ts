import type { ProductMention } from "../../../domain/chat/chat";
import type { DatabaseOrTransaction } from "../../platform/db/database";
import { productsNamedIn } from "../assistant/facts/catalogue-facts";

/** A reply names a handful of products at most; a long list links its first ones. */
const MENTIONS_MAX = 8;

/**
 * The active products whose Thai or English name appears in an assistant's reply, in the order
 * they appear, with what the widget needs to link them and offer "add to cart". Found by the
 * database (`strpos` over the names), whichever assistant wrote the text: the built-in one
 * quotes names exactly, an LLM is told to.
 */
export async function productMentionsIn(db: DatabaseOrTransaction, text: string, now: Date): Promise<ProductMention[]> {
  // The same reading the assistant's conversation state uses for "this one" (decision 066).
  const facts = await productsNamedIn(db, text, now, MENTIONS_MAX);
  return facts.map((product) => ({
    productId: product.id,
    name: product.name,
    nameThai: product.nameThai,
    url: `/products/${product.slug}`,
    priceSatang: product.salePrice ?? product.price,
    inStock: product.inStock,
    // Stock is kept per shade (decision 114): a shade sold out cannot be ordered while others can.
    shades: product.shades.map((shade) => ({
      id: shade.id,
      name: shade.name,
      nameThai: shade.nameThai,
      colour: shade.hex,
      inStock: shade.stock > 0,
    })),
  }));
}
