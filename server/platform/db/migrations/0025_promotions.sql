CREATE TABLE "collected_codes" (
	"user_id" uuid NOT NULL,
	"promotion_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "collected_codes_user_id_promotion_id_pk" PRIMARY KEY("user_id","promotion_id")
);
--> statement-breakpoint
CREATE TABLE "order_promotions" (
	"order_id" uuid NOT NULL,
	"promotion_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"code" text,
	"discount" integer DEFAULT 0 NOT NULL,
	"shipping_discount" integer DEFAULT 0 NOT NULL,
	"gift_name" text,
	"gift_quantity" integer,
	"returned_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_promotions_order_id_promotion_id_pk" PRIMARY KEY("order_id","promotion_id"),
	CONSTRAINT "order_promotions_amounts_check" CHECK ("order_promotions"."discount" >= 0 and "order_promotions"."shipping_discount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"code" text,
	"reward_type" text NOT NULL,
	"percent" integer,
	"max_discount" integer,
	"amount" integer,
	"gift_product_id" uuid,
	"gift_quantity" integer DEFAULT 1 NOT NULL,
	"tiers" jsonb,
	"min_spend" integer DEFAULT 0 NOT NULL,
	"min_quantity" integer DEFAULT 0 NOT NULL,
	"product_ids" uuid[],
	"category_ids" uuid[],
	"first_order_only" boolean DEFAULT false NOT NULL,
	"member_tier" text,
	"starts_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ends_at" timestamp with time zone,
	"usage_cap" integer,
	"per_member_cap" integer,
	"used" integer DEFAULT 0 NOT NULL,
	"combinable" boolean DEFAULT true NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotions_reward_type_check" CHECK ("promotions"."reward_type" in ('percent', 'amount', 'freeShipping', 'gift', 'tiers')),
	CONSTRAINT "promotions_status_check" CHECK ("promotions"."status" in ('active', 'paused', 'ended')),
	CONSTRAINT "promotions_member_tier_check" CHECK ("promotions"."member_tier" is null or "promotions"."member_tier" in ('standard', 'vip')),
	CONSTRAINT "promotions_reward_check" CHECK (case "promotions"."reward_type"
        when 'percent' then "promotions"."percent" between 1 and 100 and ("promotions"."max_discount" is null or "promotions"."max_discount" > 0)
        when 'amount' then "promotions"."amount" > 0
        when 'gift' then "promotions"."gift_product_id" is not null and "promotions"."gift_quantity" > 0
        when 'tiers' then jsonb_typeof("promotions"."tiers") = 'array' and jsonb_array_length("promotions"."tiers") > 0
        else true end),
	CONSTRAINT "promotions_numbers_check" CHECK ("promotions"."min_spend" >= 0 and "promotions"."min_quantity" >= 0 and "promotions"."used" >= 0 and ("promotions"."usage_cap" is null or "promotions"."usage_cap" > 0)
        and ("promotions"."per_member_cap" is null or "promotions"."per_member_cap" > 0) and ("promotions"."ends_at" is null or "promotions"."ends_at" > "promotions"."starts_at")),
	CONSTRAINT "promotions_used_under_cap_check" CHECK ("promotions"."usage_cap" is null or "promotions"."used" <= "promotions"."usage_cap")
);
--> statement-breakpoint
ALTER TABLE "collected_codes" ADD CONSTRAINT "collected_codes_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collected_codes" ADD CONSTRAINT "collected_codes_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_promotions" ADD CONSTRAINT "order_promotions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_promotions" ADD CONSTRAINT "order_promotions_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_promotions" ADD CONSTRAINT "order_promotions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_gift_product_id_products_id_fk" FOREIGN KEY ("gift_product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "collected_codes_promotion_idx" ON "collected_codes" USING btree ("promotion_id");--> statement-breakpoint
CREATE INDEX "order_promotions_member_idx" ON "order_promotions" USING btree ("user_id","promotion_id");--> statement-breakpoint
CREATE INDEX "order_promotions_promotion_idx" ON "order_promotions" USING btree ("promotion_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "promotions_code_key" ON "promotions" USING btree ("code");--> statement-breakpoint
CREATE INDEX "promotions_status_idx" ON "promotions" USING btree ("status","ends_at");--> statement-breakpoint
-- The shop's free shipping from ฿1,000, until now a constant, becomes a promotion staff can change (decision 101).
INSERT INTO "promotions" ("title", "description", "reward_type", "min_spend", "starts_at", "sort_order") VALUES ('ส่งฟรีเมื่อช้อปครบ ฿1,000', 'ส่งฟรีทั่วไทยเมื่อช้อปครบ 1,000 บาทขึ้นไป', 'freeShipping', 100000, '2020-01-01T00:00:00Z', 100);
