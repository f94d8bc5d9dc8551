CREATE TABLE "withdrawal_holds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"fund_account_id" integer,
	"member_id" integer,
	"reason" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	CONSTRAINT "withdrawal_holds_whose_ck" CHECK (("withdrawal_holds"."fund_account_id" is null) <> ("withdrawal_holds"."member_id" is null)),
	CONSTRAINT "withdrawal_holds_reason_ck" CHECK ("withdrawal_holds"."reason" in ('withdrawAccount','payKey','mobile','password','secondFactor'))
);
--> statement-breakpoint
ALTER TABLE "fund_orders" DROP CONSTRAINT "fund_orders_status_ck";--> statement-breakpoint
ALTER TABLE "fund_accounts" ADD COLUMN "approval_threshold" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "fund_orders" ADD COLUMN "decided_by" integer;--> statement-breakpoint
ALTER TABLE "fund_orders" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "fund_orders" ADD COLUMN "refuse_reason" text;--> statement-breakpoint
ALTER TABLE "withdrawal_holds" ADD CONSTRAINT "withdrawal_holds_fund_account_id_fund_accounts_id_fk" FOREIGN KEY ("fund_account_id") REFERENCES "public"."fund_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_holds" ADD CONSTRAINT "withdrawal_holds_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "withdrawal_holds_account_idx" ON "withdrawal_holds" USING btree ("fund_account_id","started_at");--> statement-breakpoint
CREATE INDEX "withdrawal_holds_member_idx" ON "withdrawal_holds" USING btree ("member_id","started_at");--> statement-breakpoint
ALTER TABLE "fund_orders" ADD CONSTRAINT "fund_orders_decided_by_members_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fund_accounts" ADD CONSTRAINT "fund_accounts_approval_threshold_ck" CHECK ("fund_accounts"."approval_threshold" >= 0);--> statement-breakpoint
ALTER TABLE "fund_orders" ADD CONSTRAINT "fund_orders_status_ck" CHECK ("fund_orders"."status" in ('processing','success','failed','reviewing','awaitingApproval','refused','expired'));