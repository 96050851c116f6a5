import { readFile } from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { reportLostConnection } from "./lost-connections";
import * as schema from "./schema";

export type ShopDatabase = NodePgDatabase<typeof schema>;
/** An open transaction, as `db.transaction` hands it to its callback. */
export type ShopTransaction = Parameters<Parameters<ShopDatabase["transaction"]>[0]>[0];
/** A database handle or an open transaction: server functions accept either, an order's own transaction too (`ShopQueries`). */
export type DatabaseOrTransaction = ShopDatabase | ShopTransaction | ShopQueries;
/** For a function that opens a transaction of its own, or a savepoint within the caller's Drizzle transaction. */
export type DatabaseOrDrizzleTransaction = ShopDatabase | ShopTransaction;
/**
 * What a function that only reads and writes needs: any handle, without `transaction` — such a
 * function may run inside an order's transaction, which is no Drizzle transaction (decision 097);
 * a savepoint is `withinSavepoint`.
 */
export type ShopQueries = Omit<ShopDatabase, "transaction">;

export type DatabaseConnection = {
  db: ShopDatabase;
  pool: pg.Pool;
  close: () => Promise<void>;
};

// PostgreSQL's bigint (count(*), sums) arrives as text by default; the shop's counts and
// satang sums fit comfortably in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

export function connectDatabase(connectionString: string, options: { max?: number } = {}): DatabaseConnection {
  const pool = new pg.Pool({ connectionString, max: options.max ?? 10, application_name: "glossy-velvet-shop" });
  // An idle client whose connection ends (the database restarts or stops) is dropped by the
  // pool, which then emits 'error': without a listener that event would end the process.
  pool.on("error", (error) => reportLostConnection("An idle database connection was lost; the pool opens a new one when needed", error));
  const db = drizzle(pool, { schema });
  poolsOf.set(db, pool);
  return { db, pool, close: () => pool.end() };
}

// Each handle's pool, kept by the shop itself rather than read back out of Drizzle.
const poolsOf = new WeakMap<ShopDatabase, pg.Pool>();

/** The pool behind a handle `connectDatabase` made: for work that needs one connection of its own (an order's transaction). */
export function poolOf(db: ShopDatabase): pg.Pool {
  const pool = poolsOf.get(db);
  if (!pool) throw new Error("This handle was not made by connectDatabase (a transaction, or a database of its own): it has no pool of the shop's");
  return pool;
}

export const MIGRATIONS_FOLDER = path.resolve("server/platform/db/migrations");

export async function migrateDatabase(db: ShopDatabase) {
  await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
}

/** Key of the session-level advisory lock that start-up work holds (decision 047). */
const STARTUP_LOCK_KEY = 7_142_053_902;

/**
 * Runs `work` while no other shop process runs start-up work on this database: several
 * instances deployed at once must not apply the same migration twice or create the same
 * admin account twice (the loser would fail to start).
 */
export async function withStartupLock<T>(pool: pg.Pool, work: () => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [STARTUP_LOCK_KEY]);
    try {
      return await work();
    } finally {
      await client.query("select pg_advisory_unlock($1)", [STARTUP_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}

/** Creates `name` on the server behind `adminConnectionString` unless it exists. */
export async function ensureDatabaseExists(adminConnectionString: string, name: string) {
  const client = new pg.Client({ connectionString: adminConnectionString });
  await client.connect();
  try {
    const existing = await client.query("select 1 from pg_database where datname = $1", [name]);
    if (existing.rowCount === 0) await client.query(`create database "${name.replace(/"/g, '""')}"`);
  } finally {
    await client.end();
  }
}

export function withDatabaseName(connectionString: string, name: string) {
  const url = new URL(connectionString);
  url.pathname = `/${name}`;
  return url.toString();
}

// Kept on globalThis so a module reload in development (Vite) still finds the open pool.
const holder = globalThis as { __shopDatabase?: DatabaseConnection };

function connection(): DatabaseConnection {
  if (!holder.__shopDatabase) throw new Error("The database is not connected yet: startShop() must run first.");
  return holder.__shopDatabase;
}

/** The shop's database for this process, set once by start-up (or by a test). */
export function database(): ShopDatabase {
  return connection().db;
}

export function databasePool(): pg.Pool {
  return connection().pool;
}

export function installDatabase(next: DatabaseConnection | undefined) {
  holder.__shopDatabase = next;
}

/**
 * Whether the database holds every migration this code ships: its newest applied migration is
 * at least as new as the journal's last. False on a database restored from an older backup
 * until the shop has started on it (which migrates it).
 */
export async function migrationsApplied(db: ShopDatabase): Promise<boolean> {
  const journal = JSON.parse(await readFile(path.join(MIGRATIONS_FOLDER, "meta", "_journal.json"), "utf8")) as {
    entries: { when: number }[];
  };
  const newestShipped = Math.max(...journal.entries.map((entry) => entry.when));
  const applied = await db.execute<{ newest: number | null }>(sql`select max(created_at)::bigint as newest from drizzle.__drizzle_migrations`);
  return Number(applied.rows[0]?.newest ?? 0) >= newestShipped;
}
