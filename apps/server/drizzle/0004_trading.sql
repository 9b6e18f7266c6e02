CREATE TABLE "margin_orders" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "margin_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"book" text NOT NULL,
	"instrument_id" integer NOT NULL,
	"code" text NOT NULL,
	"side" text NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"lots" numeric(38, 18) NOT NULL,
	"lot_size" numeric(38, 18) NOT NULL,
	"leverage" integer NOT NULL,
	"limit_price" numeric(38, 18),
	"open_price" numeric(38, 18),
	"close_price" numeric(38, 18),
	"stop_loss" numeric(38, 18),
	"take_profit" numeric(38, 18),
	"margin" numeric(38, 18) DEFAULT '0' NOT NULL,
	"fee" numeric(38, 18) DEFAULT '0' NOT NULL,
	"profit" numeric(38, 18) DEFAULT '0' NOT NULL,
	"absorbed_loss" numeric(38, 18) DEFAULT '0' NOT NULL,
	"close_reason" text,
	"parent_id" bigint,
	"created_at" timestamp with time zone NOT NULL,
	"opened_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"open_tick_ms" bigint,
	"close_tick_ms" bigint,
	CONSTRAINT "margin_orders_lots_positive" CHECK ("margin_orders"."lots" > 0),
	CONSTRAINT "margin_orders_margin_nonnegative" CHECK ("margin_orders"."margin" >= 0 AND "margin_orders"."fee" >= 0),
	CONSTRAINT "margin_orders_leverage_positive" CHECK ("margin_orders"."leverage" >= 1)
);
--> statement-breakpoint
CREATE TABLE "option_orders" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "option_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"book" text NOT NULL,
	"instrument_id" integer NOT NULL,
	"code" text NOT NULL,
	"direction" text NOT NULL,
	"timeframe_seconds" integer NOT NULL,
	"payout_percent" integer NOT NULL,
	"stake" numeric(38, 18) NOT NULL,
	"strike_price" numeric(38, 18) NOT NULL,
	"strike_ms" bigint NOT NULL,
	"expires_ms" bigint NOT NULL,
	"status" text NOT NULL,
	"settle_price" numeric(38, 18),
	"settle_tick_ms" bigint,
	"returned" numeric(38, 18),
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "option_orders_stake_positive" CHECK ("option_orders"."stake" > 0)
);
--> statement-breakpoint
CREATE TABLE "price_ticks" (
	"instrument_id" integer NOT NULL,
	"epoch_ms" bigint NOT NULL,
	"price" numeric(38, 18) NOT NULL,
	CONSTRAINT "price_ticks_instrument_id_epoch_ms_pk" PRIMARY KEY("instrument_id","epoch_ms")
);
--> statement-breakpoint
ALTER TABLE "instruments" ADD COLUMN "max_leverage" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "instruments" ADD COLUMN "spread_bp" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "margin_orders" ADD CONSTRAINT "margin_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "margin_orders" ADD CONSTRAINT "margin_orders_instrument_id_instruments_id_fk" FOREIGN KEY ("instrument_id") REFERENCES "public"."instruments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "option_orders" ADD CONSTRAINT "option_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "option_orders" ADD CONSTRAINT "option_orders_instrument_id_instruments_id_fk" FOREIGN KEY ("instrument_id") REFERENCES "public"."instruments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_ticks" ADD CONSTRAINT "price_ticks_instrument_id_instruments_id_fk" FOREIGN KEY ("instrument_id") REFERENCES "public"."instruments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "margin_orders_owner_idx" ON "margin_orders" USING btree ("user_id","book","status","id");--> statement-breakpoint
CREATE INDEX "margin_orders_live_idx" ON "margin_orders" USING btree ("status") WHERE "margin_orders"."status" IN ('pending', 'open');--> statement-breakpoint
CREATE INDEX "option_orders_owner_idx" ON "option_orders" USING btree ("user_id","book","id");--> statement-breakpoint
CREATE INDEX "option_orders_open_idx" ON "option_orders" USING btree ("expires_ms") WHERE "option_orders"."status" = 'open';--> statement-breakpoint
-- Databases created before this migration: PRODUCT §4 leverage caps and spreads by class.
UPDATE "instruments" SET "max_leverage" = 2, "spread_bp" = 4 WHERE "class" = 'crypto';--> statement-breakpoint
UPDATE "instruments" SET "max_leverage" = 30, "spread_bp" = 1 WHERE "class" = 'forex';--> statement-breakpoint
UPDATE "instruments" SET "max_leverage" = 5, "spread_bp" = 2 WHERE "class" = 'stock' OR "code" IN ('SPY', 'QQQ');--> statement-breakpoint
UPDATE "instruments" SET "max_leverage" = 20, "spread_bp" = 3 WHERE "code" = 'XAUUSD';--> statement-breakpoint
UPDATE "instruments" SET "max_leverage" = 10, "spread_bp" = 4 WHERE "code" IN ('XAGUSD', 'CL');--> statement-breakpoint
UPDATE "instruments" SET "max_leverage" = 10, "spread_bp" = 6 WHERE "code" = 'NG';--> statement-breakpoint
UPDATE "instruments" SET "max_leverage" = 20, "spread_bp" = 2 WHERE "code" = 'ES';
