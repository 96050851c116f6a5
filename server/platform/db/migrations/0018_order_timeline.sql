ALTER TABLE "orders" ADD COLUMN "processing_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivered_by" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_delivered_by_user_id_fk" FOREIGN KEY ("delivered_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Hand-written (decision 071): what the back-office's audit log already knows, and nothing else.
-- Packing started when staff pressed "processing"; an order moved before that left no row stays null.
UPDATE "orders" AS o SET "processing_at" = a."at"
FROM (
  SELECT "entity_id", min("created_at") AS "at" FROM "admin_audit_log"
  WHERE "action" = 'order.status' AND "after"->>'status' = 'processing'
  GROUP BY "entity_id"
) AS a
WHERE o."id"::text = a."entity_id" AND o."processing_at" IS NULL;--> statement-breakpoint
-- Who delivered it: the staff member whose audited move set delivered (still an account).
UPDATE "orders" AS o SET "delivered_by" = a."actor_id"
FROM (
  SELECT DISTINCT ON ("entity_id") "entity_id", "actor_id" FROM "admin_audit_log"
  WHERE "action" = 'order.status' AND "after"->>'status' = 'delivered'
  ORDER BY "entity_id", "created_at" DESC
) AS a
WHERE o."id"::text = a."entity_id" AND o."delivered_by" IS NULL
  AND EXISTS (SELECT 1 FROM "user" AS u WHERE u."id" = a."actor_id");
