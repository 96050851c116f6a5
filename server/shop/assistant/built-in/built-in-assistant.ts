import type { AssistantContext, AssistantTurn, ShopAssistant } from "../assistant";
import { listActiveFaqs } from "../../content/faqs";
import { loadSiteChrome } from "../../content/site-chrome";
import { listRunningFlashSales } from "../../promotions/flash-sales";
import { listShopOffers } from "../../promotions/promotion-cards";
import { countProducts, searchProducts, type ProductFact, type ProductSearch } from "../facts/catalogue-facts";
import { catalogueWords } from "../facts/catalogue-vocabulary";
import { memberOrder, memberRecentOrders } from "../facts/member-orders";
import { memberPointsBalance, shopContact, type ShopContactFact } from "../facts/shop-contact";
import { priceSpend } from "../../promotions/basket-pricing";
import { loadShopPolicies, type ShopPolicies } from "../facts/shop-policies";
import { conversationState, type ConversationState } from "../understanding/conversation-state";
import { matchFaq } from "./faq-match";
import { namesProducts, resolveFollowUp, type Resolved } from "./follow-ups";
import { comparisonParagraph } from "./comparisons";
import {
  budgetReply,
  colourOutOfBudgetReply,
  namedFor,
  relativePriceReply,
  contactReply,
  countReply,
  soldOutReply,
  longestLastingReply,
  offTopicReply,
  otherGoodsReply,
  outOfReachReply,
  passageReply,
  orderProgressReply,
  orderReply,
  paymentReply,
  plainPolicy,
  pointsReply,
  productsReply,
  promotionsReply,
  rankedReply,
  recentOrdersReply,
  replies,
  rudeReply,
  scopeText,
  shadeAdviceReply,
  shippingReply,
  spendReply,
  unknownReply,
} from "./replies";
import { understand, type Intent, type Understanding } from "./understanding";
import { afterSaleAsked, afterSaleReply } from "./after-sale-answers";
import { basketAsked, quoteParagraph } from "./quotes";
import { bestPassage } from "../knowledge/shop-knowledge";
import { outOfReach, soundsUpset } from "../understanding/shopper-stance";
import { asksToUseCode } from "../understanding/code-wish";
import { questionParts } from "./question-parts";
import { memberCodeAsk } from "../facts/member-codes";
import { codeReply } from "./code-answers";

/**
 * The default assistant (issue 12, issue 23): no network, answers only from the database and the
 * shop's published rules. A message goes through the stages of decision 066 — normalise, intents
 * and slots (`understand`), the conversation's state (`conversationState` + `resolveFollowUp`) —
 * then each part of the question gets its own short paragraph, yielded as it is ready.
 */
export function createBuiltInAssistant(): ShopAssistant {
  return {
    kind: "built-in",
    async *reply(message: string, history: readonly AssistantTurn[], context: AssistantContext) {
      const names = await catalogueWords(context.db);
      const shop = lazyShop(context);
      // An upset or complaining shopper is offered a person whatever else the reply says.
      const whole = understand(message, names);
      if (whole.intents.has("rude") || soundsUpset(whole.text)) context.offerHandover?.("upset");
      // Several questions in one message: each answered on its own, in the order asked (issue 37).
      const parts = questionParts(message);
      if (parts.length > 1 && (yield* severalQuestions(parts, history, context, shop, names))) return;
      yield* oneQuestion(message, whole, history, context, shop, names);
    },
  };
}

/** One question through the stages; what no rule claims, from the shop's texts, else an honest "not sure". */
async function* oneQuestion(
  message: string,
  asked: Understanding,
  history: readonly AssistantTurn[],
  context: AssistantContext,
  shop: Shop,
  names: readonly string[],
) {
  const state = await conversationState(context.db, history, context.now);
  const understanding = resolveFollowUp(asked, state, names);
  let answered = false;
  for await (const paragraph of paragraphsFor(understanding, context, shop, state)) {
    if (context.signal.aborted) return;
    yield `${answered ? "\n\n" : ""}${paragraph}`;
    answered = true;
  }
  if (answered) return;
  // No rule claims it: the shop's own texts, if one covers the question well enough (decision 106).
  const passage = await bestPassage(context.db, message);
  if (passage) yield passageReply(passage.item);
  else if (offTopic(understanding)) yield offTopicReply((await loadSiteChrome(context.db)).brandName);
  else if (asksForOtherGoods(understanding)) yield otherGoodsReply((await loadSiteChrome(context.db)).brandName);
  else {
    context.offerHandover?.("cannot-help");
    yield unknownReply(await shop.contact());
  }
}

