ALTER TABLE "margin_orders" ADD COLUMN "fee_discount_bp" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "margin_orders" ADD COLUMN "inviter_id" uuid;--> statement-breakpoint
ALTER TABLE "margin_orders" ADD COLUMN "referral_share_bp" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "margin_orders" ADD COLUMN "referral_commission" numeric(38, 18) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "spot_orders" ADD COLUMN "fee_discount_bp" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "spot_orders" ADD COLUMN "inviter_id" uuid;--> statement-breakpoint
ALTER TABLE "spot_orders" ADD COLUMN "referral_share_bp" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "spot_trades" ADD COLUMN "maker_commission" numeric(38, 18) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "spot_trades" ADD COLUMN "taker_commission" numeric(38, 18) DEFAULT '0' NOT NULL;--> statement-breakpoint
CREATE INDEX "users_invited_by_idx" ON "users" USING btree ("invited_by","created_at") WHERE "users"."invited_by" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "margin_orders_inviter_idx" ON "margin_orders" USING btree ("inviter_id","id") WHERE "margin_orders"."inviter_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "spot_orders_inviter_idx" ON "spot_orders" USING btree ("inviter_id","id") WHERE "spot_orders"."inviter_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "spot_trades_maker_user_idx" ON "spot_trades" USING btree ("maker_user_id","created_at");--> statement-breakpoint
CREATE INDEX "spot_trades_taker_user_idx" ON "spot_trades" USING btree ("taker_user_id","created_at");