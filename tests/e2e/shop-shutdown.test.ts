import http from "node:http";
import { chmod, mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { uniqueEmail } from "./support/browser";
import { postJson } from "./support/http-client";
import { freePort, startShopProcess, type ShopProcess } from "./support/shop-process";

const PASSWORD = "Lipstick-2024!";
const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

let dataDir: string;
let databasePort: string;
const email = uniqueEmail("shutdown");

/** Each start uses the same data directory and database port: the data must survive every stop. */
async function startShop() {
  const shop = await startShopProcess({ DATA_DIR: dataDir, EMBEDDED_DB_PORT: databasePort }, { ownProcessGroup: true });
  cleanups.push(async () => {
    await shop.stop();
    // A test that failed half-way may leave its PostgreSQL behind.
    const pid = await postgresPid().catch(() => 0);
    if (pid) send(pid, "SIGINT");
  });
  return shop;
}

/** A signal to a process (or, with a negative pid, its group) that may have ended already. */
function send(pid: number, signal: NodeJS.Signals) {
  try {
    process.kill(pid, signal);
  } catch {
    // Already gone.
  }
}

function signIn(url: string) {
  return postJson(`${url}/api/auth/sign-in/email`, { email, password: PASSWORD }, { headers: { origin: url } });
}

/** What the process printed from `from` on, checked for crash reports. */
function expectCleanStop(shop: ShopProcess, from: number) {
  const printed = shop.output().slice(from);
  expect(printed, "a stack trace").not.toMatch(/^\s+at /m);
  expect(printed, "an error report").not.toMatch(/Error:|Unhandled|ECONNREFUSED/);
  // util.inspect's dump of an object (e.g. a database client) spreads over lines ending in '{'.
  expect(printed, "an object dump").not.toMatch(/\{\s*$/m);
  expect(printed.trim().split("\n").length, `a line or two, got:\n${printed}`).toBeLessThanOrEqual(2);
}

/**
 * Starts a sign-in whose body has not fully arrived yet: the request is in flight, inside
 * the server, when `whileInFlight` runs. Resolves with the status it is finally answered with.
 */
async function signInSlowly(url: string, whileInFlight: () => Promise<void>): Promise<number> {
  const body = JSON.stringify({ email, password: PASSWORD });
  const half = Math.floor(body.length / 2);
  const answered = new Promise<number>((resolve, reject) => {
    const request = http.request(`${url}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body), origin: url },
    });
    request.on("response", (response) => {
      response.resume();
      response.on("end", () => resolve(response.statusCode ?? 0));
    });
    request.on("error", reject);
    request.write(body.slice(0, half));
    setTimeout(() => {
      void whileInFlight().then(() => request.end(body.slice(half)), reject);
    }, 300);
  });
  return answered;
}

/** The embedded PostgreSQL's server process, as it records itself in its data directory. */
async function postgresPid() {
  const pid = Number((await readFile(path.join(dataDir, "postgres", "postmaster.pid"), "utf8")).split("\n")[0]);
  if (!(pid > 0)) throw new Error("postmaster.pid names no process");
  return pid;
}

async function refusesConnections(url: string) {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    try {
      await fetch(url);
    } catch {
      return;
    }
    await pause(50);
  }
  throw new Error("The shop still accepted connections 10 s after SIGTERM");
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("stopping the shop", () => {
  it("stops cleanly on Ctrl+C and on SIGTERM, answering requests in flight, and keeps its data", async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), "shop-shutdown-"));
    await chmod(dataDir, 0o755);
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    databasePort = String(await freePort());

    // Ctrl+C in a terminal: SIGINT to the whole process group (the embedded PostgreSQL runs in
    // a group of its own, so it is stopped by the shop, last).
    const first = await startShop();
    const signedUp = await postJson(
      `${first.url}/api/auth/sign-up/email`,
      { name: "ลูกค้าปิดร้าน", email, password: PASSWORD },
      { headers: { origin: first.url } },
    );
    expect(signedUp.status).toBe(200);
    let from = first.output().length;
    process.kill(-first.pid, "SIGINT");
    expect(await first.exited).toBe(0);
    expectCleanStop(first, from);

    // A process manager's stop: SIGTERM to the server alone. A sign-in in flight is answered.
    const second = await startShop();
    expect((await signIn(second.url)).status).toBe(200);
    from = second.output().length;
    const status = await signInSlowly(second.url, async () => {
      process.kill(second.pid, "SIGTERM");
      // The body is finished only once the shop is draining: it takes no new connections.
      await refusesConnections(second.url);
    });
    expect(status).toBe(200);
    expect(await second.exited).toBe(0);
    expectCleanStop(second, from);

    // Signals piling up in any order (Ctrl+C, then the process manager, then Ctrl+C again).
    const third = await startShop();
    expect((await signIn(third.url)).status).toBe(200);
    from = third.output().length;
    send(-third.pid, "SIGINT");
    send(third.pid, "SIGTERM");
    await pause(50);
    send(-third.pid, "SIGINT");
    send(third.pid, "SIGTERM");
    expect(await third.exited).toBe(0);
    expectCleanStop(third, from);

    // The database going away under the shop as it stops (a process manager signalling every
    // process at once, as systemd does): it stops all the same.
    const fourth = await startShop();
    expect((await signIn(fourth.url)).status).toBe(200);
    from = fourth.output().length;
    process.kill(await postgresPid(), "SIGINT");
    process.kill(fourth.pid, "SIGTERM");
    expect(await fourth.exited).toBe(0);
    expectCleanStop(fourth, from);

    const fifth = await startShop();
    expect((await signIn(fifth.url)).status).toBe(200);
    await fifth.stop();
  }, 240_000);
});
