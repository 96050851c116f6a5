import type { SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { NodePgSession, NodePgTransaction } from "drizzle-orm/node-postgres";
import pg from "pg";
import type { ShopDatabase, ShopTransaction } from "./database";
import { shapeName } from "./prepared-query";

const dialect = new PgDialect();
/**
 * Runs the transaction's last statement and commits in the same message; see
 * `transactionEndedByStatement`. The statement carries parameters like any other and is prepared
 * once per connection under `name` (one name per SQL text it takes, as `executePrepared`'s).
 */
export type CommitWith = (name: string, statement: SQL) => Promise<void>;

// The statements each connection has prepared with SQL's PREPARE (they outlive transactions).
const preparedOn = new WeakMap<pg.PoolClient, Set<string>>();

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
  // A PREPARE sent in a message that failed may or may not have run: looked up after the rollback.
  let unsurePrepared: string | undefined;
  const prepared = preparedOn.get(client) ?? new Set<string>();
  preparedOn.set(client, prepared);
  try {
    await client.query(options.genericPlans ? "begin; set local plan_cache_mode = force_generic_plan" : "begin");
    const result = await work(tx, async (preparedAs, statement) => {
      // The simple protocol runs several statements of one message, each as soon as the one before
      // it ends, but carries no parameters: the prepared statement's are written as literals into
      // its EXECUTE. PostgreSQL plans it once per connection, not at every call (decision 093).
      const query = dialect.sqlToQuery(statement);
      const named = shapeName(preparedAs, query.sql);
      const name = pg.escapeIdentifier(named ?? `${preparedAs}_once`);
      // PostgreSQL's EXECUTE takes no parentheses when there is nothing to pass.
      const execute = query.params.length === 0 ? `execute ${name}` : `execute ${name}(${query.params.map(literalOf).join(", ")})`;
      const isPrepared = named !== undefined && prepared.has(named);
      // Past the statement's shapes (prepared-query.ts) it is prepared for this one call.
      const message = isPrepared
        ? `${execute};\ncommit`
        : `prepare ${name} as ${query.sql};\n${execute};\ncommit${named === undefined ? `;\ndeallocate ${name}` : ""}`;
      if (!isPrepared) unsurePrepared = named ?? `${preparedAs}_once`;
      await client.query(message);
      if (named !== undefined) prepared.add(named);
      unsurePrepared = undefined;
      ended = true;
    });
    if (!ended) await client.query("commit");
    ended = true;
    return result;
  } catch (error) {
    if (!ended) await client.query("rollback").catch((lost: unknown) => (broken = lost instanceof Error ? lost : new Error(String(lost))));
    if (unsurePrepared !== undefined && !broken)
      await settlePrepared(client, prepared, unsurePrepared).catch((lost: unknown) => (broken = lost instanceof Error ? lost : new Error(String(lost))));
    throw error;
  } finally {
    // A connection that could not even roll back is closed, not handed to the next transaction.
    client.release(broken);
  }
}

/** After a failed message that began with a PREPARE: whether the statement exists on the connection now (a one-call one is removed). */
async function settlePrepared(client: pg.PoolClient, prepared: Set<string>, name: string) {
  const { rows } = await client.query<{ found: boolean }>("select exists (select 1 from pg_prepared_statements where name = $1) as found", [name]);
  if (!rows[0]?.found) return;
  if (name.endsWith("_once")) await client.query(`deallocate ${pg.escapeIdentifier(name)}`);
  else prepared.add(name);
}

// node-postgres's own conversion of a parameter to its text (arrays, dates, JSON), the one every
// other statement's values go through; @types/pg leaves `utils` out.
const { prepareValue } = (pg as unknown as { utils: { prepareValue: (value: unknown) => string | Buffer | null } }).utils;

/** A parameter written as a literal of the simple protocol (PostgreSQL casts it to the statement's parameter type). */
function literalOf(value: unknown): string {
  if (typeof value === "number" && !Number.isFinite(value)) throw new Error("Not a finite number; refusing to write it into a statement");
  const text = prepareValue(value);
  if (text === null) return "null";
  if (typeof text !== "string") throw new Error("Bytes cannot be written into a statement");
  return pg.escapeLiteral(text);
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
