CREATE TABLE "tax_invoice_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "tax_invoice_counters_last_number_check" CHECK ("tax_invoice_counters"."last_number" > 0)
);
--> statement-breakpoint
CREATE TABLE "tax_invoice_requests" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"buyer_name" text NOT NULL,
	"buyer_address" text NOT NULL,
	"buyer_tax_id" text NOT NULL,
	"buyer_branch_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_invoice_requests_tax_id_check" CHECK ("tax_invoice_requests"."buyer_tax_id" ~ '^[0-9]{13}$'),
	CONSTRAINT "tax_invoice_requests_branch_check" CHECK ("tax_invoice_requests"."buyer_branch_code" ~ '^[0-9]{5}$')
);
--> statement-breakpoint
CREATE TABLE "tax_invoice_settings" (
	"singleton" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"vat_registered" boolean DEFAULT false NOT NULL,
	"legal_name" text NOT NULL,
	"tax_id" text NOT NULL,
	"address" text NOT NULL,
	"branch_code" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_invoice_settings_singleton_check" CHECK ("tax_invoice_settings"."singleton"),
	CONSTRAINT "tax_invoice_settings_tax_id_check" CHECK ("tax_invoice_settings"."tax_id" ~ '^[0-9]{13}$'),
	CONSTRAINT "tax_invoice_settings_branch_check" CHECK ("tax_invoice_settings"."branch_code" ~ '^[0-9]{5}$')
);
--> statement-breakpoint
CREATE TABLE "tax_invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"order_number" text NOT NULL,
	"invoice_number" text NOT NULL,
	"year" integer NOT NULL,
	"sequence" integer NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"seller" jsonb NOT NULL,
	"buyer" jsonb NOT NULL,
	"lines" jsonb NOT NULL,
	"total_amount" integer NOT NULL,
	"value_before_vat" integer NOT NULL,
	"vat_amount" integer NOT NULL,
	"vat_rate" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_invoices_amounts_check" CHECK ("tax_invoices"."total_amount" = "tax_invoices"."value_before_vat" + "tax_invoices"."vat_amount" and "tax_invoices"."vat_amount" >= 0),
	CONSTRAINT "tax_invoices_number_check" CHECK ("tax_invoices"."invoice_number" ~ '^INV-[0-9]{4}-[0-9]{6}$')
);
--> statement-breakpoint
ALTER TABLE "tax_invoice_requests" ADD CONSTRAINT "tax_invoice_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_invoices" ADD CONSTRAINT "tax_invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tax_invoices_order_id_idx" ON "tax_invoices" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_invoices_invoice_number_idx" ON "tax_invoices" USING btree ("invoice_number");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_invoices_year_sequence_idx" ON "tax_invoices" USING btree ("year","sequence");--> statement-breakpoint
CREATE INDEX "tax_invoices_issued_at_idx" ON "tax_invoices" USING btree ("issued_at" DESC NULLS LAST,"id" DESC NULLS LAST);