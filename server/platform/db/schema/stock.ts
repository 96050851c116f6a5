import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { STOCK_MOVEMENT_KINDS } from "../../../../domain/stock/stock-movements";
import { productColors, products } from "./catalog";
import { id, requiredLink, sqlList } from "./columns";
import { orders } from "./orders";

/**
 * Every change of a product's stock, one row each, written in the same transaction as the
 * change itself (`recordStockMovements`, decision 032): the stock row says how many there are,
 * this says how it came to be. The admin of a manual change is kept by id and e-mail without
 * a foreign key, like the audit log (the record outlives the account).
 */
export const stockMovements = pgTable(
  "stock_movements",
  {
    id: id(),
    productId: requiredLink("product_id", () => products.id, "cascade"),
    /** The shade whose stock moved (decision 114); null for a product without shades, or a shade since deleted. */
    colorId: uuid("color_id").references(() => productColors.id, { onDelete: "set null" }),
    kind: text("kind").notNull(),
    /** + received or returned, − taken; never 0 except an initial stock of 0. */
    change: integer("change").notNull(),
    quantityAfter: integer("quantity_after").notNull(),
    reason: text("reason"),
    /** The order a sale, cancellation or expiry belongs to. */
    orderId: uuid("order_id").references(() => orders.id, { onDelete: "set null" }),
    actorId: uuid("actor_id"),
    actorEmail: text("actor_email"),
    // The clock, not the transaction's start: the expiry job returns stock for many orders in
    // one transaction, and the history must still show them in the order they happened.
    createdAt: timestamp("created_at", { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (table) => [
    check("stock_movements_kind_check", sql`${table.kind} in (${sqlList(STOCK_MOVEMENT_KINDS)})`),
    check("stock_movements_quantity_after_check", sql`${table.quantityAfter} >= 0`),
    check("stock_movements_change_check", sql`${table.change} <> 0 or ${table.kind} in ('initial', 'write-off')`),
    // The history of one product, newest first, paged.
    index("stock_movements_product_created_idx").on(table.productId, table.createdAt.desc(), table.id.desc()),
    index("stock_movements_order_id_idx").on(table.orderId),
  ],
);
