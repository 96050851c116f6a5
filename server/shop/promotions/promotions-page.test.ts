import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { categories, flashSales, productColors, products, promotionSlides, promotions, specialOffers, stocks } from "../../platform/db/schema";
import { provideTestDatabase } from "../../platform/db/test-support/test-database";
import { listRunningFlashSales } from "./flash-sales";
import { listProductCodes, listRunningPromotions } from "./promotion-cards";
import { loadPromotionsPage } from "./promotions-page";
import { insertPromotion, NEW_MEMBER_TEN_PERCENT } from "./test-fixtures";

const testDb = provideTestDatabase();
// The shop's own free shipping (migration 0025) aside: these tests list only the promotions they write.
beforeAll(async () => {
  await testDb.db.delete(promotions);
});

const NOW = new Date("2025-06-01T12:00:00Z");
const HOUR = 60 * 60 * 1000;
const at = (hours: number) => new Date(NOW.getTime() + hours * HOUR);

async function product(slug: string, options: { stock?: number | null; active?: boolean } = {}) {
  let [category] = await testDb.db.select().from(categories).where(eq(categories.name, "Glossy Lip"));
  category ??= (await testDb.db.insert(categories).values({ name: "Glossy Lip" }).returning())[0]!;
  const [row] = await testDb.db
    .insert(products)
    .values({
      slug,
      name: `Gloss ${slug}`,
      nameThai: `ลิปกลอส ${slug}`,
      line: "glossy",
      price: 249_00,
      imageUrl: `/media/demo/product-${slug}-800.webp`,
      categoryId: category.id,
      isActive: options.active ?? true,
    })
    .returning();
  if (options.stock !== null) await testDb.db.insert(stocks).values({ productId: row!.id, quantity: options.stock ?? 10 });
  return row!;
}

async function sale(productRow: { id: string; slug: string }, values: Partial<typeof flashSales.$inferInsert> = {}) {
  const [row] = await testDb.db
    .insert(flashSales)
    .values({
      productId: productRow.id,
      productName: `ลด ${productRow.slug}`,
      originalPrice: 249_00,
      salePrice: 199_00,
      startTime: at(-24),
      endTime: at(24),
      ...values,
    })
    .returning();
  return row!;
}

describe("listRunningFlashSales", () => {
  it("lists only switched-on sales running now on active products, newest first", async () => {
    const running = await product("running", { stock: 7 });
    const older = await product("older");
    const expired = await product("expired");
    const upcoming = await product("upcoming");
    const off = await product("off");
    const hidden = await product("hidden", { active: false });
    const noStock = await product("no-stock", { stock: null });

    // A lipstick with shades is picked on its page; the card says so (hasShades).
    await testDb.db.insert(productColors).values({ productId: older.id, name: "Rose", nameThai: "โรส", hex: "#c2185b" });
    await sale(older, { createdAt: at(-48) });
    await sale(running, { createdAt: at(-1), productImage: null });
    await sale(expired, { startTime: at(-48), endTime: at(-1) });
    await sale(upcoming, { startTime: at(1), endTime: at(48) });
    await sale(off, { isActive: false });
    await sale(hidden);
    await sale(noStock, { createdAt: at(-72) });

    const list = await listRunningFlashSales(testDb.db, NOW);
    expect(list.map((item) => item.productSlug)).toEqual(["running", "older", "no-stock"]);
    expect(list[0]).toEqual({
      id: expect.any(String),
      productId: running.id,
      productSlug: "running",
      productName: "Gloss running",
      productNameThai: "ลด running",
      // No picture on the sale: the product's own.
      image: "/media/demo/product-running-800.webp",
      originalPrice: 249_00,
      salePrice: 199_00,
      endTime: at(24).toISOString(),
      stockQuantity: 7,
      hasShades: false,
    });
    expect(list[1]?.hasShades).toBe(true);
    expect(list[2]?.stockQuantity).toBe(0);
  });

  it("drops a sale the moment it ends (the server's clock decides)", async () => {
    const [first] = await testDb.db.select().from(flashSales).where(eq(flashSales.productName, "ลด running"));
    const end = first!.endTime;
    const before = await listRunningFlashSales(testDb.db, new Date(end.getTime() - 1));
    const after = await listRunningFlashSales(testDb.db, end);
    expect(before.some((item) => item.id === first!.id)).toBe(true);
    expect(after.some((item) => item.id === first!.id)).toBe(false);
  });
});

describe("loadPromotionsPage", () => {
  it("brings slides, running sales and active special offers in sort order", async () => {
    await testDb.db.insert(promotionSlides).values([
      { title: "b", slideType: "text", sortOrder: 2 },
      { title: "a", slideType: "text", sortOrder: 1 },
      { title: "off", slideType: "text", isActive: false },
    ]);
    await testDb.db.insert(specialOffers).values([
      { icon: "🎁", title: "second", description: "d", sortOrder: 2 },
      { icon: "🚚", title: "first", description: "d", sortOrder: 1 },
      { icon: "💄", title: "off", description: "d", isActive: false },
    ]);
    const page = await loadPromotionsPage(testDb.db, NOW);
    expect(page.slides.map((slide) => slide.title)).toEqual(["a", "b"]);
    expect(page.flashSales.map((item) => item.productSlug)).toEqual(["running", "older", "no-stock"]);
    expect(page.specialOffers.map((offer) => offer.title)).toEqual(["first", "second"]);
    expect(page.promotions).toEqual([]);
    expect(page.renderedAt).toBe(NOW.toISOString());
  });

  it("is empty once every sale has ended", async () => {
    const page = await loadPromotionsPage(testDb.db, at(24 * 30));
    expect(page.flashSales).toEqual([]);
  });
});

