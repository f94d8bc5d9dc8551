CREATE TABLE "message_counters" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"unread" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_entry_counters" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"entries" integer DEFAULT 0 NOT NULL,
	"income" bigint DEFAULT 0 NOT NULL,
	"expense" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX "messages_member_idx";--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "is_read" boolean GENERATED ALWAYS AS (read_at is not null) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "message_counters" ADD CONSTRAINT "message_counters_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entry_counters" ADD CONSTRAINT "ledger_entry_counters_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "messages_list_idx" ON "messages" USING btree ("member_id","is_read","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "messages_recent_idx" ON "messages" USING btree ("member_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "ledger_entries_list_idx" ON "ledger_entries" USING btree ("account_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);