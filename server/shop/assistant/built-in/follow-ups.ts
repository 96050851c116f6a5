import { lipstickInfo } from "../../../../domain/catalog/lipstick-info";
import type { ProductFact } from "../facts/catalogue-facts";
import { TOPIC_INTENTS, type ConversationState } from "../understanding/conversation-state";
import type { Understanding } from "./understanding";

/**
 * The third stage (decision 066): a follow-up takes what it does not say from the conversation.
 * "อันนี้มีสีอื่นไหม" → the product just shown; "แล้วสีแดงล่ะ" → the last question's line, kind
 * and budget with red; "ถูกกว่านี้มีไหม" → below the cheapest just shown; "เลขพัสดุล่ะ" → the last
 * order; "แล้วต้องทำยังไง" → the last topic. What the message says itself always wins.
 */
export type Resolved = Understanding & {
  /** The products the message points back to ("ตัวนี้"), when it names none of its own. */
  shownProducts: ProductFact[];
  /** "ถูกกว่านี้": the product just shown that the answer is cheaper (or pricier) than. */
  priceAgainst: { product: ProductFact; direction: "cheaper" | "pricier" } | null;
};

const PRODUCT_QUESTIONS = ["price", "shades", "stock"] as const;
// "กว่านี้" after a word for lower price, whatever is between ("ราคาต่ำกว่านี้", "ถูกกว่าตัวนี้").
const CHEAPER_THAN_SHOWN = /(?:ถูก|ต่ำ|cheaper|less)\s*กว่า\s*(?:นี้|นั้น|อันนี้|ตัวนี้|อันนั้น|ตัวนั้น)|cheaper|ถูกลง/;
const ORDER_AMOUNT = /จ่าย|ยอด|เท่าไหร่|เท่าไร|กี่บาท|ราคารวม|total|how much/;
const PRICIER_THAN_SHOWN = ["แพงกว่านี้", "แพงกว่าอันนี้", "ดีกว่านี้"];

export function namesProducts(understanding: Understanding): boolean {
  // `colours` also holds an open wish's shades ("earth tone"), which have no colour name.
  return (
    understanding.colours.length > 0 ||
    understanding.colourNames.length > 0 ||
    understanding.kinds.length > 0 ||
    understanding.line !== null ||
    understanding.lines.length > 0
  );
}

function hasProductWishes(understanding: Understanding): boolean {
  return namesProducts(understanding) || understanding.nameWords.length > 0 || understanding.priceRange !== null || understanding.rank !== null;
}

const paidNow = (product: ProductFact) => product.salePrice ?? product.price;

/**
 * Leftover words that name nothing in the catalogue ("อยู่" in "ยังมีของอยู่ไหม", "ใช้" in
 * "ใช้ยังไง") are not a wish of their own. Without the catalogue's words, every leftover word counts.
 */
function withoutWeakWords(understanding: Understanding, catalogueWords: readonly string[] | undefined): Understanding {
  if (!catalogueWords) return understanding;
  const nameWords = understanding.nameWords.filter((word) => catalogueWords.some((known) => known.includes(word)));
  return nameWords.length === understanding.nameWords.length ? understanding : { ...understanding, nameWords };
}

/**
 * `catalogueWords` (`facts/catalogue-vocabulary.ts`) tell a leftover word that names a product
 * from one that names nothing, so a short question with no topic of its own ("ใช้ยังไง",
 * "ยังมีของอยู่ไหม") is read against the conversation before it is called off-topic.
 */
