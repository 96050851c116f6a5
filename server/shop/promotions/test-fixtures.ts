import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { ShopDatabase } from "../../platform/db/database";
import { promotions } from "../../platform/db/schema";

type PromotionValues = typeof promotions.$inferInsert;

/** A promotion as staff would save it: ฿50 off, running since long ago, unless told otherwise. */
export async function insertPromotion(db: ShopDatabase, values: Partial<PromotionValues> = {}) {
  const [row] = await db
    .insert(promotions)
    .values({ title: "ลด ฿50", rewardType: "amount", amount: 50_00, startsAt: new Date("2020-01-01T00:00:00Z"), ...values })
    .returning();
  return row!;
}

/** The shop's welcome offer: 10 % off (at most ฿200) a new member's first order, once. */
export const NEW_MEMBER_TEN_PERCENT = {
  title: "สมาชิกใหม่ลด 10%",
  rewardType: "percent",
  percent: 10,
  maxDiscount: 200_00,
  firstOrderOnly: true,
  perMemberCap: 1,
} satisfies Partial<PromotionValues>;

/** A code nobody else's test uses. */
export const uniqueCode = (prefix = "TEST") => `${prefix}${randomUUID().replace(/-/g, "").slice(0, 10).toUpperCase()}`;

export async function usedOf(db: ShopDatabase, promotionId: string) {
  const [row] = await db.select({ used: promotions.used }).from(promotions).where(eq(promotions.id, promotionId));
  return row!.used;
}
