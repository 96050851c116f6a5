ALTER TABLE "product_colors" ADD COLUMN "sku" text;--> statement-breakpoint
ALTER TABLE "product_colors" ADD CONSTRAINT "product_colors_sku_key" UNIQUE("sku");