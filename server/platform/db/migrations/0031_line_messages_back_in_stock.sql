CREATE TABLE "back_in_stock_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"color_id" uuid,
	"channel" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	"told_at" timestamp with time zone,
	"stopped_at" timestamp with time zone,
	CONSTRAINT "back_in_stock_requests_channel_check" CHECK ("back_in_stock_requests"."channel" in ('mail', 'line'))
);
--> statement-breakpoint
CREATE TABLE "line_consent_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"line_user_id" text NOT NULL,
	"event" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "line_consent_events_event_check" CHECK ("line_consent_events"."event" in ('consented', 'withdrawn', 'followed', 'unfollowed'))
);
--> statement-breakpoint
CREATE TABLE "line_friends" (
	"line_user_id" text PRIMARY KEY NOT NULL,
	"following" boolean NOT NULL,
	"event_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "line_message_consents" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"line_user_id" text NOT NULL,
	"consented_at" timestamp with time zone NOT NULL,
	"withdrawn_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "line_webhook_events" (
	"webhook_event_id" text PRIMARY KEY NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "line_outbox" ADD COLUMN "user_id" uuid;--> statement-breakpoint
ALTER TABLE "line_outbox" ADD COLUMN "messages" jsonb;--> statement-breakpoint
ALTER TABLE "back_in_stock_requests" ADD CONSTRAINT "back_in_stock_requests_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "back_in_stock_requests" ADD CONSTRAINT "back_in_stock_requests_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "back_in_stock_requests" ADD CONSTRAINT "back_in_stock_requests_color_id_product_colors_id_fk" FOREIGN KEY ("color_id") REFERENCES "public"."product_colors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "line_consent_events" ADD CONSTRAINT "line_consent_events_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "line_message_consents" ADD CONSTRAINT "line_message_consents_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "back_in_stock_requests_waiting_idx" ON "back_in_stock_requests" USING btree ("user_id","product_id",coalesce("color_id", '00000000-0000-0000-0000-000000000000'::uuid)) WHERE "back_in_stock_requests"."told_at" is null and "back_in_stock_requests"."stopped_at" is null;--> statement-breakpoint
CREATE INDEX "back_in_stock_requests_queue_idx" ON "back_in_stock_requests" USING btree ("product_id","created_at") WHERE "back_in_stock_requests"."told_at" is null and "back_in_stock_requests"."stopped_at" is null;--> statement-breakpoint
CREATE INDEX "line_consent_events_user_idx" ON "line_consent_events" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "line_webhook_events_received_idx" ON "line_webhook_events" USING btree ("received_at");--> statement-breakpoint
ALTER TABLE "line_outbox" ADD CONSTRAINT "line_outbox_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;