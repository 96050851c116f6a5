DROP INDEX "orders_order_number_trgm_idx";--> statement-breakpoint
DROP INDEX "orders_shipping_email_trgm_idx";--> statement-breakpoint
DROP INDEX "orders_shipping_name_trgm_idx";--> statement-breakpoint
CREATE INDEX "orders_search_text_trgm_idx" ON "orders" USING gin (("order_number" || ' ' || "shipping_email" || ' ' || "shipping_first_name" || ' ' || "shipping_last_name") gin_trgm_ops);--> statement-breakpoint
-- Written by hand (decision 092): a statement that also commits its transaction (an order taking its
-- stock) stops itself on a refusal (stock short, points short) with an error, which rolls it back.
CREATE FUNCTION "shop_refuse"(reason text) RETURNS boolean LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION USING ERRCODE = 'P0001', MESSAGE = reason;
END
$$;
