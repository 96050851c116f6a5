import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { adminOfferTexts } from "../../../domain/admin/admin-offer-texts";
import type { PromotionInput } from "../../../domain/admin/admin-offers";
import { tenPercentOffInput } from "../../../domain/admin/test-support/promotion-input";
import { TWO_TIERS } from "../../../domain/promotions/test-support/promotions";
import { formatThaiDateTime } from "../../../domain/shared/dates";
import { adminAuditLog, orderPromotions, orders, promotions, users } from "../../platform/db/schema";
import { provideTestDatabase } from "../../platform/db/test-support/test-database";
import { insertAdmin, insertMember, insertOrder } from "../members/test-fixtures";
import { insertProduct } from "../orders/test-fixtures";
import { promotionsFor, toPromotion } from "../promotions/promotion-rows";
import { listAuditLog } from "./audit-log";
import {
  createPromotion,
  duplicatePromotion,
  listOfferChoices,
  listOffers,
  loadOffer,
  movePromotion,
  promotionFileName,
  promotionUsesCsv,
  updatePromotion,
} from "./offers";

const testDb = provideTestDatabase();
const m = adminOfferTexts;

const NOW = new Date("2026-12-01T05:00:00Z");
const DAY = 24 * 60 * 60 * 1000;
const code = (prefix: string) => `${prefix}${randomUUID().replace(/-/g, "").slice(0, 8).toUpperCase()}`;

/** A promotion as the dialog gives it: 10 % off, at most ฿100, from now for a week, unless told otherwise. */
const input = (values: Partial<PromotionInput> = {}): PromotionInput =>
  tenPercentOffInput({ startsAt: NOW, endsAt: new Date(NOW.getTime() + 7 * DAY), ...values });

const auditOf = (entityId: string) => testDb.db.select().from(adminAuditLog).where(eq(adminAuditLog.entityId, entityId)).orderBy(adminAuditLog.createdAt);
const stored = async (id: string) => (await testDb.db.select().from(promotions).where(eq(promotions.id, id)))[0]!;

async function created(values: Partial<PromotionInput> = {}) {
  const admin = await insertAdmin(testDb.db);
  const result = await createPromotion(testDb.db, admin, input(values), NOW);
  if (!result.ok) throw new Error(result.message);
  return { admin, id: result.value.id };
}

