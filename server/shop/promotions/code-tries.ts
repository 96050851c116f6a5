// Typed codes are counted per member and per address, so codes cannot be found by guessing (decision 101).
import { eq } from "drizzle-orm";
import { PROMOTION_CODE_TRIES } from "../../../domain/promotions/promotion-limits";
import { promotionTexts } from "../../../domain/promotions/promotion-texts";
import type { ShopDatabase } from "../../platform/db/database";
import { promotions } from "../../platform/db/schema";
import { consumeRateLimits, releaseRateLimitHit } from "../../platform/security/rate-limit";

export type CodeTrier = { userId: string; address: string };

/**
 * Counts one try of a typed code: a code that exists gives its count back, an unknown one keeps
 * it. Over the limit, every code is refused with the same Thai answer (null: go on).
 */
export async function codeTryRefused(db: ShopDatabase, code: string, trier: CodeTrier): Promise<string | null> {
  if (code === "") return null;
  const verdict = await consumeRateLimits(db, [
    { key: `promotion-code:member:${trier.userId}`, rule: PROMOTION_CODE_TRIES },
    { key: `promotion-code:address:${trier.address}`, rule: PROMOTION_CODE_TRIES },
  ]);
  if (!verdict.allowed) return promotionTexts.tooManyGuesses;
  const [known] = await db.select({ id: promotions.id }).from(promotions).where(eq(promotions.code, code));
  if (known) for (const hitId of verdict.hitIds) await releaseRateLimitHit(db, hitId);
  return null;
}
