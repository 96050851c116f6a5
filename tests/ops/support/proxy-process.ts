import { spawn } from "node:child_process";
import { rm } from "node:fs/promises";

export type ProxyProcess = { url: string; port: number; output: () => string; stop: () => Promise<void> };

/**
 * Runs a proxy (HAProxy, nginx) in the foreground with its configuration already written into
 * `directory`, waits until `/healthz` answers through it, and stops it with `stopSignal`,
 * removing the directory.
 */
export async function startProxyProcess(options: {
  command: string;
  args: readonly string[];
  port: number;
  directory: string;
  stopSignal: NodeJS.Signals;
}): Promise<ProxyProcess> {
  const child = spawn(options.command, options.args, { stdio: ["ignore", "pipe", "pipe"] });
  const chunks: string[] = [];
  child.stdout.on("data", (chunk) => chunks.push(String(chunk)));
  child.stderr.on("data", (chunk) => chunks.push(String(chunk)));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const url = `http://localhost:${options.port}`;
  await waitUntil(
    async () => (await fetch(`${url}/healthz`).catch(() => null))?.ok === true,
    20_000,
    () => chunks.join(""),
  );
  return {
    url,
    port: options.port,
    output: () => chunks.join(""),
    stop: async () => {
      child.kill(options.stopSignal);
      await exited;
      await rm(options.directory, { recursive: true, force: true });
    },
  };
}

export async function waitUntil(condition: () => Promise<boolean>, timeoutMs: number, explain: () => string = () => "") {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Not so within ${timeoutMs} ms. ${explain()}`);
}
