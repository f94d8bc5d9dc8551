CREATE TABLE "cert_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"business" jsonb,
	"bank" jsonb,
	"file_ids" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"bank_status" text,
	"deposit_cents" integer,
	"deposit_tries" integer DEFAULT 0 NOT NULL,
	"reject_reason" text,
	"submitted_by" integer NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	"reviewed_at" timestamp with time zone,
	CONSTRAINT "cert_applications_kind_ck" CHECK ("cert_applications"."kind" in ('initial','changeInfo','changeBank')),
	CONSTRAINT "cert_applications_status_ck" CHECK ("cert_applications"."status" in ('underReview','approved','rejected','abandoned'))
);
--> statement-breakpoint
CREATE TABLE "company_certs" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"business" jsonb NOT NULL,
	"bank" jsonb NOT NULL,
	"file_ids" jsonb NOT NULL,
	"approved_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "divisions" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"parent_code" text,
	"level" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enterprise_infos" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"introduction" text NOT NULL,
	"nature" text NOT NULL,
	"establishment_time" text NOT NULL,
	"size" text NOT NULL,
	"industry" text NOT NULL,
	"contacts" text NOT NULL,
	"mobile" text NOT NULL,
	"telphone" text NOT NULL,
	"email" text NOT NULL,
	"province_code" text NOT NULL,
	"city_code" text NOT NULL,
	"area_code" text NOT NULL,
	"address" text NOT NULL,
	"status" text NOT NULL,
	"reject_reason" text,
	"submitted_by" integer,
	"submitted_at" timestamp with time zone NOT NULL,
	"reviewed_at" timestamp with time zone,
	CONSTRAINT "enterprise_infos_status_ck" CHECK ("enterprise_infos"."status" in ('underReview','rejected','approved'))
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"public_id" text NOT NULL,
	"member_id" integer NOT NULL,
	"company_id" integer,
	"name" text NOT NULL,
	"ext" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"storage_key" text NOT NULL,
	"app_type" text NOT NULL,
	"biz_id" text,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "files_public_id_unique" UNIQUE("public_id")
);
--> statement-breakpoint
CREATE TABLE "review_decisions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"queue" text NOT NULL,
	"item_id" integer NOT NULL,
	"operator_id" integer NOT NULL,
	"decision" text NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_decisions_decision_ck" CHECK ("review_decisions"."decision" in ('approve','reject'))
);
--> statement-breakpoint
CREATE TABLE "service_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer,
	"company_id" integer,
	"topic" text NOT NULL,
	"content" text NOT NULL,
	"contact" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "upload_tokens" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"member_id" integer NOT NULL,
	"company_id" integer,
	"app_type" text NOT NULL,
	"biz_id" text,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "upload_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "cert_applications" ADD CONSTRAINT "cert_applications_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cert_applications" ADD CONSTRAINT "cert_applications_submitted_by_members_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_certs" ADD CONSTRAINT "company_certs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enterprise_infos" ADD CONSTRAINT "enterprise_infos_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enterprise_infos" ADD CONSTRAINT "enterprise_infos_submitted_by_members_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_decisions" ADD CONSTRAINT "review_decisions_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upload_tokens" ADD CONSTRAINT "upload_tokens_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upload_tokens" ADD CONSTRAINT "upload_tokens_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cert_applications_company_idx" ON "cert_applications" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "cert_applications_queue_idx" ON "cert_applications" USING btree ("kind","status","submitted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "cert_applications_open_uq" ON "cert_applications" USING btree ("company_id") WHERE "cert_applications"."status" = 'underReview';--> statement-breakpoint
CREATE INDEX "divisions_parent_idx" ON "divisions" USING btree ("parent_code","code");--> statement-breakpoint
CREATE UNIQUE INDEX "enterprise_infos_company_uq" ON "enterprise_infos" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "enterprise_infos_status_idx" ON "enterprise_infos" USING btree ("status","submitted_at");--> statement-breakpoint
CREATE INDEX "files_member_idx" ON "files" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "files_company_idx" ON "files" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "review_decisions_item_idx" ON "review_decisions" USING btree ("queue","item_id");--> statement-breakpoint
CREATE INDEX "service_requests_status_idx" ON "service_requests" USING btree ("status","created_at");