/**
 * Each part of a message with several questions through the stages, in order, with the parts
 * before it as the conversation so far (so "แล้วสีชมพูล่ะ" still follows); a paragraph already
 * given is not repeated. A part no rule and no text of the shop answers adds one honest "not
 * sure" at the end. False, having said nothing, when no part could be answered on its own: the
 * message is then read whole.
 */
async function* severalQuestions(
  parts: readonly string[],
  history: readonly AssistantTurn[],
  context: AssistantContext,
  shop: Shop,
  names: readonly string[],
): AsyncGenerator<string, boolean> {
  const turns = [...history];
  const given = new Set<string>();
  let unsure = false;
  for (const part of parts) {
    const state = await conversationState(context.db, turns, context.now);
    const understanding = resolveFollowUp(understand(part, names), state, names);
    const paragraphs: string[] = [];
    for await (const paragraph of paragraphsFor(understanding, context, shop, state)) paragraphs.push(paragraph);
    if (paragraphs.length === 0) {
      const passage = await bestPassage(context.db, part);
      if (passage) paragraphs.push(passageReply(passage.item));
      else if (!offTopic(understanding)) unsure = true;
    }
    if (context.signal.aborted) return true;
    for (const paragraph of paragraphs.filter((candidate) => !given.has(candidate))) {
      yield `${given.size > 0 ? "\n\n" : ""}${paragraph}`;
      given.add(paragraph);
    }
    turns.push({ role: "user", text: part }, { role: "assistant", text: paragraphs.join("\n\n") });
  }
  if (given.size === 0) return false;
  if (unsure) {
    context.offerHandover?.("cannot-help");
    yield `\n\n${unknownReply(await shop.contact())}`;
  }
  return true;
}

/** The shop's own facts, read once per reply and only when a paragraph needs them. */
function lazyShop(context: AssistantContext) {
  let contact: Promise<ShopContactFact> | undefined;
  let policies: Promise<ShopPolicies> | undefined;
  return {
    contact: () => (contact ??= shopContact(context.db)),
    policies: () => (policies ??= loadShopPolicies(context.db, context.now)),
  };
}
type Shop = ReturnType<typeof lazyShop>;

const POLICY_INTENTS: readonly Intent[] = ["shipping", "delivery-time", "payment", "loyalty", "returns", "damaged", "shelf-life", "care", "shade-advice"];
const OTHER_TOPICS: readonly Intent[] = [...POLICY_INTENTS, "promotion", "order", "off-limits", "contact", "rude"];
/**
 * Words that say the message is about this shop or what it sells (lips, skin, delivery, the
 * chat itself), so not knowing is "not sure, ask the staff", never "off topic" (issue 37).
 */
const SHOP_WORDS = [
  ...["ร้าน", "สินค้า", "ลิป", "สั่ง", "ซื้อ", "ส่ง", "ของ", "lip", "shop", "order", "สี", "ราคา", "แต้ม", "คะแนน", "โปร", "ปาก", "ผิว", "แพ้"],
  ...["ระคาย", "ส่วนผสม", "อย.", "จดแจ้ง", "เสาร์", "อาทิตย์", "วันหยุด", "แชท", "ตอบ", "แอดมิน", "จ่าย", "โอน", "เงิน", "คืน", "เปลี่ยน", "ยกเลิก"],
  ...["พัสดุ", "ขนส่ง", "บัญชี", "สมาชิก", "ข้อมูล", "แมส", "หน้ากาก", "กลอส", "แมท", "gloss", "matte", "delivery", "deliver", "ship"],
];

/** Words that only place a message in some shop ("ร้านชาบู"), not in this one's trade. */
const GENERIC_SHOP_WORDS = new Set(["ร้าน", "ของ", "สินค้า", "ซื้อ", "shop"]);

/**
 * Nothing about this shop ("พรุ่งนี้ฝนจะตกไหม"), or words naming something else with nothing of
 * the trade ("แนะนำร้านชาบูแถวสุขุมวิท"): steer back to lipsticks.
 */
function offTopic(understanding: Resolved): boolean {
  const said = SHOP_WORDS.filter((word) => understanding.text.includes(word));
  return said.length === 0 || (understanding.nameWords.length > 0 && said.every((word) => GENERIC_SHOP_WORDS.has(word)));
}

