import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chatLiveSignal, INBOX_LIVE_SIGNAL, STAFF_REPLY_MAIL_AFTER_MS } from "../../domain/chat/chat-handover";
import { handoverTexts } from "../../domain/chat/chat-handover-texts";
import { adminChatInboxTexts as x } from "../../domain/admin/admin-chat-inbox-texts";
import { provideTestAuth, sessionCookie } from "../../server/platform/auth/test-support/test-auth";
import { adminAuditLog, chatHandovers, chatMessages, mailOutbox, users } from "../../server/platform/db/schema";
import { provideTestDatabase } from "../../server/platform/db/test-support/test-database";
import { LIVE_SIGNAL_CHANNEL } from "../../server/platform/http/content-changes";
import { askForStaff, handoverOf, mailUnseenStaffReplies, markStaffRepliesSeen } from "../../server/shop/chat/chat-handover";
import { routeAnswer, routeCalls } from "../../server/platform/http/test-support/route-answers";
import * as route from "./admin.chat";

// Issue 37: the back-office chat inbox through its route — staff only, a reply reaching the member's
// open chat by its live signal, and by mail when no open chat showed it in time.
const testDb = provideTestDatabase();
const testAuth = provideTestAuth(testDb);
const people = { member: { id: "", cookie: "", email: "" }, admin: { id: "", cookie: "", email: "" } };

async function signUp(address: string, role: "user" | "admin") {
  const email = `chat-inbox-${randomUUID()}@shop.test`;
  const response = await testAuth.post("/sign-up/email", { name: role === "admin" ? "ฝ้าย" : "ฝน", email, password: "Lipstick-2024!" }, address);
  expect(response.status).toBe(200);
  const [user] = await testDb.db.update(users).set({ role }).where(eq(users.email, email)).returning({ id: users.id });
  return { id: user!.id, cookie: sessionCookie(response.headers), email };
}

// A LISTEN on the live signals' channel, as every instance's content-change listener holds one.
const heard: string[] = [];
let listener: pg.Client | undefined;
beforeAll(async () => {
  people.member = await signUp("10.37.0.1", "user");
  people.admin = await signUp("10.37.0.2", "admin");
  listener = new pg.Client({ connectionString: testDb.connectionString });
  await listener.connect();
  listener.on("notification", (message) => heard.push(message.payload ?? ""));
  await listener.query(`listen ${LIVE_SIGNAL_CHANNEL}`);
});
afterAll(async () => {
  await listener?.end();
});

const calls = routeCalls(route as unknown as Parameters<typeof routeCalls>[0], "http://shop.test/admin/chat", "10.37.1.1");
const post = (cookie: string, search: string, fields: Record<string, string>) => calls.post(cookie, search, new URLSearchParams(fields));
const load = (cookie: string, search = "") => calls.load(cookie, search) as ReturnType<typeof route.loader>;
const outcome = routeAnswer;

const staffMessages = (userId: string) =>
  testDb.db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.userId, userId), eq(chatMessages.role, "staff")));
const mailsTo = (email: string) => testDb.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));

/** The signals PostgreSQL delivered after `write` committed (a round trip on the listener's own connection flushes them). */
async function signalsDuring(write: () => Promise<unknown>) {
  heard.length = 0;
  await write();
  await listener!.query("select 1");
  return [...heard];
}

