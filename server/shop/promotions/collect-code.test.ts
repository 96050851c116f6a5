import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { COLLECT_CODE_INTENT } from "../../../domain/promotions/collected-codes";
import type { FormReply } from "../../../domain/shared/form-contract";
import { requestHeaders, provideTestAuth, TEST_SHOP_URL } from "../../platform/auth/test-support/test-auth";
import { collectedCodes } from "../../platform/db/schema";
import { provideTestDatabase } from "../../platform/db/test-support/test-database";
import { insertMember } from "../members/test-fixtures";
import { answerCollectCode, collectCode } from "./collect-code";
import { insertPromotion } from "./test-fixtures";

const testDb = provideTestDatabase();
const testAuth = provideTestAuth(testDb);

const HOUR = 3_600_000;

async function rowsOf(userId: string, promotionId: string) {
  return testDb.db
    .select()
    .from(collectedCodes)
    .where(and(eq(collectedCodes.userId, userId), eq(collectedCodes.promotionId, promotionId)));
}

/** The collect form as a browser posts it, with a session cookie or none. */
function collectPost(promotionId: string, cookie?: string) {
  const headers = requestHeaders("10.9.0.1", { "content-type": "application/x-www-form-urlencoded", ...(cookie ? { cookie } : {}) });
  return new Request(`${TEST_SHOP_URL}/promotions`, { method: "POST", headers, body: new URLSearchParams({ intent: COLLECT_CODE_INTENT, promotionId }) });
}

describe("collectCode", () => {
  it("refuses a guest with the sign-in line, and stores nothing", async () => {
    const { id } = await insertPromotion(testDb.db, { code: "GUEST50" });
    expect(await collectCode(testDb.db, null, { promotionId: id })).toEqual({ ok: false, status: 401, message: "เข้าสู่ระบบเพื่อเก็บโค้ด" });
    expect(await testDb.db.$count(collectedCodes)).toBe(0);
  });

  it("puts a running code into the member's list once, however often it is collected", async () => {
    const member = await insertMember(testDb.db);
    const { id } = await insertPromotion(testDb.db, { code: "TWICE50" });
    expect(await collectCode(testDb.db, member, { promotionId: id })).toEqual({
      ok: true,
      value: { promotionId: id, code: "TWICE50", alreadyCollected: false },
    });
    expect(await collectCode(testDb.db, member, { promotionId: id })).toEqual({
      ok: true,
      value: { promotionId: id, code: "TWICE50", alreadyCollected: true },
    });
    // Two at once, as two taps from two tabs: still one row.
    await Promise.all([collectCode(testDb.db, member, { promotionId: id }), collectCode(testDb.db, member, { promotionId: id })]);
    expect(await rowsOf(member, id)).toHaveLength(1);
  });

  it("refuses a code staff ended, or whose end has passed", async () => {
    const member = await insertMember(testDb.db);
    const ended = await insertPromotion(testDb.db, { code: "ENDED50", status: "ended" });
    const past = await insertPromotion(testDb.db, { code: "PAST50", startsAt: new Date(Date.now() - 48 * HOUR), endsAt: new Date(Date.now() - HOUR) });
    expect(await collectCode(testDb.db, member, { promotionId: ended.id })).toEqual({ ok: false, status: 410, message: "โค้ด ENDED50 หมดเขตแล้ว เก็บไม่ได้" });
    expect(await collectCode(testDb.db, member, { promotionId: past.id })).toEqual({ ok: false, status: 410, message: "โค้ด PAST50 หมดเขตแล้ว เก็บไม่ได้" });
    expect(await rowsOf(member, ended.id)).toEqual([]);
    expect(await rowsOf(member, past.id)).toEqual([]);
  });

  it("refuses a paused code, an automatic promotion and an unknown one", async () => {
    const member = await insertMember(testDb.db);
    const paused = await insertPromotion(testDb.db, { code: "PAUSED50", status: "paused" });
    const automatic = await insertPromotion(testDb.db);
    expect(await collectCode(testDb.db, member, { promotionId: paused.id })).toMatchObject({ ok: false, status: 409 });
    expect(await collectCode(testDb.db, member, { promotionId: automatic.id })).toEqual({ ok: false, status: 404, message: "ไม่พบโค้ดนี้ อาจถูกนำออกไปแล้ว" });
    expect(await collectCode(testDb.db, member, { promotionId: crypto.randomUUID() })).toMatchObject({ ok: false, status: 404 });
  });

  it("lets a code that starts tomorrow be collected ahead", async () => {
    const member = await insertMember(testDb.db);
    const later = await insertPromotion(testDb.db, { code: "LATER50", startsAt: new Date(Date.now() + 24 * HOUR) });
    expect(await collectCode(testDb.db, member, { promotionId: later.id })).toMatchObject({ ok: true });
  });
});

describe("answerCollectCode (the pages' action)", () => {
  it("answers a guest's post with 401 and the sign-in line for the collect form", async () => {
    const { id } = await insertPromotion(testDb.db, { code: "FORM50" });
    const answer = await answerCollectCode(testDb.db, collectPost(id));
    expect(answer.init?.status).toBe(401);
    expect(answer.data).toMatchObject({ ok: false, intent: COLLECT_CODE_INTENT, message: "เข้าสู่ระบบเพื่อเก็บโค้ด", values: { promotionId: id } });
  });

  it("collects for the signed-in member and says so in the toast's words, then that it was collected already", async () => {
    const { id } = await insertPromotion(testDb.db, { code: "MEMBER50" });
    const member = await testAuth.signUpMember("สมหญิง", "Glossy#Velvet2568", 31);
    const first = await answerCollectCode(testDb.db, collectPost(id, member.cookie));
    expect(first.data).toEqual({
      ok: true,
      intent: COLLECT_CODE_INTENT,
      message: "เก็บโค้ด MEMBER50 แล้ว ใช้ได้ตอนชำระเงิน",
      detail: { promotionId: id, code: "MEMBER50", alreadyCollected: false },
    } satisfies FormReply);
    const again = await answerCollectCode(testDb.db, collectPost(id, member.cookie));
    expect(again.data).toMatchObject({ ok: true, message: "คุณเก็บโค้ด MEMBER50 ไว้แล้ว ใช้ได้ตอนชำระเงิน" });
    expect(await rowsOf(member.userId, id)).toHaveLength(1);
  });

  it("refuses a form without a promotion in Thai (400)", async () => {
    const answer = await answerCollectCode(testDb.db, collectPost("not-a-promotion"));
    expect(answer.init?.status).toBe(400);
    expect(answer.data).toMatchObject({ ok: false, intent: COLLECT_CODE_INTENT, message: "ไม่พบโค้ดนี้ อาจถูกนำออกไปแล้ว", field: "promotionId" });
  });
});
