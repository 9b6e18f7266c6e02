CREATE TABLE "smart_product_ranges" (
	"product_id" integer NOT NULL,
	"timeframe_days" integer NOT NULL,
	"computed_at" timestamp with time zone NOT NULL,
	"history_from_ms" bigint,
	"history_to_ms" bigint,
	"candle_interval" text,
	"window_count" integer NOT NULL,
	"stride_candles" integer,
	"p5_net_daily_yield_ppm" integer,
	"p50_net_daily_yield_ppm" integer,
	"p95_net_daily_yield_ppm" integer,
	"median_max_drawdown_ppm" integer,
	"max_max_drawdown_ppm" integer,
	"losing_share_ppm" integer,
	"trades_per_day" numeric(20, 6),
	"spread_bp" integer NOT NULL,
	"commission_bp" integer NOT NULL,
	"slippage_bp" integer NOT NULL,
	"equity_curve" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "smart_product_ranges_product_id_timeframe_days_pk" PRIMARY KEY("product_id","timeframe_days"),
	CONSTRAINT "smart_product_ranges_windows" CHECK ("smart_product_ranges"."window_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "smart_products" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "smart_products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"instrument_id" integer NOT NULL,
	"strategy" text NOT NULL,
	"params" jsonb NOT NULL,
	"timeframes" integer[] NOT NULL,
	"min_investment" numeric(38, 18) NOT NULL,
	"max_investment" numeric(38, 18) NOT NULL,
	"profit_share_bp" integer DEFAULT 2000 NOT NULL,
	"early_exit_damages_bp" integer DEFAULT 500 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "smart_products_investment_range" CHECK ("smart_products"."min_investment" > 0 AND "smart_products"."max_investment" >= "smart_products"."min_investment"),
	CONSTRAINT "smart_products_profit_share" CHECK ("smart_products"."profit_share_bp" BETWEEN 0 AND 10000),
	CONSTRAINT "smart_products_damages" CHECK ("smart_products"."early_exit_damages_bp" BETWEEN 0 AND 10000),
	CONSTRAINT "smart_products_timeframes" CHECK ("smart_products"."timeframes" <@ ARRAY[1,3,7,15,30] AND cardinality("smart_products"."timeframes") > 0)
);
--> statement-breakpoint
ALTER TABLE "smart_product_ranges" ADD CONSTRAINT "smart_product_ranges_product_id_smart_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."smart_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "smart_products" ADD CONSTRAINT "smart_products_instrument_id_instruments_id_fk" FOREIGN KEY ("instrument_id") REFERENCES "public"."instruments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "smart_products_code_key" ON "smart_products" USING btree ("code");