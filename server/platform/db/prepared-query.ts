import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import { logger } from "../logger";
import type { DatabaseOrTransaction } from "./database";

/**
 * A query the storefront runs on nearly every page, built once per database handle and kept
 * as a named PostgreSQL prepared statement: the SQL text is not assembled again for every
 * request, and each pooled connection parses and plans it once instead of every time
 * (decision 051). Values that change per call are `sql.placeholder`s given to `execute`.
 *
 * `prepare` must always build the same SQL for the same name: PostgreSQL keeps one statement
 * per name and connection.
 */
export function preparedQuery<Prepared>(prepare: (db: DatabaseOrTransaction) => Prepared): (db: DatabaseOrTransaction) => Prepared {
  const byHandle = new WeakMap<DatabaseOrTransaction, Prepared>();
  return (db) => {
    let prepared = byHandle.get(db);
    if (prepared === undefined) {
      prepared = prepare(db);
      byHandle.set(db, prepared);
    }
    return prepared;
  };
}

/**
 * A prepared statement's LIMIT written into its text, for `.limit(…)`. PostgreSQL plans a
 * `LIMIT $n` for a tenth of the rows and so never settles on one generic plan: the statement was
 * planned again at every call (0.47 ms against 0.08 ms executing the home page's featured
 * products, decision 093). Drizzle's `limit` binds a number as a parameter; SQL text it embeds as
 * it is, hence the cast. The count becomes part of the statement, so its name must carry it.
 */
export function limitInText(count: number): number {
  if (!Number.isSafeInteger(count) || count < 0) throw new RangeError(`A row count must be a whole number ≥ 0, got ${count}`);
  return sql.raw(String(count)) as unknown as number;
}

/**
 * A statement whose SQL text depends on what it carries (an optional part, a list of CTEs) gets one
 * name per text it has taken (`shapeName`), so a name never stands for two texts; beyond this many
 * texts of one statement, further ones run unnamed rather than pile up in every connection.
 */
export const MAX_SHAPES_PER_STATEMENT = 32;
const shapesByName = new Map<string, Map<string, string>>();
const overflowWarned = new Set<string>();

/**
 * The name the statement `name` is prepared under for this SQL text (one per text it takes), or
 * undefined past `MAX_SHAPES_PER_STATEMENT` texts: such a statement runs unnamed.
 */
export function shapeName(name: string, text: string): string | undefined {
  let shapes = shapesByName.get(name);
  if (!shapes) shapesByName.set(name, (shapes = new Map()));
  const known = shapes.get(text);
  if (known) return known;
  if (shapes.size >= MAX_SHAPES_PER_STATEMENT) {
    if (!overflowWarned.has(name)) {
      overflowWarned.add(name);
      logger.warn("A prepared statement took more shapes than expected; the rest run unnamed", { statement: name, shapes: shapes.size });
    }
    return undefined;
  }
  const shapeName = `${name}_${createHash("sha256").update(text).digest("base64url").slice(0, 16)}`;
  shapes.set(text, shapeName);
  return shapeName;
}
