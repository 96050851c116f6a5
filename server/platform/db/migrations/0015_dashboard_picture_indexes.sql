DROP INDEX "order_items_order_id_idx";--> statement-breakpoint
CREATE INDEX "order_items_order_id_sales_idx" ON "order_items" USING btree ("order_id","product_id","quantity","unit_price");--> statement-breakpoint
CREATE INDEX "orders_created_at_picture_idx" ON "orders" USING btree ("created_at","payment_status","status","payment_method","total_amount");