// The back-office's chat inbox (issue 37, decision 108): members who asked for a person, read,
// answered, assigned and closed by staff. Every write locks the conversation, records its audit
// row and, for a reply, signals the member's open chat through the live stream in its transaction;
// a reply no open chat shows goes by mail (chat-handover.ts's job).
import { and, asc, desc, eq, isNull, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import {
  CHAT_INBOX_DIALOG,
  CHAT_INBOX_FILTERS,
  inboxStatusFilter,
  type ChatAssignInput,
  type ChatConversation,
  type ChatInboxRow,
  type ChatReplyInput,
  type InboxStaff,
} from "../../../domain/admin/admin-chat-inbox";
import { adminChatInboxTexts as x } from "../../../domain/admin/admin-chat-inbox-texts";
import { chatLiveSignal, type HandoverStatus } from "../../../domain/chat/chat-handover";
import { refused, type Outcome } from "../../../domain/shared/refusal";
import { recordAdminAction, type AuditActor } from "../../platform/db/audit-trail";
import type { DatabaseOrTransaction, ShopDatabase } from "../../platform/db/database";
import { lockedRow } from "../../platform/db/locked-row";
import { containsAny, countRows, loadPagedList } from "../../platform/db/paged-list";
import { chatHandovers, chatMessages, profiles, users } from "../../platform/db/schema";
import { sendLiveSignal } from "../../platform/live/live-signals";
import { dialogRow, listParams } from "./admin-route";

/** How much of a conversation staff see at once: the newest, oldest first. */
const CONVERSATION_MESSAGES = 60;

const assignee = alias(users, "assignee");
const customerName = sql<string>`coalesce(nullif(trim(concat_ws(' ', ${profiles.firstName}, ${profiles.lastName})), ''), ${users.name})`;

function inboxWhere(q: string, status: ReturnType<typeof inboxStatusFilter>): SQL | undefined {
  return and(status === "all" ? undefined : eq(chatHandovers.status, status), containsAny(q, users.name, users.email));
}

async function listConversations(db: DatabaseOrTransaction, request: Request) {
  const params = listParams(request, CHAT_INBOX_FILTERS);
  const status = inboxStatusFilter(params.filters?.status);
  const where = (q: string) => inboxWhere(q, status);
  const list = await loadPagedList<ChatInboxRow>(
    { ...params, filters: { ...params.filters, status } },
    {
      count: (q) =>
        q
          ? db
              .select({ total: sql<number>`count(*)::int` })
              .from(chatHandovers)
              .innerJoin(users, eq(users.id, chatHandovers.userId))
              .where(where(q))
              .then((rows) => rows[0]?.total ?? 0)
          : countRows(db, chatHandovers, where(q)),
      rows: async (q, limit, offset) => {
        const rows = await db
          .select({
            id: chatHandovers.id,
            customerName,
            email: users.email,
            status: chatHandovers.status,
            askedAt: chatHandovers.askedAt,
            assignedName: assignee.name,
            unread: sql<number>`(select count(*) from ${chatMessages} m where m.user_id = ${chatHandovers.userId} and m.role = 'user'
              and m.created_at > coalesce(${chatHandovers.staffReadAt}, ${chatHandovers.askedAt}))::int
              + case when ${chatHandovers.staffReadAt} is null or ${chatHandovers.staffReadAt} < ${chatHandovers.askedAt} then 1 else 0 end`,
          })
          .from(chatHandovers)
          .innerJoin(users, eq(users.id, chatHandovers.userId))
          .leftJoin(profiles, eq(profiles.userId, chatHandovers.userId))
          .leftJoin(assignee, eq(assignee.id, chatHandovers.assignedTo))
          .where(where(q))
          // Waiting first, the longest-waiting first among them; then the latest closed.
          .orderBy(desc(sql`${chatHandovers.status} = 'waiting'`), asc(chatHandovers.askedAt))
          .limit(limit)
          .offset(offset);
        return rows.map((row) => ({ ...row, status: row.status as HandoverStatus, askedAt: row.askedAt.toISOString() }));
      },
    },
  );
  return { list, status };
}

/** The conversation the dialog shows; opening it is reading it (its unread count goes to 0). */
async function openConversation(db: DatabaseOrTransaction, id: string, now: Date): Promise<ChatConversation | null> {
  const [row] = await db
    .update(chatHandovers)
    .set({ staffReadAt: now })
    .where(eq(chatHandovers.id, id))
    .returning({ userId: chatHandovers.userId, status: chatHandovers.status, assignedTo: chatHandovers.assignedTo });
  if (!row) return null;
  const staff = alias(users, "staff");
  const [member] = await db
    .select({ customerName, email: users.email })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, row.userId));
  const newest = await db
    .select({ id: chatMessages.id, role: chatMessages.role, text: chatMessages.message, createdAt: chatMessages.createdAt, staffName: staff.name })
    .from(chatMessages)
    .leftJoin(staff, eq(staff.id, chatMessages.staffId))
    .where(eq(chatMessages.userId, row.userId))
    .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
    .limit(CONVERSATION_MESSAGES);
  return {
    id,
    customerName: member?.customerName ?? "—",
    email: member?.email ?? "",
    status: row.status as HandoverStatus,
    assignedTo: row.assignedTo,
    messages: newest.reverse().map((message) => ({
      id: message.id,
      role: message.role as ChatConversation["messages"][number]["role"],
      text: message.text,
      sentAt: message.createdAt.toISOString(),
      staffName: message.staffName,
    })),
  };
}

