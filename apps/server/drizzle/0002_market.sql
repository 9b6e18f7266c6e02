CREATE TABLE "candles" (
	"instrument_id" integer NOT NULL,
	"interval" text NOT NULL,
	"open_time" timestamp with time zone NOT NULL,
	"open" numeric(38, 18) NOT NULL,
	"high" numeric(38, 18) NOT NULL,
	"low" numeric(38, 18) NOT NULL,
	"close" numeric(38, 18) NOT NULL,
	"volume" numeric(38, 18) DEFAULT '0' NOT NULL,
	CONSTRAINT "candles_instrument_id_interval_open_time_pk" PRIMARY KEY("instrument_id","interval","open_time")
);
--> statement-breakpoint
CREATE TABLE "contents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"type" integer NOT NULL,
	"category" text NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "instruments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "instruments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name" text NOT NULL,
	"class" text NOT NULL,
	"base" text NOT NULL,
	"quote" text NOT NULL,
	"tick_size" numeric(38, 18) NOT NULL,
	"lot_size" numeric(38, 18) NOT NULL,
	"start_price" numeric(38, 18) NOT NULL,
	"session" text NOT NULL,
	"volatility_bp" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "instruments_tick_positive" CHECK ("instruments"."tick_size" > 0),
	CONSTRAINT "instruments_start_positive" CHECK ("instruments"."start_price" > 0)
);
--> statement-breakpoint
CREATE TABLE "public_params" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "candles" ADD CONSTRAINT "candles_instrument_id_instruments_id_fk" FOREIGN KEY ("instrument_id") REFERENCES "public"."instruments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contents_slug_language_key" ON "contents" USING btree ("slug","language");--> statement-breakpoint
CREATE INDEX "contents_type_idx" ON "contents" USING btree ("type","language");--> statement-breakpoint
CREATE UNIQUE INDEX "instruments_code_key" ON "instruments" USING btree ("code");