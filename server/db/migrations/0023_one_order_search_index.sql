DROP INDEX "orders_order_number_trgm_idx";--> statement-breakpoint
DROP INDEX "orders_shipping_email_trgm_idx";--> statement-breakpoint
DROP INDEX "orders_shipping_name_trgm_idx";--> statement-breakpoint
CREATE INDEX "orders_search_text_trgm_idx" ON "orders" USING gin (("order_number" || ' ' || "shipping_email" || ' ' || "shipping_first_name" || ' ' || "shipping_last_name") gin_trgm_ops);--> statement-breakpoint
-- Written by hand (decision 092): the statement that takes an order's stock also commits it, so a
-- refusal (stock short, points short) must stop it from inside, as an error that rolls it back.
CREATE FUNCTION "shop_refuse_order"(reason text) RETURNS boolean LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION USING ERRCODE = 'P0001', MESSAGE = reason;
END
$$;
