// `npm run eval:assistant`: asks the shop assistant the evaluation set's questions (issue 12)
// on a PostgreSQL of its own filled with the demo data, prints each failing answer, the score
// and the median reply time. The same set gates `npm test` at 90 % for the built-in assistant
// (server/shop/assistant/evaluation/eval.test.ts). With AI_BASE_URL, AI_MODEL and AI_API_KEY set it
// asks the LLM assistant the shop would use instead.
import { readEvalFacts, runAssistantEval } from "../server/shop/assistant/evaluation/run-eval";
import { withEvalShop } from "./eval-shop";

const exitCode = await withEvalShop("eval-assistant", async ({ db, shop, assistant }) => {
  const now = new Date();
  const facts = await readEvalFacts(db, shop, now);
  const report = await runAssistantEval(assistant, db, { id: shop.member.id, firstName: shop.memberName }, facts, now);
  for (const result of report.results.filter((candidate) => !candidate.passed)) {
    console.log(
      `\n✗ [${result.topic}] ${result.question}\n  missing: ${JSON.stringify(result.missing)}  must not say: ${JSON.stringify(result.leaked)}\n  ${result.reply.replace(/\n/g, "\n  ")}`,
    );
  }
  const passed = report.results.filter((result) => result.passed).length;
  const errors = report.results.filter((result) => result.error !== null).length;
  console.log(`\nReplies that failed outright (5xx): ${errors}`);
  console.log("\nBy kind:");
  for (const kind of report.byKind) console.log(`  ${kind.kind.padEnd(16)} ${kind.passed}/${kind.total} (${((kind.passed / kind.total) * 100).toFixed(0)} %)`);
  console.log(
    `\n${assistant.kind} assistant: ${passed} of ${report.results.length} answers right (${(report.score * 100).toFixed(1)} %), median reply ${report.medianMilliseconds.toFixed(1)} ms, p95 ${report.p95Milliseconds.toFixed(1)} ms`,
  );
  return report.score < 0.9 ? 1 : 0;
});
process.exit(exitCode);