describe("promotions in the back-office", () => {
  it("creates a promotion running from its start, which the basket's pricing reads, with its audit row", async () => {
    const admin = await insertAdmin(testDb.db);
    const promo = code("SAVE");
    const result = await createPromotion(testDb.db, admin, input({ code: promo, minSpend: 500_00, usageCap: 100, perMemberCap: 1, vipOnly: true }), NOW);
    expect(result.ok).toBe(true);
    const id = result.ok ? result.value.id : "";

    expect(await loadOffer(testDb.db, id)).toMatchObject({
      code: promo,
      reward: { type: "percent", percent: 10, maxDiscount: 100_00 },
      minSpend: 500_00,
      memberTier: "vip",
      status: "active",
      used: 0,
      usageCap: 100,
      perMemberCap: 1,
      usage: { orders: 0, discount: 0, revenue: 0 },
    });
    // One source of truth: the pricing's reader finds it by its code.
    expect((await promotionsFor(testDb.db, [promo], null)).map(toPromotion).find((promotion) => promotion.id === id)).toMatchObject({ code: promo });

    expect(await auditOf(id)).toMatchObject([
      {
        action: "promotion.create",
        entity: "promotion",
        actorEmail: admin.email,
        before: null,
        after: {
          title: "ลด 10% ทั้งร้าน",
          code: promo,
          rewardType: "percent",
          percent: 10,
          maxDiscount: 100_00,
          minSpend: 500_00,
          memberTier: "vip",
          status: "active",
        },
      },
    ]);
  });

  it("refuses a code another promotion has, in Thai beside the field, and a new promotion already over", async () => {
    const promo = code("DUP");
    const { admin } = await created({ code: promo });
    expect(await createPromotion(testDb.db, admin, input({ code: promo, title: "อีกอัน" }), NOW)).toEqual({
      ok: false,
      status: 409,
      message: "โค้ดนี้มีอยู่แล้ว",
      field: "code",
    });
    expect(await testDb.db.select().from(promotions).where(eq(promotions.title, "อีกอัน"))).toEqual([]);
    expect(
      await createPromotion(testDb.db, admin, input({ startsAt: new Date(NOW.getTime() - 2 * DAY), endsAt: new Date(NOW.getTime() - DAY) }), NOW),
    ).toMatchObject({ ok: false, field: "endsAt", message: m.endPassed });
  });

  it("gives any product as a gift, a hidden one with its own stock too; a gift or a choice gone is refused", async () => {
    const admin = await insertAdmin(testDb.db);
    const tote = await insertProduct(testDb.db, { isActive: false, nameThai: "ถุงผ้า", stock: 30, price: 1_00 });
    const lipstick = await insertProduct(testDb.db);
    const choices = await listOfferChoices(testDb.db);
    expect(choices.products.find((product) => product.id === tote.id)).toEqual({ id: tote.id, name: "ถุงผ้า", isActive: false, stock: 30 });

    const gift = await createPromotion(
      testDb.db,
      admin,
      input({ title: "ซื้อ 2 แท่ง รับฟรีถุงผ้า", reward: { type: "gift", giftProductId: tote.id, giftQuantity: 1 }, minQuantity: 2, productIds: [lipstick.id] }),
      NOW,
    );
    const id = gift.ok ? gift.value.id : "";
    expect(await loadOffer(testDb.db, id)).toMatchObject({
      reward: { type: "gift", giftProductId: tote.id, giftName: "ถุงผ้า", giftQuantity: 1 },
      giftStock: 30,
      productIds: [lipstick.id],
      minQuantity: 2,
    });

    expect(await createPromotion(testDb.db, admin, input({ reward: { type: "gift", giftProductId: randomUUID(), giftQuantity: 1 } }), NOW)).toEqual({
      ok: false,
      status: 404,
      message: m.giftMissing,
      field: "giftProductId",
    });
    expect(await createPromotion(testDb.db, admin, input({ categoryIds: [randomUUID()] }), NOW)).toEqual({ ok: false, status: 409, message: m.choicesGone });
  });

  it("saves an edit with only what changed in its audit row, refusing a taken code and a cap below the uses", async () => {
    const taken = code("TAKEN");
    await created({ code: taken });
    const { admin, id } = await created({ code: code("EDIT") });
    const tiers = {
      type: "tiers" as const,
      tiers: [
        { minSpend: 1000_00, amount: 120_00 },
        { minSpend: 500_00, amount: 50_00 },
      ],
    };
    expect(await updatePromotion(testDb.db, admin, id, input({ title: "ครบแล้วลด", code: null, reward: tiers }))).toEqual({ ok: true });
    expect(await loadOffer(testDb.db, id)).toMatchObject({
      title: "ครบแล้วลด",
      code: null,
      // Kept in order of spend, so the list and the pricing read them the same.
      reward: TWO_TIERS,
      status: "active",
    });
    const stored_ = await stored(id);
    expect([stored_.percent, stored_.maxDiscount]).toEqual([null, null]);
    const update = (await auditOf(id)).find((row) => row.action === "promotion.update");
    expect(update).toMatchObject({
      before: { title: "ลด 10% ทั้งร้าน", rewardType: "percent", percent: 10, maxDiscount: 100_00, tiers: null },
      after: { title: "ครบแล้วลด", code: null, rewardType: "tiers", percent: null, maxDiscount: null, tiers: "50000:5000,100000:12000" },
    });
    expect(Object.keys(update!.after as object)).not.toContain("startsAt");

    expect(await updatePromotion(testDb.db, admin, id, input({ code: taken }))).toEqual({ ok: false, status: 409, message: m.codeTaken, field: "code" });
    await testDb.db.update(promotions).set({ used: 3 }).where(eq(promotions.id, id));
    expect(await updatePromotion(testDb.db, admin, id, input({ usageCap: 2 }))).toEqual({
      ok: false,
      status: 409,
      message: m.capBelowUsed("3"),
      field: "usageCap",
    });
    expect(await updatePromotion(testDb.db, admin, id, input({ usageCap: 3 }))).toEqual({ ok: true });
    expect(await updatePromotion(testDb.db, admin, randomUUID(), input())).toMatchObject({ ok: false, status: 404 });
  });

  it("pauses and resumes, and ends for good after which it neither pauses nor resumes; each move audited", async () => {
    const { admin, id } = await created({ title: "ส่งฟรีทั้งร้าน", reward: { type: "freeShipping" } });
    expect(await movePromotion(testDb.db, admin, id, "resume")).toEqual({ ok: false, status: 409, message: m.notPaused });
    expect(await movePromotion(testDb.db, admin, id, "pause")).toEqual({ ok: true });
    expect((await stored(id)).status).toBe("paused");
    expect(await movePromotion(testDb.db, admin, id, "pause")).toEqual({ ok: false, status: 409, message: m.notActive });
    expect(await movePromotion(testDb.db, admin, id, "resume")).toEqual({ ok: true });
    expect(await movePromotion(testDb.db, admin, id, "end")).toEqual({ ok: true });
    expect((await stored(id)).status).toBe("ended");
    expect(await movePromotion(testDb.db, admin, id, "resume")).toEqual({ ok: false, status: 409, message: m.endedForGood });
    expect(await movePromotion(testDb.db, admin, id, "end")).toEqual({ ok: false, status: 409, message: m.alreadyEnded });
    expect(await movePromotion(testDb.db, admin, randomUUID(), "pause")).toMatchObject({ ok: false, status: 404 });

    expect((await auditOf(id)).map((row) => [row.action, row.before, row.after])).toEqual([
      ["promotion.create", null, expect.objectContaining({ status: "active" })],
      ["promotion.pause", { status: "active", title: "ส่งฟรีทั้งร้าน" }, { status: "paused", title: "ส่งฟรีทั้งร้าน" }],
      ["promotion.resume", { status: "paused", title: "ส่งฟรีทั้งร้าน" }, { status: "active", title: "ส่งฟรีทั้งร้าน" }],
      ["promotion.end", { status: "active", title: "ส่งฟรีทั้งร้าน" }, { status: "ended", title: "ส่งฟรีทั้งร้าน" }],
    ]);
    // The audit log reads them as Thai sentences naming the promotion.
    const log = await listAuditLog(testDb.db, { q: id, page: 1 });
    expect(log.rows.map((row) => row.sentence)).toEqual(
      expect.arrayContaining([
        expect.stringContaining("หยุดใช้โปรโมชัน ส่งฟรีทั้งร้าน ชั่วคราว"),
        expect.stringContaining("เปิดใช้โปรโมชัน ส่งฟรีทั้งร้าน อีกครั้ง"),
        expect.stringContaining("สิ้นสุดโปรโมชัน ส่งฟรีทั้งร้าน"),
      ]),
    );
  });

  it("duplicates every setting with the title marked, no code, nothing used, paused", async () => {
    const category = (await listOfferChoices(testDb.db)).categories[0]!;
    const { admin, id } = await created({
      title: "ลด ฿50",
      code: code("COPY"),
      reward: { type: "amount", amount: 50_00 },
      categoryIds: [category.id],
      perMemberCap: 2,
    });
    await testDb.db.update(promotions).set({ used: 7 }).where(eq(promotions.id, id));
    const copy = await duplicatePromotion(testDb.db, admin, id);
    const copyId = copy.ok ? copy.value.id : "";
    expect(await loadOffer(testDb.db, copyId)).toMatchObject({
      title: "ลด ฿50 (สำเนา)",
      code: null,
      reward: { type: "amount", amount: 50_00 },
      categoryIds: [category.id],
      perMemberCap: 2,
      used: 0,
      status: "paused",
    });
    expect(await loadOffer(testDb.db, id)).toMatchObject({ title: "ลด ฿50", used: 7, status: "active" });
    expect(await auditOf(copyId)).toMatchObject([
      { action: "promotion.duplicate", after: { title: "ลด ฿50 (สำเนา)", code: null, status: "paused", copiedFrom: id } },
    ]);
    // A copy of a copy of a long title still fits the dialog's limit.
    await testDb.db
      .update(promotions)
      .set({ title: "ก".repeat(100) })
      .where(eq(promotions.id, copyId));
    const again = await duplicatePromotion(testDb.db, admin, copyId);
    expect((await stored(again.ok ? again.value.id : "")).title).toHaveLength(100);
  });

  it("lists by title or code, running and paused first, ended ones when asked for", async () => {
    const marker = randomUUID().slice(0, 6);
    const running = await created({ title: `รายการ ${marker} ก` });
    const paused = await created({ title: `รายการ ${marker} ข` });
    const ended = await created({ title: `รายการ ${marker} ค` });
    await movePromotion(testDb.db, paused.admin, paused.id, "pause");
    await movePromotion(testDb.db, ended.admin, ended.id, "end");
    const ids = async (show: "current" | "ended" | "all") => (await listOffers(testDb.db, { q: marker, page: 1 }, show)).rows.map((row) => row.id);
    expect(await ids("current")).toEqual([running.id, paused.id]);
    expect(await ids("ended")).toEqual([ended.id]);
    expect(await ids("all")).toEqual([running.id, paused.id, ended.id]);
    const promo = code("FIND");
    const byCode = await created({ code: promo });
    expect((await listOffers(testDb.db, { q: promo.toLowerCase(), page: 1 }, "current")).rows.map((row) => row.id)).toEqual([byCode.id]);
  });
});

