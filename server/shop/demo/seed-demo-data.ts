import path from "node:path";
import { ne, sql } from "drizzle-orm";
import { defaultSalePrice } from "../../../domain/promotions/flash-sale";
import type { ShopSettings } from "../../platform/env";
import { errorFields, logger } from "../../platform/logger";
import type { DatabaseOrTransaction, ShopDatabase } from "../../platform/db/database";
import { splitOverShades } from "../../../domain/stock/shade-split";
import { recordStockMovements } from "../stock/stock-movements";
import {
  categories,
  contactInfo,
  faqs,
  flashSales,
  heroSlides,
  productColors,
  products,
  promotionSlides,
  promotions,
  reviews,
  siteConfig,
  socialLinks,
  specialOffers,
  stocks,
} from "../../platform/db/schema";
import {
  DEMO_CATEGORIES,
  DEMO_CONTACT_INFO,
  DEMO_FAQS,
  DEMO_FLASH_SALE,
  DEMO_GIFT_PRODUCT,
  DEMO_HERO_SLIDES,
  DEMO_PRODUCTS,
  DEMO_PROMOTION_SLIDES,
  DEMO_PROMOTIONS,
  DEMO_REVIEWS,
  DEMO_SOCIAL_LINKS,
  DEMO_SPECIAL_OFFERS,
  demoSiteConfig,
  productImageName,
  type DemoPromotion,
  type DemoSlide,
} from "./demo-catalogue";
import { DEMO_HISTORY_DAYS } from "./demo-history-data";
import { copyDemoImages, demoImageFullUrl, demoImageUrl } from "./demo-images";

/** Folder under the uploads directory (served at /media/*) that holds the demo images. */
export const DEMO_IMAGE_FOLDER = "demo";

/** Key of the transaction-level advisory lock that serialises seeding across processes. */
const SEED_LOCK_KEY = 7_142_053_901;

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** Reviews show the product as a small thumbnail, so they name a smaller rendition. */
const PRODUCT_THUMBNAIL_WIDTH = 480;

/**
 * Start-up demo data. Always copies the demo images that are missing (data may have been
 * restored without its uploads); fills the catalogue and content only into a brand-new
 * database, all in one transaction so a crash never leaves half a catalogue. Two
 * processes starting together are serialised by an advisory lock and a second look. True when
 * this call filled a brand-new database.
 */
export async function seedDemoData(db: ShopDatabase, settings: ShopSettings, now = new Date()): Promise<boolean> {
  // Images and rows are independent: copy while the database work runs.
  const images = copyImages(path.join(settings.uploadsDir, DEMO_IMAGE_FOLDER));
  try {
    return await seedRows(db, now);
  } finally {
    await images;
  }
}

async function copyImages(imageDir: string) {
  const started = Date.now();
  try {
    const result = await copyDemoImages(imageDir);
    logger.info("Demo images ready", { dir: imageDir, copied: result.copied, kept: result.kept, ms: Date.now() - started });
  } catch (error) {
    // The shop works without pictures; the next start tries the missing ones again.
    logger.error("Could not copy the demo images", { dir: imageDir, ...errorFields(error) });
  }
}

