// Builds the production bundle when the sources are newer than it (used by `npm start`,
// `npm run bench`, `npm run lighthouse` and `npm run js-budget`).
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const BUILD_ENTRY = "build/server/index.js";
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
  console.log(buildTime ? "Sources changed since the last build; rebuilding…" : "Building the shop…");
  const result = spawnSync(path.resolve("node_modules/.bin/react-router"), ["build"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
