CREATE TABLE "member_carts" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reminded_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "member_consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"topic" text NOT NULL,
	"granted" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_consents_topic_check" CHECK ("member_consents"."topic" in ('cart-reminder'))
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "slip_check" jsonb;--> statement-breakpoint
ALTER TABLE "member_carts" ADD CONSTRAINT "member_carts_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_consents" ADD CONSTRAINT "member_consents_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_carts_unreminded_idx" ON "member_carts" USING btree ("changed_at") WHERE "member_carts"."reminded_at" is null and "member_carts"."lines" <> '[]'::jsonb;--> statement-breakpoint
CREATE INDEX "member_consents_user_topic_idx" ON "member_consents" USING btree ("user_id","topic","created_at" DESC NULLS LAST);