async function seedRows(db: ShopDatabase, now: Date): Promise<boolean> {
  if (await isShopInUse(db)) {
    logger.debug("Demo data not needed: the database is already in use");
    return false;
  }

  const seeded = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY}::bigint)`);
    // Another process may have seeded while this one waited for the lock.
    if (await isShopInUse(tx)) return undefined;
    return insertDemoRows(tx, now);
  });

  if (seeded) logger.info("Demo data seeded", seeded);
  else logger.info("Demo data not needed: another process seeded the catalogue first");
  return seeded !== undefined;
}

/**
 * Demo data goes only into a brand-new database: once it has any categories, products or
 * site settings, the shop is someone's real shop, even if an admin later deletes every
 * product (which must never bring the demo catalogue back).
 */
async function isShopInUse(db: DatabaseOrTransaction): Promise<boolean> {
  const result = await db.execute<{ used: boolean }>(
    sql`select exists (select 1 from products) or exists (select 1 from categories) or exists (select 1 from site_config) as used`,
  );
  return result.rows[0]!.used;
}

const FREE_SHIPPING_FROM_MIGRATION = "ส่งฟรีเมื่อช้อปครบ ฿1,000";

/** Whether the only promotions are the shop's own one (by title): a shop where staff made none. */
async function noPromotionsBut(db: DatabaseOrTransaction, title: string): Promise<boolean> {
  const rows = await db.select({ id: promotions.id }).from(promotions).where(ne(promotions.title, title)).limit(1);
  return rows.length === 0;
}

async function isEmpty(
  db: DatabaseOrTransaction,
  table: typeof heroSlides | typeof promotionSlides | typeof reviews | typeof faqs | typeof specialOffers | typeof promotions,
): Promise<boolean> {
  const rows = await db.select({ id: table.id }).from(table).limit(1);
  return rows.length === 0;
}

/** A demo promotion's row: running since before the demo history's first order (its two-lipstick orders got the tote), its gift the demo gift product. */
function promotionRow(promotion: DemoPromotion, sortOrder: number, giftProductId: string, now: Date): typeof promotions.$inferInsert {
  const { reward, ...rest } = promotion;
  const rewardColumns = (() => {
    switch (reward.type) {
      case "percent":
        return { percent: reward.percent, maxDiscount: reward.maxDiscount };
      case "amount":
        return { amount: reward.amount };
      case "freeShipping":
        return {};
      case "gift":
        return { giftProductId, giftQuantity: reward.giftQuantity };
      case "tiers":
        return { tiers: [...reward.tiers] };
    }
  })();
  return {
    ...rest,
    rewardType: reward.type,
    ...rewardColumns,
    startsAt: new Date(now.getTime() - (DEMO_HISTORY_DAYS + 1) * DAY_MS),
    sortOrder,
    status: "active",
  };
}

function slideRow(slide: DemoSlide, index: number) {
  return {
    title: slide.title,
    subtitle: slide.subtitle,
    slideType: slide.slideType,
    backgroundMediaUrl: slide.backgroundImage ? demoImageFullUrl(slide.backgroundImage) : null,
    buttonText: slide.buttonText,
    buttonLink: slide.buttonLink,
    sortOrder: index,
    autoplayInterval: slide.autoplayInterval,
    isActive: true,
  };
}

/**
 * Inserts the demo rows. Products (with colours and stock), the promotions' gift product and the flash sale always go in,
 * since the catalogue is empty; content lists (slides, reviews, FAQs, offers, promotions) only when
 * their table is still empty, and single-key rows (categories, social links, contact info,
 * site_config) never overwrite what an admin already saved.
 */
async function insertDemoRows(tx: DatabaseOrTransaction, now: Date) {
  await tx
    .insert(categories)
    .values(DEMO_CATEGORIES.map((category) => ({ name: category.name, description: category.description })))
    .onConflictDoNothing({ target: categories.name });
  const categoryRows = await tx.select({ id: categories.id, name: categories.name }).from(categories);
  const categoryIdByLine = new Map(DEMO_CATEGORIES.map((category) => [category.line, categoryRows.find((row) => row.name === category.name)!.id]));

  const productRows = await tx
    .insert(products)
    .values(
      DEMO_PRODUCTS.map((product, index) => ({
        slug: product.slug,
        name: product.name,
        nameThai: product.nameThai,
        description: product.description,
        descriptionThai: product.descriptionThai,
        line: product.line,
        price: product.price,
        imageUrl: demoImageFullUrl(productImageName(product.slug)),
        categoryId: categoryIdByLine.get(product.line)!,
        isActive: true,
        // Newest first, an hour apart, so "the 4 newest" is stable and mixes both lines.
        createdAt: new Date(now.getTime() - index * HOUR_MS),
        updatedAt: now,
      })),
    )
    .returning({ id: products.id, slug: products.slug });
  const productIdBySlug = new Map(productRows.map((row) => [row.slug, row.id]));
  const productBySlug = new Map(DEMO_PRODUCTS.map((product) => [product.slug, product]));

  const shades = await tx
    .insert(productColors)
    .values(
      DEMO_PRODUCTS.flatMap((product) =>
        product.colors.map((color, sortOrder) => ({
          productId: productIdBySlug.get(product.slug)!,
          name: color.name,
          nameThai: color.nameThai,
          hex: color.hex,
          sortOrder,
        })),
      ),
    )
    .returning({ id: productColors.id, productId: productColors.productId, sortOrder: productColors.sortOrder });

  // The promotion's gift: a product of its own, switched off (never shown or sold), with its own stock.
  const gift = DEMO_GIFT_PRODUCT;
  const [giftRow] = await tx
    .insert(products)
    .values({
      slug: gift.slug,
      name: gift.name,
      nameThai: gift.nameThai,
      description: gift.description,
      descriptionThai: gift.descriptionThai,
      line: gift.line,
      price: gift.price,
      imageUrl: null,
      categoryId: categoryIdByLine.get(gift.line)!,
      isActive: false,
      createdAt: new Date(now.getTime() - DEMO_PRODUCTS.length * HOUR_MS),
      updatedAt: now,
    })
    .returning({ id: products.id });
  const giftProductId = giftRow!.id;
  // Each shade's stock (decision 114): the catalogue's figure for the product over its shades.
  type OpeningStock = { productId: string; colorId: string | null; quantity: number };
  const openingStock: OpeningStock[] = [
    ...DEMO_PRODUCTS.flatMap((product): OpeningStock[] => {
      const productId = productIdBySlug.get(product.slug)!;
      const own = shades.filter((shade) => shade.productId === productId).sort((a, b) => a.sortOrder - b.sortOrder);
      if (own.length === 0) return [{ productId, colorId: null, quantity: product.stock }];
      const split = splitOverShades(product.stock, own.length);
      return own.map((shade, index) => ({ productId, colorId: shade.id, quantity: split[index]! }));
    }),
    { productId: giftProductId, colorId: null, quantity: gift.stock },
  ];

  await tx.insert(stocks).values(openingStock);
  // Each shade's history starts with its opening stock (decision 032).
  await recordStockMovements(
    tx,
    openingStock.map(({ productId, colorId, quantity }) => ({ kind: "initial", productId, colorId, change: quantity, quantityAfter: quantity })),
  );

  const saleProduct = productBySlug.get(DEMO_FLASH_SALE.productSlug)!;
  await tx.insert(flashSales).values({
    productId: productIdBySlug.get(saleProduct.slug)!,
    productName: saleProduct.nameThai,
    productImage: demoImageFullUrl(productImageName(saleProduct.slug)),
    originalPrice: saleProduct.price,
    salePrice: defaultSalePrice(saleProduct.price),
    startTime: new Date(now.getTime() - DEMO_FLASH_SALE.startsDaysAgo * DAY_MS),
    endTime: new Date(now.getTime() + DEMO_FLASH_SALE.endsInDays * DAY_MS),
    isActive: true,
  });

  const counts = {
    products: productRows.length + 1,
    colors: DEMO_PRODUCTS.reduce((sum, product) => sum + product.colors.length, 0),
    flashSales: 1,
    heroSlides: 0,
    promotionSlides: 0,
    reviews: 0,
    faqs: 0,
    specialOffers: 0,
    promotions: 0,
  };

  if (await isEmpty(tx, heroSlides)) {
    await tx.insert(heroSlides).values(DEMO_HERO_SLIDES.map(slideRow));
    counts.heroSlides = DEMO_HERO_SLIDES.length;
  }
  if (await isEmpty(tx, promotionSlides)) {
    await tx.insert(promotionSlides).values(DEMO_PROMOTION_SLIDES.map(slideRow));
    counts.promotionSlides = DEMO_PROMOTION_SLIDES.length;
  }
  if (await isEmpty(tx, reviews)) {
    await tx.insert(reviews).values(
      DEMO_REVIEWS.map((review, sortOrder) => {
        const product = productBySlug.get(review.productSlug)!;
        return {
          reviewerName: review.reviewerName,
          avatarUrl: demoImageFullUrl(review.avatar),
          text: review.text,
          rating: review.rating,
          productName: product.nameThai,
          productImage: demoImageUrl(productImageName(product.slug), PRODUCT_THUMBNAIL_WIDTH),
          sortOrder,
          isActive: true,
        };
      }),
    );
    counts.reviews = DEMO_REVIEWS.length;
  }
  if (await isEmpty(tx, faqs)) {
    await tx.insert(faqs).values(DEMO_FAQS.map((faq, sortOrder) => ({ ...faq, sortOrder, isActive: true })));
    counts.faqs = DEMO_FAQS.length;
  }
  if (await isEmpty(tx, specialOffers)) {
    await tx.insert(specialOffers).values(DEMO_SPECIAL_OFFERS.map((offer, sortOrder) => ({ ...offer, sortOrder, isActive: true })));
    counts.specialOffers = DEMO_SPECIAL_OFFERS.length;
  }
  // The shop's own free shipping from ฿1,000 is there from migration 0025; the demo brings the rest.
  if (await noPromotionsBut(tx, FREE_SHIPPING_FROM_MIGRATION)) {
    await tx.insert(promotions).values(DEMO_PROMOTIONS.map((promotion, sortOrder) => promotionRow(promotion, sortOrder, giftProductId, now)));
    counts.promotions = DEMO_PROMOTIONS.length;
  }

  await tx
    .insert(contactInfo)
    .values({ singleton: true, ...DEMO_CONTACT_INFO })
    .onConflictDoNothing();
  await tx
    .insert(socialLinks)
    .values(DEMO_SOCIAL_LINKS.map((link, sortOrder) => ({ platform: link.platform, url: link.url, isActive: true, sortOrder })))
    .onConflictDoNothing({ target: socialLinks.platform });
  await tx
    .insert(siteConfig)
    .values(
      demoSiteConfig(demoImageFullUrl).map((entry) => ({
        configKey: entry.key,
        configValue: entry.value,
        category: entry.category,
      })),
    )
    .onConflictDoNothing({ target: siteConfig.configKey });

  return counts;
}
