import { createHash } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { DatabaseOrTransaction } from "../db/database";
import { verifications } from "../db/schema";

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
  await db
    .delete(verifications)
    .where(and(sql`starts_with(${verifications.identifier}, ${RESET_LINK_PREFIX})`, eq(verifications.value, userId)));
}
