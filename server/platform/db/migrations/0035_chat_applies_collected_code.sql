ALTER TABLE "chat_action_tokens" DROP CONSTRAINT "chat_action_tokens_action_check";--> statement-breakpoint
ALTER TABLE "member_carts" ADD COLUMN "checkout_code" text;--> statement-breakpoint
ALTER TABLE "chat_action_tokens" ADD CONSTRAINT "chat_action_tokens_action_check" CHECK ("chat_action_tokens"."action" in ('cancel-order', 'apply-code'));