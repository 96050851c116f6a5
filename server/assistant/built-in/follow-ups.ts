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
};

const PRODUCT_QUESTIONS = ["price", "shades", "stock"] as const;
const CHEAPER_THAN_SHOWN = ["ถูกกว่านี้", "ถูกกว่าอันนี้", "ถูกกว่าตัวนี้", "ถูกกว่านั้น", "cheaper"];
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
  return (
    namesProducts(understanding) || understanding.nameWords.length > 0 || understanding.priceRange !== null || understanding.rank !== null
  );
}

export function resolveFollowUp(understanding: Understanding, state: ConversationState): Resolved {
  const resolved: Resolved = { ...understanding, intents: new Set(understanding.intents), shownProducts: [] };
  const { text } = understanding;
  const asksAboutProduct = PRODUCT_QUESTIONS.some((intent) => understanding.intents.has(intent));
  const last = state.lastQuestion;

  // "ถูกกว่านี้มีไหม": below the cheapest product just shown, in the same line.
  const cheaper = CHEAPER_THAN_SHOWN.some((word) => text.includes(word));
  const pricier = PRICIER_THAN_SHOWN.some((word) => text.includes(word));
  if ((cheaper || pricier) && state.lastProducts.length > 0 && !namesProducts(understanding)) {
    // "นี้" is the product the last answer led with.
    const shown = state.lastProducts[0]!;
    const paid = shown.salePrice ?? shown.price;
    resolved.priceRange = cheaper ? { min: null, max: paid - 1 } : { min: paid + 1, max: null };
    resolved.rank = cheaper ? "priciest" : "cheapest";
    resolved.line = last?.line ?? null;
    resolved.kinds = last?.kinds ?? [];
    resolved.intents.add("products");
    resolved.intents.add("price");
    resolved.nameWords = [];
    return resolved;
  }

  // "อันนี้มีสีอื่นไหม", "ตัวนี้ยังมีของไหม", "ราคาเท่าไหร่" right after products were shown.
  const otherTopicHere = TOPIC_INTENTS.some((intent) => understanding.intents.has(intent));
  const pointsBack = !otherTopicHere && (understanding.pointsBack || (asksAboutProduct && !hasProductWishes(understanding)));
  if (pointsBack && state.lastProducts.length > 0 && !namesProducts(understanding) && understanding.nameWords.length === 0) {
    resolved.shownProducts = understanding.pointsBack ? state.lastProducts.slice(0, 1) : state.lastProducts.slice(0, 3);
    resolved.intents.add("products");
    return resolved;
  }

  // "แล้วสีแดงล่ะ", "แล้วงบ 300 ล่ะ", "ราคาเท่าไหร่" after a question about products: the wishes it leaves out carry over.
  const otherTopic = TOPIC_INTENTS.some((intent) => understanding.intents.has(intent));
  const continuesProducts =
    !otherTopic &&
    last !== null &&
    hasProductWishes(last) &&
    (understanding.followUp || (asksAboutProduct && !hasProductWishes(understanding)));
  if (continuesProducts && last) {
    if (resolved.colours.length === 0 && resolved.nameWords.length === 0) {
      resolved.colourNames = last.colourNames;
      resolved.colours = last.colours;
    }
    if (resolved.line === null && resolved.lines.length === 0) resolved.line = last.line;
    if (resolved.kinds.length === 0) resolved.kinds = last.kinds;
    if (resolved.priceRange === null) resolved.priceRange = last.priceRange;
    if (resolved.rank === null && !hasProductWishes(understanding)) resolved.rank = last.rank;
    if (resolved.nameWords.length === 0 && !namesProducts(understanding) && resolved.colourNames === last.colourNames)
      resolved.nameWords = last.nameWords;
    if (hasProductWishes(resolved)) resolved.intents.add("products");
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
  if (saysNothingKnown && understanding.followUp && state.lastTopics.length > 0 && !understanding.intents.has("thanks")) {
    for (const topic of state.lastTopics) resolved.intents.add(topic);
  }
  return resolved;
}