/** "มีมาสคาร่าขายไหม", "มีลิป Dior ไหม": goods or a brand the shop does not sell, by words no product has. */
function asksForOtherGoods(understanding: Resolved): boolean {
  return (
    understanding.nameWords.length > 0 && (/ขาย|ยี่ห้อ|แบรนด์|brand/.test(understanding.text) || understanding.nameWords.some((word) => /^[a-z]{2,}$/.test(word)))
  );
}

function asksAboutProducts(understanding: Resolved) {
  const { intents } = understanding;
  return intents.has("price") || intents.has("shades") || intents.has("stock");
}

async function* paragraphsFor(understanding: Resolved, context: AssistantContext, shop: Shop, state: ConversationState): AsyncGenerator<string> {
  const { intents } = understanding;
  const { db, member, now } = context;
  // "ฉันเป็นแอดมิน ตั้งราคา…", "บอกที่อยู่ลูกค้าคนล่าสุด": said plainly, nothing else looked up.
  const reach = outOfReach(understanding.text);
  if (reach.length > 0) {
    yield outOfReachReply(reach);
    return;
  }
  if (intents.has("off-limits")) {
    yield replies.offLimits;
    if (understanding.orderNumbers.length === 0) return;
  }
  if (intents.has("rude") || soundsUpset(understanding.text)) yield rudeReply(await shop.contact());
  if (intents.has("greeting")) yield replies.greeting(member.firstName);

  // "ใช้โค้ดที่เก็บไว้": the member's own collected codes, and their kept cart priced with the one chosen (the chat proposes the step).
  const codeAsked = asksToUseCode(understanding.text);
  if (codeAsked) {
    yield codeReply(await memberCodeAsk(db, member.id, understanding.text, now));
    // The code's own words ("GLOSSY50", "เก็บสะสมไว้") name no product, offer or points question; the reply quotes the cart.
    for (const intent of ["promotion", "price", "order", "shipping", "products", "shades", "stock", "compare"] as const) intents.delete(intent);
    if (!/แต้ม|point|พอยท์|พอยต์/.test(understanding.text)) intents.delete("loyalty");
  }

  // A basket in words: priced by the checkout's pricing; the shipping rule and product lists step aside.
  const basket = await basketAsked(db, understanding.text);
  if (basket) {
    yield await quoteParagraph(basket, context);
    for (const intent of ["shipping", "price", "stock", "products", "shades", "promotion", "compare"] as const) intents.delete(intent);
    if (basket.points !== null) intents.delete("loyalty");
  }

  // Cancel, change, wrong item, return, cash on delivery: what the shopper can do, for their order when there is one.
  const asks = afterSaleAsked(understanding.text);
  let afterSaleAnswered = false;
  if (asks.length > 0 && !basket) {
    const orderNumber = understanding.orderNumbers[0] ?? state.lastOrderNumber;
    const order = orderNumber ? await memberOrder(db, member.id, orderNumber) : ((await memberRecentOrders(db, member.id, 1))[0] ?? null);
    yield afterSaleReply(asks, order, now);
    afterSaleAnswered = true;
    for (const intent of ["returns", "damaged", "order"] as const) intents.delete(intent);
    if (asks.includes("cod")) intents.delete("payment");
  }

  if (understanding.orderNumbers.length > 0 && !afterSaleAnswered) {
    for (const orderNumber of understanding.orderNumbers.slice(0, 3)) {
      // Only the signed-in member's own orders: another member's number reads as not found.
      const order = await memberOrder(db, member.id, orderNumber);
      yield order ? orderReply(order) : replies.orderNotFound(orderNumber);
    }
  } else if (understanding.asksArrival && !intents.has("returns") && !intents.has("damaged")) {
    // "ของถึงยัง": where their own orders are now, and how long delivery takes while one is on its way.
    const [orders, policies] = await Promise.all([memberRecentOrders(db, member.id), shop.policies()]);
    yield orderProgressReply(orders, deliveryTimeText(policies));
    intents.delete("delivery-time");
  } else if (intents.has("order") && !intents.has("returns") && !intents.has("damaged")) {
    // "ออเดอร์ล่าสุดจ่ายเงินยัง": the member's orders carry their payment status too.
    yield recentOrdersReply(await memberRecentOrders(db, member.id));
  }

  if (intents.has("contact") && !intents.has("rude")) yield contactReply(await shop.contact());
  if (understanding.spend !== null && !basket)
    yield spendReply(understanding.spend, await shop.policies(), await listShopOffers(db, now), await priceSpend(db, understanding.spend, now));

  let shownProducts = basket !== null || codeAsked;
  if (intents.has("compare")) {
    const comparison = await comparisonParagraph(understanding, context);
    if (comparison) {
      yield comparison;
      shownProducts = true;
    }
  }
  if (!shownProducts && understanding.longestLasting && !intents.has("compare")) {
    yield longestLastingReply(await searchProducts(db, { ...productSearch(understanding), line: "velvet" }, now));
    shownProducts = true;
  }

  // A product is asked about when the message names a colour, finish, kind, budget or ranking, or
  // words that name a product with a price, shade or stock question. Words alone
  // ("ซื้อครบเท่าไหร่") that find nothing are not a product question.
  const otherTopic = OTHER_TOPICS.some((intent) => intents.has(intent));
  const wishes =
    namesProducts(understanding) || understanding.priceRange !== null || understanding.rank !== null || understanding.soldOut || understanding.countAsked;
  const wantsProducts =
    !shownProducts &&
    (understanding.shownProducts.length > 0 || wishes || (understanding.nameWords.length > 0 && asksAboutProducts(understanding) && !otherTopic));
  if (wantsProducts) {
    const paragraph = await productsParagraph(understanding, context, wishes);
    if (paragraph) {
      yield paragraph;
      shownProducts = true;
    }
  }

  if (intents.has("promotion")) {
    const [flashSales, offers] = await Promise.all([listRunningFlashSales(db, now), listShopOffers(db, now)]);
    yield promotionsReply(flashSales, offers);
  }

  const needsPolicies = POLICY_INTENTS.some((intent) => intents.has(intent));
  if (needsPolicies) yield* policyParagraphs(understanding, await shop.policies(), context);

  const answeredSomething =
    codeAsked ||
    afterSaleAnswered ||
    shownProducts ||
    needsPolicies ||
    understanding.spend !== null ||
    ["promotion", "order", "off-limits", "contact", "rude", "compare"].some((intent) => intents.has(intent as Intent));
  if (!answeredSomething) {
    const faq = matchFaq(await listActiveFaqs(db), understanding);
    if (faq) yield faq.answer;
    else if (intents.has("thanks")) yield replies.thanks;
    else if (intents.has("products") || understanding.nameWords.length > 0) {
      // "ลิป mlbb มีมั้ย": words that name a product; words that name nothing fall through to the
      // shop's texts, then an honest "not sure" (the reply's last stage).
      const found = await findProducts(understanding, context);
      if (found.length > 0) yield productsReply(found, true);
    }
  }
}

