import type { ProductLine } from "../../../../domain/catalog/product-line";
import type { AssistantContext } from "../assistant";
import { searchProducts, type ProductFact } from "../facts/catalogue-facts";
import { catalogueWords } from "../facts/catalogue-vocabulary";
import type { Resolved } from "./follow-ups";
import { finishesReply, linesComparisonReply, productsComparisonReply } from "./replies";
import { understand } from "./understanding";

/** "A กับ B", "A vs B", "A หรือ B": where a comparison's two sides part. */
const SIDES = /\s(?:vs\.?|versus|กับ|หรือ|or|และ)\s|(?<=\S)(?:กับ|หรือ)(?=\S)/;

/**
 * A comparison (issue 23): the two lines side by side from /lipstick-info and their prices, or
 * two named products side by side from their facts. Null when the message names neither.
 */
export async function comparisonParagraph(understanding: Resolved, context: AssistantContext): Promise<string | null> {
  const { finishes } = understanding;
  // "แมตต์กับซาตินต่างกันไง": finishes, as /lipstick-info describes them.
  if (finishes.includes("satin") || (finishes.includes("matte") && finishes.includes("velvet"))) {
    return finishesReply(finishes.length >= 2 ? finishes : [...finishes, "velvet"]);
  }
  const pair = (await namedPair(understanding, context)) ?? (await kindPair(understanding, context));
  if (pair) return productsComparisonReply(pair);
  const aboutLines =
    understanding.lines.length === 2 || understanding.longestLasting || understanding.line !== null || understanding.shownProducts.length === 0;
  if (!aboutLines) return null;
  const ranges = Object.fromEntries(
    await Promise.all(
      (["glossy", "velvet"] as const).map(async (line) => {
        const [low] = await searchProducts(context.db, { termGroups: [], line, rank: "cheapest", limit: 1 }, context.now);
        const [high] = await searchProducts(context.db, { termGroups: [], line, rank: "priciest", limit: 1 }, context.now);
        return [line, { low: low ?? null, high: high ?? null }] as const;
      }),
    ),
  ) as Record<ProductLine, { low: ProductFact | null; high: ProductFact | null }>;
  return linesComparisonReply(ranges);
}

async function namedPair(understanding: Resolved, context: AssistantContext): Promise<[ProductFact, ProductFact] | null> {
  if (understanding.shownProducts.length >= 2) return [understanding.shownProducts[0]!, understanding.shownProducts[1]!];
  const sides = understanding.text
    .split(SIDES)
    .map((side) => side.trim())
    .filter((side) => side !== "");
  if (sides.length < 2) return null;
  const found: ProductFact[] = [];
  const names = await catalogueWords(context.db);
  for (const side of sides.slice(0, 2)) {
    // With the catalogue's names, so "rosy" stays the shade's name rather than a slip of "rose".
    const wish = understand(side, names);
    // A side that is only a line ("เวลเวท") is the lines' comparison, not a product's.
    if (wish.nameWords.length === 0 && wish.colourNames.length === 0 && wish.kinds.length === 0) return null;
    const termGroups = [...wish.colours.map((colour) => colour.catalogueTerms), ...(wish.nameWords.length > 0 ? [wish.nameWords] : [])];
    let [product] = await searchProducts(context.db, { termGroups, kindGroups: wish.kinds, line: wish.line, limit: 1 }, context.now);
    if (!product && wish.nameWords.length > 0) [product] = await searchProducts(context.db, { termGroups: [wish.nameWords], limit: 1 }, context.now);
    if (!product) return null;
    found.push(product);
  }
  return found[0]!.id === found[1]!.id ? null : [found[0]!, found[1]!];
}

/** "ลิปทินท์2ตัวต่างกันยังไง": a kind the shop sells exactly two of is those two side by side. */
async function kindPair(understanding: Resolved, context: AssistantContext): Promise<[ProductFact, ProductFact] | null> {
  if (understanding.kinds.length === 0 || understanding.lines.length === 2) return null;
  const ofKind = await searchProducts(context.db, { termGroups: [], kindGroups: understanding.kinds, line: understanding.line, limit: 3 }, context.now);
  return ofKind.length === 2 ? [ofKind[0]!, ofKind[1]!] : null;
}
