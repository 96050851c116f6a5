// "Tell the member on their channels" (issue 38, decision 111): the one path by which the shop tells
// a member something about their own order, request or alert — a mail to their account address and,
// when they consented to LINE messages, a Flex message on LINE. Both are outbox rows written in the
// caller's transaction, so a message exists exactly when what it tells of does, and the delivery
// jobs send it with retries; a message that cannot be queued never undoes the caller's write.
import { eq, sql, type SQL } from "drizzle-orm";
import { isReservedEmail } from "../../../domain/auth/reserved-email";
import type { DatabaseOrTransaction } from "../../platform/db/database";
import { withinSavepoint } from "../../platform/db/savepoint";
import type { SqlValue } from "../../platform/db/shaped-statement";
import { lineOutbox, users } from "../../platform/db/schema";
import { settings } from "../../platform/env";
import { errorFields, logger } from "../../platform/logger";
import { queueMail, type OutgoingMail } from "../../platform/mail/mail-outbox";
import { LINE_QUEUED_CHANNEL } from "../notices/line-delivery";
import { consentedLineRecipient } from "../notices/line-recipients";
import type { LineMemberMessage } from "./flex-message";

export type { LineMemberMessage } from "./flex-message";

export type MemberMessage = {
  /** What the log names should the message not be queued: "order shipped", with the order's number when there is one. */
  about: string;
  orderNumber?: string;
  /** The mail, rendered for the member's account address; none for a message only LINE carries. */
  mail?: ((to: string) => Promise<OutgoingMail> | OutgoingMail) | null;
  /** The LINE message, queued only for a member who consented (and has not withdrawn or unfollowed). */
  line?: LineMemberMessage | null;
};

/**
 * Tells the member on their channels, inside the caller's transaction: the mail to the account's
 * address (none for a deleted or LINE-only account) and the LINE message to the member's consented
 * LINE user id (none without consent, or when LINE messages are not configured). Each in its own
 * savepoint: one that cannot be queued is logged and rolled back alone; the caller's write stands.
 */
export async function tellMember(tx: DatabaseOrTransaction, userId: string, message: MemberMessage): Promise<void> {
  const render = message.mail;
  if (render) {
    try {
      await withinSavepoint(tx, async (savepoint) => {
        const [account] = await savepoint.select({ email: users.email, deletedAt: users.deletedAt }).from(users).where(eq(users.id, userId));
        if (!account || account.deletedAt || isReservedEmail(account.email)) return;
        await queueMail(savepoint, await render(account.email));
      });
    } catch (error) {
      logger.error(`Member not mailed: ${message.about}`, { orderNumber: message.orderNumber, ...errorFields(error) });
    }
  }
  if (message.line) {
    try {
      await withinSavepoint(tx, (savepoint) =>
        savepoint.execute(sql`with ${queueMemberLineCtes("member_line", userId, memberLineValues(message.line!), sql`true`)} select count(*) from member_line`),
      );
    } catch (error) {
      logger.error(`Member not told on LINE: ${message.about}`, { orderNumber: message.orderNumber, ...errorFields(error) });
    }
  }
}

/** What `queueMemberLineCtes` writes, worked out from the message (and whether LINE messages are configured). */
export type MemberLineValues = { altText: string; messages: string; configured: boolean };
export function memberLineValues(line: LineMemberMessage): MemberLineValues {
  return { altText: line.altText, messages: JSON.stringify(line.messages), configured: settings().lineMembers !== null };
}

/**
 * The member's LINE row as part of a bigger statement (decision 083), like `queueMailsCtes`: CTEs
 * `<name>_rows` and `<name>`, writing the row only when `onlyIf` holds, LINE messages are configured
 * and the member may get it (`consentedLineRecipient`). Select from `<name>` so the wake-up runs.
 */
export function queueMemberLineCtes(
  name: string,
  userId: SQL | SqlValue<string>,
  line: { [Key in keyof MemberLineValues]: SqlValue<MemberLineValues[Key]> },
  onlyIf: SQL,
): SQL {
  const rows = sql.identifier(`${name}_rows`);
  // Parameters, not text: the order's statement keeps one text (a named, prepared statement).
  return sql`${rows} as (
      insert into ${lineOutbox} (to_id, text, user_id, messages)
      select recipient.line_user_id, ${line.altText}::text, ${userId}::uuid, ${line.messages}::jsonb
      from (${consentedLineRecipient(userId)}) recipient where ${line.configured}::boolean and ${onlyIf}
      returning id
    ),
    ${sql.identifier(name)} as (select queued.id from ${rows} queued, pg_notify(${LINE_QUEUED_CHANNEL}, queued.id::text))`;
}
