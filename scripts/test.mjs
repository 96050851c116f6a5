// `npm test`: the whole check — first the typecheck, ESLint (the house's import rules and both
// server floors with it) and Prettier's check, which fail in seconds; then the suites: unit and integration tests against a real PostgreSQL, then
// browser journeys in Debian's Chromium against the production build (a handful of them again
// with every rendering trick off), then the operations
// tests (several instances behind HAProxy, nginx's cache, backups, faults) on their own.
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { buildShop } from "./build-if-needed.mjs";

const bin = (name) => path.resolve("node_modules/.bin", name);

const CHROMIUM = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
const extraArgs = process.argv.slice(2);

function run(command, args) {
  const result = spawnSync(command, args, { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/**
 * Runs the chains at once, each chain's commands one after the other (a chain goes on after a
 * command that failed, so every failure is printed); fails after all of them ended if any command did.
 */
async function runChainsSideBySide(...chains) {
  const runOne = ([command, args]) =>
    new Promise((resolve) => spawn(command, args, { stdio: "inherit" }).once("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0))));
  const codes = await Promise.all(
    chains.map(async (chain) => {
      const chainCodes = [];
      for (const command of chain) chainCodes.push(await runOne(command));
      return chainCodes.find((code) => code !== 0) ?? 0;
    }),
  );
  const failed = codes.find((code) => code !== 0);
  if (failed !== undefined) process.exit(failed);
}

const haveBrowser = existsSync(CHROMIUM);
if (!haveBrowser && process.env.CI) {
  console.error(`Chromium was not found at ${CHROMIUM}; under CI the browser journeys must run. Install it with: apt-get install -y chromium`);
  process.exit(1);
}
// The journeys' lighter browser (tests/e2e/support/chromium.ts); elsewhere they fall back to Chromium.
const JOURNEY_CHROMIUM = process.env.JOURNEY_CHROMIUM_PATH || "/usr/bin/chromium-headless-shell";
if (!existsSync(JOURNEY_CHROMIUM) && process.env.CI) {
  console.error(`Chromium's headless shell was not found at ${JOURNEY_CHROMIUM}. Install it with: apt-get install -y chromium-headless-shell`);
  process.exit(1);
}

const haveOpsTools = ["haproxy", "nginx"].every((tool) => spawnSync("sh", ["-c", `command -v ${tool}`]).status === 0);
if (!haveOpsTools && process.env.CI) {
  console.error("HAProxy and nginx were not found; under CI the operations tests must run. Install them with: apt-get install -y haproxy nginx-light");
  process.exit(1);
}
// A file filter given to `npm test` may match no file of one of the runs.
const filtered = extraArgs.length > 0 ? ["--passWithNoTests"] : [];

// The rules of the house, checked before any suite (issue 34): whatever `npm run validate` checks,
// CI checks. A run for a few files (`npm test -- tests/e2e/x.test.ts`) leaves them to the whole run.
if (extraArgs.length === 0) {
  run(bin("react-router"), ["typegen"]);
  run(bin("tsc"), ["--noEmit"]);
  run(bin("eslint"), ["."]);
  run(bin("prettier"), ["--check", "."]);
}

if (haveBrowser) {
  // Its log (build/build.log) is checked for warnings by scripts/build-if-needed.test.ts.
  buildShop();
  run(bin("vitest"), ["run", "--project", "unit", "--project", "unit-isolated", ...filtered, ...extraArgs]);
  // The journeys in two chains side by side (CI's time, decision 120), each on shops of its own:
  // half of the shared shop's journeys, one by one, on a shared shop of the chain's own; then half
  // of those that start a shop of their own (mostly waiting for a payment time to run out). The
  // first chain ends with a handful of journeys again on a shop with every rendering trick off
  // (decision 062). Vitest's --shard splits each project's files in two.
  const vitestRun = (project, ...args) => [
    bin("vitest"),
    ["run", "--project", project, ...args, ...(project === "e2e" ? filtered : ["--passWithNoTests"]), ...extraArgs],
  ];
  await runChainsSideBySide(
    [vitestRun("e2e", "--shard=1/2"), vitestRun("e2e-own-shops", "--shard=1/2"), vitestRun("e2e-tricks-off")],
    [vitestRun("e2e", "--shard=2/2"), vitestRun("e2e-own-shops", "--shard=2/2")],
  );
  // After the journeys, alone: their load and faults must not slow a journey down.
  if (haveOpsTools) run(bin("vitest"), ["run", "--project", "ops", ...filtered, ...extraArgs]);
  else console.warn("Skipping the operations tests: HAProxy and nginx are missing (apt-get install -y haproxy nginx-light).");
} else {
  console.warn(`Skipping the browser journeys: no Chromium at ${CHROMIUM} (install it with: apt-get install -y chromium).`);
  run(bin("vitest"), ["run", "--project", "unit", "--project", "unit-isolated", ...extraArgs]);
}
