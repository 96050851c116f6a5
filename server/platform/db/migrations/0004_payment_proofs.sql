ALTER TABLE "payments" ADD COLUMN "proof_file" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "slip_qr_status" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "slip_bank_code" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "slip_transaction_ref" text;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_slip_transaction_ref_idx" ON "payments" USING btree ("slip_transaction_ref") WHERE "payments"."slip_transaction_ref" is not null and "payments"."payment_status" <> 'rejected';--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_slip_qr_status_check" CHECK ("payments"."slip_qr_status" in ('found', 'none', 'other-qr', 'not-an-image', 'unread'));