import { eq } from "drizzle-orm";
import type { ShopDatabase } from "../../../platform/db/database";
import { loyaltyLedger, profiles } from "../../../platform/db/schema";
import type { AssistantTurn, ShopAssistant } from "../assistant";
import type { EvalFacts } from "./eval-set";
import { askerOf, replyText, scoreOf } from "./run-eval";
import { SHOPPER_MEMBER_POINTS, SHOPPER_QUESTIONS, type Expected, type ShopperCase, type ShopperFacts, type ShopperKind } from "./shopper-questions";

export type ShopperResult = {
  kind: ShopperKind;
  /** The earlier turns and their replies, then the graded question. */
  conversation: AssistantTurn[];
  question: string;
  reply: string;
  missing: Expected[];
  leaked: string[];
  /** What the assistant threw instead of replying (a shopper would see an error): always a failure. */
  error: string | null;
  passed: boolean;
  milliseconds: number;
};

export type ShopperReport = {
  results: ShopperResult[];
  score: number;
  byKind: { kind: ShopperKind; passed: number; total: number }[];
  medianMilliseconds: number;
  p95Milliseconds: number;
};

/**
 * Gives the evaluation's member the points the set asks about (an adjustment, as the back office
 * would make it), so "how many points have I got" has an answer other than zero.
 */
export async function prepareShopperFacts(db: ShopDatabase, memberId: string, facts: EvalFacts): Promise<ShopperFacts> {
  await db.update(profiles).set({ loyaltyPoints: SHOPPER_MEMBER_POINTS }).where(eq(profiles.userId, memberId));
  await db.insert(loyaltyLedger).values({ userId: memberId, points: SHOPPER_MEMBER_POINTS, reason: "adjustment", note: "evaluation" });
  return { ...facts, memberPoints: SHOPPER_MEMBER_POINTS };
}

const found = (reply: string, expected: Expected) =>
  (typeof expected === "string" ? [expected] : expected).some((text) => reply.toLowerCase().includes(text.toLowerCase()));

async function runCase(
  assistant: ShopAssistant,
  db: ShopDatabase,
  member: { id: string; firstName: string | null },
  facts: ShopperFacts,
  shopperCase: ShopperCase,
  now: Date,
): Promise<ShopperResult> {
  const conversation: AssistantTurn[] = [];
  const question = shopperCase.question(facts);
  const asker = askerOf(shopperCase, member, facts);
  let reply = "";
  let error: string | null = null;
  let milliseconds = 0;
  try {
    // Earlier turns get the assistant's real replies: a follow-up refers to what it said.
    for (const earlier of shopperCase.earlierTurns?.(facts) ?? []) {
      const earlierReply = await replyText(assistant, db, asker, earlier, conversation, now);
      conversation.push({ role: "user", text: earlier }, { role: "assistant", text: earlierReply });
    }
    const started = performance.now();
    reply = await replyText(assistant, db, asker, question, conversation, now);
    milliseconds = performance.now() - started;
  } catch (thrown) {
    error = thrown instanceof Error ? thrown.message : String(thrown);
  }
  const missing = shopperCase.mustContain(facts).filter((expected) => !found(reply, expected));
  const leaked = (shopperCase.mustNotContain?.(facts) ?? []).filter((text) => found(reply, text));
  const passed = error === null && reply.trim() !== "" && missing.length === 0 && leaked.length === 0;
  return { kind: shopperCase.kind, conversation, question, reply, missing, leaked, error, passed, milliseconds };
}

/** Asks every shopper question (after its earlier turns, when it has some) and scores each kind. */
export async function runShopperEval(
  assistant: ShopAssistant,
  db: ShopDatabase,
  member: { id: string; firstName: string | null },
  facts: ShopperFacts,
  now: Date,
  cases: readonly ShopperCase[] = SHOPPER_QUESTIONS,
): Promise<ShopperReport> {
  const results: ShopperResult[] = [];
  for (const shopperCase of cases) results.push(await runCase(assistant, db, member, facts, shopperCase, now));
  return { results, ...scoreOf(results, (result) => result.kind) };
}
