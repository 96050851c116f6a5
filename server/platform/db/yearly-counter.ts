import { sql } from "drizzle-orm";
import type { DatabaseOrTransaction } from "./database";
import type { creditNoteCounters, taxInvoiceCounters } from "./schema";

/** A counter table of one row a year: the tax invoices' and the credit notes' (decision 079). */
type YearlyCounters = typeof taxInvoiceCounters | typeof creditNoteCounters;

/**
 * The next number of `year` in `counters`, counted in the caller's transaction: the year's row
 * stays locked until it commits or rolls back, so the numbers have no gaps.
 */
export async function nextYearlyNumber(tx: DatabaseOrTransaction, counters: YearlyCounters, year: number): Promise<number> {
  const [row] = await tx
    .insert(counters)
    .values({ year, lastNumber: 1 })
    .onConflictDoUpdate({ target: counters.year, set: { lastNumber: sql`${counters.lastNumber} + 1` } })
    .returning({ lastNumber: counters.lastNumber });
  return row!.lastNumber;
}
