import { asc, eq } from "drizzle-orm";
import type { SpecialOfferView } from "../../../domain/content/content";
import type { DatabaseOrTransaction } from "../../platform/db/database";
import { specialOffers } from "../../platform/db/schema";

/** Active special offers in sort order; the /promotions section is hidden when there are none. */
export async function listActiveSpecialOffers(db: DatabaseOrTransaction): Promise<SpecialOfferView[]> {
  return db
    .select({
      id: specialOffers.id,
      icon: specialOffers.icon,
      title: specialOffers.title,
      description: specialOffers.description,
    })
    .from(specialOffers)
    .where(eq(specialOffers.isActive, true))
    .orderBy(asc(specialOffers.sortOrder), asc(specialOffers.createdAt), asc(specialOffers.id));
}
