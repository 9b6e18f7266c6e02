CREATE TABLE "smart_plan_closes" (
	"instrument_id" integer NOT NULL,
	"candle_interval" text NOT NULL,
	"candle_ms" bigint NOT NULL,
	"open" numeric(38, 18) NOT NULL,
	"high" numeric(38, 18) NOT NULL,
	"low" numeric(38, 18) NOT NULL,
	"close" numeric(38, 18) NOT NULL,
	"price" numeric(38, 18) NOT NULL,
	"time_ms" bigint NOT NULL,
	CONSTRAINT "smart_plan_closes_instrument_id_candle_interval_candle_ms_pk" PRIMARY KEY("instrument_id","candle_interval","candle_ms")
);
--> statement-breakpoint
CREATE TABLE "smart_plan_groups" (
	"instrument_id" integer NOT NULL,
	"candle_interval" text NOT NULL,
	"last_candle_ms" bigint NOT NULL,
	CONSTRAINT "smart_plan_groups_instrument_id_candle_interval_pk" PRIMARY KEY("instrument_id","candle_interval")
);
--> statement-breakpoint
ALTER TABLE "smart_plans" ADD COLUMN "rev" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "smart_plan_closes" ADD CONSTRAINT "smart_plan_closes_instrument_id_instruments_id_fk" FOREIGN KEY ("instrument_id") REFERENCES "public"."instruments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "smart_plan_groups" ADD CONSTRAINT "smart_plan_groups_instrument_id_instruments_id_fk" FOREIGN KEY ("instrument_id") REFERENCES "public"."instruments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- A running plan's row is rewritten by every trade: room on its page keeps those updates HOT
-- (no index entries rewritten).
ALTER TABLE "smart_plans" SET (fillfactor = 70);
