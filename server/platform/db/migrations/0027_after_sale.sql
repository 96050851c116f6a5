CREATE TABLE "credit_note_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "credit_note_counters_last_number_check" CHECK ("credit_note_counters"."last_number" > 0)
);
--> statement-breakpoint
CREATE TABLE "credit_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"tax_invoice_id" uuid NOT NULL,
	"refund_id" uuid,
	"credit_note_number" text NOT NULL,
	"invoice_number" text NOT NULL,
	"year" integer NOT NULL,
	"sequence" integer NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"reason" text NOT NULL,
	"seller" jsonb NOT NULL,
	"buyer" jsonb NOT NULL,
	"lines" jsonb NOT NULL,
	"original_amount" integer NOT NULL,
	"corrected_amount" integer NOT NULL,
	"amount" integer NOT NULL,
	"value_before_vat" integer NOT NULL,
	"vat_amount" integer NOT NULL,
	"vat_rate" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_notes_number_check" CHECK ("credit_notes"."credit_note_number" ~ '^CN-[0-9]{4}-[0-9]{6}$'),
	CONSTRAINT "credit_notes_amounts_check" CHECK ("credit_notes"."amount" > 0 and "credit_notes"."amount" = "credit_notes"."original_amount" - "credit_notes"."corrected_amount" and "credit_notes"."corrected_amount" >= 0 and "credit_notes"."amount" = "credit_notes"."value_before_vat" + "credit_notes"."vat_amount")
);
--> statement-breakpoint
CREATE TABLE "order_request_steps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"step" text NOT NULL,
	"actor" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	CONSTRAINT "order_request_steps_step_check" CHECK ("order_request_steps"."step" in ('opened', 'asked', 'answered', 'approved', 'refused', 'received', 'refunded', 'exchange-sent', 'closed', 'withdrawn')),
	CONSTRAINT "order_request_steps_actor_check" CHECK ("order_request_steps"."actor" in ('member', 'staff'))
);
--> statement-breakpoint
CREATE TABLE "order_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"reason" text NOT NULL,
	"details" text DEFAULT '' NOT NULL,
	"wanted" text,
	"lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"address" jsonb,
	"photos" text[] DEFAULT '{}'::text[] NOT NULL,
	"staff_note" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_requests_kind_check" CHECK ("order_requests"."kind" in ('cancel', 'change-address', 'change-shade', 'return')),
	CONSTRAINT "order_requests_status_check" CHECK ("order_requests"."status" in ('open', 'needs-info', 'approved', 'received', 'closed', 'refused', 'withdrawn')),
	CONSTRAINT "order_requests_reason_check" CHECK ("order_requests"."reason" in ('ordered-wrong', 'wrong-shade', 'wrong-item', 'damaged', 'defective', 'allergy', 'changed-mind', 'late-delivery', 'other')),
	CONSTRAINT "order_requests_wanted_check" CHECK ("order_requests"."wanted" is null or "order_requests"."wanted" in ('refund', 'exchange'))
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"request_id" uuid,
	"amount" integer NOT NULL,
	"method" text NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"slip_file" text,
	"note" text DEFAULT '' NOT NULL,
	"refunded_by" uuid,
	"refunded_by_email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_amount_check" CHECK ("refunds"."amount" > 0),
	CONSTRAINT "refunds_method_check" CHECK ("refunds"."method" in ('promptpay', 'bankTransfer', 'gateway', 'cash'))
);
--> statement-breakpoint
ALTER TABLE "loyalty_ledger" DROP CONSTRAINT "loyalty_ledger_reason_check";--> statement-breakpoint
ALTER TABLE "stock_movements" DROP CONSTRAINT "stock_movements_kind_check";--> statement-breakpoint
ALTER TABLE "stock_movements" DROP CONSTRAINT "stock_movements_change_check";--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "returned_quantity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_tax_invoice_id_tax_invoices_id_fk" FOREIGN KEY ("tax_invoice_id") REFERENCES "public"."tax_invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_request_steps" ADD CONSTRAINT "order_request_steps_request_id_order_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."order_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_requests" ADD CONSTRAINT "order_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_requests" ADD CONSTRAINT "order_requests_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_requests" ADD CONSTRAINT "order_requests_decided_by_user_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_request_id_order_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."order_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_notes_number_idx" ON "credit_notes" USING btree ("credit_note_number");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_notes_year_sequence_idx" ON "credit_notes" USING btree ("year","sequence");--> statement-breakpoint
CREATE INDEX "credit_notes_order_id_idx" ON "credit_notes" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_request_steps_request_id_idx" ON "order_request_steps" USING btree ("request_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "order_requests_one_running_idx" ON "order_requests" USING btree ("order_id") WHERE "order_requests"."status" in ('open', 'needs-info', 'approved', 'received');--> statement-breakpoint
CREATE INDEX "order_requests_order_id_idx" ON "order_requests" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "order_requests_running_created_at_idx" ON "order_requests" USING btree ("created_at") WHERE "order_requests"."status" in ('open', 'needs-info', 'approved', 'received');--> statement-breakpoint
CREATE INDEX "order_requests_user_id_idx" ON "order_requests" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "refunds_order_id_idx" ON "refunds" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "loyalty_ledger" ADD CONSTRAINT "loyalty_ledger_reason_check" CHECK ("loyalty_ledger"."reason" in ('order', 'redemption', 'adjustment', 'reversal', 'refund'));--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_returned_quantity_check" CHECK ("order_items"."returned_quantity" >= 0 and "order_items"."returned_quantity" <= "order_items"."quantity");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_refunded_amount_check" CHECK ("orders"."refunded_amount" >= 0 and "orders"."refunded_amount" <= "orders"."total_amount");--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_kind_check" CHECK ("stock_movements"."kind" in ('initial', 'manual', 'sale', 'cancellation', 'expiry', 'return', 'write-off', 'exchange'));--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_change_check" CHECK ("stock_movements"."change" <> 0 or "stock_movements"."kind" in ('initial', 'write-off'));--> statement-breakpoint
-- Hand-written (decision 104): the per-day sums of decision 088 count what the shop kept — an order's
-- total less its refunds, a line's units less those returned — so a refund or a return moves the
-- dashboard and the best sellers by itself. Existing rows have nothing refunded: no back-fill needed.
CREATE OR REPLACE FUNCTION "sales_days_record"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO sales_day_changes (day, payment_method, payment_status, cancelled, orders, amount)
    SELECT (created_at AT TIME ZONE 'Asia/Bangkok')::date, payment_method, payment_status, status = 'cancelled', count(*), sum(total_amount - refunded_amount) FROM new_orders GROUP BY 1, 2, 3, 4;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO sales_day_changes (day, payment_method, payment_status, cancelled, orders, amount)
    SELECT (created_at AT TIME ZONE 'Asia/Bangkok')::date, payment_method, payment_status, status = 'cancelled', -count(*), -sum(total_amount - refunded_amount) FROM old_orders GROUP BY 1, 2, 3, 4;
  ELSE
    INSERT INTO sales_day_changes (day, payment_method, payment_status, cancelled, orders, amount)
    SELECT day, payment_method, payment_status, cancelled, sum(orders), sum(amount)
    FROM (
      SELECT (created_at AT TIME ZONE 'Asia/Bangkok')::date AS day, payment_method, payment_status, status = 'cancelled' AS cancelled, 1 AS orders, (total_amount - refunded_amount)::bigint AS amount
      FROM new_orders
      UNION ALL
      SELECT (created_at AT TIME ZONE 'Asia/Bangkok')::date, payment_method, payment_status, status = 'cancelled', -1, -(total_amount - refunded_amount) FROM old_orders
    ) changed
    GROUP BY 1, 2, 3, 4
    -- An update that moved nothing the sums count (most do not) records nothing.
    HAVING sum(orders) <> 0 OR sum(amount) <> 0;
    -- Orders that came into or left the best sellers (paid and not cancelled), or changed day while in them.
    INSERT INTO product_sales_day_changes (day, product_id, units, revenue)
    SELECT day, product_id, sum(units), sum(revenue)
    FROM (
      SELECT (o.created_at AT TIME ZONE 'Asia/Bangkok')::date AS day, i.product_id, -(i.quantity - i.returned_quantity) AS units, -((i.quantity - i.returned_quantity) * i.unit_price)::bigint AS revenue
      FROM old_orders o JOIN order_items i ON i.order_id = o.id
      WHERE o.payment_status = 'paid' AND o.status <> 'cancelled' AND i.product_id IS NOT NULL
      UNION ALL
      SELECT (n.created_at AT TIME ZONE 'Asia/Bangkok')::date, i.product_id, i.quantity - i.returned_quantity, ((i.quantity - i.returned_quantity) * i.unit_price)::bigint
      FROM new_orders n JOIN order_items i ON i.order_id = n.id
      WHERE n.payment_status = 'paid' AND n.status <> 'cancelled' AND i.product_id IS NOT NULL
    ) moved
    GROUP BY 1, 2
    HAVING sum(units) <> 0 OR sum(revenue) <> 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "product_sales_days_forget_order"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.payment_status = 'paid' AND OLD.status <> 'cancelled' THEN
    INSERT INTO product_sales_day_changes (day, product_id, units, revenue)
    SELECT (OLD.created_at AT TIME ZONE 'Asia/Bangkok')::date, product_id, -sum(quantity - returned_quantity), -sum((quantity - returned_quantity) * unit_price)::bigint
    FROM order_items WHERE order_id = OLD.id AND product_id IS NOT NULL
    GROUP BY 1, 2;
  END IF;
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "product_sales_days_record"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO product_sales_day_changes (day, product_id, units, revenue)
    SELECT (o.created_at AT TIME ZONE 'Asia/Bangkok')::date, i.product_id, sum(i.quantity - i.returned_quantity), sum((i.quantity - i.returned_quantity) * i.unit_price)::bigint
    FROM new_lines i JOIN orders o ON o.id = i.order_id
    WHERE o.payment_status = 'paid' AND o.status <> 'cancelled' AND i.product_id IS NOT NULL
    GROUP BY 1, 2;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO product_sales_day_changes (day, product_id, units, revenue)
    SELECT (o.created_at AT TIME ZONE 'Asia/Bangkok')::date, i.product_id, -sum(i.quantity - i.returned_quantity), -sum((i.quantity - i.returned_quantity) * i.unit_price)::bigint
    FROM old_lines i JOIN orders o ON o.id = i.order_id
    WHERE o.payment_status = 'paid' AND o.status <> 'cancelled' AND i.product_id IS NOT NULL
    GROUP BY 1, 2;
  ELSE
    -- A line whose product was deleted (product_id set null) is left alone: that product's sums
    -- are deleted with it.
    INSERT INTO product_sales_day_changes (day, product_id, units, revenue)
    SELECT day, product_id, sum(units), sum(revenue)
    FROM (
      SELECT (o.created_at AT TIME ZONE 'Asia/Bangkok')::date AS day, old_lines.product_id, -(old_lines.quantity - old_lines.returned_quantity) AS units,
        -((old_lines.quantity - old_lines.returned_quantity) * old_lines.unit_price)::bigint AS revenue
      FROM old_lines JOIN new_lines ON new_lines.id = old_lines.id JOIN orders o ON o.id = old_lines.order_id
      WHERE o.payment_status = 'paid' AND o.status <> 'cancelled' AND old_lines.product_id IS NOT NULL AND new_lines.product_id IS NOT NULL
      UNION ALL
      SELECT (o.created_at AT TIME ZONE 'Asia/Bangkok')::date, new_lines.product_id, new_lines.quantity - new_lines.returned_quantity, ((new_lines.quantity - new_lines.returned_quantity) * new_lines.unit_price)::bigint
      FROM new_lines JOIN orders o ON o.id = new_lines.order_id
      WHERE o.payment_status = 'paid' AND o.status <> 'cancelled' AND new_lines.product_id IS NOT NULL
    ) changed
    GROUP BY 1, 2
    HAVING sum(units) <> 0 OR sum(revenue) <> 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Hand-written (decision 104): the demo FAQ's two after-sale answers, where staff left them as shipped,
