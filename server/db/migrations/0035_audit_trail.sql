CREATE TABLE "audit_breaks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"chain" text NOT NULL,
	"company_id" integer,
	"seq" bigint NOT NULL,
	"reason" text NOT NULL,
	"found_at" timestamp with time zone NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "audit_checkpoints" (
	"chain" text PRIMARY KEY NOT NULL,
	"seq" bigint NOT NULL,
	"hash" text NOT NULL,
	"pruned_at" timestamp with time zone NOT NULL,
	"signature" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_day_heads" (
	"day" text NOT NULL,
	"chain" text NOT NULL,
	"company_id" integer,
	"seq" bigint NOT NULL,
	"hash" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"chain" text NOT NULL,
	"seq" bigint NOT NULL,
	"company_id" integer,
	"member_id" integer,
	"at" timestamp with time zone NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_id" integer,
	"actor_name" text,
	"ip" text,
	"user_agent" text,
	"process" text,
	"cmd" text NOT NULL,
	"kind" text NOT NULL,
	"target" text,
	"detail" jsonb NOT NULL,
	"result" text NOT NULL,
	"error_code" integer,
	"prev_hash" text NOT NULL,
	"hash" text NOT NULL,
	CONSTRAINT "audit_entries_result_ck" CHECK ("audit_entries"."result" in ('done','refused'))
);
--> statement-breakpoint
CREATE TABLE "audit_heads" (
	"chain" text PRIMARY KEY NOT NULL,
	"company_id" integer,
	"seq" bigint NOT NULL,
	"hash" text NOT NULL,
	"verified_seq" bigint DEFAULT 0 NOT NULL,
	"verified_hash" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "audit_breaks_open_uq" ON "audit_breaks" USING btree ("chain") WHERE "audit_breaks"."resolved_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "audit_day_heads_uq" ON "audit_day_heads" USING btree ("day","chain");--> statement-breakpoint
CREATE UNIQUE INDEX "audit_entries_chain_seq_uq" ON "audit_entries" USING btree ("chain","seq");--> statement-breakpoint
CREATE INDEX "audit_entries_company_idx" ON "audit_entries" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "audit_entries_company_at_idx" ON "audit_entries" USING btree ("company_id","at");--> statement-breakpoint
CREATE INDEX "audit_entries_company_actor_idx" ON "audit_entries" USING btree ("company_id","actor_id","id");--> statement-breakpoint
CREATE INDEX "audit_entries_company_kind_idx" ON "audit_entries" USING btree ("company_id","kind","id");--> statement-breakpoint
CREATE INDEX "audit_entries_company_target_idx" ON "audit_entries" USING btree ("company_id","target","id");--> statement-breakpoint
CREATE INDEX "audit_entries_company_result_idx" ON "audit_entries" USING btree ("company_id","result","id");--> statement-breakpoint
CREATE INDEX "audit_entries_member_idx" ON "audit_entries" USING btree ("member_id","id");