describe("what a promotion brought in", () => {
  async function used(
    promotionId: string,
    options: { email?: string; subtotal: number; discount: number; shippingDiscount?: number; returned?: boolean; at: Date },
  ) {
    const member = await insertMember(testDb.db);
    if (options.email) await testDb.db.update(users).set({ email: options.email }).where(eq(users.id, member));
    const order = await insertOrder(testDb.db, member, { subtotal: options.subtotal, shippingFee: 50_00, createdAt: options.at });
    await testDb.db.insert(orderPromotions).values({
      orderId: order.id,
      promotionId,
      userId: member,
      title: "โปร",
      discount: options.discount,
      shippingDiscount: options.shippingDiscount ?? 0,
      returnedAt: options.returned ? options.at : null,
      createdAt: options.at,
    });
    return order.orderNumber;
  }

  it("counts the orders carrying it now, the discount they got and their totals; a returned use does not count", async () => {
    const promo = code("USE");
    const { id } = await created({ code: promo });
    const first = await used(id, { subtotal: 400_00, discount: 40_00, at: new Date(NOW.getTime() + 1000) });
    const second = await used(id, {
      subtotal: 1000_00,
      discount: 100_00,
      shippingDiscount: 50_00,
      at: new Date(NOW.getTime() + 2000),
      email: "=HYPERLINK(1)@shop.test",
    });
    const returned = await used(id, { subtotal: 300_00, discount: 30_00, returned: true, at: new Date(NOW.getTime() + 3000) });
    const totals = await testDb.db.select({ number: orders.orderNumber, total: orders.totalAmount }).from(orders);
    const totalOf = (number: string) => totals.find((order) => order.number === number)!.total;
    expect(totalOf(first) + totalOf(second)).toBe(450_00 + 1050_00);

    expect((await loadOffer(testDb.db, id))?.usage).toEqual({ orders: 2, discount: 40_00 + 150_00, revenue: 450_00 + 1050_00 });
    expect((await listOffers(testDb.db, { q: promo, page: 1 }, "current")).rows[0]?.usage).toEqual({ orders: 2, discount: 190_00, revenue: 1500_00 });

    // The file of uses: every order, newest first, the returned one marked; formula-safe cells.
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(new Uint8Array(await new Response(promotionUsesCsv(testDb.db, id)).arrayBuffer()));
    const lines = text.split("\r\n");
    expect(lines[0]).toBe(`\uFEFF${m.csvHeader.join(",")}`);
    expect(lines).toHaveLength(5);
    expect(lines[1]).toMatch(new RegExp(`^${returned},.*,30\\.00,0\\.00,350\\.00,${m.csvReturned.yes}$`));
    expect(lines[2]).toContain(`${second},`);
    expect(lines[2]).toContain(`,'=HYPERLINK(1)@shop.test,100.00,50.00,1050.00,${m.csvReturned.no}`);
    expect(lines[3]).toMatch(new RegExp(`^${first},.*,40\\.00,0\\.00,450\\.00,${m.csvReturned.no}$`));
    expect(lines[3]).toContain(formatThaiDateTime(new Date(NOW.getTime() + 1000)));
    expect(lines.at(-1)).toBe("");

    expect(await promotionFileName(testDb.db, id)).toBe(promo);
    const automatic = await created();
    expect(await promotionFileName(testDb.db, automatic.id)).toBe(automatic.id.slice(0, 8));
    expect(await promotionFileName(testDb.db, randomUUID())).toBeNull();
  });
});
