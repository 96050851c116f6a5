// `npm test`: the whole suite — unit and integration tests against a real PostgreSQL, then
// browser journeys in Debian's Chromium against the production build.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const CHROMIUM = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
const extraArgs = process.argv.slice(2);

function run(command, args) {
  const result = spawnSync(command, args, { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const haveBrowser = existsSync(CHROMIUM);
if (!haveBrowser && process.env.CI) {
  console.error(`Chromium was not found at ${CHROMIUM}; under CI the browser journeys must run. Install it with: apt-get install -y chromium`);
  process.exit(1);
}

if (haveBrowser) {
  run("react-router", ["build"]);
  run("vitest", ["run", ...extraArgs]);
} else {
  console.warn(`Skipping the browser journeys: no Chromium at ${CHROMIUM} (install it with: apt-get install -y chromium).`);
  run("vitest", ["run", "--project", "unit", ...extraArgs]);
}