describe("/admin/chat", () => {
  it("is for staff only: a member or a guest neither reads nor answers a conversation", async () => {
    const { handover } = await askForStaff(testDb.db, { id: people.member.id, firstName: null }, new Date());
    const [row] = await testDb.db.select({ id: chatHandovers.id }).from(chatHandovers).where(eq(chatHandovers.userId, people.member.id));
    expect(handover.waiting).toBe(true);
    for (const cookie of [people.member.cookie, ""]) {
      const refusedAnswer = (answer: { status: number; location?: string | null }) => {
        expect(answer.status).toBe(302);
        if (cookie) expect(answer.location).toBe("/");
        else expect(answer.location).toMatch(/^\/auth\?redirectTo=/);
      };
      refusedAnswer(await outcome(load(cookie, `?chat=${row!.id}`)));
      refusedAnswer(await outcome(post(cookie, `?chat=${row!.id}`, { intent: "reply", id: row!.id, text: "แอบตอบ" })));
      refusedAnswer(await outcome(post(cookie, "", { intent: "done", id: row!.id })));
    }
    expect(await staffMessages(people.member.id)).toHaveLength(0);
    expect((await handoverOf(testDb.db, people.member.id, new Date())).waiting).toBe(true);
  });

  it("lists the waiting member with the unread ask; a reply joins the chat, signals it at commit, and is mailed only when no open chat showed it", async () => {
    const search = (id: string) => `?chat=${id}`;
    const list = (await load(people.admin.cookie)) as Awaited<ReturnType<typeof route.loader>>;
    const row = list.list.rows.find((candidate) => candidate.email === people.member.email)!;
    expect(row).toMatchObject({ status: "waiting", unread: 1, assignedName: null });

    // Opening the conversation reads it: the unread count goes to 0.
    const opened = (await load(people.admin.cookie, search(row.id))) as Awaited<ReturnType<typeof route.loader>>;
    expect(opened.conversation?.messages.at(-1)).toMatchObject({ role: "assistant" });
    const reread = (await load(people.admin.cookie)) as Awaited<ReturnType<typeof route.loader>>;
    expect(reread.list.rows.find((candidate) => candidate.id === row.id)?.unread).toBe(0);

    // An empty reply is refused in Thai beside its field; nothing is written.
    expect(await outcome(post(people.admin.cookie, search(row.id), { intent: "reply", id: row.id, text: "  " }))).toMatchObject({
      status: 400,
      data: { field: "text", message: x.replyRequired },
    });

    const [handover] = await testDb.db.select().from(chatHandovers).where(eq(chatHandovers.id, row.id));
    const signals = await signalsDuring(async () =>
      expect(await outcome(post(people.admin.cookie, search(row.id), { intent: "reply", id: row.id, text: "สวัสดีค่ะ รับเรื่องแล้วนะคะ" }))).toMatchObject({
        status: 302,
        location: `/admin/chat${search(row.id)}`,
      }),
    );
    expect(signals).toEqual([chatLiveSignal(handover!.liveKey)]);
    const [reply] = await staffMessages(people.member.id);
    expect(reply).toMatchObject({ message: "สวัสดีค่ะ รับเรื่องแล้วนะคะ", staffId: people.admin.id, seenAt: null });
    const [assigned] = await testDb.db.select().from(chatHandovers).where(eq(chatHandovers.id, row.id));
    expect(assigned!.assignedTo).toBe(people.admin.id);
    expect(
      await testDb.db
        .select()
        .from(adminAuditLog)
        .where(and(eq(adminAuditLog.entityId, row.id), eq(adminAuditLog.action, "chat.reply"))),
    ).toHaveLength(1);

    // The job on a clock: not yet due just before the wait is over; due after it, one mail, once.
    const sentAt = reply!.createdAt.getTime();
    expect(await mailUnseenStaffReplies(testDb.db, new Date(sentAt + STAFF_REPLY_MAIL_AFTER_MS - 1_000))).toBe(0);
    expect(await mailsTo(people.member.email)).toHaveLength(0);
    expect(await mailUnseenStaffReplies(testDb.db, new Date(sentAt + STAFF_REPLY_MAIL_AFTER_MS + 1_000))).toBe(1);
    const [mail] = await mailsTo(people.member.email);
    expect(mail).toMatchObject({ subject: handoverTexts.mailSubject });
    expect(mail!.textBody).toContain("สวัสดีค่ะ รับเรื่องแล้วนะคะ");
    expect(await mailUnseenStaffReplies(testDb.db, new Date(sentAt + 10 * STAFF_REPLY_MAIL_AFTER_MS))).toBe(0);

    // A reply the open chat showed (its history read) is never mailed.
    await post(people.admin.cookie, search(row.id), { intent: "reply", id: row.id, text: "ตรวจสอบแล้วค่ะ" });
    await markStaffRepliesSeen(testDb.db, people.member.id, new Date());
    expect(await mailUnseenStaffReplies(testDb.db, new Date(Date.now() + 10 * STAFF_REPLY_MAIL_AFTER_MS))).toBe(0);
    expect(await mailsTo(people.member.email)).toHaveLength(1);
  });

  it("assigns only to staff, and done hands the chat back to the assistant with its signal", async () => {
    const [row] = await testDb.db.select().from(chatHandovers).where(eq(chatHandovers.userId, people.member.id));
    expect(await outcome(post(people.admin.cookie, `?chat=${row!.id}`, { intent: "assign", id: row!.id, staffId: people.member.id }))).toMatchObject({
      status: 422,
      data: { field: "staffId", message: x.staffUnknown },
    });
    const signals = await signalsDuring(async () =>
      expect(await outcome(post(people.admin.cookie, "?status=waiting", { intent: "done", id: row!.id }))).toMatchObject({ status: 302 }),
    );
    expect(signals).toEqual([chatLiveSignal(row!.liveKey)]);
    expect(await handoverOf(testDb.db, people.member.id, new Date())).toEqual({ waiting: false, liveKey: null, answerBy: null });
    // Asking again puts the conversation back in the inbox and tells the inbox at once.
    const again = await signalsDuring(() => askForStaff(testDb.db, { id: people.member.id, firstName: null }, new Date()));
    expect(again).toEqual([INBOX_LIVE_SIGNAL]);
  });
});
