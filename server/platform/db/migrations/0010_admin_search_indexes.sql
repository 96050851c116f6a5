DROP INDEX "products_created_at_idx";--> statement-breakpoint
DROP INDEX "orders_created_at_idx";--> statement-breakpoint
DROP INDEX "payments_created_at_idx";--> statement-breakpoint
DROP INDEX "admin_audit_log_created_at_idx";--> statement-breakpoint
CREATE INDEX "user_email_trgm_idx" ON "user" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "user_listed_created_at_idx" ON "user" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "user"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "categories_name_trgm_idx" ON "categories" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_name_trgm_idx" ON "products" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_name_thai_trgm_idx" ON "products" USING gin ("name_thai" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_order_number_trgm_idx" ON "orders" USING gin ("order_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_shipping_email_trgm_idx" ON "orders" USING gin ("shipping_email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_shipping_name_trgm_idx" ON "orders" USING gin (("shipping_first_name" || ' ' || "shipping_last_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_paid_total_amount_idx" ON "orders" USING btree ("total_amount") WHERE "orders"."payment_status" = 'paid';--> statement-breakpoint
CREATE INDEX "orders_unshipped_created_at_idx" ON "orders" USING btree ("created_at") WHERE "orders"."status" in ('pending', 'confirmed', 'processing');--> statement-breakpoint
CREATE INDEX "payments_reference_trgm_idx" ON "payments" USING gin ("payment_reference" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "payments_slip_transaction_ref_trgm_idx" ON "payments" USING gin ("slip_transaction_ref" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "payments_pending_created_at_idx" ON "payments" USING btree ("created_at") WHERE "payments"."payment_status" = 'pending';--> statement-breakpoint
CREATE INDEX "products_created_at_idx" ON "products" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_created_at_idx" ON "orders" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "payments_created_at_idx" ON "payments" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "admin_audit_log_created_at_idx" ON "admin_audit_log" USING btree ("created_at" DESC NULLS FIRST);