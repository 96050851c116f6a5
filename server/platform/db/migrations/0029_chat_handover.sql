CREATE TABLE "chat_action_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" uuid NOT NULL,
	"action" text NOT NULL,
	"args" jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_action_tokens_action_check" CHECK ("chat_action_tokens"."action" in ('cancel-order'))
);
--> statement-breakpoint
CREATE TABLE "chat_handovers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"assigned_to" uuid,
	"asked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"staff_read_at" timestamp with time zone,
	"live_key" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_handovers_status_check" CHECK ("chat_handovers"."status" in ('waiting', 'done'))
);
--> statement-breakpoint
ALTER TABLE "chat_messages" DROP CONSTRAINT "chat_messages_role_check";--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "staff_id" uuid;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "mailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chat_action_tokens" ADD CONSTRAINT "chat_action_tokens_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_handovers" ADD CONSTRAINT "chat_handovers_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_handovers" ADD CONSTRAINT "chat_handovers_assigned_to_user_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_action_tokens_token_hash_idx" ON "chat_action_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "chat_action_tokens_expires_at_idx" ON "chat_action_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_handovers_user_id_idx" ON "chat_handovers" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_handovers_live_key_idx" ON "chat_handovers" USING btree ("live_key");--> statement-breakpoint
CREATE INDEX "chat_handovers_status_asked_at_idx" ON "chat_handovers" USING btree ("status","asked_at");--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_staff_id_user_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_messages_staff_unseen_idx" ON "chat_messages" USING btree ("created_at") WHERE "chat_messages"."role" = 'staff' and "chat_messages"."seen_at" is null and "chat_messages"."mailed_at" is null;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_role_check" CHECK ("chat_messages"."role" in ('user', 'assistant', 'staff'));