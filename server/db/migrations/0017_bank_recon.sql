CREATE TABLE "bank_movements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"day" text NOT NULL,
	"order_no" text NOT NULL,
	"bank_ref" text NOT NULL,
	"direction" text NOT NULL,
	"amount" bigint NOT NULL,
	"status" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "bank_movements_direction_ck" CHECK ("bank_movements"."direction" in ('in','out')),
	CONSTRAINT "bank_movements_status_ck" CHECK ("bank_movements"."status" in ('success','failed'))
);
--> statement-breakpoint
CREATE TABLE "recon_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"run_id" integer NOT NULL,
	"day" text NOT NULL,
	"order_no" text NOT NULL,
	"difference" text NOT NULL,
	"ledger" text,
	"bank" text,
	"status" text DEFAULT 'open' NOT NULL,
	"note" text,
	"resolved_by" integer,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "recon_items_difference_ck" CHECK ("recon_items"."difference" in ('missingInBank','missingInLedger','direction','amount','status')),
	CONSTRAINT "recon_items_status_ck" CHECK ("recon_items"."status" in ('open','resolved'))
);
--> statement-breakpoint
CREATE TABLE "recon_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"day" text NOT NULL,
	"ledger_count" integer NOT NULL,
	"bank_count" integer NOT NULL,
	"ledger_net" bigint NOT NULL,
	"bank_net" bigint NOT NULL,
	"differences" integer NOT NULL,
	"result" text NOT NULL,
	"ran_at" timestamp with time zone NOT NULL,
	CONSTRAINT "recon_runs_result_ck" CHECK ("recon_runs"."result" in ('clean','differences'))
);
--> statement-breakpoint
ALTER TABLE "recon_items" ADD CONSTRAINT "recon_items_run_id_recon_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."recon_runs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recon_items" ADD CONSTRAINT "recon_items_resolved_by_operators_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_movements_order_uq" ON "bank_movements" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "bank_movements_day_idx" ON "bank_movements" USING btree ("day");--> statement-breakpoint
CREATE UNIQUE INDEX "recon_items_uq" ON "recon_items" USING btree ("day","order_no","difference");--> statement-breakpoint
CREATE INDEX "recon_items_status_idx" ON "recon_items" USING btree ("status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "recon_runs_day_uq" ON "recon_runs" USING btree ("day");