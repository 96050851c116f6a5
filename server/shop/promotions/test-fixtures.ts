import type { ShopDatabase } from "../../platform/db/database";
import { promotions } from "../../platform/db/schema";

/** A promotion as staff would save it: ฿50 off, running since yesterday, unless told otherwise. */
export async function insertPromotion(db: ShopDatabase, values: Partial<typeof promotions.$inferInsert> = {}) {
  const [row] = await db
    .insert(promotions)
    .values({ title: "ลด ฿50", rewardType: "amount", amount: 50_00, startsAt: new Date(Date.now() - 24 * 3_600_000), ...values })
    .returning({ id: promotions.id, code: promotions.code });
  return row!;
}
