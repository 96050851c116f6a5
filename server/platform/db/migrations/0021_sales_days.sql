CREATE TABLE "product_sales_day_changes" (
	"day" date NOT NULL,
	"product_id" uuid NOT NULL,
	"units" integer NOT NULL,
	"revenue" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_sales_days" (
	"day" date NOT NULL,
	"product_id" uuid NOT NULL,
	"units" integer NOT NULL,
	"revenue" integer NOT NULL,
	-- INCLUDE written by hand (decision 088): the best sellers read from the index alone.
	CONSTRAINT "product_sales_days_day_product_id_pk" PRIMARY KEY("day","product_id") INCLUDE ("units","revenue")
);
--> statement-breakpoint
CREATE TABLE "sales_day_changes" (
	"day" date NOT NULL,
	"payment_method" text NOT NULL,
	"payment_status" text NOT NULL,
	"cancelled" boolean NOT NULL,
	"orders" integer NOT NULL,
	"amount" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_days" (
	"day" date NOT NULL,
	"payment_method" text NOT NULL,
	"payment_status" text NOT NULL,
	"cancelled" boolean NOT NULL,
	"orders" integer NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "sales_days_day_payment_method_payment_status_cancelled_pk" PRIMARY KEY("day","payment_method","payment_status","cancelled")
);
--> statement-breakpoint
DROP INDEX "orders_paid_total_amount_idx";--> statement-breakpoint
DROP INDEX "orders_created_at_picture_idx";--> statement-breakpoint
ALTER TABLE "product_sales_day_changes" ADD CONSTRAINT "product_sales_day_changes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_sales_days" ADD CONSTRAINT "product_sales_days_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_sales_day_changes_product_id_idx" ON "product_sales_day_changes" USING btree ("product_id");
--> statement-breakpoint
-- Hand-written (decision 088): the triggers that record, in the transaction of every write to
-- orders and order_items, what it adds to or takes from the per-day sums, and the back-fill of
-- the sums from the orders there are. Statement-level, reading the transition tables: one insert
-- per statement whatever its number of rows. Inserts only, into the *_changes tables: a write
-- never waits on another's summary row (the job in server/admin/sales-days.ts folds them).
-- Each branch reads only its operation's transition tables (PL/pgSQL plans a branch when it runs).
CREATE FUNCTION "sales_days_record"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO sales_day_changes (day, payment_method, payment_status, cancelled, orders, amount)
    SELECT (created_at AT TIME ZONE 'Asia/Bangkok')::date, payment_method, payment_status, status = 'cancelled', count(*), sum(total_amount) FROM new_orders GROUP BY 1, 2, 3, 4;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO sales_day_changes (day, payment_method, payment_status, cancelled, orders, amount)
    SELECT (created_at AT TIME ZONE 'Asia/Bangkok')::date, payment_method, payment_status, status = 'cancelled', -count(*), -sum(total_amount) FROM old_orders GROUP BY 1, 2, 3, 4;
  ELSE
    INSERT INTO sales_day_changes (day, payment_method, payment_status, cancelled, orders, amount)
    SELECT day, payment_method, payment_status, cancelled, sum(orders), sum(amount)
    FROM (
      SELECT (created_at AT TIME ZONE 'Asia/Bangkok')::date AS day, payment_method, payment_status, status = 'cancelled' AS cancelled, 1 AS orders, total_amount::bigint AS amount
      FROM new_orders
      UNION ALL
      SELECT (created_at AT TIME ZONE 'Asia/Bangkok')::date, payment_method, payment_status, status = 'cancelled', -1, -total_amount FROM old_orders
    ) changed
    GROUP BY 1, 2, 3, 4
    -- An update that moved nothing the sums count (most do not) records nothing.
    HAVING sum(orders) <> 0 OR sum(amount) <> 0;
    -- Orders that came into or left the best sellers (paid and not cancelled), or changed day while in them.
    INSERT INTO product_sales_day_changes (day, product_id, units, revenue)
    SELECT day, product_id, sum(units), sum(revenue)
    FROM (
      SELECT (o.created_at AT TIME ZONE 'Asia/Bangkok')::date AS day, i.product_id, -i.quantity AS units, -(i.quantity * i.unit_price)::bigint AS revenue
      FROM old_orders o JOIN order_items i ON i.order_id = o.id
      WHERE o.payment_status = 'paid' AND o.status <> 'cancelled' AND i.product_id IS NOT NULL
      UNION ALL
      SELECT (n.created_at AT TIME ZONE 'Asia/Bangkok')::date, i.product_id, i.quantity, (i.quantity * i.unit_price)::bigint
      FROM new_orders n JOIN order_items i ON i.order_id = n.id
      WHERE n.payment_status = 'paid' AND n.status <> 'cancelled' AND i.product_id IS NOT NULL
    ) moved
    GROUP BY 1, 2
    HAVING sum(units) <> 0 OR sum(revenue) <> 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "orders_sales_days_insert" AFTER INSERT ON "orders" REFERENCING NEW TABLE AS new_orders FOR EACH STATEMENT EXECUTE FUNCTION "sales_days_record"();
