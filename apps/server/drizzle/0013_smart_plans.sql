CREATE TABLE "smart_plan_fills" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "smart_plan_fills_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"plan_id" bigint NOT NULL,
	"candle_ms" bigint,
	"time_ms" bigint NOT NULL,
	"side" text NOT NULL,
	"reference_price" numeric(38, 18) NOT NULL,
	"price" numeric(38, 18) NOT NULL,
	"quantity" numeric(38, 18) NOT NULL,
	"quote" numeric(38, 18) NOT NULL,
	"commission" numeric(38, 18) NOT NULL,
	"reason" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "smart_plan_settlements" (
	"plan_id" bigint NOT NULL,
	"day" integer NOT NULL,
	"time_ms" bigint NOT NULL,
	"value" numeric(38, 18) NOT NULL,
	"change" numeric(38, 18) NOT NULL,
	"user_paid" numeric(38, 18) NOT NULL,
	"platform_share" numeric(38, 18) NOT NULL,
	CONSTRAINT "smart_plan_settlements_plan_id_day_pk" PRIMARY KEY("plan_id","day")
);
--> statement-breakpoint
CREATE TABLE "smart_plans" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "smart_plans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"book" text NOT NULL,
	"product_id" integer NOT NULL,
	"product_code" text NOT NULL,
	"instrument_id" integer NOT NULL,
	"code" text NOT NULL,
	"strategy" text NOT NULL,
	"params" jsonb NOT NULL,
	"days" integer NOT NULL,
	"candle_interval" text NOT NULL,
	"principal" numeric(38, 18) NOT NULL,
	"spread_bp" integer NOT NULL,
	"commission_bp" integer NOT NULL,
	"slippage_bp" integer NOT NULL,
	"profit_share_bp" integer NOT NULL,
	"early_exit_damages_bp" integer NOT NULL,
	"status" text NOT NULL,
	"start_ms" bigint NOT NULL,
	"end_ms" bigint NOT NULL,
	"next_settle_ms" bigint,
	"settled_days" integer DEFAULT 0 NOT NULL,
	"start_price" numeric(38, 18) NOT NULL,
	"cash" numeric(38, 18) NOT NULL,
	"quantity" numeric(38, 18) DEFAULT '0' NOT NULL,
	"state" jsonb NOT NULL,
	"last_candle_ms" bigint,
	"value" numeric(38, 18) NOT NULL,
	"value_ms" bigint NOT NULL,
	"high_water_mark" numeric(38, 18) NOT NULL,
	"user_paid_total" numeric(38, 18) DEFAULT '0' NOT NULL,
	"platform_share_total" numeric(38, 18) DEFAULT '0' NOT NULL,
	"today_change" numeric(38, 18) DEFAULT '0' NOT NULL,
	"today_paid" numeric(38, 18) DEFAULT '0' NOT NULL,
	"last_settled_value" numeric(38, 18) NOT NULL,
	"damages" numeric(38, 18) DEFAULT '0' NOT NULL,
	"returned" numeric(38, 18),
	"trade_count" integer DEFAULT 0 NOT NULL,
	"account_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "smart_plans_holdings" CHECK ("smart_plans"."cash" >= 0 AND "smart_plans"."quantity" >= 0)
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_owner";--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD COLUMN "plan_id" bigint;--> statement-breakpoint
ALTER TABLE "smart_plan_fills" ADD CONSTRAINT "smart_plan_fills_plan_id_smart_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."smart_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "smart_plan_settlements" ADD CONSTRAINT "smart_plan_settlements_plan_id_smart_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."smart_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "smart_plans" ADD CONSTRAINT "smart_plans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "smart_plans" ADD CONSTRAINT "smart_plans_product_id_smart_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."smart_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "smart_plans" ADD CONSTRAINT "smart_plans_instrument_id_instruments_id_fk" FOREIGN KEY ("instrument_id") REFERENCES "public"."instruments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "smart_plan_fills_plan_idx" ON "smart_plan_fills" USING btree ("plan_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "smart_plans_one_running_key" ON "smart_plans" USING btree ("user_id","product_id") WHERE "smart_plans"."status" = 'running';--> statement-breakpoint
CREATE INDEX "smart_plans_running_idx" ON "smart_plans" USING btree ("instrument_id","candle_interval") WHERE "smart_plans"."status" = 'running';--> statement-breakpoint
CREATE INDEX "smart_plans_owner_idx" ON "smart_plans" USING btree ("user_id","book","status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_plan_key" ON "ledger_accounts" USING btree ("plan_id","book","asset") WHERE "ledger_accounts"."owner_kind" = 'plan';--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_owner" CHECK (("ledger_accounts"."owner_kind" = 'user' AND "ledger_accounts"."user_id" IS NOT NULL AND "ledger_accounts"."system_code" IS NULL AND "ledger_accounts"."plan_id" IS NULL) OR ("ledger_accounts"."owner_kind" = 'system' AND "ledger_accounts"."system_code" IS NOT NULL AND "ledger_accounts"."user_id" IS NULL AND "ledger_accounts"."plan_id" IS NULL) OR ("ledger_accounts"."owner_kind" = 'plan' AND "ledger_accounts"."plan_id" IS NOT NULL AND "ledger_accounts"."user_id" IS NOT NULL AND "ledger_accounts"."system_code" IS NULL));