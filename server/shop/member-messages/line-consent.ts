// A member's consent to LINE messages (PDPA, decision 111): given and withdrawn on the LINE messages
// page, each with its time in `line_consent_events`; given only for the LINE user id of the member's
// own LINE Login account (same provider as the Official Account, so it is the id LINE pushes to).
import { and, eq, isNull, sql } from "drizzle-orm";
import { refused, type Outcome } from "../../../domain/shared/refusal";
import type { ShopDatabase } from "../../platform/db/database";
import { accounts, lineConsentEvents, lineFriends, lineMessageConsents } from "../../platform/db/schema";
import { settings } from "../../platform/env";
import { lineMessagesTexts as t } from "../../../domain/member-messages/line-messages-texts";

export type LineMessagesPage = {
  /** LINE messages are configured (LINE_CHANNEL_ACCESS_TOKEN with LINE_CHANNEL_SECRET). */
  available: boolean;
  /** The member signs in with LINE (or linked it): there is a LINE user id to message. */
  linked: boolean;
  /** Given and not withdrawn: when. */
  consentedAt: Date | null;
  /** The Official Account's webhook said this LINE user blocked it. */
  unfollowed: boolean;
};

/** The member's LINE user id: the subject of their LINE Login account (signed in or linked), if any. */
export async function lineUserIdOf(db: ShopDatabase, userId: string): Promise<string | null> {
  const [account] = await db
    .select({ lineUserId: accounts.accountId })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, "line")));
  return account?.lineUserId ?? null;
}

export async function loadLineMessagesPage(db: ShopDatabase, userId: string): Promise<LineMessagesPage> {
  const lineUserId = await lineUserIdOf(db, userId);
  const [consent] = await db
    .select({ consentedAt: lineMessageConsents.consentedAt, following: lineFriends.following })
    .from(lineMessageConsents)
    .leftJoin(lineFriends, eq(lineFriends.lineUserId, lineMessageConsents.lineUserId))
    .where(and(eq(lineMessageConsents.userId, userId), isNull(lineMessageConsents.withdrawnAt)));
  return {
    available: settings().lineMembers !== null,
    linked: lineUserId !== null,
    consentedAt: consent?.consentedAt ?? null,
    unfollowed: consent?.following === false,
  };
}

/** "รับข้อความทาง LINE": the consent for the member's own LINE user id, with its time; giving it again changes nothing. */
export async function consentToLineMessages(db: ShopDatabase, userId: string, now = new Date()): Promise<Outcome> {
  if (!settings().lineMembers) return refused(409, t.unavailable);
  return db.transaction(async (tx) => {
    const lineUserId = await lineUserIdOf(db, userId);
    if (!lineUserId) return refused(409, t.linkFirst);
    const given = await tx
      .insert(lineMessageConsents)
      .values({ userId, lineUserId, consentedAt: now })
      .onConflictDoUpdate({
        target: lineMessageConsents.userId,
        set: { lineUserId, consentedAt: now, withdrawnAt: null, updatedAt: now },
        // Already given for this id: nothing to record again.
        setWhere: sql`${lineMessageConsents.withdrawnAt} is not null or ${lineMessageConsents.lineUserId} <> ${lineUserId}`,
      })
      .returning({ userId: lineMessageConsents.userId });
    if (given.length) await tx.insert(lineConsentEvents).values({ userId, lineUserId, event: "consented", createdAt: now });
    return { ok: true } as const;
  });
}

/** "หยุดรับข้อความ": withdrawn at once, with its time; messages already queued are not sent (the delivery checks again). */
export async function withdrawLineConsent(db: ShopDatabase, userId: string, now = new Date()): Promise<Outcome> {
  return db.transaction(async (tx) => {
    const withdrawn = await tx
      .update(lineMessageConsents)
      .set({ withdrawnAt: now, updatedAt: now })
      .where(and(eq(lineMessageConsents.userId, userId), isNull(lineMessageConsents.withdrawnAt)))
      .returning({ lineUserId: lineMessageConsents.lineUserId });
    if (withdrawn[0]) await tx.insert(lineConsentEvents).values({ userId, lineUserId: withdrawn[0].lineUserId, event: "withdrawn", createdAt: now });
    return { ok: true } as const;
  });
}
