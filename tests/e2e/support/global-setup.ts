import { spawn, type ChildProcess } from "node:child_process";
import { chmod, mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    shopUrl: string;
    adminEmail: string;
    adminPassword: string;
  }
}

export const E2E_ADMIN_EMAIL = "admin@e2e.test";
export const E2E_ADMIN_PASSWORD = "E2e-Admin-Pass-1!";

/**
 * Starts the real production server (`node server.js`, built by `npm test` beforehand) on a
 * free port with its own embedded PostgreSQL in a throw-away data directory.
 */
export default async function setup(project: TestProject) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "shop-e2e-"));
  await chmod(dataDir, 0o755);
  const port = await freePort();
  const shopUrl = `http://localhost:${port}`;
  const child = spawn(process.execPath, ["server.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: shopUrl,
      DATA_DIR: dataDir,
      EMBEDDED_DB_PORT: String(await freePort()),
      ADMIN_EMAIL: E2E_ADMIN_EMAIL,
      ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output: string[] = [];
  child.stdout?.on("data", (chunk) => output.push(String(chunk)));
  child.stderr?.on("data", (chunk) => output.push(String(chunk)));
  try {
    await waitUntilServing(shopUrl, child, output);
  } catch (error) {
    child.kill("SIGKILL");
    throw error;
  }
  project.provide("shopUrl", shopUrl);
  project.provide("adminEmail", E2E_ADMIN_EMAIL);
  project.provide("adminPassword", E2E_ADMIN_PASSWORD);

  return async () => {
    await stop(child);
    await rm(dataDir, { recursive: true, force: true });
  };
}

async function waitUntilServing(url: string, child: ChildProcess, output: string[]) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The shop exited early:\n${output.join("")}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The shop did not start within 90 s:\n${output.join("")}`);
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
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
