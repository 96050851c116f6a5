import { sql } from "drizzle-orm";
import { check, index, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { PRODUCT_REVIEW_TEXT_MAX_LENGTH } from "../../../../domain/product-reviews/product-review-limits";
import { memberOwned, users } from "./auth";
import { products } from "./catalog";
import { orders } from "./orders";
import { id, requiredLink, timestamps } from "./columns";

/**
 * Ratings from real buyers (decision 072): one per member and product, written from a
 * delivered order of theirs. Not the home page's curated `reviews` (content.ts), which staff
 * write themselves.
 */
export const productReviews = pgTable(
  "product_reviews",
  {
    id: id(),
    productId: requiredLink("product_id", () => products.id, "cascade"),
    userId: memberOwned(),
    /** The delivered order the product was bought in (the latest one when the review was last saved). */
    orderId: uuid("order_id").references(() => orders.id, { onDelete: "set null" }),
    rating: smallint("rating").notNull(),
    text: text("text").notNull().default(""),
    photoUrl: text("photo_url"),
    /** Hidden by staff: off the product page and out of the averages; the member's text stays for the record. */
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
    hiddenBy: uuid("hidden_by").references(() => users.id, { onDelete: "set null" }),
    ...timestamps(),
  },
  (table) => [
    check("product_reviews_rating_check", sql`${table.rating} between 1 and 5`),
    check("product_reviews_text_check", sql`char_length(${table.text}) <= ${sql.raw(String(PRODUCT_REVIEW_TEXT_MAX_LENGTH))}`),
    uniqueIndex("product_reviews_user_id_product_id_idx").on(table.userId, table.productId),
    // The product page's list (newest first) and the cards' average and count, shown reviews only.
    index("product_reviews_shown_idx")
      .on(table.productId, table.createdAt.desc(), table.rating)
      .where(sql`${table.hiddenAt} is null`),
    // The back-office list, newest first.
    index("product_reviews_created_at_idx").on(table.createdAt.desc(), table.id.desc()),
  ],
);
