CREATE TABLE "factories" (
	"id" serial PRIMARY KEY NOT NULL,
	"fac_sn" text NOT NULL,
	"name" text NOT NULL,
	"company_name" text NOT NULL,
	"company_id" integer,
	"address" text,
	"contact_name" text,
	"contact_mobile" text,
	"device_count" integer,
	"area" integer,
	"materials" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"product_fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'unapproved' NOT NULL,
	"gold" boolean DEFAULT false NOT NULL,
	"created_by" integer,
	"approved_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "factories_fac_sn_unique" UNIQUE("fac_sn"),
	CONSTRAINT "factories_status_ck" CHECK ("factories"."status" in ('unapproved','pending','approved'))
);
--> statement-breakpoint
CREATE TABLE "factory_pushes" (
	"id" serial PRIMARY KEY NOT NULL,
	"factory_id" integer NOT NULL,
	"submitter_id" integer NOT NULL,
	"kind" text NOT NULL,
	"changes" jsonb,
	"remark" text,
	"status" text NOT NULL,
	"reject_reason" text,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"submitted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "factory_pushes_kind_ck" CHECK ("factory_pushes"."kind" in ('approval','accountChange','baseChange')),
	CONSTRAINT "factory_pushes_status_ck" CHECK ("factory_pushes"."status" in ('pending','approved','rejected'))
);
--> statement-breakpoint
CREATE TABLE "push_check_records" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"push_id" integer NOT NULL,
	"action" text NOT NULL,
	"member_id" integer,
	"operator_id" integer,
	"note" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone,
	CONSTRAINT "push_check_records_action_ck" CHECK ("push_check_records"."action" in ('submitted','resubmitted','note','approved','rejected'))
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "is_field_admin" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "factories" ADD CONSTRAINT "factories_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "factories" ADD CONSTRAINT "factories_created_by_members_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "factory_pushes" ADD CONSTRAINT "factory_pushes_factory_id_factories_id_fk" FOREIGN KEY ("factory_id") REFERENCES "public"."factories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "factory_pushes" ADD CONSTRAINT "factory_pushes_submitter_id_members_id_fk" FOREIGN KEY ("submitter_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "factory_pushes" ADD CONSTRAINT "factory_pushes_decided_by_operators_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_check_records" ADD CONSTRAINT "push_check_records_push_id_factory_pushes_id_fk" FOREIGN KEY ("push_id") REFERENCES "public"."factory_pushes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_check_records" ADD CONSTRAINT "push_check_records_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_check_records" ADD CONSTRAINT "push_check_records_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "factories_status_idx" ON "factories" USING btree ("status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "factory_pushes_open_uq" ON "factory_pushes" USING btree ("factory_id") WHERE "factory_pushes"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "factory_pushes_submitter_idx" ON "factory_pushes" USING btree ("submitter_id","submitted_at");--> statement-breakpoint
CREATE INDEX "push_check_records_push_idx" ON "push_check_records" USING btree ("push_id","id");