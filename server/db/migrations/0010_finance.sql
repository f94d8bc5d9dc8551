CREATE TABLE "finance_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"apply_no" text NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"member_id" integer,
	"company_id" integer,
	"company_name" text NOT NULL,
	"contact_name" text NOT NULL,
	"mobile" text NOT NULL,
	"form" jsonb NOT NULL,
	"reject_reason" text,
	"resubmits" integer DEFAULT 0 NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "finance_applications_apply_no_unique" UNIQUE("apply_no"),
	CONSTRAINT "finance_kind_ck" CHECK ("finance_applications"."kind" in ('finance', 'lease', 'purchase', 'productivity')),
	CONSTRAINT "finance_status_ck" CHECK ("finance_applications"."status" in ('submitted', 'notPassed', 'passed')),
	CONSTRAINT "finance_applicant_ck" CHECK (("finance_applications"."member_id" is null) = ("finance_applications"."company_id" is null))
);
--> statement-breakpoint
ALTER TABLE "finance_applications" ADD CONSTRAINT "finance_applications_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_applications" ADD CONSTRAINT "finance_applications_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "finance_company_open_uq" ON "finance_applications" USING btree ("company_id","kind") WHERE "finance_applications"."status" = 'submitted' and "finance_applications"."company_id" is not null;--> statement-breakpoint
CREATE INDEX "finance_company_kind_idx" ON "finance_applications" USING btree ("company_id","kind","id");--> statement-breakpoint
CREATE INDEX "finance_status_idx" ON "finance_applications" USING btree ("status","submitted_at");