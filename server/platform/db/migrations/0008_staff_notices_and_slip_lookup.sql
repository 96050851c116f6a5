CREATE TABLE "line_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to_id" text NOT NULL,
	"text" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"send_after" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "line_outbox_status_check" CHECK ("line_outbox"."status" in ('pending', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE INDEX "line_outbox_pending_idx" ON "line_outbox" USING btree ("status","send_after");--> statement-breakpoint
CREATE INDEX "payments_slip_transaction_ref_any_idx" ON "payments" USING btree ("slip_transaction_ref") WHERE "payments"."slip_transaction_ref" is not null;