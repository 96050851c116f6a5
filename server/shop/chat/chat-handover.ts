import { randomBytes } from "node:crypto";
import { and, asc, eq, inArray, isNull, lte, sql } from "drizzle-orm";
import { isReservedEmail } from "../../../domain/auth/reserved-email";
import { INBOX_LIVE_SIGNAL, STAFF_REPLY_MAIL_AFTER_MS, type HandoverView } from "../../../domain/chat/chat-handover";
import { handoverTexts as t } from "../../../domain/chat/chat-handover-texts";
import { answerByText, readShopHours } from "../../../domain/contact/shop-hours";
import type { DatabaseOrTransaction, ShopDatabase } from "../../platform/db/database";
import { chatHandovers, chatMessages, profiles, users } from "../../platform/db/schema";
import { absoluteUrl } from "../../platform/http/public-url";
import { sendLiveSignal } from "../../platform/live/live-signals";
import { queueMail } from "../../platform/mail/mail-outbox";
import { loadContactInfo } from "../content/contact-info";
import { staffReplyMail } from "./staff-reply-mail";

type Member = { id: string; firstName: string | null };
type StoredMessage = { id: string; role: string; message: string; createdAt: Date };

const NOT_HANDED_OVER: HandoverView = { waiting: false, liveKey: null, answerBy: null };

/**
 * When staff will answer, from the working hours staff keep on /admin/contact — the text /contact
 * shows (decision 117): `answerBy` outside them (null while open); the text itself when it cannot
 * be read as hours, so the chat names the hours without promising a time.
 */
async function staffHours(db: DatabaseOrTransaction, now: Date): Promise<{ answerBy: string | null; unreadHours: string | null }> {
  const written = (await loadContactInfo(db))?.workingHours.trim() || null;
  const hours = readShopHours(written);
  return hours ? { answerBy: answerByText(now, hours), unreadHours: null } : { answerBy: null, unreadHours: written };
}

/** The member's chat as the widget needs it besides the messages: whether staff are behind it, and when they answer. */
export async function handoverOf(db: DatabaseOrTransaction, memberId: string, now: Date): Promise<HandoverView> {
  const [row] = await db.select({ status: chatHandovers.status, liveKey: chatHandovers.liveKey }).from(chatHandovers).where(eq(chatHandovers.userId, memberId));
  if (!row || row.status !== "waiting") return NOT_HANDED_OVER;
  return { waiting: true, liveKey: row.liveKey, answerBy: (await staffHours(db, now)).answerBy };
}

/**
 * "คุยกับเจ้าหน้าที่": the member's chat goes to the back-office inbox (waiting again if it was
 * done), with the chat's own line saying what happens next — outside working hours, when.
 */
export async function askForStaff(db: ShopDatabase, member: Member, now: Date): Promise<{ handover: HandoverView; said: StoredMessage }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(chatHandovers)
      .values({ userId: member.id, status: "waiting", askedAt: now, liveKey: randomBytes(18).toString("base64url") })
      .onConflictDoUpdate({
        target: chatHandovers.userId,
        // Asking again while waiting keeps the place in the queue.
        set: { status: "waiting", askedAt: sql`case when ${chatHandovers.status} = 'waiting' then ${chatHandovers.askedAt} else excluded.asked_at end` },
      })
      .returning({ liveKey: chatHandovers.liveKey });
    const { answerBy, unreadHours } = await staffHours(tx, now);
    const message = answerBy ? t.askedOutsideHours(answerBy) : unreadHours ? t.askedWithinHours(unreadHours) : t.asked;
    const [said] = await tx
      .insert(chatMessages)
      .values({ userId: member.id, role: "assistant", message, createdAt: now })
      .returning({ id: chatMessages.id, role: chatMessages.role, message: chatMessages.message, createdAt: chatMessages.createdAt });
    await sendLiveSignal(tx, INBOX_LIVE_SIGNAL);
    return { handover: { waiting: true, liveKey: row!.liveKey, answerBy }, said: said! };
  });
}

/** While staff are behind the chat the assistant stays quiet: the member's message is kept for the inbox alone. */
export async function forwardToStaff(db: ShopDatabase, member: Member, text: string, now: Date): Promise<StoredMessage> {
  return db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(chatMessages)
      .values({ userId: member.id, role: "user", message: text, createdAt: now })
      .returning({ id: chatMessages.id, role: chatMessages.role, message: chatMessages.message, createdAt: chatMessages.createdAt });
    await sendLiveSignal(tx, INBOX_LIVE_SIGNAL);
    return stored!;
  });
}

/** The member's open chat showed their history: staff's replies in it are seen, and no longer go by mail. */
export async function markStaffRepliesSeen(db: DatabaseOrTransaction, memberId: string, now: Date): Promise<void> {
  await db
    .update(chatMessages)
    .set({ seenAt: now })
    .where(and(eq(chatMessages.userId, memberId), eq(chatMessages.role, "staff"), isNull(chatMessages.seenAt)));
}

/**
 * Staff's replies no open chat showed within STAFF_REPLY_MAIL_AFTER_MS go by mail, one mail per
 * member with all of them (a job, safe on several instances: the rows are claimed SKIP LOCKED).
 * A member without a usable address (deleted, reserved) is passed over, the replies marked all the same.
 */
export async function mailUnseenStaffReplies(db: ShopDatabase, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: chatMessages.id, userId: chatMessages.userId, message: chatMessages.message })
      .from(chatMessages)
      .where(
        and(
          eq(chatMessages.role, "staff"),
          isNull(chatMessages.seenAt),
          isNull(chatMessages.mailedAt),
          lte(chatMessages.createdAt, new Date(now.getTime() - STAFF_REPLY_MAIL_AFTER_MS)),
        ),
      )
      .orderBy(asc(chatMessages.createdAt))
      .limit(500)
      .for("update", { skipLocked: true });
    if (due.length === 0) return 0;
    const byMember = new Map<string, string[]>();
    for (const row of due) byMember.set(row.userId, [...(byMember.get(row.userId) ?? []), row.message]);
    const accounts = await tx
      .select({ id: users.id, email: users.email, name: users.name, deletedAt: users.deletedAt, firstName: profiles.firstName })
      .from(users)
      .leftJoin(profiles, eq(profiles.userId, users.id))
      .where(inArray(users.id, [...byMember.keys()]));
    let mailed = 0;
    for (const account of accounts) {
      if (account.deletedAt || isReservedEmail(account.email)) continue;
      const replies = byMember.get(account.id)!;
      await queueMail(tx, await staffReplyMail({ to: account.email, name: account.firstName?.trim() || account.name, replies }, absoluteUrl("/")));
      mailed += 1;
    }
    await tx
      .update(chatMessages)
      .set({ mailedAt: now })
      .where(
        inArray(
          chatMessages.id,
          due.map((row) => row.id),
        ),
      );
    return mailed;
  });
}
