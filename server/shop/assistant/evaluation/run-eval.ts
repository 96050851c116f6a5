import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { ShopDatabase } from "../../../platform/db/database";
import { collectedCodes, memberCarts, productColors, products, profiles, promotions, users } from "../../../platform/db/schema";
import { keptCartOf } from "../../member-cart/member-cart";
import { priceCheckoutCart } from "../../orders/checkout-page";
import { seedDemoData } from "../../demo/seed-demo-data";
import type { ShopSettings } from "../../../platform/env";
import { placeOrder } from "../../orders/place-order";
import { checkoutForm } from "../../orders/test-fixtures";
import { listRunningFlashSales } from "../../promotions/flash-sales";
import { listShopOffers } from "../../promotions/promotion-cards";
import type { ShopAssistant } from "../assistant";
import { productsByIds, type ProductFact } from "../facts/catalogue-facts";
import { memberOrder } from "../facts/member-orders";
import { shopContact, memberPointsBalance } from "../facts/shop-contact";
import type { AssistantTurn } from "../assistant";
import type { EvalCase, EvalFacts } from "./eval-set";
import { ALL_EVAL_CASES } from "./eval-sets";

export type EvalResult = {
  topic: string;
  question: string;
  reply: string;
  missing: string[];
  leaked: string[];
  passed: boolean;
  milliseconds: number;
  /** The reply failed outright (a 5xx in the chat): always a failure, never to happen. */
  error: string | null;
};
export type KindScore = { kind: string; passed: number; total: number };
export type EvalReport = { results: EvalResult[]; score: number; medianMilliseconds: number; p95Milliseconds: number; byKind: KindScore[] };

/** The points the evaluation's member holds, so "how many points do I have" has one right answer. */
export const EVAL_MEMBER_POINTS = 235;

const POLICY_TOPICS = new Set(["shipping", "payment", "returns", "shelf life", "loyalty", "greeting", "order"]);
const PRODUCT_LIST_WORDING = "ที่ตรงกับที่ถาม";

/** Reads the facts the questions are judged by: the demo catalogue as it is in this database. */
export async function readEvalFacts(
  db: ShopDatabase,
  orders: { member: { id: string; orderNumber: string }; other: { id: string; orderNumber: string }; codeHolder: { id: string } },
  now: Date,
): Promise<EvalFacts> {
  const all = await db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(and(eq(products.isActive, true)));
  const facts = await productsByIds(
    db,
    all.map((row) => row.id),
    now,
  );
  const byName = new Map<string, ProductFact>(facts.map((fact) => [fact.name, fact]));
  const ownOrder = await memberOrder(db, orders.member.id, orders.member.orderNumber);
  const otherOrder = await memberOrder(db, orders.other.id, orders.other.orderNumber);
  if (!ownOrder || !otherOrder) throw new Error("The evaluation's orders are missing.");
  return {
    product: (name) => {
      const found = byName.get(name);
      if (!found) throw new Error(`The demo product "${name}" is not in the database.`);
      return found;
    },
    flashSales: await listRunningFlashSales(db, now),
    specialOffers: await listShopOffers(db, now),
    ownOrder,
    otherOrder,
    memberPoints: await memberPointsBalance(db, orders.member.id),
    codeHolder: await codeHolderFacts(db, orders.codeHolder.id, now),
    contact: await (async () => {
      const contact = await shopContact(db);
      if (!contact.phone || !contact.lineId || !contact.email || !contact.workingHours) throw new Error("The evaluation's shop has no contact details.");
      return { phone: contact.phone, lineId: contact.lineId, email: contact.email, workingHours: contact.workingHours };
    })(),
  };
}

type EvalMember = { id: string; firstName: string | null };

/** Who asks a case: the evaluation's member, or the member holding a collected code and a kept cart. */
export function askerOf(evalCase: { askedBy?: "code-holder" }, member: EvalMember, facts: EvalFacts): EvalMember {
  return evalCase.askedBy === "code-holder" ? { id: facts.codeHolder.id, firstName: CODE_HOLDER_NAME } : member;
}

/** All the assistant says to `message` after `history`, as the chat would show it. */
export async function replyText(assistant: ShopAssistant, db: ShopDatabase, member: EvalMember, message: string, history: readonly AssistantTurn[], now: Date) {
  let reply = "";
  for await (const chunk of assistant.reply(message, history, { db, member, now, signal: new AbortController().signal })) reply += chunk;
  return reply;
}

/** A run's score: the share of replies that passed, the same per kind, and the median and 95th-percentile reply times. */
export function scoreOf<Result extends { passed: boolean; milliseconds: number }, Kind extends string>(
  results: readonly Result[],
  kindOf: (result: Result) => Kind,
) {
  const times = results.map((result) => result.milliseconds).sort((a, b) => a - b);
  const kinds = [...new Set(results.map(kindOf))];
  return {
    score: results.filter((result) => result.passed).length / Math.max(1, results.length),
    medianMilliseconds: times[Math.floor(times.length / 2)] ?? 0,
    p95Milliseconds: times[Math.min(times.length - 1, Math.ceil(times.length * 0.95) - 1)] ?? 0,
    byKind: kinds.map((kind) => {
      const ofKind = results.filter((result) => kindOf(result) === kind);
      return { kind, passed: ofKind.filter((result) => result.passed).length, total: ofKind.length };
    }),
  };
}

/**
 * Asks every question as `member` and checks each reply. A case with earlier turns is a
 * conversation: those are asked first, each with the history so far, and only the last reply is graded.
 */
