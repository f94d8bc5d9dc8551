CREATE TABLE "coding_rule_counters" (
	"rule_id" integer NOT NULL,
	"period" text NOT NULL,
	"value" integer NOT NULL,
	CONSTRAINT "coding_rule_counters_rule_id_period_pk" PRIMARY KEY("rule_id","period")
);
--> statement-breakpoint
CREATE TABLE "coding_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"target" text NOT NULL,
	"name" text NOT NULL,
	"segments" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coding_rules_target_ck" CHECK ("coding_rules"."target" in ('device','employee'))
);
--> statement-breakpoint
CREATE TABLE "connection_boxes" (
	"id" serial PRIMARY KEY NOT NULL,
	"sn" text NOT NULL,
	"model" text NOT NULL,
	"company_id" integer NOT NULL,
	"secret_hash" text NOT NULL,
	"reported_name" text DEFAULT '' NOT NULL,
	"reported_at" timestamp with time zone,
	CONSTRAINT "connection_boxes_sn_unique" UNIQUE("sn")
);
--> statement-breakpoint
CREATE TABLE "device_checks" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"device_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"result" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"photo_file_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"checked_at" timestamp with time zone NOT NULL,
	CONSTRAINT "device_checks_result_ck" CHECK ("device_checks"."result" in ('normal','abnormal'))
);
--> statement-breakpoint
ALTER TABLE "org_devices" ADD COLUMN "brand" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "org_devices" ADD COLUMN "specification" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "org_devices" ADD COLUMN "purchase_date" date;--> statement-breakpoint
ALTER TABLE "org_devices" ADD COLUMN "status" text DEFAULT 'inUse' NOT NULL;--> statement-breakpoint
ALTER TABLE "org_devices" ADD COLUMN "location" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "org_devices" ADD COLUMN "box_sn" text;--> statement-breakpoint
ALTER TABLE "org_devices" ADD COLUMN "ext" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "coding_rule_counters" ADD CONSTRAINT "coding_rule_counters_rule_id_coding_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."coding_rules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coding_rules" ADD CONSTRAINT "coding_rules_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connection_boxes" ADD CONSTRAINT "connection_boxes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_checks" ADD CONSTRAINT "device_checks_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_checks" ADD CONSTRAINT "device_checks_device_id_org_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."org_devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_checks" ADD CONSTRAINT "device_checks_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "coding_rules_target_uq" ON "coding_rules" USING btree ("company_id","target");--> statement-breakpoint
CREATE INDEX "connection_boxes_company_idx" ON "connection_boxes" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "device_checks_device_idx" ON "device_checks" USING btree ("device_id","checked_at");--> statement-breakpoint
CREATE INDEX "device_checks_company_idx" ON "device_checks" USING btree ("company_id","checked_at");--> statement-breakpoint
CREATE INDEX "org_devices_company_list_idx" ON "org_devices" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "org_devices_company_status_idx" ON "org_devices" USING btree ("company_id","status","id");--> statement-breakpoint
ALTER TABLE "org_devices" ADD CONSTRAINT "org_devices_status_ck" CHECK ("org_devices"."status" in ('inUse','idle','repair','scrapped'));