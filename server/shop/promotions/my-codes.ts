import { and, desc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import { myCodeView, type CollectedCodesAnswer, type MyCodeView } from "../../../domain/promotions/collected-codes";
import { currentUser } from "../../platform/auth/guards";
import type { DatabaseOrTransaction } from "../../platform/db/database";
import { collectedCodes, orderPromotions, promotions } from "../../platform/db/schema";
import { promotionColumns, toPromotion } from "./promotion-rows";

/** The promotions a member has collected, newest first. */
export async function collectedPromotionIds(db: DatabaseOrTransaction, userId: string): Promise<string[]> {
  const rows = await db
    .select({ promotionId: collectedCodes.promotionId })
    .from(collectedCodes)
    .where(eq(collectedCodes.userId, userId))
    .orderBy(desc(collectedCodes.collectedAt));
  return rows.map((row) => row.promotionId);
}

/**
 * GET /api/collected-codes: which codes the signed-in shopper holds, so a page served from the
 * guests' cache (/promotions, a product page) can mark them "เก็บแล้ว" in the browser. A guest
 * gets an empty list. Never cached anywhere (/api is private, decision 016).
 */
export async function answerCollectedCodesRequest(db: DatabaseOrTransaction, request: Request): Promise<Response> {
  const user = await currentUser(request);
  const promotionIds = user ? await collectedPromotionIds(db, user.id) : [];
  return Response.json({ promotionIds } satisfies CollectedCodesAnswer);
}

/**
 * "โค้ดของฉัน": the member's collected codes with what each gives, until when, and whether it can
 * still be used — usable ones first, then the newest collected. A use counts while its order
 * stands (a cancelled or expired order gave it back).
 */
export async function listMyCodes(db: DatabaseOrTransaction, userId: string, now = new Date()): Promise<MyCodeView[]> {
  const usesByMember = sql<number>`(select count(*) from ${orderPromotions} where ${orderPromotions.userId} = ${userId}
    and ${orderPromotions.promotionId} = ${promotions.id} and ${isNull(orderPromotions.returnedAt)})`.mapWith(Number);
  const rows = await db
    .select({ ...promotionColumns, collectedAt: collectedCodes.collectedAt, usesByMember })
    .from(collectedCodes)
    .innerJoin(promotions, eq(promotions.id, collectedCodes.promotionId))
    .where(and(eq(collectedCodes.userId, userId), isNotNull(promotions.code)))
    .orderBy(desc(collectedCodes.collectedAt), promotions.id);
  const views = rows.map((row) => {
    const promotion = toPromotion(row);
    return myCodeView({ ...promotion, code: promotion.code! }, { usesByMember: row.usesByMember, giftStock: row.giftStock, collectedAt: row.collectedAt }, now);
  });
  return [...views.filter((view) => view.usable), ...views.filter((view) => !view.usable)];
}
