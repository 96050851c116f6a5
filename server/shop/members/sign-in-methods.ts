import { and, eq, sql } from "drizzle-orm";
import type { DatabaseOrTransaction } from "../../platform/db/database";
import { accounts } from "../../platform/db/schema";

/** Whether the member signs in with a password (else only with Google or LINE). */
export async function accountHasPassword(db: DatabaseOrTransaction, userId: string): Promise<boolean> {
  const [credential] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, "credential"), sql`${accounts.password} is not null`));
  return Boolean(credential);
}
