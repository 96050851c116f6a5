import { eq, type InferColumnsDataTypes, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { DatabaseOrTransaction } from "../../platform/db/database";
import { orders } from "../../platform/db/schema";

/**
 * The rows of a table kept per order (by its `orderId`) that sit on the member's own orders: these
 * columns (the order's own, such as its number, may be among them), in this order. For the member's
 * data export, which reads invoices, refunds and credit notes this way.
 */
export async function rowsOnMemberOrders<Fields extends Record<string, PgColumn>>(
  db: DatabaseOrTransaction,
  userId: string,
  table: PgTable & { orderId: PgColumn },
  fields: Fields,
  order: SQL,
): Promise<InferColumnsDataTypes<Fields>[]> {
  const perOrder: PgTable = table;
  const rows = await db
    .select(fields as Record<string, PgColumn>)
    .from(perOrder)
    .innerJoin(orders, eq(orders.id, table.orderId))
    .where(eq(orders.userId, userId))
    .orderBy(order);
  // An inner join: every column comes back as its own table declares it.
  return rows as InferColumnsDataTypes<Fields>[];
}
