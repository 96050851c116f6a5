import { describe, expect, it } from "vitest";
import type { CollectedCodesAnswer } from "../../../domain/promotions/collected-codes";
import { provideTestAuth, requestHeaders, TEST_SHOP_URL } from "../../platform/auth/test-support/test-auth";
import { collectedCodes, orderPromotions } from "../../platform/db/schema";
import { provideTestDatabase } from "../../platform/db/test-support/test-database";
import { insertMember, insertOrder } from "../members/test-fixtures";
import { insertProduct } from "../orders/test-fixtures";
import { answerCollectedCodesRequest, listMyCodes } from "./my-codes";
import { insertPromotion } from "./test-fixtures";

const testDb = provideTestDatabase();
const testAuth = provideTestAuth(testDb);

const NOW = new Date("2030-06-01T05:00:00Z");
const HOUR = 3_600_000;
const at = (hours: number) => new Date(NOW.getTime() + hours * HOUR);

async function collect(userId: string, promotionId: string, collectedAt: Date) {
  await testDb.db.insert(collectedCodes).values({ userId, promotionId, collectedAt });
}

/** An order of the member's carrying the promotion; `returned`: it was cancelled and gave its use back. */
async function usedIn(userId: string, promotion: { id: string; code: string | null }, returned = false) {
  const order = await insertOrder(testDb.db, userId, { subtotal: 498_00 });
  await testDb.db.insert(orderPromotions).values({
    orderId: order.id,
    promotionId: promotion.id,
    userId,
    title: "โปร",
    code: promotion.code,
    discount: 50_00,
    returnedAt: returned ? at(-1) : null,
  });
}

describe("listMyCodes", () => {
  it("lists the member's collected codes with their rule, end and whether each can still be used, usable ones first", async () => {
    const member = await insertMember(testDb.db);
    const other = await insertMember(testDb.db);
    const start = { startsAt: at(-48) };
    const running = await insertPromotion(testDb.db, { ...start, code: "GLOSSY50", minSpend: 300_00, usageCap: 100, used: 12, perMemberCap: 1 });
    const ended = await insertPromotion(testDb.db, { ...start, code: "OLD50", endsAt: at(-1) });
    const usedUp = await insertPromotion(testDb.db, { ...start, code: "FULL50", usageCap: 3, used: 3 });
    const usedByMe = await insertPromotion(testDb.db, { ...start, code: "ONCE20", rewardType: "percent", percent: 20, maxDiscount: 100_00, perMemberCap: 1 });
    const twice = await insertPromotion(testDb.db, { ...start, code: "TWICE30", amount: 30_00, perMemberCap: 2, endsAt: at(24 * 30) });
    const notMine = await insertPromotion(testDb.db, { ...start, code: "OTHER50" });
    await collect(member, running.id, at(-5));
    await collect(member, ended.id, at(-4));
    await collect(member, usedUp.id, at(-3));
    await collect(member, usedByMe.id, at(-2));
    await collect(member, twice.id, at(-1));
    await collect(other, notMine.id, at(-1));
    await usedIn(member, usedByMe);
    // Used once and given back, once standing: one use of two.
    await usedIn(member, twice, true);
    await usedIn(member, twice);
    // Another member's use is not the member's.
    await usedIn(other, running);

    const codes = await listMyCodes(testDb.db, member, NOW);
    expect(codes.map((code) => [code.code, code.usable, code.standing])).toEqual([
      ["TWICE30", true, "ใช้ได้"],
      ["GLOSSY50", true, "ใช้ได้"],
      ["ONCE20", false, "คุณใช้สิทธิ์ครบแล้ว"],
      ["FULL50", false, "ถูกใช้ครบจำนวนแล้ว"],
      ["OLD50", false, "หมดเขตแล้ว"],
    ]);
    expect(codes[0]).toEqual({
      promotionId: twice.id,
      code: "TWICE30",
      title: "ลด ฿50",
      rule: "ลด ฿30",
      conditions: ["ใช้ได้คนละ 2 ครั้ง"],
      end: "หมดเขต 1 ก.ค. 2573",
      usable: true,
      standing: "ใช้ได้",
      usedByYou: "คุณใช้ไปแล้ว 1 ครั้ง",
      collected: "เก็บเมื่อ 1 มิ.ย. 2573",
    });
    expect(codes[1]).toMatchObject({
      rule: "ลด ฿50 เมื่อซื้อครบ ฿300",
      conditions: ["ใช้ได้คนละ 1 ครั้ง", "เหลือ 88 สิทธิ์"],
      end: "ไม่มีวันหมดเขต",
      usedByYou: null,
    });
    expect(codes[2]).toMatchObject({ rule: "ลด 20% สูงสุด ฿100", usedByYou: "คุณใช้ไปแล้ว 1 ครั้ง" });
  });

  it("says a paused code cannot be used for now, and one not started yet when it starts", async () => {
    const member = await insertMember(testDb.db);
    const paused = await insertPromotion(testDb.db, { code: "PAUSE50", startsAt: at(-48), status: "paused" });
    const later = await insertPromotion(testDb.db, { code: "SOON50", startsAt: at(48) });
    await collect(member, paused.id, at(-2));
    await collect(member, later.id, at(-1));
    expect((await listMyCodes(testDb.db, member, NOW)).map((code) => [code.code, code.usable, code.standing])).toEqual([
      ["SOON50", false, "เริ่มใช้ได้ 3 มิ.ย. 2573 12:00"],
      ["PAUSE50", false, "ระงับชั่วคราว"],
    ]);
  });

  it("says when a collected gift code's gift has run out", async () => {
    const member = await insertMember(testDb.db);
    const bag = await insertProduct(testDb.db, { nameThai: "ถุงผ้า", stock: 0, isActive: false });
    const gift = await insertPromotion(testDb.db, { code: "BAG2", rewardType: "gift", giftProductId: bag.id, minQuantity: 2, startsAt: at(-48) });
    await collect(member, gift.id, at(-1));
    const [code] = await listMyCodes(testDb.db, member, NOW);
    expect(code).toMatchObject({ rule: "รับฟรี ถุงผ้า 1 ใบ เมื่อซื้อลิปสติก 2 แท่งขึ้นไป", conditions: ["ของแถมหมดแล้ว"], usable: true });
  });

  it("is empty for a member who collected nothing", async () => {
    expect(await listMyCodes(testDb.db, await insertMember(testDb.db), NOW)).toEqual([]);
  });
});

describe("answerCollectedCodesRequest (GET /api/collected-codes)", () => {
  const get = (cookie?: string) => new Request(`${TEST_SHOP_URL}/api/collected-codes`, { headers: requestHeaders("10.9.0.2", cookie ? { cookie } : {}) });

  it("answers a guest with no codes", async () => {
    const answer = await answerCollectedCodesRequest(testDb.db, get());
    expect(await answer.json()).toEqual({ promotionIds: [] } satisfies CollectedCodesAnswer);
  });

  it("answers the signed-in member with their own collected codes only, newest first", async () => {
    const member = await testAuth.signUpMember("สมศรี", "Glossy#Velvet2568", 32);
    const other = await insertMember(testDb.db);
    const first = await insertPromotion(testDb.db, { code: "FIRST50" });
    const second = await insertPromotion(testDb.db, { code: "SECOND50" });
    await collect(member.userId, first.id, at(-2));
    await collect(member.userId, second.id, at(-1));
    await collect(other, first.id, at(-1));
    const answer = await answerCollectedCodesRequest(testDb.db, get(member.cookie));
    expect(await answer.json()).toEqual({ promotionIds: [second.id, first.id] });
  });
});
