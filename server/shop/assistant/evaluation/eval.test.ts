import { describe, expect, it } from "vitest";
import { provideDemoDatabase } from "../../demo/test-support/demo-database";
import { createBuiltInAssistant } from "../built-in/built-in-assistant";
import { ALL_EVAL_CASES } from "./eval-sets";
import { addEvalMembers, readEvalFacts, runAssistantEval } from "./run-eval";

const testDb = provideDemoDatabase();

describe("the built-in assistant's evaluation set", () => {
  it("answers at least 90 % of the shoppers' questions with the facts they need, and none it must not tell", { timeout: 120_000 }, async () => {
    expect(ALL_EVAL_CASES.length).toBeGreaterThanOrEqual(150);
    const now = new Date();
    const shop = await addEvalMembers(testDb.db);
    const facts = await readEvalFacts(testDb.db, shop, now);
    const report = await runAssistantEval(createBuiltInAssistant(), testDb.db, { id: shop.member.id, firstName: shop.memberName }, facts, now);
    const failures = report.results.filter((result) => !result.passed);
    // Listed so a failing run says which questions and why.
    expect.soft(failures.map(({ question, missing, leaked, reply }) => ({ question, missing, leaked, reply }))).toEqual([]);
    expect(report.score).toBeGreaterThanOrEqual(0.9);
    // No wording may reach a failing reply (issue 23: a 5xx for "the cheapest of one line").
    expect(report.results.filter((result) => result.error !== null).map((result) => result.question)).toEqual([]);
    // Never another member's order, whatever was asked: no case may leak, even below the bar.
    expect(report.results.flatMap((result) => result.leaked)).toEqual([]);
  });
});