/** The one colour the shopper named ("สีแดง"), with the catalogue terms that spell it. */
function askedColour(understanding: Resolved): { word: string; terms: readonly string[] } | null {
  if (understanding.colourNames.length !== 1 || understanding.wishes.length > 0) return null;
  const name = understanding.colourNames[0]!;
  const colour = understanding.colours.find((candidate) => candidate.spellings.length > 0);
  return colour ? { word: scopeText(null, [name]) || name, terms: colour.catalogueTerms } : null;
}

function productSearch(understanding: Resolved): ProductSearch {
  return {
    termGroups: understanding.colours.map((colour) => colour.catalogueTerms),
    kindGroups: understanding.kinds,
    line: understanding.line,
    minPrice: understanding.priceRange?.min ?? null,
    maxPrice: understanding.priceRange?.max ?? null,
    rank: understanding.rank,
  };
}

async function productsParagraph(understanding: Resolved, context: AssistantContext, wishes: boolean): Promise<string | null> {
  const withShades = understanding.intents.has("shades") || understanding.colourNames.length > 0;
  if (understanding.shownProducts.length > 0) return productsReply(understanding.shownProducts, withShades || understanding.pointsBack);
  const ownWishes = namesProducts(understanding) || understanding.nameWords.length > 0 || understanding.priceRange !== null || understanding.rank !== null;
  if (understanding.soldOut && !ownWishes) {
    return soldOutReply(await searchProducts(context.db, { termGroups: [], soldOutOnly: true, limit: 50 }, context.now));
  }
  if (understanding.countAsked && !understanding.rank) {
    const search = productSearch(understanding);
    const [count, listed] = await Promise.all([
      countProducts(context.db, search, context.now),
      searchProducts(context.db, { ...search, rank: search.rank ?? "newest", limit: 20 }, context.now),
    ]);
    if (count > 0 || ownWishes) return countReply(count, listed, scopeText(understanding.line, understanding.colourNames));
  }
  const found = await findProducts(understanding, context);
  // The cheapest product of the wish at any price: what a reply shows when nothing matched the price asked.
  const cheapestOfWish = async () =>
    (await searchProducts(context.db, { ...productSearch(understanding), minPrice: null, maxPrice: null, rank: "cheapest", limit: 1 }, context.now))[0] ?? null;
  if (understanding.priceAgainst) {
    // Nothing cheaper (or pricier) of that wish: say so, and show the cheapest of the wish itself.
    const nearest = found.length > 0 ? null : await cheapestOfWish();
    return relativePriceReply(understanding.priceAgainst, found, nearest, scopeText(understanding.line, understanding.colourNames));
  }
  const asked = askedColour(understanding);
  if (understanding.priceRange && asked) {
    // "สีแดง ไม่เกิน 250": only a product named for the colour is that colour; one that merely has
    // a shade of it ("ถั่วแดง" of an orange tint) is another colour, and is labelled so.
    const ofColour = found.filter((product) => namedFor(product, asked.terms));
    if (ofColour.length === 0) {
      const [above, others] = await Promise.all([
        searchProducts(context.db, { ...productSearch(understanding), minPrice: null, maxPrice: null, rank: "cheapest", limit: 10 }, context.now),
        found.length > 0
          ? Promise.resolve(found)
          : searchProducts(context.db, { ...productSearch(understanding), termGroups: [], rank: "cheapest", limit: 3 }, context.now),
      ]);
      const nearestOfColour = above.find((product) => namedFor(product, asked.terms)) ?? null;
      return colourOutOfBudgetReply(asked.word, understanding.priceRange, nearestOfColour, others.slice(0, 3), asked.terms);
    }
    return budgetReply(understanding.priceRange, [...ofColour, ...found.filter((product) => !ofColour.includes(product))], null, asked.terms);
  }
  if (understanding.rank) return rankedReply(understanding.rank, found, scopeText(understanding.line, understanding.colourNames));
  if (understanding.priceRange) {
    // Nothing in the budget: the nearest, so the shopper knows how far off it is.
    const nearest = found.length > 0 ? null : await cheapestOfWish();
    return budgetReply(understanding.priceRange, found, nearest);
  }
  // An open wish ("earth tone") says first which advice of /lipstick-info it was read through.
  const reason = understanding.wishReasons.length > 0 && found.length > 0 ? `${understanding.wishReasons.join(" ")}\n` : "";
  if (found.length > 0 || wishes) return `${reason}${productsReply(found, withShades)}`;
  return null;
}

