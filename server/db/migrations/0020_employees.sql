CREATE TABLE "employees" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"mobile" text NOT NULL,
	"job_number" text NOT NULL,
	"gender" text NOT NULL,
	"department_id" integer,
	"position" text DEFAULT '' NOT NULL,
	"entry_date" date,
	"status" text DEFAULT 'inService' NOT NULL,
	"email" text,
	"remark" text DEFAULT '' NOT NULL,
	"ext" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"member_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employees_status_ck" CHECK ("employees"."status" in ('inService','left')),
	CONSTRAINT "employees_gender_ck" CHECK ("employees"."gender" in ('male','female'))
);
--> statement-breakpoint
CREATE TABLE "import_jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"public_id" text NOT NULL,
	"company_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"type" text NOT NULL,
	"file_id" text NOT NULL,
	"mode" text NOT NULL,
	"status" text DEFAULT 'checking' NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"imported" integer DEFAULT 0 NOT NULL,
	"error_count" integer DEFAULT 0 NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "import_jobs_public_id_unique" UNIQUE("public_id"),
	CONSTRAINT "import_jobs_status_ck" CHECK ("import_jobs"."status" in ('checking','importing','done','failed')),
	CONSTRAINT "import_jobs_mode_ck" CHECK ("import_jobs"."mode" in ('check','all-or-nothing','valid-rows'))
);
--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_department_id_org_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."org_departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_jobs" ADD CONSTRAINT "import_jobs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_jobs" ADD CONSTRAINT "import_jobs_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "employees_job_number_uq" ON "employees" USING btree ("company_id",lower("job_number"));--> statement-breakpoint
CREATE UNIQUE INDEX "employees_mobile_uq" ON "employees" USING btree ("company_id","mobile");--> statement-breakpoint
CREATE INDEX "employees_company_idx" ON "employees" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "employees_department_idx" ON "employees" USING btree ("department_id","id");--> statement-breakpoint
CREATE INDEX "import_jobs_file_idx" ON "import_jobs" USING btree ("company_id","file_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "import_jobs_running_uq" ON "import_jobs" USING btree ("company_id","file_id") WHERE "import_jobs"."status" in ('checking','importing');