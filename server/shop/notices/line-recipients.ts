import { sql, type SQL } from "drizzle-orm";
import type { SqlValue } from "../../platform/db/shaped-statement";
import { lineFriends, lineMessageConsents } from "../../platform/db/schema";

/**
 * The one rule of who may get a LINE message as a member (decision 111), as a query of the LINE
 * user id to push to (no row: nobody): the member consented and has not withdrawn, and the
 * Official Account's webhook has not said they unfollowed (blocked) it. Used when a message is
 * queued and again when it goes, so a withdrawal or an unfollow in between stops it.
 */
export function consentedLineRecipient(userId: SQL | SqlValue<string>): SQL {
  return sql`select consent.line_user_id from ${lineMessageConsents} consent
    where consent.user_id = ${userId}::uuid and consent.withdrawn_at is null
      and not exists (select 1 from ${lineFriends} friend where friend.line_user_id = consent.line_user_id and not friend.following)`;
}
