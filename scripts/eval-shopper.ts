// `npm run eval:shopper`: asks the shop assistant the independent shopper question set (issue 23,
// server/assistant/evaluation/shopper-questions.ts) on a PostgreSQL of its own filled with the
// demo data, prints each failing answer, the score per kind, replies that threw, and the median
// and p95 reply times. It REPORTS and gates nothing (exit code 0 whatever the score): the gated
// set is eval-assistant's. With AI_BASE_URL, AI_MODEL and AI_API_KEY set it asks the LLM assistant.
// `--json=<file>` also writes every result there.
import { chmod, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { connectDatabase, ensureDatabaseExists, migrateDatabase, withDatabaseName } from "../server/db/database";
import { startEmbeddedPostgres } from "../server/db/embedded-postgres";
import { readSettings } from "../server/env";
import { assistantFor } from "../server/assistant/shop-assistant";
import { prepareEvalShop, readEvalFacts } from "../server/assistant/evaluation/run-eval";
import { prepareShopperFacts, runShopperEval } from "../server/assistant/evaluation/run-shopper-eval";
import { freePort } from "../tests/e2e/support/shop-process";

const jsonFile = process.argv.find((arg) => arg.startsWith("--json="))?.slice("--json=".length);
const dataDir = await mkdtemp(path.join(os.tmpdir(), "shop-eval-shopper-"));
// mkdtemp makes it owner-only; PostgreSQL's own user (when run as root) must reach its folder inside.
await chmod(dataDir, 0o755);
let stopDatabase: (() => Promise<void>) | undefined;
let closeConnection: (() => Promise<void>) | undefined;
try {
  console.log("Starting a PostgreSQL of its own with the demo data…");
  const embedded = await startEmbeddedPostgres({ databaseDir: path.join(dataDir, "postgres"), port: await freePort() });
  stopDatabase = embedded.stop;
  await ensureDatabaseExists(embedded.connectionString, "shop");
  const connection = connectDatabase(withDatabaseName(embedded.connectionString, "shop"), { max: 4 });
  closeConnection = connection.close;
  await migrateDatabase(connection.db);
  const shop = await prepareEvalShop(connection.db, readSettings({ DATA_DIR: dataDir, LOG_LEVEL: "warn" } as NodeJS.ProcessEnv));
  const assistant = assistantFor(readSettings().ai);
  const now = new Date();
  const facts = await prepareShopperFacts(connection.db, shop.member.id, await readEvalFacts(connection.db, shop, now));
  const report = await runShopperEval(assistant, connection.db, { id: shop.member.id, firstName: shop.memberName }, facts, now);
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
} finally {
  await closeConnection?.();
  await stopDatabase?.();
  await rm(dataDir, { recursive: true, force: true });
}
process.exit(0);
