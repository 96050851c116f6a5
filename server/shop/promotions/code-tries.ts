// Typed codes are counted per member and per address, so codes cannot be found by guessing (decision 101).
import { eq } from "drizzle-orm";
import { PROMOTION_CODE_TRIES } from "../../../domain/promotions/promotion-limits";
import { promotionTexts } from "../../../domain/promotions/promotion-texts";
import type { ShopDatabase } from "../../platform/db/database";
import { promotions } from "../../platform/db/schema";
import { consumeRateLimits, rateLimitsReached } from "../../platform/security/rate-limit";

export type CodeTrier = { userId: string; address: string };

/**
 * One try of a typed code. An unknown code is counted (per member and per address); a real one
 * is not, but is refused like any other while either is stopped, so guessing learns nothing.
 * A real code thus costs one read here, not a counted write (the checkout's hot path).
 */
export async function codeTryRefused(db: ShopDatabase, code: string, trier: CodeTrier): Promise<string | null> {
  if (code === "") return null;
  const keys = [`promotion-code:member:${trier.userId}`, `promotion-code:address:${trier.address}`];
  const [known] = await db.select({ id: promotions.id }).from(promotions).where(eq(promotions.code, code));
  if (known) return (await rateLimitsReached(db, keys, PROMOTION_CODE_TRIES)) ? promotionTexts.tooManyGuesses : null;
  const verdict = await consumeRateLimits(
    db,
    keys.map((key) => ({ key, rule: PROMOTION_CODE_TRIES })),
  );
  return verdict.allowed ? null : promotionTexts.tooManyGuesses;
}
