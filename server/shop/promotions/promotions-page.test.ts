import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { categories, flashSales, productColors, products, promotionSlides, specialOffers, stocks } from "../../platform/db/schema";
import { provideTestDatabase } from "../../platform/db/test-support/test-database";
import { listRunningFlashSales } from "./flash-sales";
import { loadPromotionsPage } from "./promotions-page";

const testDb = provideTestDatabase();

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
    expect(page.renderedAt).toBe(NOW.toISOString());
  });

  it("is empty once every sale has ended", async () => {
    const page = await loadPromotionsPage(testDb.db, at(24 * 30));
    expect(page.flashSales).toEqual([]);
  });
});
