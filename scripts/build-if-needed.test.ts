import { existsSync, readFileSync, statSync } from "node:fs";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { BUILD_LOG, runWithLog } from "./build-if-needed.mjs";

const tempDirs: string[] = [];
afterAll(async () => {
  for (const dir of tempDirs) await rm(dir, { recursive: true, force: true });
});

async function logFileIn() {
  const dir = await mkdtemp(path.join(os.tmpdir(), "shop-build-log-"));
  tempDirs.push(dir);
  return path.join(dir, "nested", "build.log");
}

/** A command that talks a lot, on both streams, then ends with `code`. */
function chattyCommand(code: number) {
  const script = `for (let i = 1; i <= 100; i++) console.log("chunk " + i); console.error("a warning"); process.exit(${code});`;
  return { command: process.execPath, args: ["-e", script] };
}

function collector() {
  let text = "";
  return { write: (chunk: string) => (text += chunk), text: () => text };
}

describe("a build run for `npm start`", () => {
  it("shows one line while its whole output goes to the log", async () => {
    const logFile = await logFileIn();
    const out = collector();
    const result = runWithLog({ label: "Building the shop", ...chattyCommand(0), logFile, out });
    expect(result.ok).toBe(true);
    expect(out.text()).toMatch(/^Building the shop… done in \d+ s\.\n$/);
    const log = await readFile(logFile, "utf8");
    expect(log).toContain("chunk 100");
    expect(log).toContain("a warning");
  });

  it("shows the whole output when it fails", async () => {
    const logFile = await logFileIn();
    const out = collector();
    const result = runWithLog({ label: "Building the shop", ...chattyCommand(3), logFile, out });
    expect(result).toEqual({ ok: false, code: 3 });
    expect(out.text()).toContain("failed (exit code 3)");
    expect(out.text()).toContain("chunk 1\n");
    expect(out.text()).toContain("a warning");
    expect(out.text()).toContain(`The full output is in ${logFile}.`);
  });
});

// `npm test` builds through the same runner first, so its log belongs to the build under test.
// A build made another way (`npx react-router build`) leaves an older log or none: skipped then.
const logIsCurrent = existsSync(BUILD_LOG) && existsSync("build/server/index.js") && statSync(BUILD_LOG).mtimeMs >= statSync("build/server/index.js").mtimeMs;
if (!logIsCurrent) console.warn(`Skipping the build-output check: ${BUILD_LOG} is not from the current build (run \`npm test\`).`);

describe.skipIf(!logIsCurrent)("the production build's output", () => {
  it("carries no warning nobody acts on (future flags, chunk merging, empty chunks, dependencies' annotations)", () => {
    const log = readFileSync(BUILD_LOG, "utf8");
    expect(log).not.toContain("Future Flag Warning");
    expect(log).not.toContain("below minChunkSize");
    expect(log).not.toContain("Generated an empty chunk");
    expect(log).not.toContain("annotation that Rollup cannot interpret");
    expect(log).not.toMatch(/^\s*\(!\)/m);
  });
});