export async function runAssistantEval(
  assistant: ShopAssistant,
  db: ShopDatabase,
  member: EvalMember,
  facts: EvalFacts,
  now: Date,
  cases: readonly EvalCase[] = ALL_EVAL_CASES,
): Promise<EvalReport> {
  const results: EvalResult[] = [];
  let error: string | null = null;
  const ask = async (question: string, history: readonly AssistantTurn[], asker: EvalMember) => {
    try {
      return await replyText(assistant, db, asker, question, history, now);
    } catch (failure) {
      error = failure instanceof Error ? failure.message.slice(0, 200) : String(failure);
      return "";
    }
  };
  for (const evalCase of cases) {
    error = null;
    const asker = askerOf(evalCase, member, facts);
    const history: AssistantTurn[] = [];
    for (const earlier of evalCase.before?.(facts) ?? []) {
      history.push({ role: "user", text: earlier }, { role: "assistant", text: await ask(earlier, history, asker) });
    }
    const question = evalCase.question(facts);
    const started = performance.now();
    const reply = await ask(question, history, asker);
    const milliseconds = performance.now() - started;
    const missing = evalCase.mustContain(facts).filter((fact) => !reply.includes(fact));
    // A question about a policy is not answered with a product list (or "no such product").
    const offTopic = POLICY_TOPICS.has(evalCase.topic) ? [PRODUCT_LIST_WORDING] : [];
    const leaked = [...(evalCase.mustNotContain?.(facts) ?? []), ...offTopic].filter((fact) => fact !== "" && reply.includes(fact));
    const shownQuestion =
      history.length > 0
        ? `${history
            .filter((turn) => turn.role === "user")
            .map((turn) => turn.text)
            .join(" → ")} → ${question}`
        : question;
    results.push({
      topic: evalCase.topic,
      question: shownQuestion,
      reply,
      missing,
      leaked,
      passed: error === null && reply.trim() !== "" && missing.length === 0 && leaked.length === 0,
      milliseconds,
      error,
    });
  }
  return { results, ...scoreOf(results, (result) => result.topic) };
}

/**
 * The shop the questions are asked in: the demo data, a member with an order of their own, and
 * another member with an order the first one asks about.
 */
export async function prepareEvalShop(db: ShopDatabase, settings: ShopSettings) {
  await seedDemoData(db, settings);
  return addEvalMembers(db);
}

/** The two members and their orders, in a shop that already holds the demo data. */
export async function addEvalMembers(db: ShopDatabase) {
  const [member, other] = [randomUUID(), randomUUID()];
  await db.insert(users).values([
    { id: member, name: "มะลิ ทดสอบ", email: `eval-${member}@example.test`, role: "user" },
    { id: other, name: "ลูกค้าอีกคน", email: `eval-${other}@example.test`, role: "user" },
  ]);
  await db.insert(profiles).values([
    { userId: member, displayName: "มะลิ", firstName: "มะลิ" },
    { userId: other, displayName: "ลูกค้าอีกคน" },
  ]);
  await db.update(profiles).set({ loyaltyPoints: EVAL_MEMBER_POINTS }).where(eq(profiles.userId, member));
  const [shade] = await db.select({ id: productColors.id, productId: productColors.productId }).from(productColors).limit(1);
  const orderFor = async (userId: string, quantity: number) => {
    // The same checkout form the order tests send (a Bangkok address, PromptPay).
    const placed = await placeOrder(db, userId, checkoutForm([{ productId: shade!.productId, colorId: shade!.id, quantity }]));
    if (!placed.ok) throw new Error(`The evaluation could not place its order: ${JSON.stringify(placed)}`);
    return { id: userId, orderNumber: placed.value.orderNumber };
  };
  return { member: await orderFor(member, 1), other: await orderFor(other, 2), codeHolder: await addCodeHolder(db), memberName: "มะลิ" };
}

const CODE_HOLDER_NAME = "ลำใย";
/** The demo shop's code to collect (decision 101), and the product two of which are in the code holder's cart. */
const HELD_CODE = "GLOSSY50";
const KEPT_PRODUCT = "Velvet Matte Lipstick – Brick Red";

/** A member who collected the demo's code and keeps two lipsticks in their cart (issue 37: codes used from the chat). */
async function addCodeHolder(db: ShopDatabase) {
  const id = randomUUID();
  await db.insert(users).values({ id, name: `${CODE_HOLDER_NAME} เก็บโค้ด`, email: `eval-${id}@example.test`, role: "user" });
  await db.insert(profiles).values({ userId: id, displayName: CODE_HOLDER_NAME, firstName: CODE_HOLDER_NAME });
  const [promotion] = await db.select({ id: promotions.id }).from(promotions).where(eq(promotions.code, HELD_CODE));
  const [kept] = await db
    .select({ productId: products.id, colorId: productColors.id })
    .from(products)
    .innerJoin(productColors, eq(productColors.productId, products.id))
    .where(eq(products.name, KEPT_PRODUCT))
    .orderBy(productColors.sortOrder)
    .limit(1);
  if (!promotion || !kept) throw new Error(`The evaluation's code holder needs the demo's ${HELD_CODE} and ${KEPT_PRODUCT}.`);
  await db.insert(collectedCodes).values({ userId: id, promotionId: promotion.id });
  await db.insert(memberCarts).values({ userId: id, lines: [{ ...kept, quantity: 2 }] });
  return { id };
}

/** The code holder's code, and their kept cart's total with it typed, as the checkout's pricing gives it. */
async function codeHolderFacts(db: ShopDatabase, id: string, now: Date): Promise<EvalFacts["codeHolder"]> {
  const { lines } = await keptCartOf(db, id);
  const priced = await priceCheckoutCart(db, lines, now, { userId: id, code: HELD_CODE });
  return { id, code: HELD_CODE, totalWithCode: priced.amounts.total };
}