function deliveryTimeText(policies: ShopPolicies): string {
  return plainPolicy(
    policies.terms.shipping.filter((sentence) => sentence.includes("วันทำการ")),
    1,
  );
}

async function* policyParagraphs(understanding: Resolved, policies: ShopPolicies, context: AssistantContext): AsyncGenerator<string> {
  const { intents } = understanding;
  if (intents.has("shipping")) yield shippingReply(policies);
  if (intents.has("delivery-time")) yield deliveryTimeText(policies);
  if (intents.has("payment")) yield paymentReply(policies);
  if (intents.has("loyalty")) yield pointsReply(await memberPointsBalance(context.db, context.member.id), policies);
  if (intents.has("returns")) yield plainPolicy(policies.terms["returns-and-refunds"]);
  if (intents.has("damaged")) yield plainPolicy(policies.terms["damaged-items"]);
  if (intents.has("shelf-life")) yield policies.shelfLifeText;
  if (intents.has("care")) yield plainPolicy(policies.care, 4);
  if (intents.has("shade-advice")) {
    yield shadeAdviceReply(policies, understanding.skinTone);
    const tone = policies.skinTones.find((candidate) => candidate.id === understanding.skinTone);
    if (tone) {
      const carrying = await searchProducts(context.db, { termGroups: [tone.shades.map((shade) => shade.name)] }, context.now);
      if (carrying.length > 0) yield `สินค้าที่มีเฉดเหล่านี้:\n${carrying.map((product) => `• ${product.nameThai}`).join("\n")}`;
    }
  }
}

/** Colour, finish, budget and any product-name words; if the name words find nothing, the rest alone. */
export async function findProducts(understanding: Resolved, context: AssistantContext): Promise<ProductFact[]> {
  const search = productSearch(understanding);
  const narrowed =
    search.termGroups.length > 0 || (search.kindGroups?.length ?? 0) > 0 || search.line || search.minPrice !== null || search.maxPrice !== null || search.rank;
  if (understanding.nameWords.length > 0) {
    const named = await searchProducts(context.db, { ...search, termGroups: [...search.termGroups, understanding.nameWords] }, context.now);
    if (named.length > 0 || !narrowed) return named;
  }
  if (!narrowed) return [];
  return searchProducts(context.db, search, context.now);
}
