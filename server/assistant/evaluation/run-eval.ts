import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { ShopDatabase } from "../../db/database";
import { productColors, products, profiles, users } from "../../db/schema";
import { seedDemoData } from "../../db/seed/seed-demo-data";
import type { ShopSettings } from "../../env";
import { placeOrder } from "../../orders/place-order";
import { checkoutForm } from "../../orders/test-fixtures";
import { listRunningFlashSales } from "../../promotions/flash-sales";
import { listActiveSpecialOffers } from "../../promotions/special-offers";
import type { ShopAssistant } from "../assistant";
import { productsByIds, type ProductFact } from "../facts/catalogue-facts";
import { memberOrder } from "../facts/member-orders";
import { ASSISTANT_EVAL_SET, type EvalFacts } from "./eval-set";

export type EvalResult = { topic: string; question: string; reply: string; missing: string[]; leaked: string[]; passed: boolean; milliseconds: number };
export type EvalReport = { results: EvalResult[]; score: number; medianMilliseconds: number };

const POLICY_TOPICS = new Set(["shipping", "payment", "returns", "shelf life", "loyalty", "greeting", "order"]);
const PRODUCT_LIST_WORDING = "ที่ตรงกับที่ถาม";

/** Reads the facts the questions are judged by: the demo catalogue as it is in this database. */
export async function readEvalFacts(db: ShopDatabase, orders: { member: { id: string; orderNumber: string }; other: { id: string; orderNumber: string } }, now: Date): Promise<EvalFacts> {
  const all = await db.select({ id: products.id, name: products.name }).from(products).where(and(eq(products.isActive, true)));
  const facts = await productsByIds(db, all.map((row) => row.id), now);
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
    specialOffers: await listActiveSpecialOffers(db),
    ownOrder,
    otherOrder,
  };
}

/** Asks every question as `member` (each on its own, no history) and checks each reply. */
export async function runAssistantEval(
  assistant: ShopAssistant,
  db: ShopDatabase,
  member: { id: string; firstName: string | null },
  facts: EvalFacts,
  now: Date,
): Promise<EvalReport> {
  const results: EvalResult[] = [];
  for (const evalCase of ASSISTANT_EVAL_SET) {
    const question = evalCase.question(facts);
    const started = performance.now();
    let reply = "";
    for await (const chunk of assistant.reply(question, [], { db, member, now, signal: new AbortController().signal })) reply += chunk;
    const milliseconds = performance.now() - started;
    const missing = evalCase.mustContain(facts).filter((fact) => !reply.includes(fact));
    // A question about a policy is not answered with a product list (or "no such product").
    const offTopic = POLICY_TOPICS.has(evalCase.topic) ? [PRODUCT_LIST_WORDING] : [];
    const leaked = [...(evalCase.mustNotContain?.(facts) ?? []), ...offTopic].filter((fact) => reply.includes(fact));
    results.push({ topic: evalCase.topic, question, reply, missing, leaked, passed: reply.trim() !== "" && missing.length === 0 && leaked.length === 0, milliseconds });
  }
  const times = results.map((result) => result.milliseconds).sort((a, b) => a - b);
  return {
    results,
    score: results.filter((result) => result.passed).length / results.length,
    medianMilliseconds: times[Math.floor(times.length / 2)] ?? 0,
  };
}

/**
 * The shop the questions are asked in: the demo data, a member with an order of their own, and
 * another member with an order the first one asks about.
 */
export async function prepareEvalShop(db: ShopDatabase, settings: ShopSettings) {
  await seedDemoData(db, settings);
  const [member, other] = [randomUUID(), randomUUID()];
  await db.insert(users).values([
    { id: member, name: "มะลิ ทดสอบ", email: `eval-${member}@example.test`, role: "user" },
    { id: other, name: "ลูกค้าอีกคน", email: `eval-${other}@example.test`, role: "user" },
  ]);
  await db.insert(profiles).values([
    { userId: member, displayName: "มะลิ", firstName: "มะลิ" },
    { userId: other, displayName: "ลูกค้าอีกคน" },
  ]);
  const [shade] = await db.select({ id: productColors.id, productId: productColors.productId }).from(productColors).limit(1);
  const orderFor = async (userId: string, quantity: number) => {
    // The same checkout form the order tests send (a Bangkok address, PromptPay).
    const placed = await placeOrder(db, userId, checkoutForm([{ productId: shade!.productId, colorId: shade!.id, quantity }]));
    if (!placed.ok) throw new Error(`The evaluation could not place its order: ${JSON.stringify(placed)}`);
    return { id: userId, orderNumber: placed.order.orderNumber };
  };
  return { member: await orderFor(member, 1), other: await orderFor(other, 2), memberName: "มะลิ" };
}