--> statement-breakpoint
CREATE TRIGGER "orders_sales_days_update" AFTER UPDATE ON "orders" REFERENCING OLD TABLE AS old_orders NEW TABLE AS new_orders FOR EACH STATEMENT EXECUTE FUNCTION "sales_days_record"();
--> statement-breakpoint
CREATE TRIGGER "orders_sales_days_delete" AFTER DELETE ON "orders" REFERENCING OLD TABLE AS old_orders FOR EACH STATEMENT EXECUTE FUNCTION "sales_days_record"();
--> statement-breakpoint
-- The shop never deletes an order; should one be, its lines leave the best sellers while they are
-- still there (the cascade removes them before any statement-level trigger would run).
CREATE FUNCTION "product_sales_days_forget_order"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.payment_status = 'paid' AND OLD.status <> 'cancelled' THEN
    INSERT INTO product_sales_day_changes (day, product_id, units, revenue)
    SELECT (OLD.created_at AT TIME ZONE 'Asia/Bangkok')::date, product_id, -sum(quantity), -sum(quantity * unit_price)::bigint
    FROM order_items WHERE order_id = OLD.id AND product_id IS NOT NULL
    GROUP BY 1, 2;
  END IF;
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER "orders_product_sales_days_delete" BEFORE DELETE ON "orders" FOR EACH ROW EXECUTE FUNCTION "product_sales_days_forget_order"();
--> statement-breakpoint
-- Lines of an order already paid (and not cancelled) count when written; a checkout's lines, on an
-- order not yet paid, only cost this join. Lines of an order being deleted find no order: counted above.
CREATE FUNCTION "product_sales_days_record"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO product_sales_day_changes (day, product_id, units, revenue)
    SELECT (o.created_at AT TIME ZONE 'Asia/Bangkok')::date, i.product_id, sum(i.quantity), sum(i.quantity * i.unit_price)::bigint
    FROM new_lines i JOIN orders o ON o.id = i.order_id
    WHERE o.payment_status = 'paid' AND o.status <> 'cancelled' AND i.product_id IS NOT NULL
    GROUP BY 1, 2;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO product_sales_day_changes (day, product_id, units, revenue)
    SELECT (o.created_at AT TIME ZONE 'Asia/Bangkok')::date, i.product_id, -sum(i.quantity), -sum(i.quantity * i.unit_price)::bigint
    FROM old_lines i JOIN orders o ON o.id = i.order_id
    WHERE o.payment_status = 'paid' AND o.status <> 'cancelled' AND i.product_id IS NOT NULL
    GROUP BY 1, 2;
  ELSE
    -- A line whose product was deleted (product_id set null) is left alone: that product's sums
    -- are deleted with it.
    INSERT INTO product_sales_day_changes (day, product_id, units, revenue)
    SELECT day, product_id, sum(units), sum(revenue)
    FROM (
      SELECT (o.created_at AT TIME ZONE 'Asia/Bangkok')::date AS day, old_lines.product_id, -old_lines.quantity AS units,
        -(old_lines.quantity * old_lines.unit_price)::bigint AS revenue
      FROM old_lines JOIN new_lines ON new_lines.id = old_lines.id JOIN orders o ON o.id = old_lines.order_id
      WHERE o.payment_status = 'paid' AND o.status <> 'cancelled' AND old_lines.product_id IS NOT NULL AND new_lines.product_id IS NOT NULL
      UNION ALL
      SELECT (o.created_at AT TIME ZONE 'Asia/Bangkok')::date, new_lines.product_id, new_lines.quantity, (new_lines.quantity * new_lines.unit_price)::bigint
      FROM new_lines JOIN orders o ON o.id = new_lines.order_id
      WHERE o.payment_status = 'paid' AND o.status <> 'cancelled' AND new_lines.product_id IS NOT NULL
    ) changed
    GROUP BY 1, 2
    HAVING sum(units) <> 0 OR sum(revenue) <> 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "order_items_product_sales_days_insert" AFTER INSERT ON "order_items" REFERENCING NEW TABLE AS new_lines FOR EACH STATEMENT EXECUTE FUNCTION "product_sales_days_record"();
--> statement-breakpoint
CREATE TRIGGER "order_items_product_sales_days_update" AFTER UPDATE ON "order_items" REFERENCING OLD TABLE AS old_lines NEW TABLE AS new_lines FOR EACH STATEMENT EXECUTE FUNCTION "product_sales_days_record"();
--> statement-breakpoint
CREATE TRIGGER "order_items_product_sales_days_delete" AFTER DELETE ON "order_items" REFERENCING OLD TABLE AS old_lines FOR EACH STATEMENT EXECUTE FUNCTION "product_sales_days_record"();
--> statement-breakpoint
-- The back-fill, with writes to orders and their lines held off until this transaction commits.
LOCK TABLE "orders", "order_items" IN SHARE ROW EXCLUSIVE MODE;
--> statement-breakpoint
INSERT INTO sales_days (day, payment_method, payment_status, cancelled, orders, amount)
SELECT (created_at AT TIME ZONE 'Asia/Bangkok')::date, payment_method, payment_status, status = 'cancelled', count(*), sum(total_amount)
FROM orders GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
INSERT INTO product_sales_days (day, product_id, units, revenue)
SELECT (o.created_at AT TIME ZONE 'Asia/Bangkok')::date, i.product_id, sum(i.quantity), sum(i.quantity * i.unit_price)::bigint
FROM order_items i JOIN orders o ON o.id = i.order_id
WHERE o.payment_status = 'paid' AND o.status <> 'cancelled' AND i.product_id IS NOT NULL
GROUP BY 1, 2;
