import type { AssistantContext, AssistantTurn, ShopAssistant } from "../assistant";
import { listActiveFaqs } from "../../content/faqs";
import { loadSiteChrome } from "../../content/site-chrome";
import { listRunningFlashSales } from "../../promotions/flash-sales";
import { listActiveSpecialOffers } from "../../promotions/special-offers";
import { searchProducts, type ProductFact } from "../facts/catalogue-facts";
import { memberOrder, memberRecentOrders } from "../facts/member-orders";
import { shopPolicies, type ShopPolicies } from "../facts/shop-policies";
import { matchFaq } from "./faq-match";
import {
  loyaltyReply,
  orderReply,
  paymentReply,
  productsReply,
  promotionsReply,
  quoteTerms,
  recentOrdersReply,
  replies,
  shadeAdviceReply,
  shippingReply,
} from "./replies";
import { understand, type Intent, type Understanding } from "./understanding";

/**
 * The default assistant (issue 12): no network, answers only from the database and the shop's
 * published rules. Each part of the question gets its own paragraph, yielded as it is ready.
 */
export function createBuiltInAssistant(): ShopAssistant {
  return {
    kind: "built-in",
    async *reply(message: string, history: readonly AssistantTurn[], context: AssistantContext) {
      let understanding = understand(message);
      // "แล้วราคาล่ะ" after a question about red lipsticks: carry the products asked about before.
      if (understanding.colourNames.length === 0 && understanding.kinds.length === 0 && understanding.line === null && understanding.nameWords.length === 0 && asksAboutProducts(understanding)) {
        const previous = [...history].reverse().find((turn) => turn.role === "user");
        // Only the products carry over: the intents and any order number are this message's own.
        if (previous) understanding = { ...understand(`${previous.text} ${message}`), intents: understanding.intents, orderNumbers: understanding.orderNumbers };
      }
      let answered = false;
      for await (const paragraph of paragraphsFor(understanding, context)) {
        if (context.signal.aborted) return;
        yield `${answered ? "\n\n" : ""}${paragraph}`;
        answered = true;
      }
      if (!answered) yield replies.unknown;
    },
  };
}

const POLICY_INTENTS: readonly Intent[] = ["shipping", "delivery-time", "payment", "loyalty", "returns", "damaged", "shelf-life", "care", "shade-advice"];
const OTHER_TOPICS: readonly Intent[] = [...POLICY_INTENTS, "promotion", "order", "off-limits"];

function asksAboutProducts(understanding: Understanding) {
  const { intents } = understanding;
  return intents.has("price") || intents.has("shades") || intents.has("stock");
}

async function* paragraphsFor(understanding: Understanding, context: AssistantContext): AsyncGenerator<string> {
  const { intents } = understanding;
  const { db, member, now } = context;
  if (intents.has("off-limits")) {
    yield replies.offLimits;
    if (understanding.orderNumbers.length === 0) return;
  }
  if (intents.has("greeting")) yield replies.greeting(member.firstName);

  if (understanding.orderNumbers.length > 0) {
    for (const orderNumber of understanding.orderNumbers.slice(0, 3)) {
      // Only the signed-in member's own orders: another member's number reads as not found.
      const order = await memberOrder(db, member.id, orderNumber);
      yield order ? orderReply(order) : replies.orderNotFound(orderNumber);
    }
  } else if (intents.has("order") && !intents.has("returns") && !intents.has("payment") && !intents.has("damaged")) {
    yield recentOrdersReply(await memberRecentOrders(db, member.id));
  }

  // A product is asked about when the message names a colour, finish or kind, or words that
  // name a product and a price, shade or stock question. Words alone ("ซื้อครบเท่าไหร่") that
  // find nothing are not a product question: they say nothing rather than "no such product".
  const namesProducts = understanding.colourNames.length > 0 || understanding.kinds.length > 0 || understanding.line !== null;
  const otherTopic = OTHER_TOPICS.some((intent) => intents.has(intent));
  const wantsProducts = namesProducts || (understanding.nameWords.length > 0 && asksAboutProducts(understanding) && !otherTopic);
  if (wantsProducts) {
    const found = await findProducts(understanding, context);
    if (found.length > 0 || namesProducts) yield productsReply(found, intents.has("shades") || understanding.colourNames.length > 0);
  }

  if (intents.has("promotion")) {
    const [flashSales, offers] = await Promise.all([listRunningFlashSales(db, now), listActiveSpecialOffers(db)]);
    yield promotionsReply(flashSales, offers);
  }

  const needsPolicies = POLICY_INTENTS.some((intent) => intents.has(intent));
  const policies = needsPolicies ? shopPolicies((await loadSiteChrome(db)).brandName) : null;
  if (policies) yield* policyParagraphs(understanding, policies, context);

  if (!wantsProducts && !needsPolicies && !intents.has("promotion") && !intents.has("order") && !intents.has("off-limits")) {
    const faq = matchFaq(await listActiveFaqs(db), understanding);
    if (faq) yield `${faq.question}\n${faq.answer}`;
    else if (intents.has("thanks")) yield replies.thanks;
    else if (intents.has("products")) yield productsReply(await findProducts(understanding, context), true);
  }
}

async function* policyParagraphs(understanding: Understanding, policies: ShopPolicies, context: AssistantContext): AsyncGenerator<string> {
  const { intents } = understanding;
  if (intents.has("shipping")) yield shippingReply(policies);
  if (intents.has("delivery-time")) yield quoteTerms(policies.terms.shipping.filter((sentence) => sentence.includes("วันทำการ")));
  if (intents.has("payment")) yield paymentReply(policies);
  if (intents.has("loyalty")) yield loyaltyReply(policies);
  if (intents.has("returns")) yield quoteTerms(policies.terms["returns-and-refunds"]);
  if (intents.has("damaged")) yield quoteTerms(policies.terms["damaged-items"]);
  if (intents.has("shelf-life")) yield policies.shelfLifeText;
  if (intents.has("care")) yield quoteTerms(policies.care);
  if (intents.has("shade-advice")) {
    yield shadeAdviceReply(policies, understanding.skinTone);
    const tone = policies.skinTones.find((candidate) => candidate.id === understanding.skinTone);
    if (tone) {
      const carrying = await searchProducts(context.db, { termGroups: [tone.shades.map((shade) => shade.name)] }, context.now);
      if (carrying.length > 0) yield `สินค้าที่มีเฉดเหล่านี้:\n${carrying.map((product) => `• ${product.nameThai}`).join("\n")}`;
    }
  }
}

/** Colour, finish and any product-name words; if the name words find nothing, the colour and finish alone. */
async function findProducts(understanding: Understanding, context: AssistantContext): Promise<ProductFact[]> {
  const colourGroups = [...understanding.colours.map((colour) => colour.catalogueTerms), ...understanding.kinds];
  const search = { termGroups: colourGroups, line: understanding.line };
  if (understanding.nameWords.length > 0) {
    const named = await searchProducts(context.db, { ...search, termGroups: [...colourGroups, understanding.nameWords] }, context.now);
    if (named.length > 0 || (colourGroups.length === 0 && !understanding.line)) return named;
  }
  if (colourGroups.length === 0 && !understanding.line) return [];
  return searchProducts(context.db, search, context.now);
}
