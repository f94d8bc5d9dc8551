CREATE TABLE "bank_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"fund_account_id" integer NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"holder_name" text NOT NULL,
	"bank_code" text NOT NULL,
	"bank_name" text NOT NULL,
	"branch_code" text,
	"branch_name" text,
	"province_code" text,
	"city_code" text,
	"card_no" text NOT NULL,
	"id_number" text,
	"mobile" text,
	"deposit_cents" integer,
	"deposit_tries" integer DEFAULT 0 NOT NULL,
	"review_due_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "bank_cards_kind_ck" CHECK ("bank_cards"."kind" in ('recharge','withdrawal')),
	CONSTRAINT "bank_cards_status_ck" CHECK ("bank_cards"."status" in ('pendingSms','verified','waitingPayment','bankReview','failed','bound'))
);
--> statement-breakpoint
CREATE TABLE "fund_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"account_no" text NOT NULL,
	"status" text NOT NULL,
	"contact_name" text NOT NULL,
	"id_number" text NOT NULL,
	"mobile" text NOT NULL,
	"reject_reason" text,
	"applied_by" integer,
	"applied_at" timestamp with time zone NOT NULL,
	"review_due_at" timestamp with time zone,
	"reviewed_at" timestamp with time zone,
	"pay_key_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fund_accounts_status_ck" CHECK ("fund_accounts"."status" in ('reviewing','rejected','opened','abnormal'))
);
--> statement-breakpoint
CREATE TABLE "fund_idempotency" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"fund_account_id" integer NOT NULL,
	"key" text NOT NULL,
	"command" text NOT NULL,
	"request_hash" text NOT NULL,
	"response" jsonb,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fund_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"fund_account_id" integer NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"amount" bigint NOT NULL,
	"card_id" integer,
	"remark" text,
	"member_id" integer,
	"due_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "fund_orders_kind_ck" CHECK ("fund_orders"."kind" in ('recharge','withdrawal','repayment')),
	CONSTRAINT "fund_orders_status_ck" CHECK ("fund_orders"."status" in ('processing','success','failed','reviewing')),
	CONSTRAINT "fund_orders_amount_ck" CHECK ("fund_orders"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"fund_account_id" integer,
	"bucket" text NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"allow_negative" boolean DEFAULT false NOT NULL,
	CONSTRAINT "ledger_accounts_balance_ck" CHECK ("ledger_accounts"."allow_negative" or "ledger_accounts"."balance" >= 0),
	CONSTRAINT "ledger_accounts_bucket_ck" CHECK ("ledger_accounts"."bucket" in ('available','frozen','reviewing','bankClearing','repaymentsReceived'))
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"txn_id" bigint NOT NULL,
	"account_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ledger_entries_nonzero_ck" CHECK ("ledger_entries"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_txns" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"fund_account_id" integer NOT NULL,
	"kind" text NOT NULL,
	"purpose" text NOT NULL,
	"reference" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ledger_txns_kind_ck" CHECK ("ledger_txns"."kind" in ('payment','recharge','withdrawal','collection','repayment','refund'))
);
--> statement-breakpoint
CREATE TABLE "recharge_verifications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"card_id" integer NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "bank_cards" ADD CONSTRAINT "bank_cards_fund_account_id_fund_accounts_id_fk" FOREIGN KEY ("fund_account_id") REFERENCES "public"."fund_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fund_accounts" ADD CONSTRAINT "fund_accounts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fund_accounts" ADD CONSTRAINT "fund_accounts_applied_by_members_id_fk" FOREIGN KEY ("applied_by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fund_idempotency" ADD CONSTRAINT "fund_idempotency_fund_account_id_fund_accounts_id_fk" FOREIGN KEY ("fund_account_id") REFERENCES "public"."fund_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fund_orders" ADD CONSTRAINT "fund_orders_fund_account_id_fund_accounts_id_fk" FOREIGN KEY ("fund_account_id") REFERENCES "public"."fund_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fund_orders" ADD CONSTRAINT "fund_orders_card_id_bank_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."bank_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fund_orders" ADD CONSTRAINT "fund_orders_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_fund_account_id_fund_accounts_id_fk" FOREIGN KEY ("fund_account_id") REFERENCES "public"."fund_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_txn_id_ledger_txns_id_fk" FOREIGN KEY ("txn_id") REFERENCES "public"."ledger_txns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_txns" ADD CONSTRAINT "ledger_txns_fund_account_id_fund_accounts_id_fk" FOREIGN KEY ("fund_account_id") REFERENCES "public"."fund_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recharge_verifications" ADD CONSTRAINT "recharge_verifications_card_id_bank_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."bank_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_cards_account_idx" ON "bank_cards" USING btree ("fund_account_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "fund_accounts_company_uq" ON "fund_accounts" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fund_accounts_no_uq" ON "fund_accounts" USING btree ("account_no");--> statement-breakpoint
CREATE INDEX "fund_accounts_review_idx" ON "fund_accounts" USING btree ("status","review_due_at");--> statement-breakpoint
CREATE UNIQUE INDEX "fund_idempotency_key_uq" ON "fund_idempotency" USING btree ("fund_account_id","key");--> statement-breakpoint
CREATE UNIQUE INDEX "fund_orders_no_uq" ON "fund_orders" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "fund_orders_due_idx" ON "fund_orders" USING btree ("status","due_at");--> statement-breakpoint
CREATE INDEX "fund_orders_account_idx" ON "fund_orders" USING btree ("fund_account_id","kind","id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_owner_uq" ON "ledger_accounts" USING btree (coalesce("fund_account_id", 0),"bucket");--> statement-breakpoint
CREATE INDEX "ledger_entries_account_idx" ON "ledger_entries" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "ledger_entries_txn_idx" ON "ledger_entries" USING btree ("txn_id");--> statement-breakpoint
CREATE INDEX "ledger_txns_account_idx" ON "ledger_txns" USING btree ("fund_account_id","created_at");--> statement-breakpoint
CREATE INDEX "recharge_verifications_card_idx" ON "recharge_verifications" USING btree ("card_id","id");