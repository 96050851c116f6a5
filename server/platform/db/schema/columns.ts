import { sql } from "drizzle-orm";
import { type AnyPgColumn, integer, timestamp, uuid } from "drizzle-orm/pg-core";

/** Shared column builders so every table spells ids, money and timestamps the same way. */
export const id = () => uuid("id").primaryKey().defaultRandom();
export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
/** When a row was made and last changed; `updated_at` follows every update. */
export const timestamps = () => ({ createdAt: createdAt(), updatedAt: updatedAt() });
/** A row that cannot exist without its row in another table, and what becomes of it when that one goes. */
export const requiredLink = (name: string, target: () => AnyPgColumn, onDelete: "cascade" | "restrict") =>
  uuid(name).notNull().references(target, { onDelete });
/** Money is integer satang (1 baht = 100 satang); never floats. */
export const satang = (name: string) => integer(name);
export const sortOrder = () => integer("sort_order").notNull().default(0);

/** SQL list literal for CHECK constraints built from the domain's `as const` tuples. */
export function sqlList(values: readonly string[]) {
  return sql.raw(values.map((value) => `'${value.replace(/'/g, "''")}'`).join(", "));
}
