import { eq } from "drizzle-orm";
import pg from "pg";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { sessions, users } from "../db/schema";
import { queriesSentBy } from "../db/test-support/sent-queries";
import { provideTestDatabase } from "../db/test-support/test-database";
import { startContentChanges, type ContentChanges } from "../http/content-changes";
import { SESSION_KEPT_MS, sessionChangeBegins, sessionNoticesHeard, sessionsChanged } from "./session-cache";
import { lookUpSession } from "./session-lookup";
import { provideTestAuth } from "./test-support/test-auth";

// Kept sessions (decision 089): read once while the instance hears every change, forgotten the
// moment a change is announced — by this instance or any other — and never kept while deaf.
const testDb = provideTestDatabase();
const testAuth = provideTestAuth(testDb);

let contentChanges: ContentChanges;
/** Resolves on the next `shop_sessions_changed` notice for `userId`. */
let noticeFor: (userId: string) => Promise<void>;
beforeAll(async () => {
  contentChanges = startContentChanges(testDb.connection);
  const waiting = new Map<string, () => void>();
  noticeFor = (userId) => new Promise((resolve) => waiting.set(userId, resolve));
  await new Promise<void>((listening) =>
    contentChanges.subscribe({
      // As startup.ts subscribes the kept sessions, plus the test's own ear.
      onSessionsChanged: (userId) => {
        sessionsChanged(userId);
        waiting.get(userId)?.();
      },
      onListening: () => {
        sessionNoticesHeard(true);
        listening();
      },
      onLost: () => sessionNoticesHeard(false),
    }),
  );
});
afterAll(async () => {
  sessionNoticesHeard(false);
  await contentChanges.stop();
});
afterEach(() => {
  vi.restoreAllMocks();
});

let addressCounter = 0;
const signUp = () => testAuth.signedUp(`10.37.0.${++addressCounter}`, { name: "ดาวเรือง" });

/** How many times `work` read a session row from the database. */
async function sessionReadsOf(work: () => Promise<unknown>) {
  return (await queriesSentBy(work)).filter(({ name }) => name === "shop_session_answer_by_token").length;
}

describe("kept sessions", () => {
  it("reads a member's session once for a burst of requests", async () => {
    const member = await signUp();
    const reads = await sessionReadsOf(async () => {
      for (let request = 0; request < 5; request += 1) expect(await lookUpSession(testAuth.auth, member.cookie)).toMatchObject({ id: member.userId });
    });
    expect(reads).toBe(1);
  });

  it("forgets a session signed out on another instance as soon as its notice arrives", async () => {
    const member = await signUp();
    expect(await lookUpSession(testAuth.auth, member.cookie)).toMatchObject({ id: member.userId });
    // Another instance signs the member out: only the database and its notice tell this one.
    const heard = noticeFor(member.userId);
    await testDb.db.delete(sessions).where(eq(sessions.userId, member.userId));
    await heard;
    expect(await lookUpSession(testAuth.auth, member.cookie)).toBe("ask-better-auth");
  });

  it("hears a change of the member's account (an admin made them staff) at once", async () => {
    const member = await signUp();
    expect(await lookUpSession(testAuth.auth, member.cookie)).toMatchObject({ role: "user" });
    const heard = noticeFor(member.userId);
    await testDb.db.update(users).set({ role: "admin" }).where(eq(users.id, member.userId));
    await heard;
    expect(await lookUpSession(testAuth.auth, member.cookie)).toMatchObject({ role: "admin" });
  });

  it(`keeps a session no longer than ${SESSION_KEPT_MS} ms`, async () => {
    const member = await signUp();
    const now = Date.now();
    const reads = await sessionReadsOf(async () => {
      await lookUpSession(testAuth.auth, member.cookie);
      vi.spyOn(Date, "now").mockReturnValue(now + SESSION_KEPT_MS - 1_000);
      await lookUpSession(testAuth.auth, member.cookie);
      vi.spyOn(Date, "now").mockReturnValue(now + SESSION_KEPT_MS + 1_000);
      await lookUpSession(testAuth.auth, member.cookie);
    });
    expect(reads).toBe(2);
  });

  it("keeps nothing while this instance may be changing sessions itself, and forgets everything when that ends", async () => {
    const member = await signUp();
    await lookUpSession(testAuth.auth, member.cookie);
    const ended = sessionChangeBegins();
    const during = await sessionReadsOf(async () => {
      await lookUpSession(testAuth.auth, member.cookie);
      await lookUpSession(testAuth.auth, member.cookie);
    });
    expect(during).toBe(2);
    ended();
    expect(await sessionReadsOf(() => lookUpSession(testAuth.auth, member.cookie))).toBe(1);
  });

  it("does not keep a row read before a change was heard, nor anything while the notices cannot be heard", async () => {
    const member = await signUp();
    sessionsChanged("*");
    // The notice arrives while the row is on its way: that row may be the old one.
    const query = pg.Client.prototype.query;
    vi.spyOn(pg.Client.prototype, "query").mockImplementation(function (this: pg.Client, ...args: unknown[]) {
      const config = args[0] as { name?: string };
      if (typeof config === "object" && config?.name === "shop_session_answer_by_token") sessionsChanged(member.userId);
      return (query as (...a: unknown[]) => unknown).apply(this, args);
    } as never);
    await lookUpSession(testAuth.auth, member.cookie);
    vi.restoreAllMocks();
    expect(await sessionReadsOf(() => lookUpSession(testAuth.auth, member.cookie))).toBe(1);

    sessionNoticesHeard(false);
    try {
      expect(await sessionReadsOf(() => Promise.all([1, 2, 3].map(() => lookUpSession(testAuth.auth, member.cookie))))).toBe(3);
      expect(await sessionReadsOf(() => lookUpSession(testAuth.auth, member.cookie))).toBe(1);
    } finally {
      sessionNoticesHeard(true);
    }
  });
});
