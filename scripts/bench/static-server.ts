import { spawn } from "node:child_process";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { freePort } from "../../tests/e2e/support/shop-process";

/**
 * The benches' yardstick: a bare Node `http` server in a process of its own
 * (scripts/bench-static-server.mjs) answering every request with `page`, what "no work at all"
 * costs on this machine in the same run. Its stop goes into `cleanups`; answers its URL.
 */
export async function startStaticServer(page: Buffer, dir: string, cleanups: Array<() => Promise<void>>) {
  const file = path.join(dir, "static-page.html");
  await writeFile(file, page);
  const port = await freePort();
  const child = spawn(process.execPath, [path.resolve("scripts/bench-static-server.mjs"), file, String(port)], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  cleanups.push(async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    await exited;
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout?.once("data", () => resolve());
    child.once("exit", (code) => reject(new Error(`The static server exited (${code}).`)));
  });
  return `http://127.0.0.1:${port}/`;
}
