CREATE TABLE "chat_conversations" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chat_conversations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" uuid,
	"visitor_id" uuid,
	"visitor_token_hash" text,
	"status" text NOT NULL,
	"language" text NOT NULL,
	"email" text,
	"assigned_staff_id" uuid,
	"last_seq" integer DEFAULT 0 NOT NULL,
	"user_read_seq" integer DEFAULT 0 NOT NULL,
	"staff_read_seq" integer DEFAULT 0 NOT NULL,
	"mailed_seq" integer DEFAULT 0 NOT NULL,
	"outside_hours" boolean DEFAULT false NOT NULL,
	"rating" integer,
	"rating_comment" text,
	"created_at" timestamp with time zone NOT NULL,
	"last_message_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	CONSTRAINT "chat_conversations_owner" CHECK ("chat_conversations"."user_id" IS NOT NULL OR "chat_conversations"."visitor_id" IS NOT NULL),
	CONSTRAINT "chat_conversations_rating" CHECK ("chat_conversations"."rating" IS NULL OR "chat_conversations"."rating" BETWEEN 1 AND 5),
	CONSTRAINT "chat_conversations_reads" CHECK ("chat_conversations"."user_read_seq" <= "chat_conversations"."last_seq" AND "chat_conversations"."staff_read_seq" <= "chat_conversations"."last_seq")
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chat_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"conversation_id" bigint NOT NULL,
	"seq" integer NOT NULL,
	"sender" text NOT NULL,
	"staff_id" uuid,
	"text" text,
	"image_id" uuid,
	"note" boolean DEFAULT false NOT NULL,
	"client_msg_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "chat_messages_content" CHECK ("chat_messages"."text" IS NOT NULL OR "chat_messages"."image_id" IS NOT NULL)
);
--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_assigned_staff_id_staff_users_id_fk" FOREIGN KEY ("assigned_staff_id") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_conversation_id_chat_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."chat_conversations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_staff_id_staff_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_conversations_user_idx" ON "chat_conversations" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "chat_conversations_visitor_idx" ON "chat_conversations" USING btree ("visitor_token_hash","id");--> statement-breakpoint
CREATE INDEX "chat_conversations_queue_idx" ON "chat_conversations" USING btree ("status","last_message_at");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_seq_key" ON "chat_messages" USING btree ("conversation_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_client_key" ON "chat_messages" USING btree ("conversation_id","client_msg_id");