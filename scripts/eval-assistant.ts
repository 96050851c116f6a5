// `npm run eval:assistant`: asks the shop assistant the evaluation set's questions (issue 12)
// on a PostgreSQL of its own filled with the demo data, prints each failing answer, the score
// and the median reply time. The same set gates `npm test` at 90 % for the built-in assistant
// (server/assistant/evaluation/eval.test.ts). With AI_BASE_URL, AI_MODEL and AI_API_KEY set it
// asks the LLM assistant the shop would use instead.
import { chmod, mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { connectDatabase, ensureDatabaseExists, migrateDatabase, withDatabaseName } from "../server/db/database";
import { startEmbeddedPostgres } from "../server/db/embedded-postgres";
import { readSettings } from "../server/env";
import { assistantFor } from "../server/assistant/shop-assistant";
import { prepareEvalShop, readEvalFacts, runAssistantEval } from "../server/assistant/evaluation/run-eval";
import { freePort } from "../tests/e2e/support/shop-process";

const dataDir = await mkdtemp(path.join(os.tmpdir(), "shop-eval-assistant-"));
// mkdtemp makes it owner-only; PostgreSQL's own user (when run as root) must reach its folder inside.
await chmod(dataDir, 0o755);
let stopDatabase: (() => Promise<void>) | undefined;
let closeConnection: (() => Promise<void>) | undefined;
let exitCode = 0;
try {
  console.log("Starting a PostgreSQL of its own with the demo data…");
  const embedded = await startEmbeddedPostgres({ databaseDir: path.join(dataDir, "postgres"), port: await freePort() });
  stopDatabase = embedded.stop;
  await ensureDatabaseExists(embedded.connectionString, "shop");
  const connection = connectDatabase(withDatabaseName(embedded.connectionString, "shop"), { max: 4 });
  closeConnection = connection.close;
  await migrateDatabase(connection.db);
  const shop = await prepareEvalShop(connection.db, readSettings({ DATA_DIR: dataDir, LOG_LEVEL: "warn" } as NodeJS.ProcessEnv));
  // With AI_* settings in the environment, the assistant the shop would use: the LLM, falling back.
  const assistant = assistantFor(readSettings().ai);
  const now = new Date();
  const facts = await readEvalFacts(connection.db, shop, now);
  const report = await runAssistantEval(assistant, connection.db, { id: shop.member.id, firstName: shop.memberName }, facts, now);
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
  if (report.score < 0.9) exitCode = 1;
} finally {
  await closeConnection?.();
  await stopDatabase?.();
  await rm(dataDir, { recursive: true, force: true });
}
process.exit(exitCode);
