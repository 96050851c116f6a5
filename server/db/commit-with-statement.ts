import { sql, type SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { NodePgSession, NodePgTransaction } from "drizzle-orm/node-postgres";
import pg from "pg";
import type { ShopDatabase, ShopTransaction } from "./database";

const dialect = new PgDialect();
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Values written into the text of a statement that commits (`transactionEndedByStatement`): it goes in
 * PostgreSQL's simple protocol, which carries no parameters. Each checks its value or quotes it
 * as PostgreSQL quotes a literal; nothing else may go into such a statement.
 */
export const literal = {
  uuid(value: string): SQL {
    if (!UUID.test(value)) throw new Error("Not a uuid; refusing to write it into a statement");
    return sql.raw(`'${value}'::uuid`);
  },
  integer(value: number): SQL {
    if (!Number.isSafeInteger(value)) throw new Error("Not an integer; refusing to write it into a statement");
    return sql.raw(`${value}`);
  },
  text(value: string): SQL {
    return sql.raw(pg.escapeLiteral(value));
  },
};

/** Runs the transaction's last statement and commits in the same message; see `transactionEndedByStatement`. */
export type CommitWith = (statement: SQL) => Promise<void>;

/**
 * A transaction whose last statement also commits it, in the same round trip (decision 092):
 * `work` ends with `commitWith(statement)`, sent as `statement; commit` in one message, so the row
 * locks that statement takes are released by PostgreSQL the moment it ends — never held while its
 * answer travels to Node, waits for the event loop and a `commit` travels back.
 *
 * When the statement fails, PostgreSQL skips the rest of the message: nothing is committed, and the
 * transaction is rolled back as on any other error. A refusal is such an error (`shop_refuse`).
 * Nothing can be written after `commitWith`. `tx` is a transaction like `db.transaction`'s (its own
 * `transaction` makes savepoints); should `work` not call `commitWith`, the transaction is committed
 * when it returns.
 *
 * With `genericPlans`, the transaction's named prepared statements run their generic plan from the
 * first call (`plan_cache_mode`, set in the `begin`'s own message): for statements that find their
 * rows by keys, whose plan no value changes — PostgreSQL otherwise plans a statement that takes an
 * array of keys again at every call (decision 093).
 */
export async function transactionEndedByStatement<T>(
  db: ShopDatabase,
  work: (tx: ShopTransaction, commitWith: CommitWith) => Promise<T>,
  options: { genericPlans?: boolean } = {},
): Promise<T> {
  // drizzle(pool) keeps its pool as `$client`, which ShopDatabase's type does not name.
  const pool = (db as { $client?: unknown }).$client;
  if (!(pool instanceof pg.Pool)) throw new Error("transactionEndedByStatement needs the shop's database, not a transaction or a single connection");
  const client = await pool.connect();
  const schema = db._.schema === undefined ? undefined : { fullSchema: db._.fullSchema, schema: db._.schema, tableNamesMap: db._.tableNamesMap };
  // The same transaction object db.transaction hands out, on this one connection.
  const tx = new NodePgTransaction(dialect, new NodePgSession(client, dialect, schema), schema) as unknown as ShopTransaction;
  let ended = false;
  let broken: Error | undefined;
  try {
    await client.query(options.genericPlans ? "begin; set local plan_cache_mode = force_generic_plan" : "begin");
    const result = await work(tx, async (statement) => {
      const query = dialect.sqlToQuery(statement);
      if (query.params.length > 0) throw new Error("A statement that commits carries no parameters: write its values with `literal`");
      // The simple protocol: several statements in one message, each run as soon as the one before it ends.
      await client.query(`${query.sql};\ncommit`);
      ended = true;
    });
    if (!ended) await client.query("commit");
    ended = true;
    return result;
  } catch (error) {
    if (!ended) await client.query("rollback").catch((lost: unknown) => (broken = lost instanceof Error ? lost : new Error(String(lost))));
    throw error;
  } finally {
    // A connection that could not even roll back is closed, not handed to the next transaction.
    client.release(broken);
  }
}

/**
 * The reason a statement stopped itself with `shop_refuse(reason)` (decision 092), also when
 * Drizzle wraps the driver's error; undefined for any other error.
 */
export function refusalReasonOf(error: unknown): string | undefined {
  for (let current: unknown = error; current && typeof current === "object"; current = (current as { cause?: unknown }).cause) {
    const { code, where, message } = current as { code?: unknown; where?: unknown; message?: unknown };
    if (code === "P0001" && typeof where === "string" && where.includes("function shop_refuse(") && typeof message === "string") return message;
  }
  return undefined;
}
