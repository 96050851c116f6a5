import { sql } from "drizzle-orm";
import type { ShopQueries } from "./database";

let savepoints = 0;

/**
 * Runs `work` inside a savepoint of the caller's open transaction: should it fail, only what it
 * wrote is rolled back, and the error is thrown on. Plain SQL savepoints, so it works the same in
 * a Drizzle transaction and in an order's own (decision 097); outside a transaction PostgreSQL refuses it.
 */
export async function withinSavepoint<T>(tx: ShopQueries, work: (savepoint: ShopQueries) => Promise<T>): Promise<T> {
  savepoints = (savepoints + 1) % 1_000_000;
  const name = sql.raw(`shop_savepoint_${savepoints}`);
  await tx.execute(sql`savepoint ${name}`);
  try {
    const result = await work(tx);
    await tx.execute(sql`release savepoint ${name}`);
    return result;
  } catch (error) {
    await tx.execute(sql`rollback to savepoint ${name}`);
    throw error;
  }
}
