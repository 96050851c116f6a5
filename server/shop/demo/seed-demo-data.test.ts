import { mkdtemp, readdir, rm, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { and, eq, gt, lte } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readSettings, type ShopSettings } from "../../platform/env";
import { IMAGE_WIDTH_LADDER, responsiveImage } from "../../../domain/shared/responsive-image";
import { is } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import * as schema from "../../platform/db/schema";
import {
  categories,
  flashSales,
  heroSlides,
  productColors,
  products,
  productStocks,
  promotions,
  reviews,
  siteConfig,
  stockMovements,
  stocks,
} from "../../platform/db/schema";
import { provideTestDatabase } from "../../platform/db/test-support/test-database";
import { DEMO_GIFT_PRODUCT, DEMO_PRODUCTS, DEMO_PROMOTIONS, productImageName } from "./demo-catalogue";
import { listProducts, listFeaturedProducts } from "../catalog/product-queries";
import { searchProducts } from "../catalog/product-search";
import { findStorefrontProduct } from "../catalog/product-detail";
import { currentCartProducts } from "../catalog/cart-products";
import { listActiveSpecialOffers } from "../promotions/special-offers";
import { listRunningPromotions } from "../promotions/promotion-cards";
import { DEMO_IMAGE_FULL_WIDTH, demoImageIndex, demoImageUrl } from "./demo-images";
import { DEMO_IMAGE_FOLDER, seedDemoData } from "./seed-demo-data";

const testDb = provideTestDatabase();

let tmpDir: string;
let settings: ShopSettings;

beforeAll(async () => {
  tmpDir = await mkdtemp(path.join(os.tmpdir(), "shop-seed-test-"));
  settings = readSettings({ DATA_DIR: tmpDir } as NodeJS.ProcessEnv);
});

afterAll(async () => {
  await rm(tmpDir, { recursive: true, force: true });
});

/** Rows in every table of the schema, so "changes nothing" looks at all of them. */
async function tableCounts(): Promise<Record<string, number>> {
  const tables = Object.entries(schema as Record<string, unknown>).filter((entry): entry is [string, PgTable] => is(entry[1], PgTable));
  return Object.fromEntries(await Promise.all(tables.map(async ([name, table]) => [name, await testDb.db.$count(table)] as const)));
}

