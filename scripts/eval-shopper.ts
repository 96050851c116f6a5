// `npm run eval:shopper`: asks the shop assistant the independent shopper question set (issue 23,
// server/shop/assistant/evaluation/shopper-questions.ts) on a PostgreSQL of its own filled with the
// demo data, prints each failing answer, the score per kind, replies that threw, and the median
// and p95 reply times. It REPORTS and gates nothing (exit code 0 whatever the score): the gated
// set is eval-assistant's. With AI_BASE_URL, AI_MODEL and AI_API_KEY set it asks the LLM assistant.
// `--json=<file>` also writes every result there.
import { writeFile } from "node:fs/promises";
import { readEvalFacts } from "../server/shop/assistant/evaluation/run-eval";
import { prepareShopperFacts, runShopperEval } from "../server/shop/assistant/evaluation/run-shopper-eval";
import { HELD_OUT_QUESTIONS } from "../server/shop/assistant/evaluation/held-out-questions";
import { HELD_OUT_CODES_AND_SEVERAL_QUESTIONS } from "../server/shop/assistant/evaluation/held-out-codes-and-several-questions";
import { SHOPPER_QUESTIONS, type ShopperCase } from "../server/shop/assistant/evaluation/shopper-questions";
import { withEvalShop } from "./eval-shop";

// `--set=held-out`: issue 37's held-out set, written before the work and never tuned on;
// `--set=held-out-codes-and-several`: the same for collected codes used from the chat and several questions at once.
const HELD_OUT_SETS: Readonly<Record<string, readonly ShopperCase[]>> = {
  "held-out": HELD_OUT_QUESTIONS,
  "held-out-codes-and-several": HELD_OUT_CODES_AND_SEVERAL_QUESTIONS,
};
const setName = process.argv.find((arg) => arg.startsWith("--set="))?.slice("--set=".length);
const cases = (setName && HELD_OUT_SETS[setName]) || SHOPPER_QUESTIONS;
const jsonFile = process.argv.find((arg) => arg.startsWith("--json="))?.slice("--json=".length);
await withEvalShop("eval-shopper", async ({ db, shop, assistant }) => {
  const now = new Date();
  const facts = await prepareShopperFacts(db, shop.member.id, await readEvalFacts(db, shop, now));
  const report = await runShopperEval(assistant, db, { id: shop.member.id, firstName: shop.memberName }, facts, now, cases);
  for (const result of report.results.filter((candidate) => !candidate.passed)) {
    const earlier = result.conversation.filter((turn) => turn.role === "user").map((turn) => turn.text);
    console.log(
      `\n✗ [${result.kind}] ${earlier.length > 0 ? `(after: ${earlier.join(" / ")}) ` : ""}${result.question}` +
        `\n  missing: ${JSON.stringify(result.missing)}  must not say: ${JSON.stringify(result.leaked)}${result.error ? `  ERROR: ${result.error}` : ""}` +
        `\n  ${result.reply.replace(/\n/g, "\n  ")}`,
    );
  }
  console.log("\nBy kind:");
  for (const kind of report.byKind)
    console.log(
      `  ${kind.kind.padEnd(12)} ${String(kind.passed).padStart(3)}/${String(kind.total).padEnd(3)} (${((kind.passed / kind.total) * 100).toFixed(0)} %)`,
    );
  const passed = report.results.filter((result) => result.passed).length;
  const errors = report.results.filter((result) => result.error !== null).length;
  console.log(
    `\n${assistant.kind} assistant on the shopper set: ${passed} of ${report.results.length} answers right (${(report.score * 100).toFixed(1)} %), ` +
      `${errors} replies failed outright, median reply ${report.medianMilliseconds.toFixed(1)} ms, p95 ${report.p95Milliseconds.toFixed(1)} ms`,
  );
  if (jsonFile) await writeFile(jsonFile, JSON.stringify(report, null, 2));
});
process.exit(0);
