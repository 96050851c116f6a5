import { fillPlaceholders, sql, type Placeholder, type SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { shapeName } from "./prepared-query";

const dialect = new PgDialect();

/** A value a statement's SQL takes: the value itself, or a placeholder filled in at every call (`shapedStatement`). */
export type SqlValue<T> = T | Placeholder<string, T>;

/** A statement ready to send: its prepared name (one per text), its text and its values in order. */
export type ShapedQuery = { name: string | undefined; text: string; values: unknown[] };

/**
 * A statement whose SQL text is built once per shape (decision 122): `build` writes it with
 * Drizzle as usual, every value a `sql.placeholder` (use `placeholders`), so its text and the order of
 * its parameters are worked out on first use; each call only fills the values in (Drizzle's
 * `fillPlaceholders`). Building the text of the order's statements at every order was a sixth of the
 * checkout's Node time. `build` sees only the shape, never a value, so a text cannot depend on one;
 * what changes the text (an optional part) is the shape. A value missing from a call throws.
 */
export function shapedStatement<Shape extends string>(name: string, build: (shape: Shape) => SQL) {
  const byShape = new Map<Shape, { text: string; params: unknown[]; prepared: string | undefined }>();
  return (shape: Shape, values: Record<string, unknown>): ShapedQuery => {
    let built = byShape.get(shape);
    if (!built) {
      const query = dialect.sqlToQuery(build(shape));
      built = { text: query.sql, params: query.params, prepared: shapeName(name, query.sql) };
      byShape.set(shape, built);
    }
    return { name: built.prepared, text: built.text, values: fillPlaceholders(built.params, values) };
  };
}

/**
 * The placeholders of a statement's part, each named `<prefix>_<key>` when the builder reads it:
 * the values' type is the one list of keys (a value missing at a call throws, `fillPlaceholders`).
 */
export function placeholders<Values extends Record<string, unknown>>(prefix: string): { [Key in keyof Values]: Placeholder<string, Values[Key]> } {
  return new Proxy({} as { [Key in keyof Values]: Placeholder<string, Values[Key]> }, {
    get: (_, key) => (typeof key === "string" ? sql.placeholder(`${prefix}_${key}`) : undefined),
  });
}

/** The values for `placeholders(prefix)`, keyed as its placeholders are named. */
export function prefixed(prefix: string, values: Record<string, unknown>): Record<string, unknown> {
  // At every order, for some forty values: a plain loop and names made once.
  let names = prefixedNames.get(prefix);
  if (!names) prefixedNames.set(prefix, (names = new Map()));
  const named: Record<string, unknown> = {};
  for (const key in values) {
    let name = names.get(key);
    if (name === undefined) names.set(key, (name = `${prefix}_${key}`));
    named[name] = values[key];
  }
  return named;
}
const prefixedNames = new Map<string, Map<string, string>>();
