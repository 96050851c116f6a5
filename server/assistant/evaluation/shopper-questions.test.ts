import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { readSettings } from "../../env";
import { provideTestDatabase } from "../../db/test-support/test-database";
import { prepareEvalShop, readEvalFacts } from "./run-eval";
import { prepareShopperFacts } from "./run-shopper-eval";
import { SHOPPER_QUESTIONS, type Expected } from "./shopper-questions";

const testDb = provideTestDatabase();
const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

// The set itself, not the assistant (npm run eval:shopper asks it and reports; nothing gates on
// its score): every case must be gradable against the demo data as it is.
describe("the independent shopper question set", () => {
  it("has at least 120 cases, five or more of each kind, and every case can fail", { timeout: 60_000 }, async () => {
    expect(SHOPPER_QUESTIONS.length).toBeGreaterThanOrEqual(120);
    const perKind = new Map<string, number>();
    for (const shopperCase of SHOPPER_QUESTIONS) perKind.set(shopperCase.kind, (perKind.get(shopperCase.kind) ?? 0) + 1);
    for (const [kind, count] of perKind) expect(count, kind).toBeGreaterThanOrEqual(5);

    const dataDir = await mkdtemp(path.join(os.tmpdir(), "shop-shopper-set-"));
    dirs.push(dataDir);
    const now = new Date();
    const shop = await prepareEvalShop(testDb.db, readSettings({ DATA_DIR: dataDir } as NodeJS.ProcessEnv));
    // Reading each case's facts throws when a product, sale or order it names is not in the demo data.
    const facts = await prepareShopperFacts(testDb.db, shop.member.id, await readEvalFacts(testDb.db, shop, now));
    const alternatives = (expected: Expected) => (typeof expected === "string" ? [expected] : [...expected]);
    const ungradable = SHOPPER_QUESTIONS.flatMap((shopperCase) => {
      const question = shopperCase.question(facts);
      const mustContain = shopperCase.mustContain(facts);
      const texts = [...mustContain.flatMap(alternatives), ...(shopperCase.mustNotContain?.(facts) ?? []), ...(shopperCase.earlierTurns?.(facts) ?? [])];
      // No expectation, an empty group or an empty text would pass any reply.
      const canFail = question.trim() !== "" && mustContain.length > 0 && mustContain.every((expected) => alternatives(expected).length > 0) && texts.every((text) => text.trim() !== "");
      return canFail ? [] : [question];
    });
    expect(ungradable).toEqual([]);
  });
});
