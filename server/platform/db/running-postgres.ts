import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { readFile, readlink, realpath } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";

/**
 * The command-line setting the shop starts its PostgreSQL with: the pid of the Node process
 * that started it. While that process lives it is the server's parent; once the server has
 * another parent (init, a subreaper), its starter is gone and the server is an orphan
 * (decision 052).
 */
export const STARTED_BY_SETTING = "shop.started_by";

/** What the operating system says about one process. */
export type ProcessFacts = {
  parentPid: number;
  /** The program and its arguments, as it was started. */
  args: string[];
  /** Its working directory (a running PostgreSQL's is its data directory), when we may read it. */
  cwd?: string;
  /** Its executable's file name (`node`, `postgres`), whatever it calls itself now. */
  program: string;
  zombie: boolean;
};

export type ReadProcess = (pid: number) => Promise<ProcessFacts | undefined>;

/** Who has the PostgreSQL of a data directory, as its `postmaster.pid` tells. */
export type RunningPostgres =
  /** No server (no postmaster.pid): start one. */
  | { kind: "none" }
  /** postmaster.pid names a process that has ended, or is now some other program: remove it. */
  | { kind: "stale"; pid: number }
  /** Our server, left running by a shop (or tool) that ended without stopping it: stop it. */
  | { kind: "orphaned"; pid: number }
  /** Our server, and the Node process that started it is still running: leave it alone. */
  | { kind: "in-use"; pid: number; ownerPid: number };

export async function recogniseRunningPostgres(databaseDir: string, readProcess: ReadProcess = processFacts): Promise<RunningPostgres> {
  const pidFile = path.join(databaseDir, "postmaster.pid");
  if (!existsSync(pidFile)) return { kind: "none" };
  const [firstLine = "", dataDirLine = ""] = (await readFile(pidFile, "utf8")).split("\n");
  const pid = Number(firstLine.trim());
  if (!Number.isInteger(pid) || pid <= 0) return { kind: "stale", pid: 0 };
  const server = await readProcess(pid);
  if (!server || server.zombie || !(await isPostgresOf(server, databaseDir, dataDirLine))) return { kind: "stale", pid };
  const startedBy = startedByOf(server.args);
  if (startedBy !== undefined) {
    // A process is given a new parent only when its parent ends.
    return server.parentPid === startedBy ? { kind: "in-use", pid, ownerPid: startedBy } : { kind: "orphaned", pid };
  }
  // Started by a shop from before decision 052, which did not say who started it: taken as
  // in use while its parent is a Node process (a shop, a tool, a test run), else orphaned.
  const parent = await readProcess(server.parentPid);
  return parent && !parent.zombie && /^node(js)?(\.exe)?$/.test(parent.program)
    ? { kind: "in-use", pid, ownerPid: server.parentPid }
    : { kind: "orphaned", pid };
}

function startedByOf(args: string[]): number | undefined {
  const setting = args.find((arg) => arg.startsWith(`${STARTED_BY_SETTING}=`));
  const pid = Number(setting?.slice(STARTED_BY_SETTING.length + 1));
  return setting && Number.isInteger(pid) && pid > 0 ? pid : undefined;
}

/** The PostgreSQL server program, running on this data directory (not a reused pid). */
async function isPostgresOf(server: ProcessFacts, databaseDir: string, dataDirLine: string) {
  if (server.program !== "postgres" && path.basename(server.args[0] ?? "") !== "postgres") return false;
  const wanted = await realpath(databaseDir).catch(() => path.resolve(databaseDir));
  if (server.cwd !== undefined) return server.cwd === wanted;
  // Without its working directory (no /proc): the -D it was started with, else postmaster.pid's own line.
  const option = server.args.indexOf("-D");
  const given = option >= 0 ? server.args[option + 1] : dataDirLine.trim();
  return given !== undefined && path.resolve(given) === wanted;
}

/** From /proc on Linux; from `ps` elsewhere (macOS). Undefined when there is no such process. */
export async function processFacts(pid: number): Promise<ProcessFacts | undefined> {
  if (existsSync("/proc/self/stat")) return processFactsFromProc(pid);
  return processFactsFromPs(pid);
}

async function processFactsFromProc(pid: number): Promise<ProcessFacts | undefined> {
  let stat: string;
  let cmdline: string;
  try {
    [stat, cmdline] = await Promise.all([readFile(`/proc/${pid}/stat`, "utf8"), readFile(`/proc/${pid}/cmdline`, "utf8")]);
  } catch {
    return undefined;
  }
  // "pid (name) state ppid …": the name may itself hold spaces and parentheses.
  const [state = "", parent = "0"] = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  const args = cmdline.split("\0").filter((arg, index, all) => arg !== "" || index < all.length - 1);
  // Another user's process (a root-owned init, say) hides its executable and directory.
  const executable = await readlink(`/proc/${pid}/exe`).catch(() => undefined);
  const cwd = await readlink(`/proc/${pid}/cwd`).catch(() => undefined);
  return {
    parentPid: Number(parent),
    args,
    cwd,
    program: path.basename(executable ?? args[0] ?? "").replace(/ \(deleted\)$/, ""),
    zombie: state === "Z",
  };
}

async function processFactsFromPs(pid: number): Promise<ProcessFacts | undefined> {
  try {
    const { stdout } = await promisify(execFile)("ps", ["-o", "ppid=", "-o", "stat=", "-o", "command=", "-p", String(pid)]);
    const [parent = "0", state = "", ...args] = stdout.trim().split(/\s+/);
    return { parentPid: Number(parent), args, program: path.basename(args[0] ?? ""), zombie: state.startsWith("Z") };
  } catch {
    return undefined;
  }
}

/**
 * Fast shutdown of an orphaned server (SIGINT: sessions end, a checkpoint is written), waited
 * for; an immediate shutdown (SIGQUIT) if it takes longer than `patienceMs`, which PostgreSQL
 * recovers from at its next start as from a crash.
 */
export async function stopOrphanedPostgres(pid: number, patienceMs = 60_000, readProcess: ReadProcess = processFacts): Promise<void> {
  for (const [signal, waitMs] of [
    ["SIGINT", patienceMs],
    ["SIGQUIT", 10_000],
  ] as const) {
    try {
      process.kill(pid, signal);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ESRCH") return;
      throw error;
    }
    const deadline = Date.now() + waitMs;
    while (Date.now() < deadline) {
      const facts = await readProcess(pid);
      if (!facts || facts.zombie) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`The embedded PostgreSQL left running by an earlier shop (process ${pid}) did not stop.`);
}
