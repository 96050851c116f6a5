ALTER TABLE "mail_outbox" ADD COLUMN "html_template" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "html_data" jsonb;