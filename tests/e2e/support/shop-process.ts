import { spawn, type ChildProcess } from "node:child_process";
import { chmod, mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";

export type ShopProcess = {
  url: string;
  /** This process itself (http://127.0.0.1:<port>), whatever PUBLIC_URL says (a load balancer in front, say). */
  directUrl: string;
  pid: number;
  output: () => string;
  stop: () => Promise<void>;
  /** Resolves with the exit code (or the signal that killed it) once the process has ended. */
  exited: Promise<number | NodeJS.Signals>;
};

/**
 * Runs the real production server (`node server.js`, built beforehand by `npm test`) with
 * the given settings and waits until it answers. With `ownProcessGroup`, it leads a process
 * group of its own, as `npm start` does in a terminal: `process.kill(-pid, …)` then reaches
 * it and the embedded PostgreSQL together, like Ctrl+C.
 */
export async function startShopProcess(settings: Record<string, string>, options: { ownProcessGroup?: boolean } = {}): Promise<ShopProcess> {
  // A test may choose the port (and so the URL) beforehand, e.g. to register it with a sign-in provider.
  const port = settings.PORT ? Number(settings.PORT) : await freePort();
  const url = settings.PUBLIC_URL ?? `http://localhost:${port}`;
  const child = spawn(process.execPath, ["server.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: url,
      EMBEDDED_DB_PORT: String(await freePort()),
      LOG_LEVEL: "warn",
      // The journeys' shops: the demo catalogue without its history, so their counts are their own.
      SEED_DEMO_HISTORY: "false",
      ...settings,
    },
    stdio: ["ignore", "pipe", "pipe"],
    detached: options.ownProcessGroup ?? false,
  });
  const chunks: string[] = [];
  child.stdout?.on("data", (chunk) => chunks.push(String(chunk)));
  child.stderr?.on("data", (chunk) => chunks.push(String(chunk)));
  const output = () => chunks.join("");
  // 'close' comes after the output pipes are drained, so output() is complete by then.
  const exited = new Promise<number | NodeJS.Signals>((resolve) => child.once("close", (code, signal) => resolve(code ?? signal ?? -1)));
  const directUrl = `http://127.0.0.1:${port}`;
  try {
    await waitUntilServing(directUrl, child, output);
  } catch (error) {
    child.kill("SIGKILL");
    throw error;
  }
  return { url, directUrl, pid: child.pid ?? 0, output, exited, stop: () => stopProcess(child) };
}

/** A shop with a data directory of its own (its embedded database's password is there). */
export type OwnShop = ShopProcess & { dataDir: string };

/**
 * A shop of the journey's own, for settings the shared one does not have (a test SMTP server,
 * shorter timers): its own data directory and embedded database, removed again by `stop`.
 */
export async function startOwnShop(name: string, settings: Record<string, string>): Promise<OwnShop> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `shop-e2e-${name}-`));
  // The embedded PostgreSQL runs as another user when the tests run as root.
  await chmod(dataDir, 0o755);
  const removeData = () => rm(dataDir, { recursive: true, force: true });
  const shop = await startShopProcess({ DATA_DIR: dataDir, ...settings }).catch(async (error: unknown) => {
    await removeData();
    throw error;
  });
  return {
    ...shop,
    dataDir,
    stop: async () => {
      await shop.stop();
      await removeData();
    },
  };
}

/** Runs the server expecting it to refuse to start; resolves with its exit code and output. */
export function runShopProcessToExit(settings: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["server.js"], {
      env: { ...process.env, NODE_ENV: "production", LOG_LEVEL: "warn", ...settings },
      stdio: ["ignore", "pipe", "pipe"],
    });
    const chunks: string[] = [];
    child.stdout?.on("data", (chunk) => chunks.push(String(chunk)));
    child.stderr?.on("data", (chunk) => chunks.push(String(chunk)));
    const timer = setTimeout(() => child.kill("SIGKILL"), 30_000);
    child.on("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, output: chunks.join("") });
    });
  });
}

async function waitUntilServing(url: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The shop exited early:\n${output()}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The shop did not start within 90 s:\n${output()}`);
}

async function stopProcess(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
  await exited;
  clearTimeout(timer);
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}
