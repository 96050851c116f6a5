import { desc, eq } from "drizzle-orm";
import type { DatabaseOrTransaction } from "../../platform/db/database";
import { savedPaymentMethods } from "../../platform/db/schema";

/** A saved card as the shop keeps it: never more than brand, last four digits and expiry. */
export type SavedCard = { id: string; brand: string; last4: string; expiry: string; isDefault: boolean };

/** The member's saved cards, newest first (spec §7: payment_methods by user_id newest first). */
export async function listSavedCards(db: DatabaseOrTransaction, userId: string): Promise<SavedCard[]> {
  return db
    .select({
      id: savedPaymentMethods.id,
      brand: savedPaymentMethods.brand,
      last4: savedPaymentMethods.last4,
      expiry: savedPaymentMethods.expiry,
      isDefault: savedPaymentMethods.isDefault,
    })
    .from(savedPaymentMethods)
    .where(eq(savedPaymentMethods.userId, userId))
    .orderBy(desc(savedPaymentMethods.createdAt), desc(savedPaymentMethods.id));
}
