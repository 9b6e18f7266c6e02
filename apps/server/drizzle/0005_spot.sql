CREATE TABLE "spot_markets" (
	"book" text NOT NULL,
	"pair" text NOT NULL,
	"seq" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "spot_markets_book_pair_pk" PRIMARY KEY("book","pair")
);
--> statement-breakpoint
CREATE TABLE "spot_orders" (
	"id" bigint PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"book" text NOT NULL,
	"pair" text NOT NULL,
	"side" text NOT NULL,
	"type" text NOT NULL,
	"time_in_force" text NOT NULL,
	"post_only" boolean DEFAULT false NOT NULL,
	"price_ticks" bigint,
	"price" numeric(38, 18),
	"lots" bigint,
	"quantity" numeric(38, 18),
	"quote_budget" numeric(38, 18),
	"filled_lots" bigint DEFAULT 0 NOT NULL,
	"filled_quantity" numeric(38, 18) DEFAULT '0' NOT NULL,
	"turnover" numeric(38, 18) DEFAULT '0' NOT NULL,
	"fee" numeric(38, 18) DEFAULT '0' NOT NULL,
	"held" numeric(38, 18) DEFAULT '0' NOT NULL,
	"status" text NOT NULL,
	"cancel_reason" text,
	"rest_seq" bigint,
	"open_lots" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"done_at" timestamp with time zone,
	CONSTRAINT "spot_orders_held_nonnegative" CHECK ("spot_orders"."held" >= 0),
	CONSTRAINT "spot_orders_filled_within" CHECK ("spot_orders"."lots" IS NULL OR "spot_orders"."filled_lots" <= "spot_orders"."lots")
);
--> statement-breakpoint
CREATE TABLE "spot_trades" (
	"id" bigint PRIMARY KEY NOT NULL,
	"book" text NOT NULL,
	"pair" text NOT NULL,
	"maker_order_id" bigint NOT NULL,
	"taker_order_id" bigint NOT NULL,
	"maker_user_id" uuid NOT NULL,
	"taker_user_id" uuid NOT NULL,
	"taker_side" text NOT NULL,
	"price" numeric(38, 18) NOT NULL,
	"quantity" numeric(38, 18) NOT NULL,
	"quote" numeric(38, 18) NOT NULL,
	"maker_fee" numeric(38, 18) NOT NULL,
	"taker_fee" numeric(38, 18) NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "system_role" text;--> statement-breakpoint
ALTER TABLE "spot_orders" ADD CONSTRAINT "spot_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "spot_orders_user_idx" ON "spot_orders" USING btree ("user_id","book","id");--> statement-breakpoint
CREATE INDEX "spot_orders_resting_idx" ON "spot_orders" USING btree ("book","pair","rest_seq") WHERE "spot_orders"."status" IN ('open', 'partial');--> statement-breakpoint
CREATE INDEX "spot_trades_market_idx" ON "spot_trades" USING btree ("book","pair","id");--> statement-breakpoint
CREATE INDEX "spot_trades_time_idx" ON "spot_trades" USING btree ("book","pair","created_at");