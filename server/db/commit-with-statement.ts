import { sql, type SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import pg from "pg";
import type { DatabaseOrTransaction } from "./database";

const dialect = new PgDialect();
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Values written into the text of a statement that commits (`commitWithStatement`): it goes in
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

/**
 * Runs `statement`, the last of a transaction opened by `db.transaction`, and commits the
 * transaction in the same round trip (decision 092): `statement; commit; begin` in one message, so
 * the row locks it takes are released by PostgreSQL the moment it ends, never held while its answer
 * travels to Node, waits for the event loop and a `commit` travels back. The trailing `begin` opens
 * an empty transaction for `db.transaction`'s own commit (or rollback) to end.
 *
 * When the statement fails, PostgreSQL skips the rest of the message: nothing is committed, and the
 * error rolls the transaction back as any other does. A refusal is such an error (`shop_refuse_order`).
 * Only for the outermost transaction (inside a savepoint it would commit the whole), and nothing
 * may be written after it: it would be in a transaction of its own.
 */
export async function commitWithStatement(tx: DatabaseOrTransaction, statement: SQL): Promise<void> {
  const query = dialect.sqlToQuery(statement);
  if (query.params.length > 0) throw new Error("A statement that commits carries no parameters: write its values with `literal`");
  await tx.execute(sql.raw(`${query.sql};\ncommit;\nbegin`));
}

/**
 * The reason a statement stopped itself with `shop_refuse_order(reason)` (decision 092), also when
 * Drizzle wraps the driver's error; undefined for any other error.
 */
export function refusalReasonOf(error: unknown): string | undefined {
  for (let current: unknown = error; current && typeof current === "object"; current = (current as { cause?: unknown }).cause) {
    const { code, where, message } = current as { code?: unknown; where?: unknown; message?: unknown };
    if (code === "P0001" && typeof where === "string" && where.includes("shop_refuse_order") && typeof message === "string") return message;
  }
  return undefined;
}