describe("seedDemoData", () => {
  it("fills an empty database once, even when two processes start together", async () => {
    // Two concurrent runs (as from two processes): the advisory lock lets only one insert.
    await Promise.all([seedDemoData(testDb.db, settings), seedDemoData(testDb.db, settings)]);
    const counts = await tableCounts();
    expect(counts).toMatchObject({
      // The catalogue and the promotion's gift (switched off).
      products: DEMO_PRODUCTS.length + 1,
      categories: 2,
      heroSlides: 3,
      reviews: 8,
      videos: 0,
      contactInfo: 1,
      socialLinks: 5,
      flashSales: 1,
      // The demo's, and the shop's own free shipping (migration 0025).
      promotions: DEMO_PROMOTIONS.length + 1,
    });
    for (const [table, fewest] of Object.entries({ promotionSlides: 2, faqs: 6, specialOffers: 1 }))
      expect(counts[table], table).toBeGreaterThanOrEqual(fewest);
  });

  it("seeds at least 12 products across both lines, each with at least 3 colours and a stock row", async () => {
    const db = testDb.db;
    const rows = await db.select().from(products).where(eq(products.isActive, true));
    expect(rows.length).toBeGreaterThanOrEqual(12);
    const lines = new Set(rows.map((row) => row.line));
    expect(lines).toEqual(new Set(["glossy", "velvet"]));

    const colors = await db.select({ productId: productColors.productId }).from(productColors);
    for (const product of rows) {
      const count = colors.filter((color) => color.productId === product.id).length;
      expect(count, product.slug).toBeGreaterThanOrEqual(3);
      expect(product.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(product.price).toBeGreaterThanOrEqual(199_00);
      expect(product.price).toBeLessThanOrEqual(459_00);
      expect(product.imageUrl).toBe(demoImageUrl(productImageName(product.slug), 960));
    }

    const categoryRows = await db.select().from(categories);
    expect(categoryRows.map((row) => row.name).sort()).toEqual(["Glossy Lip", "Velvet Lip"]);

    // One stock row per shade (decision 114); the gift has its own beside the catalogue's.
    const ofCatalogue = (productId: string) => rows.some((product) => product.id === productId);
    const stockRows = (await db.select().from(stocks)).filter((row) => ofCatalogue(row.productId));
    const shadeRows = (await db.select().from(productColors)).filter((row) => ofCatalogue(row.productId));
    expect(stockRows).toHaveLength(shadeRows.length);
    expect(stockRows.every((row) => row.colorId !== null)).toBe(true);
    const productFigures = (await db.select().from(productStocks)).filter((row) => ofCatalogue(row.productId));
    expect(productFigures.filter((row) => row.quantity === 0)).toHaveLength(1);
    expect(productFigures.some((row) => row.quantity > 0 && row.quantity <= 5)).toBe(true);
    // Every product's stock history opens with its seeded stock.
    const opening = await db.select().from(stockMovements);
    expect(opening.map((row) => [row.productId, row.kind, row.change, row.quantityAfter]).sort()).toEqual(
      (await db.select().from(stocks)).map((row) => [row.productId, "initial", row.quantity, row.quantity]).sort(),
    );
  });

  it("seeds the promotions, and keeps as special offers only what promises no price", async () => {
    const db = testDb.db;
    expect((await listActiveSpecialOffers(db)).map((offer) => offer.title)).toEqual(["สะสมแต้มแลกส่วนลด"]);
    const rows = await db.select().from(promotions).orderBy(promotions.sortOrder);
    expect(rows.map((row) => [row.title, row.code, row.rewardType, row.combinable])).toEqual([
      ["สมาชิกใหม่ลด 10%", null, "percent", true],
      ["ซื้อ 2 แท่ง รับฟรีถุงผ้า", null, "gift", true],
      ["ช้อปครบ ฿500 ลด ฿50 ครบ ฿1,000 ลด ฿120", null, "tiers", true],
      ["โค้ด GLOSSY50 ลด ฿50", "GLOSSY50", "amount", true],
      // The shop's own, from migration 0025.
      ["ส่งฟรีเมื่อช้อปครบ ฿1,000", null, "freeShipping", true],
    ]);
    expect(rows[0]).toMatchObject({ percent: 10, maxDiscount: 200_00, firstOrderOnly: true, perMemberCap: 1 });
    expect(rows[1]).toMatchObject({ minQuantity: 2, giftQuantity: 1, productIds: null, categoryIds: null });
    expect(rows[4]).toMatchObject({ minSpend: 1_000_00 });
    expect(rows[3]).toMatchObject({ amount: 50_00, minSpend: 300_00, usageCap: 100, perMemberCap: 1, used: 0 });

    // Running now, as /promotions shows them: the automatic four, then the code.
    const cards = await listRunningPromotions(db, new Date());
    expect(cards.map((card) => [card.rule, card.conditions])).toEqual([
      ["ลด 10% สูงสุด ฿200", ["เฉพาะคำสั่งซื้อแรก", "ใช้ได้คนละ 1 ครั้ง"]],
      ["รับฟรี ถุงผ้าลายลิมิเต็ด Glossy & Velvet 1 ใบ เมื่อซื้อลิปสติก 2 แท่งขึ้นไป", []],
      ["ครบ ฿500 ลด ฿50 · ครบ ฿1,000 ลด ฿120", []],
      ["ส่งฟรีเมื่อซื้อครบ ฿1,000", []],
      ["ลด ฿50 เมื่อซื้อครบ ฿300", ["ใช้ได้คนละ 1 ครั้ง", "เหลือ 100 สิทธิ์"]],
    ]);
  });

  it("seeds the gift as a switched-off product with its own stock, which no shopper finds", async () => {
    const db = testDb.db;
    const [gift] = await db.select().from(products).where(eq(products.slug, DEMO_GIFT_PRODUCT.slug));
    expect(gift).toMatchObject({ nameThai: "ถุงผ้าลายลิมิเต็ด Glossy & Velvet", isActive: false });
    const [giftPromotion] = await db.select().from(promotions).where(eq(promotions.rewardType, "gift"));
    expect(giftPromotion?.giftProductId).toBe(gift!.id);
    const [stock] = await db.select().from(stocks).where(eq(stocks.productId, gift!.id));
    expect(stock?.quantity).toBe(50);

    const everywhere = [
      ...(await listProducts(db)),
      ...(await listProducts(db, { sort: "price-asc" })),
      ...(await listProducts(db, { line: "glossy" })),
      ...(await listFeaturedProducts(db, 50)),
      ...(await searchProducts(db, ["ถุงผ้า"])),
      ...(await searchProducts(db, ["Tote"])),
    ];
    expect(everywhere.length).toBeGreaterThan(0);
    expect(everywhere.some((card) => card.id === gift!.id)).toBe(false);
    expect(await findStorefrontProduct(db, DEMO_GIFT_PRODUCT.slug)).toBeNull();
    expect(await findStorefrontProduct(db, gift!.id)).toBeNull();
    // Nor can it be put in a cart and bought.
    expect(await currentCartProducts(db, [gift!.id])).toEqual([]);
  });

  it("seeds one running flash sale cheaper than the product", async () => {
    const db = testDb.db;
    const now = new Date();
    const running = await db
      .select()
      .from(flashSales)
      .where(and(eq(flashSales.isActive, true), lte(flashSales.startTime, now), gt(flashSales.endTime, now)));
    expect(running).toHaveLength(1);
    const sale = running[0]!;
    expect(sale.salePrice).toBeLessThan(sale.originalPrice);
    expect(sale.salePrice % 100).toBe(0);
    const [product] = await db.select().from(products).where(eq(products.id, sale.productId));
    expect(product?.price).toBe(sale.originalPrice);
    const [stock] = await db.select().from(stocks).where(eq(stocks.productId, sale.productId));
    expect(stock?.quantity).toBeGreaterThan(0);
  });

  it("seeds hero slides, reviews and site_config defaults", async () => {
    const db = testDb.db;
    const slides = await db.select().from(heroSlides).orderBy(heroSlides.sortOrder);
    for (const slide of slides) {
      expect(slide.buttonText).toBe("ดูสินค้า");
      expect(slide.buttonLink).toBe("/products");
      expect(slide.autoplayInterval).toBe(5000);
      expect(slide.backgroundMediaUrl).toMatch(/^\/media\/demo\/hero-[a-z0-9-]+-1600\.webp$/);
    }

    const reviewRows = await db.select().from(reviews);
    for (const review of reviewRows) {
      expect(review.rating).toBeGreaterThanOrEqual(4);
      expect(review.rating).toBeLessThanOrEqual(5);
      expect(review.avatarUrl).toMatch(/^\/media\/demo\/avatar-\d-160\.webp$/);
      expect(review.productImage).toMatch(/^\/media\/demo\/product-[a-z0-9-]+-480\.webp$/);
    }

    const config = new Map((await db.select().from(siteConfig)).map((row) => [row.configKey, row.configValue]));
    expect(config.get("brand_name")).toEqual(expect.any(String));
    expect(config.get("pricing")).toEqual({ regular_price: 249, sale_price: 199, sale_active: true });
    for (const key of [
      "tagline",
      "social_links",
      "velvet_colors",
      "glossy_colors",
      "products",
      "cta_buttons",
      "color_scheme",
      "velvet_image",
      "glossy_image",
      "brand_logo",
      "hero_banner",
    ]) {
      expect(config.has(key), key).toBe(true);
    }
  });

  it("changes nothing when run again", async () => {
    const before = await tableCounts();
    await seedDemoData(testDb.db, settings);
    expect(await tableCounts()).toEqual(before);
  });

  it("puts every demo image as WebP and AVIF on the shop's width ladder", async () => {
    const dir = path.join(settings.uploadsDir, DEMO_IMAGE_FOLDER);
    const files = new Set(await readdir(dir));
    const index = demoImageIndex();
    expect(index.size).toBe(DEMO_PRODUCTS.length + 3 + 8 + 1);
    for (const info of index.values()) {
      const fullWidth = DEMO_IMAGE_FULL_WIDTH[info.kind];
      expect(IMAGE_WIDTH_LADDER).toContain(fullWidth);
      expect(info.variants.map((variant) => variant.width)).toEqual(IMAGE_WIDTH_LADDER.filter((width) => width <= fullWidth));
      for (const variant of info.variants) {
        expect(variant.url).toBe(`/media/demo/${info.name}-${variant.width}.webp`);
        for (const format of ["webp", "avif"] as const) {
          const fileName = `${info.name}-${variant.width}.${format}`;
          expect(files.has(fileName), fileName).toBe(true);
          const metadata = await sharp(path.join(dir, fileName)).metadata();
          // sharp reports AVIF as "heif" (its container).
          expect(metadata.format).toBe(format === "webp" ? "webp" : "heif");
          expect([metadata.width, metadata.height]).toEqual([variant.width, variant.height]);
        }
      }
    }
    // Nothing half-written is left behind.
    expect([...files].filter((file) => file.endsWith(".tmp"))).toEqual([]);
  });

  it("stores image URLs from which every srcset entry exists on disk", async () => {
    const dir = path.join(settings.uploadsDir, DEMO_IMAGE_FOLDER);
    const files = new Set(await readdir(dir));
    // Every product but the promotion's gift (never shown, no picture of its own).
    const productImages = await testDb.db.select({ slug: products.slug, url: products.imageUrl }).from(products);
    expect(productImages.filter((row) => row.url === null).map((row) => row.slug)).toEqual([DEMO_GIFT_PRODUCT.slug]);
    const urls = [
      ...productImages.flatMap((row) => (row.url === null ? [] : [row.url])),
      ...(await testDb.db.select({ url: heroSlides.backgroundMediaUrl }).from(heroSlides)).map((row) => row.url),
      ...(await testDb.db.select({ url: reviews.productImage }).from(reviews)).map((row) => row.url),
      ...(await testDb.db.select({ url: reviews.avatarUrl }).from(reviews)).map((row) => row.url),
    ];
    expect(urls.length).toBeGreaterThan(20);
    for (const url of urls) {
      const image = responsiveImage(url);
      expect(image, String(url)).not.toBeNull();
      const candidates = [image!.webpSrcSet, image!.avifSrcSet].flatMap((srcSet) => srcSet.split(", ").map((entry) => entry.split(" ")[0]!));
      for (const candidate of candidates) expect(files.has(path.basename(candidate)), candidate).toBe(true);
    }
  });

  it("restores missing files, keeps the others and the data as they are", async () => {
    const dir = path.join(settings.uploadsDir, DEMO_IMAGE_FOLDER);
    await rm(path.join(dir, "hero-velvet-lip-960.webp"));
    await rm(path.join(dir, "hero-velvet-lip-320.avif"));
    const kept = await stat(path.join(dir, "hero-velvet-lip-1600.avif"));
    const before = await tableCounts();
    await seedDemoData(testDb.db, settings);
    expect(await tableCounts()).toEqual(before);
    expect(await sharp(path.join(dir, "hero-velvet-lip-960.webp")).metadata()).toMatchObject({ format: "webp", width: 960, height: 540 });
    expect(await sharp(path.join(dir, "hero-velvet-lip-320.avif")).metadata()).toMatchObject({ format: "heif", width: 320, height: 180 });
    expect((await stat(path.join(dir, "hero-velvet-lip-1600.avif"))).mtimeMs).toBe(kept.mtimeMs);
  });
});
