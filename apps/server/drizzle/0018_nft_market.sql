CREATE TABLE "charity_payouts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "charity_payouts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"amount" numeric(38, 18) NOT NULL,
	"paid_on" date NOT NULL,
	"reference" text NOT NULL,
	"recorded_by" uuid NOT NULL,
	"entry_id" bigint NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "charity_payouts_amount_positive" CHECK ("charity_payouts"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "nft_bids" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "nft_bids_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"item_id" bigint NOT NULL,
	"user_id" uuid NOT NULL,
	"amount" numeric(38, 18) NOT NULL,
	"placed_at" timestamp with time zone NOT NULL,
	"entry_id" bigint NOT NULL,
	CONSTRAINT "nft_bids_amount_positive" CHECK ("nft_bids"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "nft_items" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "nft_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"token_id" text NOT NULL,
	"chain" text NOT NULL,
	"contract_address" text NOT NULL,
	"creator" text NOT NULL,
	"titles" jsonb NOT NULL,
	"stories" jsonb NOT NULL,
	"start_price" numeric(38, 18),
	"price_step" numeric(38, 18) NOT NULL,
	"reserve_price" numeric(38, 18),
	"buy_now_price" numeric(38, 18),
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"highest_bidder_id" uuid,
	"highest_amount" numeric(38, 18),
	"bid_count" integer DEFAULT 0 NOT NULL,
	"owner_id" uuid,
	"acquired" text,
	"sold_price" numeric(38, 18),
	"closed_at" timestamp with time zone,
	"settlement_entry_id" bigint,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "nft_items_prices" CHECK (("nft_items"."start_price" IS NULL OR "nft_items"."start_price" > 0) AND "nft_items"."price_step" > 0
        AND ("nft_items"."buy_now_price" IS NULL OR "nft_items"."buy_now_price" > 0)
        AND ("nft_items"."start_price" IS NOT NULL OR "nft_items"."buy_now_price" IS NOT NULL)),
	CONSTRAINT "nft_items_ends_after_start" CHECK ("nft_items"."ends_at" > "nft_items"."starts_at"),
	CONSTRAINT "nft_items_highest" CHECK (("nft_items"."highest_bidder_id" IS NULL) = ("nft_items"."highest_amount" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "nft_bids" ADD CONSTRAINT "nft_bids_item_id_nft_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."nft_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nft_bids" ADD CONSTRAINT "nft_bids_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nft_items" ADD CONSTRAINT "nft_items_highest_bidder_id_users_id_fk" FOREIGN KEY ("highest_bidder_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nft_items" ADD CONSTRAINT "nft_items_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "nft_bids_item_idx" ON "nft_bids" USING btree ("item_id","id");--> statement-breakpoint
CREATE INDEX "nft_bids_user_idx" ON "nft_bids" USING btree ("user_id","item_id");--> statement-breakpoint
CREATE INDEX "nft_items_status_idx" ON "nft_items" USING btree ("status","ends_at");--> statement-breakpoint
CREATE INDEX "nft_items_owner_idx" ON "nft_items" USING btree ("owner_id","closed_at") WHERE "nft_items"."owner_id" IS NOT NULL;