-- say the terms' window and refund time.
UPDATE "faqs" SET "answer" = 'ขอคืนหรือเปลี่ยนสินค้าได้ภายใน 7 วันหลังได้รับสินค้า ที่ปุ่ม "ขอคืนสินค้า / เปลี่ยนสินค้า" ในหน้าคำสั่งซื้อ พร้อมเหตุผลและรูปถ่าย เพื่อสุขอนามัย สินค้าที่คืนเพราะเปลี่ยนใจต้องยังไม่แกะซีล ไม่ผ่านการทดลองสี และอยู่ในบรรจุภัณฑ์เดิม — สินค้าชำรุด ผิดสี ผิดรายการ หรือแพ้ คืนได้แม้เปิดใช้แล้ว ร้านคืนเงินภายใน 15 วัน นับจากวันที่ร้านได้รับสินค้าที่ส่งคืน (หรืออนุมัติการยกเลิก) ทางพร้อมเพย์หรือบัญชีธนาคารที่คุณแจ้ง และแจ้งให้ทราบทางอีเมล'
WHERE "answer" = 'คืนสินค้าได้ภายใน 7 วันหลังได้รับสินค้า สินค้าต้องยังไม่เปิดใช้และอยู่ในสภาพเดิม เราจะคืนเงินภายใน 7-14 วันทำการหลังได้รับสินค้าคืน';
--> statement-breakpoint
UPDATE "faqs" SET "answer" = 'ได้รับสินค้าชำรุด เสียหายจากการขนส่ง หรือไม่ตรงกับที่สั่ง แจ้งได้ภายใน 7 วันหลังได้รับสินค้า ที่ปุ่ม "ขอคืนสินค้า / เปลี่ยนสินค้า" ในหน้าคำสั่งซื้อ พร้อมรูปถ่ายสินค้าและกล่องพัสดุ ร้านเปลี่ยนสินค้าใหม่หรือคืนเงินให้โดยไม่มีค่าใช้จ่าย'
WHERE "answer" = 'กรุณาแจ้งเราภายใน 48 ชั่วโมงหลังได้รับสินค้า พร้อมแนบรูปถ่ายสินค้าและกล่องพัสดุ ทีมงานจะเปลี่ยนสินค้าใหม่ให้โดยไม่มีค่าใช้จ่าย';
