import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, pgView, text, timestamp, unique, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { PRODUCT_LINES } from "../../../../domain/catalog/product-line";
import { id, requiredLink, satang, sortOrder, sqlList, timestamps, updatedAt } from "./columns";

export const categories = pgTable(
  "categories",
  {
    id: id(),
    name: text("name").notNull().unique(),
    description: text("description").notNull().default(""),
    ...timestamps(),
  },
  // The back-office searches categories, and products by category name (ILIKE '%…%', pg_trgm).
  (table) => [index("categories_name_trgm_idx").using("gin", table.name.op("gin_trgm_ops"))],
);

export const products = pgTable(
  "products",
  {
    id: id(),
    slug: text("slug").notNull().unique(),
    name: text("name").notNull(),
    nameThai: text("name_thai").notNull(),
    description: text("description").notNull().default(""),
    descriptionThai: text("description_thai").notNull().default(""),
    /** Glossy Lip or Velvet Lip: stored, not guessed from the name. */
    line: text("line").notNull(),
    price: satang("price").notNull(),
    imageUrl: text("image_url"),
    categoryId: requiredLink("category_id", () => categories.id, "cascade"),
    isActive: boolean("is_active").notNull().default(true),
    ...timestamps(),
  },
  (table) => [
    check("products_line_check", sql`${table.line} in (${sqlList(PRODUCT_LINES)})`),
    check("products_price_check", sql`${table.price} >= 0`),
    check("products_slug_check", sql`${table.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    index("products_created_at_idx").on(table.createdAt.desc().nullsFirst()),
    index("products_category_id_idx").on(table.categoryId),
    index("products_name_idx").on(table.name),
    // /admin-products, /admin-stocks and the storefront search (decision 068): searched by name or
    // Thai name (ILIKE '%…%', `<%` word similarity, pg_trgm).
    index("products_name_trgm_idx").using("gin", table.name.op("gin_trgm_ops")),
    index("products_name_thai_trgm_idx").using("gin", table.nameThai.op("gin_trgm_ops")),
  ],
);

export const productColors = pgTable(
  "product_colors",
  {
    id: id(),
    productId: requiredLink("product_id", () => products.id, "cascade"),
    name: text("name").notNull(),
    nameThai: text("name_thai").notNull(),
    hex: text("hex").notNull(),
    /** The shade's SKU or barcode for labels and stock counts (decision 114): optional, one shade each. */
    sku: text("sku").unique("product_colors_sku_key"),
    sortOrder: sortOrder(),
  },
  (table) => [
    check("product_colors_hex_check", sql`${table.hex} ~ '^#[0-9a-fA-F]{6}$'`),
    index("product_colors_product_id_idx").on(table.productId, table.sortOrder),
    uniqueIndex("product_colors_product_name_idx").on(table.productId, table.name),
    // The storefront search matches shade names by substring and near spelling (pg_trgm, decision 068).
    index("product_colors_name_trgm_idx").using("gin", table.name.op("gin_trgm_ops")),
    index("product_colors_name_thai_trgm_idx").using("gin", table.nameThai.op("gin_trgm_ops")),
  ],
);

/**
 * One stock row per shade (decision 114), or one for a product without shades (`colorId` null):
 * the product's figure is their sum (`productStocks`). The CHECK is the last line of defence
 * against overselling.
 */
export const stocks = pgTable(
  "stocks",
  {
    id: id(),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    colorId: uuid("color_id").references(() => productColors.id, { onDelete: "cascade" }),
    quantity: integer("quantity").notNull().default(0),
    updatedAt: updatedAt(),
  },
  (table) => [
    check("stocks_quantity_check", sql`${table.quantity} >= 0`),
    // One row per shade, and one (null) for a product without shades.
    unique("stocks_product_color_key").on(table.productId, table.colorId).nullsNotDistinct(),
    index("stocks_color_id_idx").on(table.colorId),
  ],
);

/** A product's stock: the sum of its shades' (decision 114), for every reader that counts products. */
export const productStocks = pgView("product_stocks", {
  productId: uuid("product_id").notNull(),
  quantity: integer("quantity").notNull(),
}).existing();

export const flashSales = pgTable(
  "flash_sales",
  {
    id: id(),
    productId: requiredLink("product_id", () => products.id, "cascade"),
    productName: text("product_name").notNull(),
    productImage: text("product_image"),
    originalPrice: satang("original_price").notNull(),
    salePrice: satang("sale_price").notNull(),
    startTime: timestamp("start_time", { withTimezone: true }).notNull(),
    endTime: timestamp("end_time", { withTimezone: true }).notNull(),
    isActive: boolean("is_active").notNull().default(true),
    ...timestamps(),
  },
  (table) => [
    check("flash_sales_prices_check", sql`${table.salePrice} > 0 and ${table.salePrice} < ${table.originalPrice}`),
    check("flash_sales_window_check", sql`${table.endTime} > ${table.startTime}`),
    index("flash_sales_active_end_idx").on(table.isActive, table.endTime),
    index("flash_sales_product_id_idx").on(table.productId),
  ],
);
