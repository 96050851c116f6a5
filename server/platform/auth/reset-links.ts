import { createHash } from "node:crypto";
import { and, eq, ne, sql } from "drizzle-orm";
import { PASSWORD_RESET_ADDRESS_LIMIT, PASSWORD_RESET_RATE_LIMIT } from "../../../domain/auth/auth-limits";
import type { DatabaseOrTransaction, ShopDatabase } from "../db/database";
import { verifications } from "../db/schema";
import { consumeRateLimits } from "../security/rate-limit";

/** Better Auth's verification identifier for a reset link is this prefix plus the token. */
const RESET_LINK_PREFIX = "reset-password:";

/**
 * How a reset link's identifier is stored: hashed (a copy of the database opens no account),
 * but under a readable prefix, so the links of one account can be found and ended together.
 * Better Auth's own "hashed" option hashes the prefix away.
 */
export const resetLinkStorage = {
  hash: async (identifier: string) => `${RESET_LINK_PREFIX}${createHash("sha256").update(identifier).digest("base64url")}`,
};

/** Ends every outstanding reset link of an account (Better Auth keeps the user id as the value). */
export async function revokeResetLinks(db: DatabaseOrTransaction, userId: string) {
  await db.delete(verifications).where(and(sql`starts_with(${verifications.identifier}, ${RESET_LINK_PREFIX})`, eq(verifications.value, userId)));
}

/**
 * Ends the account's reset links made before the one whose token is `token` (decision 054): a
 * newer mail replaces the older ones. Only older ones, so two requests crossing each other
 * leave the newest link working rather than none.
 */
export async function revokeOlderResetLinks(db: DatabaseOrTransaction, userId: string, token: string) {
  const newest = await resetLinkStorage.hash(`${RESET_LINK_PREFIX}${token}`);
  await db
    .delete(verifications)
    .where(
      and(
        sql`starts_with(${verifications.identifier}, ${RESET_LINK_PREFIX})`,
        eq(verifications.value, userId),
        ne(verifications.identifier, newest),
        sql`${verifications.createdAt} <= (select created_at from ${verifications} where identifier = ${newest})`,
      ),
    );
}

export type ResetRequestVerdict = { allowed: true } | { allowed: false; limit: "address"; retryAfterSeconds: number } | { allowed: false; limit: "email" };

/**
 * Counts a request for a reset link (decision 054), whether or not the e-mail has an account,
 * so the answer tells nothing about that:
 * - per client address, any e-mail: one address cannot mail many people (HTTP 429);
 * - per e-mail, any address: at most a few mails per window. Over it the request is answered
 *   as if sent but neither mails nor revokes anything, so the newest link already mailed keeps
 *   working: nobody can leave the owner without one by asking for links in their name.
 * A refused request counts in neither.
 */
export async function countResetRequest(db: ShopDatabase, email: string, clientAddress: string): Promise<ResetRequestVerdict> {
  const verdict = await consumeRateLimits(db, [
    { key: `password-reset-address:${clientAddress}`, rule: PASSWORD_RESET_ADDRESS_LIMIT },
    { key: `password-reset:${email}`, rule: PASSWORD_RESET_RATE_LIMIT },
  ]);
  if (verdict.allowed) return { allowed: true };
  return verdict.refusedAt === 0 ? { allowed: false, limit: "address", retryAfterSeconds: verdict.retryAfterSeconds } : { allowed: false, limit: "email" };
}
