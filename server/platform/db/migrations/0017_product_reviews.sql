CREATE TABLE "product_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"order_id" uuid,
	"rating" smallint NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"photo_url" text,
	"hidden_at" timestamp with time zone,
	"hidden_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_reviews_rating_check" CHECK ("product_reviews"."rating" between 1 and 5),
	CONSTRAINT "product_reviews_text_check" CHECK (char_length("product_reviews"."text") <= 1000)
);
--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_hidden_by_user_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_reviews_user_id_product_id_idx" ON "product_reviews" USING btree ("user_id","product_id");--> statement-breakpoint
CREATE INDEX "product_reviews_shown_idx" ON "product_reviews" USING btree ("product_id","created_at" DESC NULLS LAST,"rating") WHERE "product_reviews"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX "product_reviews_created_at_idx" ON "product_reviews" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
-- Hand-written (decision 072): buyers' reviews show on storefront pages (cards, product page),
-- so the table tells the page cache and the live pages when it changes (as 0001 does).
CREATE TRIGGER product_reviews_content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_reviews
FOR EACH STATEMENT EXECUTE FUNCTION shop_notify_content_changed();
--> statement-breakpoint
-- "ขายแล้ว N ชิ้น" on the cards moves when an order's state does (paid, shipped, cancelled):
-- only those two columns, so the order's other writes (notes, tracking) do not empty the cache.
CREATE TRIGGER orders_content_changed AFTER UPDATE OF status, payment_status ON orders
FOR EACH STATEMENT EXECUTE FUNCTION shop_notify_content_changed();
