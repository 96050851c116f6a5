import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { SPECIAL_OFFER_ICON_MAX_CODE_POINTS } from "../../../../domain/promotions/promotion-limits";
import { CONTENT_BLOCK_TYPES, CONTENT_PAGE_LOCATIONS } from "../../../../domain/admin/control-panel-fields";
import { SLIDE_TYPES } from "../../../../domain/content/slides";
import { users } from "./auth";
import { createdAt, id, sortOrder, sqlList, timestamps, updatedAt } from "./columns";

export { CONTENT_BLOCK_TYPES, CONTENT_PAGE_LOCATIONS, SLIDE_TYPES };

export const SOCIAL_PLATFORMS = ["facebook", "line", "instagram", "tiktok", "shopee"] as const;

export const socialLinks = pgTable(
  "social_links",
  {
    id: id(),
    platform: text("platform").notNull().unique(),
    url: text("url").notNull().default("#"),
    logoUrl: text("logo_url"),
    isActive: boolean("is_active").notNull().default(true),
    sortOrder: sortOrder(),
    updatedAt: updatedAt(),
  },
  (table) => [check("social_links_platform_check", sql`${table.platform} in (${sqlList(SOCIAL_PLATFORMS)})`)],
);

/** Hero and promotion slides share one shape (spec §3); two tables keep their lists apart. */
function slideColumns() {
  return {
    id: id(),
    title: text("title").notNull().default(""),
    subtitle: text("subtitle").notNull().default(""),
    slideType: text("slide_type").notNull(),
    backgroundMediaUrl: text("background_media_url"),
    buttonText: text("button_text").notNull().default(""),
    buttonLink: text("button_link").notNull().default(""),
    sortOrder: sortOrder(),
    autoplayInterval: integer("autoplay_interval").notNull().default(5000),
    isActive: boolean("is_active").notNull().default(true),
    ...timestamps(),
  };
}

export const heroSlides = pgTable("hero_slides", slideColumns(), (table) => [
  check("hero_slides_type_check", sql`${table.slideType} in (${sqlList(SLIDE_TYPES)})`),
  check("hero_slides_interval_check", sql`${table.autoplayInterval} between 1000 and 60000`),
  index("hero_slides_sort_idx").on(table.isActive, table.sortOrder),
]);

export const promotionSlides = pgTable("promotion_slides", slideColumns(), (table) => [
  check("promotion_slides_type_check", sql`${table.slideType} in (${sqlList(SLIDE_TYPES)})`),
  check("promotion_slides_interval_check", sql`${table.autoplayInterval} between 1000 and 60000`),
  index("promotion_slides_sort_idx").on(table.isActive, table.sortOrder),
]);

/** Customer reviews shown on the home page and /reviews (a table of their own, not JSON in a text block). */
export const reviews = pgTable(
  "reviews",
  {
    id: id(),
    reviewerName: text("reviewer_name").notNull(),
    avatarUrl: text("avatar_url"),
    text: text("text").notNull(),
    rating: integer("rating").notNull().default(5),
    productName: text("product_name").notNull().default("ลิปสติก"),
    productImage: text("product_image"),
    sortOrder: sortOrder(),
    isActive: boolean("is_active").notNull().default(true),
    ...timestamps(),
  },
  (table) => [check("reviews_rating_check", sql`${table.rating} between 1 and 5`), index("reviews_sort_idx").on(table.isActive, table.sortOrder)],
);

export const videos = pgTable(
  "videos",
  {
    id: id(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    mediaUrl: text("media_url").notNull(),
    posterUrl: text("poster_url"),
    sortOrder: sortOrder(),
    isActive: boolean("is_active").notNull().default(true),
    ...timestamps(),
  },
  (table) => [index("videos_sort_idx").on(table.isActive, table.sortOrder)],
);

export const contentBlocks = pgTable(
  "content_blocks",
  {
    id: id(),
    title: text("title").notNull(),
    content: text("content").notNull(),
    mediaUrl: text("media_url"),
    sortOrder: sortOrder(),
    pageLocation: text("page_location").notNull().default("home"),
    blockType: text("block_type").notNull().default("text"),
    isActive: boolean("is_active").notNull().default(true),
    ...timestamps(),
  },
  (table) => [
    check("content_blocks_type_check", sql`${table.blockType} in (${sqlList(CONTENT_BLOCK_TYPES)})`),
    check("content_blocks_location_check", sql`${table.pageLocation} in (${sqlList(CONTENT_PAGE_LOCATIONS)})`),
    index("content_blocks_location_idx").on(table.pageLocation, table.isActive, table.sortOrder),
  ],
);

export const specialOffers = pgTable(
  "special_offers",
  {
    id: id(),
    icon: text("icon").notNull(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    isActive: boolean("is_active").notNull().default(true),
    sortOrder: sortOrder(),
    ...timestamps(),
  },
  // The form counts the icon's characters as shoppers see them (at most 2, decision 043), which
  // SQL cannot; char_length counts code points (a flag is 2, a family emoji 5), so the database
  // only guards against an empty or an absurd one.
  (table) => [check("special_offers_icon_check", sql`char_length(${table.icon}) between 1 and ${sql.raw(String(SPECIAL_OFFER_ICON_MAX_CODE_POINTS))}`)],
);

/** A single row: the `singleton` key can only ever be true. */
export const contactInfo = pgTable(
  "contact_info",
  {
    singleton: boolean("singleton").primaryKey().default(true),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    address: text("address").notNull(),
    workingHours: text("working_hours").notNull(),
    updatedAt: updatedAt(),
  },
  (table) => [check("contact_info_singleton_check", sql`${table.singleton}`)],
);

export const faqs = pgTable(
  "faqs",
  {
    id: id(),
    question: text("question").notNull(),
    answer: text("answer").notNull(),
    sortOrder: sortOrder(),
    isActive: boolean("is_active").notNull().default(true),
    ...timestamps(),
  },
  (table) => [index("faqs_sort_idx").on(table.isActive, table.sortOrder)],
);

export const contactMessages = pgTable(
  "contact_messages",
  {
    id: id(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("contact_messages_created_at_idx").on(table.createdAt.desc())],
);

export const siteConfig = pgTable("site_config", {
  configKey: text("config_key").primaryKey(),
  configValue: jsonb("config_value").notNull(),
  category: text("category").notNull().default("general"),
  updatedAt: updatedAt(),
});

export const imageLibrary = pgTable(
  "image_library",
  {
    id: id(),
    fileName: text("file_name").notNull(),
    fileUrl: text("file_url").notNull(),
    fileSize: integer("file_size").notNull(),
    mimeType: text("mime_type").notNull(),
    altText: text("alt_text").notNull().default(""),
    category: text("category").notNull().default("general"),
    uploadedBy: uuid("uploaded_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (table) => [check("image_library_size_check", sql`${table.fileSize} > 0`), index("image_library_created_at_idx").on(table.createdAt.desc())],
);