export function resolveFollowUp(asked: Understanding, state: ConversationState, catalogueWords?: readonly string[]): Resolved {
  const understanding = withoutWeakWords(asked, catalogueWords);
  const resolved: Resolved = { ...asked, intents: new Set(asked.intents), shownProducts: [], priceAgainst: null };
  const { text } = understanding;
  const asksAboutProduct = PRODUCT_QUESTIONS.some((intent) => understanding.intents.has(intent));
  const last = state.lastQuestion;

  // "ถูกกว่านี้มีไหม": the last wish (colour, finish, kind, line, budget) below everything just
  // shown — the cheapest of the list is the bar, so no product shown comes back as "cheaper".
  const cheaper = CHEAPER_THAN_SHOWN.test(text);
  const pricier = PRICIER_THAN_SHOWN.some((word) => text.includes(word));
  if ((cheaper || pricier) && state.lastProducts.length > 0 && !namesProducts(understanding)) {
    const bar = state.lastProducts.reduce((best, product) =>
      cheaper ? (paidNow(product) < paidNow(best) ? product : best) : paidNow(product) > paidNow(best) ? product : best,
    );
    const lastRange = last?.priceRange ?? null;
    resolved.priceRange = cheaper
      ? { min: lastRange?.min ?? null, max: Math.min(paidNow(bar) - 1, lastRange?.max ?? Number.MAX_SAFE_INTEGER) }
      : { min: Math.max(paidNow(bar) + 1, lastRange?.min ?? 0), max: lastRange?.max ?? null };
    // Nearest first: the cheapest above for "pricier", the cheapest below for "cheaper".
    resolved.rank = "cheapest";
    resolved.line = last?.line ?? null;
    resolved.lines = last?.lines ?? [];
    resolved.kinds = last?.kinds ?? [];
    resolved.colours = last?.colours ?? [];
    resolved.colourNames = last?.colourNames ?? [];
    resolved.intents.add("products");
    resolved.intents.add("price");
    resolved.nameWords = [];
    resolved.priceAgainst = { product: bar, direction: cheaper ? "cheaper" : "pricier" };
    return resolved;
  }

  // "ต้องจ่ายเท่าไหร่นะคะ" right after an order: that order's amount, not the ways to pay
  // nor the products its answer named.
  if (
    understanding.orderNumbers.length === 0 &&
    state.lastOrderNumber &&
    state.lastTopics.includes("order") &&
    ORDER_AMOUNT.test(text) &&
    !namesProducts(understanding) &&
    understanding.nameWords.length === 0
  ) {
    resolved.orderNumbers = [state.lastOrderNumber];
    resolved.intents.add("order");
    resolved.intents.delete("payment");
    resolved.intents.delete("price");
    resolved.priceRange = null;
    return resolved;
  }

  // "อันนี้มีสีอื่นไหม", "ตัวนี้ยังมีของไหม", "ราคาเท่าไหร่" right after products were shown.
  const otherTopicHere = TOPIC_INTENTS.some((intent) => understanding.intents.has(intent));
  const pointsBack = !otherTopicHere && (understanding.pointsBack || (asksAboutProduct && !hasProductWishes(understanding)));
  if (pointsBack && state.lastProducts.length > 0 && !namesProducts(understanding) && understanding.nameWords.length === 0) {
    resolved.shownProducts = understanding.pointsBack ? state.lastProducts.slice(0, 1) : state.lastProducts.slice(0, 3);
    resolved.nameWords = [];
    resolved.intents.add("products");
    return resolved;
  }

  // "แล้วสีแดงล่ะ", "แล้วงบ 300 ล่ะ", "ราคาเท่าไหร่" after a question about products: the wishes it leaves out carry over.
  const otherTopic = TOPIC_INTENTS.some((intent) => understanding.intents.has(intent));
  const continuesProducts =
    !otherTopic && last !== null && hasProductWishes(last) && (understanding.followUp || (asksAboutProduct && !hasProductWishes(understanding)));
  if (continuesProducts && last) {
    resolved.nameWords = understanding.nameWords;
    if (resolved.colours.length === 0 && resolved.nameWords.length === 0) {
      resolved.colourNames = last.colourNames;
      resolved.colours = last.colours;
    }
    if (resolved.line === null && resolved.lines.length === 0) resolved.line = last.line;
    if (resolved.kinds.length === 0) resolved.kinds = last.kinds;
    if (resolved.priceRange === null) resolved.priceRange = last.priceRange;
    if (resolved.rank === null && !hasProductWishes(understanding)) resolved.rank = last.rank;
    if (resolved.nameWords.length === 0 && !namesProducts(understanding) && resolved.colourNames === last.colourNames) resolved.nameWords = last.nameWords;
    if (hasProductWishes(resolved)) resolved.intents.add("products");
  }

  // "เอาแบบ velvet นะ" after "ผิวสองสี": the line or kind narrows the shades advised for that skin tone.
  const lastTone = last?.skinTone ?? null;
  const tone = lipstickInfo.skinTones.find((candidate) => candidate.id === lastTone);
  if (tone && understanding.skinTone === null && (resolved.line !== null || resolved.kinds.length > 0) && resolved.colours.length === 0) {
    resolved.colours = [{ spellings: [], catalogueTerms: tone.shades.map((shade) => shade.name) }];
    resolved.intents.add("products");
  }

  // "เลขพัสดุล่ะ", "ออเดอร์นั้นส่งยัง": the order last talked about.
  const aboutOrder = understanding.intents.has("order") || understanding.intents.has("delivery-time");
  if (
    understanding.orderNumbers.length === 0 &&
    state.lastOrderNumber &&
    aboutOrder &&
    (understanding.followUp || understanding.pointsBack || /นั้น|นี้|เมื่อกี้/.test(text))
  ) {
    resolved.orderNumbers = [state.lastOrderNumber];
    resolved.intents.add("order");
  }

  // "แล้วยอดรวมเท่าไหร่" right after an order: the same order.
  if (
    resolved.orderNumbers.length === 0 &&
    state.lastOrderNumber &&
    understanding.followUp &&
    state.lastTopics.includes("order") &&
    !namesProducts(understanding) &&
    understanding.priceRange === null &&
    understanding.rank === null
  ) {
    resolved.orderNumbers = [state.lastOrderNumber];
    resolved.intents.add("order");
    return resolved;
  }

  // "แล้วต้องทำยังไง" after a question about returns: the same topic again.
  // Leftover words ("ครบ", "ยอด") are weak: only a recognised wish or topic keeps the last topic out.
  const saysNothingKnown =
    [...understanding.intents].every((intent) => intent === "greeting" || intent === "thanks") &&
    !namesProducts(understanding) &&
    understanding.priceRange === null &&
    understanding.rank === null;
  // A short how/what question with nothing of its own ("ใช้ยังไง" after the points balance) continues
  // the last topic too: at most one leftover Thai word, which names nothing ("ใช้"); a Latin word is a name ("Dior").
  const bareQuestion =
    catalogueWords !== undefined &&
    understanding.asksHowOrWhat &&
    understanding.nameWords.length === 0 &&
    asked.nameWords.length <= 1 &&
    asked.nameWords.every((word) => !/[a-z]/.test(word));
  if (saysNothingKnown && (understanding.followUp || bareQuestion) && state.lastTopics.length > 0 && !understanding.intents.has("thanks")) {
    for (const topic of state.lastTopics) resolved.intents.add(topic);
    resolved.nameWords = understanding.nameWords;
  }
  return resolved;
}
