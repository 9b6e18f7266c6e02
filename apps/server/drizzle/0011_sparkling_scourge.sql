CREATE TABLE "market_history" (
	"instrument_id" integer PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"end_ms" bigint NOT NULL,
	"end_price" numeric(38, 18) NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "market_history" ADD CONSTRAINT "market_history_instrument_id_instruments_id_fk" FOREIGN KEY ("instrument_id") REFERENCES "public"."instruments"("id") ON DELETE no action ON UPDATE no action;