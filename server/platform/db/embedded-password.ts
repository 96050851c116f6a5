import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { link, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import pg from "pg";
import { logger } from "../logger";

/**
 * The password every embedded cluster had before decision 052. Accepted only to replace it
 * with the data directory's own password, once, on the first start after the upgrade.
 */
const PASSWORD_BEFORE_052 = "shop-embedded";

/** Beside the cluster, not inside it (initdb wants an empty directory): DATA_DIR/postgres-password. */
export function embeddedPasswordFile(databaseDir: string) {
  return `${path.resolve(databaseDir)}-password`;
}

/** The cluster's password, for a tool that reaches a running shop's database. */
export function readEmbeddedPassword(databaseDir: string): string {
  return readFileSync(embeddedPasswordFile(databaseDir), "utf8").trim();
}

/**
 * The data directory's own random password, made on first use (mode 0600). Written before the
 * cluster is made or its role changed, so a crash at any point leaves a password to try.
 */
export async function embeddedPassword(databaseDir: string): Promise<string> {
  const file = embeddedPasswordFile(databaseDir);
  const existing = await readFile(file, "utf8").catch(() => undefined);
  if (existing !== undefined) return existing.trim();
  // Written whole under another name, then linked into place: a crash never leaves half a
  // password, and of two processes starting at once the first link wins.
  const draft = `${file}.${process.pid}.draft`;
  await writeFile(draft, `${randomBytes(32).toString("base64url")}\n`, { mode: 0o600 });
  try {
    await link(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  } finally {
    await rm(draft, { force: true });
  }
  return (await readFile(file, "utf8")).trim();
}

/**
 * Makes the role's password the data directory's own. A cluster made before decision 052
 * still has the old constant: it is changed with the old one (again after a crash between
 * writing the file and changing the role, since the file is written first).
 */
export async function ensureRolePassword(server: { port: number; user: string; databaseDir: string }, password: string) {
  const connect = async (candidate: string) => {
    const client = new pg.Client({ host: "127.0.0.1", port: server.port, user: server.user, password: candidate, database: "postgres" });
    try {
      await client.connect();
      return client;
    } catch (error) {
      await client.end().catch(() => undefined);
      if ((error as { code?: string }).code === "28P01") return undefined;
      throw error;
    }
  };
  const current = await connect(password);
  if (current) return void (await current.end());
  const older = await connect(PASSWORD_BEFORE_052);
  if (!older) {
    throw new Error(`The embedded database in ${server.databaseDir} does not accept the password in ${embeddedPasswordFile(server.databaseDir)}.`);
  }
  try {
    // ALTER ROLE takes no parameters: the values arrive as parameters and PostgreSQL quotes them
    // itself (format's %I and %L), in this short-lived session's own settings.
    await older.query("select set_config('shop.role', $1, false), set_config('shop.new_password', $2, false)", [server.user, password]);
    await older.query("do $$ begin execute format('alter role %I password %L', current_setting('shop.role'), current_setting('shop.new_password')); end $$");
  } finally {
    await older.end();
  }
  logger.info("The embedded database now has this data directory's own password", { file: embeddedPasswordFile(server.databaseDir) });
}
