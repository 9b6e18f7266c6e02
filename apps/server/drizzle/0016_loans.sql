CREATE TABLE "loans" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "loans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"status" text NOT NULL,
	"principal" numeric(38, 18) NOT NULL,
	"term_days" integer NOT NULL,
	"daily_rate" numeric(38, 18) NOT NULL,
	"overdue_daily_rate" numeric(38, 18) NOT NULL,
	"interest_free_days" integer NOT NULL,
	"daily_interest" numeric(38, 18) NOT NULL,
	"overdue_daily_interest" numeric(38, 18) NOT NULL,
	"language" text NOT NULL,
	"applied_at" timestamp with time zone NOT NULL,
	"disbursed_at" timestamp with time zone,
	"due_at" timestamp with time zone,
	"repaid_at" timestamp with time zone,
	"accrued_days" integer DEFAULT 0 NOT NULL,
	"accrued_interest" numeric(38, 18) DEFAULT '0' NOT NULL,
	"repaid_amount" numeric(38, 18),
	"reject_reason" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	CONSTRAINT "loans_principal_positive" CHECK ("loans"."principal" > 0),
	CONSTRAINT "loans_term_days" CHECK ("loans"."term_days" IN (7, 15, 30, 60, 90, 180)),
	CONSTRAINT "loans_accrued_nonnegative" CHECK ("loans"."accrued_days" >= 0 AND "loans"."accrued_interest" >= 0)
);
--> statement-breakpoint
ALTER TABLE "loans" ADD CONSTRAINT "loans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "loans_user_idx" ON "loans" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "loans_open_idx" ON "loans" USING btree ("status","id") WHERE "loans"."status" IN ('pending', 'repaying', 'overdue');