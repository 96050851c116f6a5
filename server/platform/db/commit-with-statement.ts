import { is, SQL, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import { PgDialect } from "drizzle-orm/pg-core";
import pg from "pg";
import { poolOf, type ShopDatabase, type ShopQueries } from "./database";
import { shapeName } from "./prepared-query";
import type { ShapedQuery } from "./shaped-statement";
import * as schema from "./schema";

const dialect = new PgDialect();

/**
 * What an order's transaction offers its work (decision 097), all on the transaction's one
 * connection, through node-postgres's and Drizzle's documented interfaces:
 * - `tx`: Drizzle on that connection, for the shop's own functions (no `transaction`: a savepoint
 *   is `withinSavepoint`);
 * - `execute`: a statement as a named prepared statement of node-postgres (its values parameters),
 *   parsed and planned once per connection, one name per SQL text the statement takes;
 * - `commitWith`: the transaction's last statement, sent with its `commit` in one message.
 */
export type StatementTransaction = {
  tx: ShopQueries;
  execute: <Row extends Record<string, unknown>>(name: string, statement: SQL | ShapedQuery) => Promise<Row[]>;
  /**
   * Runs the statement and commits in one round trip; answers the refusal it stopped itself with
   * (nothing is committed then), or undefined once committed. The statement carries no values: it
   * reads what an earlier statement left for it with `carriedValue` (`carryToCommit`).
   */
  commitWith: (name: string, statement: SQL | ShapedQuery) => Promise<StatementRefusal | undefined>;
};

/** A refusal a statement raised with `shop_refuse(refusal, detail)`: its name and detail, as PostgreSQL's error fields carry them. */
export type StatementRefusal = { refusal: string; detail: string };

// The statements each connection has prepared with SQL's PREPARE (they outlive transactions).
const preparedOn = new WeakMap<pg.PoolClient, Set<string>>();
const drizzleOn = new WeakMap<pg.PoolClient, ShopQueries>();

/**
 * A transaction whose last statement also commits it, in the same round trip (decision 092): the
 * row locks that statement takes (a hot product's stock) are released by PostgreSQL the moment it
 * ends — never held while its answer travels to Node, waits for the event loop and a `commit`
 * travels back. Only a message in PostgreSQL's simple protocol can hold two statements, and such a
 * message carries no parameters: so the last statement is a text without values, prepared once per
 * connection, and its values were carried by an earlier statement, as parameters, into settings
 * local to the transaction (`carryToCommit`). No value is ever written into SQL text.
 *
 * `work` answers an outcome: `ok: false` rolls the transaction back (a refusal, or something to
 * try again), `ok: true` commits it if `commitWith` has not. An error rolls it back and is thrown.
 * With `genericPlans`, the named statements run their generic plan from the first call
 * (`plan_cache_mode`, set in the `begin`'s own message, decision 093).
 */
export async function transactionEndedByStatement<Result extends { ok: boolean }>(
  db: ShopDatabase,
  work: (transaction: StatementTransaction) => Promise<Result>,
  options: { genericPlans?: boolean } = {},
): Promise<Result> {
  const client = await poolOf(db).connect();
  let ended = false;
  let broken: Error | undefined;
  const lost = (error: unknown) => (broken = error instanceof Error ? error : new Error(String(error)));
  const prepared = preparedOn.get(client) ?? new Set<string>();
  preparedOn.set(client, prepared);
  const transaction: StatementTransaction = {
    // Drizzle on the connection, built once per pooled connection and only when asked for:
    // building one works out the schema's relations, a measurable cost at every order.
    get tx() {
      let handle = drizzleOn.get(client);
      if (!handle) drizzleOn.set(client, (handle = drizzle(client, { schema })));
      return handle;
    },
    async execute<Row extends Record<string, unknown>>(name: string, statement: SQL | ShapedQuery) {
      const query = readyToSend(name, statement);
      const { rows } = await client.query<Row>({ name: query.name, text: query.text, values: query.values });
      return rows;
    },
    async commitWith(name, statement) {
      const query = readyToSend(name, statement);
      if (query.values.length > 0) throw new Error(`commitWith(${name}) takes a statement without values: carry them with carryToCommit`);
      const named = query.name;
      const isPrepared = named !== undefined && prepared.has(named);
      const last = named === undefined ? query.text : `execute ${pg.escapeIdentifier(named)}`;
      const message = isPrepared || named === undefined ? `${last};\ncommit` : `prepare ${pg.escapeIdentifier(named)} as ${query.text};\n${last};\ncommit`;
      try {
        await client.query(message);
        ended = true;
        if (named !== undefined) prepared.add(named);
        return undefined;
      } catch (error) {
        // The message stopped at the failing statement; the transaction is rolled back below.
        await client.query("rollback").catch(lost);
        ended = true;
        // A PREPARE sent in a message that failed may or may not have run.
        if (named !== undefined && !isPrepared && !broken) await settlePrepared(client, prepared, named).catch(lost);
        const refusal = statementRefusalOf(error);
        if (refusal) return refusal;
        throw error;
      }
    },
  };
  try {
    await client.query(options.genericPlans ? "begin; set local plan_cache_mode = force_generic_plan" : "begin");
    const result = await work(transaction);
    if (!ended) await client.query(result.ok ? "commit" : "rollback");
    ended = true;
    return result;
  } catch (error) {
    if (!ended) await client.query("rollback").catch(lost);
    throw error;
  } finally {
    // A connection that could not even roll back is closed, not handed to the next transaction.
    client.release(broken);
  }
}

/** A statement's prepared name, text and values: built by `shapedStatement` already, or from Drizzle's SQL now (one name per text). */
function readyToSend(name: string, statement: SQL | ShapedQuery): ShapedQuery {
  if (!is(statement, SQL)) return statement;
  const query = dialect.sqlToQuery(statement);
  return { name: shapeName(name, query.sql), text: query.sql, values: query.params };
}

/** After a failed message that began with a PREPARE: whether the statement exists on the connection now. */
async function settlePrepared(client: pg.PoolClient, prepared: Set<string>, name: string) {
  const { rows } = await client.query<{ found: boolean }>("select exists (select 1 from pg_prepared_statements where name = $1) as found", [name]);
  if (rows[0]?.found) prepared.add(name);
}

const CARRIED = /^[a-z][a-z_]{0,40}$/;
const carriedSetting = (name: string) => {
  if (!CARRIED.test(name)) throw new Error(`A carried value's name is a lower-case word, got ${name}`);
  return `shop.${name}`;
};

/** A select-list item for an earlier statement of the transaction: keeps `value` (text, a parameter) for the last statement to read. */
export function carryToCommit(name: string, value: SQL): SQL {
  return sql`set_config(${sql.raw(`'${carriedSetting(name)}'`)}, ${value}, true)`;
}

/** What an earlier statement kept with `carryToCommit`, as text, in the last statement (a constant of its text: no value). */
export function carriedValue(name: string): SQL {
  return sql.raw(`current_setting('${carriedSetting(name)}')`);
}

// PostgreSQL's SQLSTATE for a check that failed: what shop_refuse raises, its refusal in the error's constraint field.
const CHECK_VIOLATION = "23514";

/**
 * The refusal a statement stopped itself with: `shop_refuse(refusal, detail)` raises check_violation
 * with the refusal's name in the error's constraint field and its detail in the detail field, so it
 * is told apart by fields PostgreSQL sets, never by its message's words. Also when Drizzle wraps the
 * driver's error; undefined for any other error.
 */
export function statementRefusalOf(error: unknown): StatementRefusal | undefined {
  for (let current: unknown = error; current && typeof current === "object"; current = (current as { cause?: unknown }).cause) {
    const { code, constraint, detail } = current as { code?: unknown; constraint?: unknown; detail?: unknown };
    if (code === CHECK_VIOLATION && typeof constraint === "string" && constraint.startsWith("shop_")) {
      return { refusal: constraint, detail: typeof detail === "string" ? detail : "" };
    }
  }
  return undefined;
}
