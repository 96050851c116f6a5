ALTER TABLE "stocks" DROP CONSTRAINT "stocks_product_id_unique";--> statement-breakpoint
ALTER TABLE "stocks" ADD COLUMN "color_id" uuid;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "color_id" uuid;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD COLUMN "color_id" uuid;--> statement-breakpoint
ALTER TABLE "stocks" ADD CONSTRAINT "stocks_color_id_product_colors_id_fk" FOREIGN KEY ("color_id") REFERENCES "public"."product_colors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_color_id_product_colors_id_fk" FOREIGN KEY ("color_id") REFERENCES "public"."product_colors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_color_id_product_colors_id_fk" FOREIGN KEY ("color_id") REFERENCES "public"."product_colors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stocks_color_id_idx" ON "stocks" USING btree ("color_id");--> statement-breakpoint
ALTER TABLE "stocks" ADD CONSTRAINT "stocks_product_color_key" UNIQUE NULLS NOT DISTINCT("product_id","color_id");--> statement-breakpoint
-- Hand-written (decision 114): the order lines learn the shade they bought, by its name as the line keeps it.
UPDATE "order_items" i SET "color_id" = (
  SELECT c."id" FROM "product_colors" c
  WHERE c."product_id" = i."product_id" AND (c."name_thai" = i."color_name" OR c."name" = i."color_name")
  ORDER BY c."sort_order", c."name" LIMIT 1
) WHERE i."product_id" IS NOT NULL;
--> statement-breakpoint
-- A product's stock is split over its shades as evenly as whole units allow (the first shades take the
-- remainder), so the product's figure is unchanged; each shade's history starts with the split and asks
-- staff to count (decision 114).
CREATE TEMPORARY TABLE "shade_split" ON COMMIT DROP AS
SELECT c."product_id", c."id" AS "color_id", coalesce(s."quantity", 0) AS "product_quantity",
  coalesce(s."quantity", 0) / count(*) OVER (PARTITION BY c."product_id")
    + CASE WHEN row_number() OVER (PARTITION BY c."product_id" ORDER BY c."sort_order", c."name") <= coalesce(s."quantity", 0) % count(*) OVER (PARTITION BY c."product_id") THEN 1 ELSE 0 END AS "quantity"
FROM "product_colors" c LEFT JOIN "stocks" s ON s."product_id" = c."product_id" AND s."color_id" IS NULL;
--> statement-breakpoint
INSERT INTO "stocks" ("product_id", "color_id", "quantity", "updated_at")
SELECT "product_id", "color_id", "quantity", now() FROM "shade_split";
--> statement-breakpoint
INSERT INTO "stock_movements" ("product_id", "color_id", "kind", "change", "quantity_after", "reason")
SELECT "product_id", "color_id", 'initial', "quantity", "quantity",
  'แบ่งจากสต็อกรวม ' || "product_quantity" || ' ชิ้นของสินค้าเมื่อเริ่มนับสต็อกแยกตามเฉดสี — โปรดตรวจนับและแก้ให้ตรง'
FROM "shade_split";
--> statement-breakpoint
DELETE FROM "stocks" s WHERE s."color_id" IS NULL AND EXISTS (SELECT 1 FROM "product_colors" c WHERE c."product_id" = s."product_id");
--> statement-breakpoint
CREATE VIEW "product_stocks" AS SELECT "product_id", sum("quantity")::integer AS "quantity" FROM "stocks" GROUP BY "product_id";