/** Everyone who may answer: the back-office's staff, the admin role (decision 108). */
export async function inboxStaff(db: DatabaseOrTransaction): Promise<InboxStaff[]> {
  return db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(and(eq(users.role, "admin"), isNull(users.deletedAt)))
    .orderBy(asc(users.name));
}

/** /admin/chat's loader (the admin checked by the route): the page of conversations, the open one, the staff to assign. */
export async function loadChatInbox(db: ShopDatabase, request: Request, now = new Date()) {
  const chatId = dialogRow(request, CHAT_INBOX_DIALOG);
  const [{ list, status }, conversation, staff] = await Promise.all([
    listConversations(db, request),
    chatId ? openConversation(db, chatId, now) : null,
    inboxStaff(db),
  ]);
  return { list, status, conversation, staff, dialogMissing: Boolean(chatId && !conversation) };
}

/** The conversation locked for a write, with the member's name for the audit row. */
async function lockConversation(tx: DatabaseOrTransaction, id: string) {
  return lockedRow(
    tx
      .select({
        id: chatHandovers.id,
        userId: chatHandovers.userId,
        status: chatHandovers.status,
        liveKey: chatHandovers.liveKey,
        assignedTo: chatHandovers.assignedTo,
      })
      .from(chatHandovers)
      .where(eq(chatHandovers.id, id)),
  );
}

async function memberName(tx: DatabaseOrTransaction, userId: string): Promise<string> {
  const [row] = await tx.select({ customerName }).from(users).leftJoin(profiles, eq(profiles.userId, users.id)).where(eq(users.id, userId));
  return row?.customerName ?? "—";
}

const NOT_FOUND = refused(404, x.notFound);

/**
 * Staff answer a member: the message joins the member's chat, the conversation is the writer's
 * when nobody had it, and the member's open chat hears of it at once (live signal at commit).
 */
export async function replyToMember(db: ShopDatabase, staff: AuditActor, input: ChatReplyInput, now = new Date()): Promise<Outcome> {
  return db.transaction(async (tx) => {
    const conversation = await lockConversation(tx, input.id);
    if (!conversation) return NOT_FOUND;
    if (conversation.status !== "waiting") return refused(409, x.alreadyDone, "text");
    await tx.insert(chatMessages).values({ userId: conversation.userId, role: "staff", staffId: staff.id, message: input.text, createdAt: now });
    await tx
      .update(chatHandovers)
      .set({ staffReadAt: now, assignedTo: conversation.assignedTo ?? staff.id })
      .where(eq(chatHandovers.id, conversation.id));
    await recordAdminAction(tx, staff, {
      action: "chat.reply",
      entityId: conversation.id,
      after: { name: await memberName(tx, conversation.userId), length: [...input.text].length },
    });
    await sendLiveSignal(tx, chatLiveSignal(conversation.liveKey));
    return { ok: true } as const;
  });
}

/** Gives the conversation to one of the staff (the admin role only). */
export async function assignConversation(db: ShopDatabase, staff: AuditActor, input: ChatAssignInput): Promise<Outcome> {
  return db.transaction(async (tx) => {
    const conversation = await lockConversation(tx, input.id);
    if (!conversation) return NOT_FOUND;
    const [assignee] = await tx
      .select({ name: users.name })
      .from(users)
      .where(and(eq(users.id, input.staffId), eq(users.role, "admin"), isNull(users.deletedAt)));
    if (!assignee) return refused(422, x.staffUnknown, "staffId");
    await tx.update(chatHandovers).set({ assignedTo: input.staffId }).where(eq(chatHandovers.id, conversation.id));
    await recordAdminAction(tx, staff, {
      action: "chat.assign",
      entityId: conversation.id,
      after: { name: await memberName(tx, conversation.userId), assignedTo: assignee.name },
    });
    return { ok: true } as const;
  });
}

/** Done: the conversation leaves the waiting list and the member's chat goes back to the assistant. */
export async function closeConversation(db: ShopDatabase, staff: AuditActor, id: string): Promise<Outcome> {
  return db.transaction(async (tx) => {
    const conversation = await lockConversation(tx, id);
    if (!conversation) return NOT_FOUND;
    if (conversation.status === "done") return { ok: true } as const;
    await tx.update(chatHandovers).set({ status: "done" }).where(eq(chatHandovers.id, conversation.id));
    await recordAdminAction(tx, staff, { action: "chat.done", entityId: conversation.id, after: { name: await memberName(tx, conversation.userId) } });
    await sendLiveSignal(tx, chatLiveSignal(conversation.liveKey));
    return { ok: true } as const;
  });
}
