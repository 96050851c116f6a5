DROP INDEX "orders_order_number_trgm_idx";--> statement-breakpoint
DROP INDEX "orders_shipping_email_trgm_idx";--> statement-breakpoint
DROP INDEX "orders_shipping_name_trgm_idx";--> statement-breakpoint
CREATE INDEX "orders_search_text_trgm_idx" ON "orders" USING gin (("order_number" || ' ' || "shipping_email" || ' ' || "shipping_first_name" || ' ' || "shipping_last_name") gin_trgm_ops);