describe("listRunningPromotions", () => {
  it("lists the promotions running now as cards, automatic ones first, each in staff's order", async () => {
    const bag = await product("tote", { stock: 0, active: false });
    const since = { startsAt: at(-24) };
    await insertPromotion(testDb.db, {
      ...since,
      title: "โค้ดลด 50",
      code: "GLOSSY50",
      minSpend: 300_00,
      usageCap: 100,
      used: 40,
      perMemberCap: 1,
      sortOrder: 0,
    });
    await insertPromotion(testDb.db, { ...since, title: "ส่งฟรี", rewardType: "freeShipping", minSpend: 1_000_00, sortOrder: 2 });
    await insertPromotion(testDb.db, { ...since, ...NEW_MEMBER_TEN_PERCENT, sortOrder: 1 });
    await insertPromotion(testDb.db, { ...since, title: "ถุงผ้า", rewardType: "gift", giftProductId: bag.id, minQuantity: 2, sortOrder: 3 });
    await insertPromotion(testDb.db, {
      ...since,
      title: "ช้อปครบลดเพิ่ม",
      rewardType: "tiers",
      tiers: [
        { minSpend: 500_00, amount: 50_00 },
        { minSpend: 1_000_00, amount: 120_00 },
      ],
      endsAt: at(24 * 10),
      sortOrder: 4,
    });
    // Not running: paused, ended by staff, ended by the clock, not started.
    await insertPromotion(testDb.db, { ...since, title: "paused", status: "paused" });
    await insertPromotion(testDb.db, { ...since, title: "ended", status: "ended" });
    await insertPromotion(testDb.db, { startsAt: at(-48), endsAt: at(-1), title: "past" });
    await insertPromotion(testDb.db, { startsAt: at(1), title: "later" });

    const cards = await listRunningPromotions(testDb.db, NOW);
    expect(cards.map((card) => [card.title, card.code, card.rule, card.conditions])).toEqual([
      ["สมาชิกใหม่ลด 10%", null, "ลด 10% สูงสุด ฿200", ["เฉพาะคำสั่งซื้อแรก", "ใช้ได้คนละ 1 ครั้ง"]],
      ["ส่งฟรี", null, "ส่งฟรีเมื่อซื้อครบ ฿1,000", []],
      ["ถุงผ้า", null, "รับฟรี ลิปกลอส tote 1 แท่ง เมื่อซื้อลิปสติก 2 แท่งขึ้นไป", ["ของแถมหมดแล้ว"]],
      ["ช้อปครบลดเพิ่ม", null, "ครบ ฿500 ลด ฿50 · ครบ ฿1,000 ลด ฿120", ["หมดเขต 11 มิ.ย. 2568"]],
      ["โค้ดลด 50", "GLOSSY50", "ลด ฿50 เมื่อซื้อครบ ฿300", ["ใช้ได้คนละ 1 ครั้ง", "เหลือ 60 สิทธิ์"]],
    ]);
    // The page brings the same cards.
    expect((await loadPromotionsPage(testDb.db, NOW)).promotions).toEqual(cards);
  });

  it("drops a promotion the moment it ends (the server's clock decides)", async () => {
    const [tiers] = await testDb.db.select().from(promotions).where(eq(promotions.title, "ช้อปครบลดเพิ่ม"));
    const end = tiers!.endsAt!;
    expect((await listRunningPromotions(testDb.db, new Date(end.getTime() - 1))).some((card) => card.id === tiers!.id)).toBe(true);
    expect((await listRunningPromotions(testDb.db, end)).some((card) => card.id === tiers!.id)).toBe(false);
  });
});

describe("listProductCodes", () => {
  it("offers a product page the running codes it counts for: every product's, its own and its category's", async () => {
    const lip = await product("code-lip");
    const otherLip = await product("code-other");
    const [category] = await testDb.db.select().from(categories).where(eq(categories.id, lip.categoryId));
    const since = { startsAt: at(-24) };
    await insertPromotion(testDb.db, { ...since, title: "own", code: "OWNLIP", productIds: [lip.id] });
    await insertPromotion(testDb.db, { ...since, title: "category", code: "CATLIP", categoryIds: [category!.id] });
    await insertPromotion(testDb.db, { ...since, title: "elsewhere", code: "OTHERLIP", productIds: [otherLip.id] });
    await insertPromotion(testDb.db, { ...since, title: "stopped", code: "STOPLIP", status: "paused" });
    const codes = await listProductCodes(testDb.db, lip, NOW);
    // GLOSSY50 (every product) from the test above, then this product's own and its category's; never an automatic one.
    expect(codes.map((card) => card.code)).toEqual(["GLOSSY50", "OWNLIP", "CATLIP"]);
    expect((await listProductCodes(testDb.db, otherLip, NOW)).map((card) => card.code)).toEqual(["GLOSSY50", "CATLIP", "OTHERLIP"]);
  });
});
