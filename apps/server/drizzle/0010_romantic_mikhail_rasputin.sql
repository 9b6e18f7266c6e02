CREATE TABLE "spot_candles" (
	"book" text NOT NULL,
	"pair" text NOT NULL,
	"interval" text NOT NULL,
	"open_time" timestamp with time zone NOT NULL,
	"open" numeric(38, 18) NOT NULL,
	"high" numeric(38, 18) NOT NULL,
	"low" numeric(38, 18) NOT NULL,
	"close" numeric(38, 18) NOT NULL,
	"volume" numeric(38, 18) NOT NULL,
	"first_trade_id" bigint NOT NULL,
	"last_trade_id" bigint NOT NULL,
	CONSTRAINT "spot_candles_book_pair_interval_open_time_pk" PRIMARY KEY("book","pair","interval","open_time")
);
--> statement-breakpoint
INSERT INTO "spot_candles" ("book", "pair", "interval", "open_time", "open", "high", "low", "close", "volume", "first_trade_id", "last_trade_id") SELECT t."book", t."pair", iv."name", date_bin(iv."step", t."created_at", timestamptz '1970-01-01 00:00:00+00'), (array_agg(t."price" ORDER BY t."id"))[1], max(t."price"), min(t."price"), (array_agg(t."price" ORDER BY t."id" DESC))[1], sum(t."quantity"), min(t."id"), max(t."id") FROM "spot_trades" t CROSS JOIN (VALUES ('1m', interval '1 minute'), ('5m', interval '5 minutes'), ('15m', interval '15 minutes'), ('1h', interval '1 hour'), ('4h', interval '4 hours'), ('1d', interval '1 day')) AS iv("name", "step") GROUP BY t."book", t."pair", iv."name", 4 ON CONFLICT DO NOTHING;
