// Builds the production bundle when the sources are newer than it (used by `npm start`,
// `npm run bench`, `npm run lighthouse` and `npm run js-budget`).
import { spawnSync } from "node:child_process";
import { closeSync, copyFileSync, existsSync, mkdirSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";

const BUILD_ENTRY = "build/server/index.js";
/** The last build's whole output; beside build/client, so it is never served. */
export const BUILD_LOG = "build/build.log";
const SOURCES = [
  "app",
  "server",
  "domain",
  "public",
  "package.json",
  "vite.config.ts",
  "react-router.config.ts",
  "scripts/chunk-report-plugin.ts",
  "scripts/precompress-plugin.ts",
  "scripts/shell-chunk.ts",
];

function newestModification(entry) {
  if (!existsSync(entry)) return 0;
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(entry).reduce(
    (newest, name) => (name === "node_modules" ? newest : Math.max(newest, newestModification(path.join(entry, name)))),
    stats.mtimeMs,
  );
}

export function buildIfNeeded() {
  const buildTime = existsSync(BUILD_ENTRY) ? statSync(BUILD_ENTRY).mtimeMs : 0;
  const sourceTime = Math.max(...SOURCES.map(newestModification));
  if (buildTime >= sourceTime) return;
  buildShop(buildTime ? "Sources changed since the last build; rebuilding" : "Building the shop");
}

/** `react-router build`, shown as one line; exits with the build's code when it fails. */
export function buildShop(label = "Building the shop") {
  const built = runWithLog({
    label,
    command: path.resolve("node_modules/.bin/react-router"),
    args: ["build"],
    logFile: BUILD_LOG,
  });
  if (!built.ok) process.exit(built.code || 1);
}

/**
 * Runs a command with its output (stdout and stderr, in order) going to `logFile`, and tells
 * `out` one line: what runs, then how long it took. A newcomer's first `npm start` then shows
 * the admin password, not a hundred lines of bundler report; when the command fails, the
 * whole log is shown after all.
 */
export function runWithLog({ label, command, args, logFile, out = process.stdout }) {
  out.write(`${label}… `);
  const started = Date.now();
  // Written beside, then moved in: the build empties build/ while it runs.
  const scratch = mkdtempSync(path.join(os.tmpdir(), "shop-run-log-"));
  const scratchLog = path.join(scratch, "output.log");
  const log = openSync(scratchLog, "w");
  let result;
  try {
    result = spawnSync(command, args, { stdio: ["ignore", log, log] });
  } finally {
    closeSync(log);
    mkdirSync(path.dirname(logFile), { recursive: true });
    copyFileSync(scratchLog, logFile);
    rmSync(scratch, { recursive: true, force: true });
  }
  const seconds = Math.round((Date.now() - started) / 1000);
  if (result.status === 0) {
    out.write(`done in ${seconds} s.\n`);
    return { ok: true, code: 0 };
  }
  const why = result.error ? result.error.message : `exit code ${result.status ?? result.signal}`;
  out.write(`failed (${why}):\n\n${readFileSync(logFile, "utf8")}\nThe full output is in ${logFile}.\n`);
  return { ok: false, code: result.status ?? 1 };
}
