CREATE TABLE "list_counters" (
	"list" text NOT NULL,
	"scope" integer NOT NULL,
	"sub" integer DEFAULT 0 NOT NULL,
	"state" text DEFAULT '' NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "list_counters_list_scope_sub_state_pk" PRIMARY KEY("list","scope","sub","state")
);
--> statement-breakpoint
DROP INDEX "org_department_members_dept_idx";--> statement-breakpoint
DROP INDEX "content_news_list_idx";--> statement-breakpoint
DROP INDEX "finance_status_idx";--> statement-breakpoint
DROP INDEX "cert_applications_queue_idx";--> statement-breakpoint
DROP INDEX "enterprise_infos_status_idx";--> statement-breakpoint
CREATE INDEX "content_cases_list_idx" ON "content_cases" USING btree ("type","published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE published;--> statement-breakpoint
CREATE INDEX "content_cases_published_idx" ON "content_cases" USING btree ("published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE published;--> statement-breakpoint
CREATE INDEX "content_cases_all_idx" ON "content_cases" USING btree ("published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "content_news_published_idx" ON "content_news" USING btree ("published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE published;--> statement-breakpoint
CREATE INDEX "content_news_all_idx" ON "content_news" USING btree ("published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "company_members_list_idx" ON "company_members" USING btree ("company_id","is_admin" DESC NULLS FIRST,"created_at","member_id");--> statement-breakpoint
CREATE INDEX "employees_company_status_idx" ON "employees" USING btree ("company_id","status","id");--> statement-breakpoint
CREATE INDEX "factory_pushes_status_idx" ON "factory_pushes" USING btree ("status","submitted_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "factory_pushes_queue_idx" ON "factory_pushes" USING btree ("submitted_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "finance_queue_idx" ON "finance_applications" USING btree ("submitted_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "fund_accounts_status_idx" ON "fund_accounts" USING btree ("status","applied_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "fund_accounts_queue_idx" ON "fund_accounts" USING btree ("applied_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "cert_applications_kind_idx" ON "cert_applications" USING btree ("kind","submitted_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "cert_applications_bank_idx" ON "cert_applications" USING btree ("bank_status","submitted_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE bank_status is not null and kind in ('initial', 'changeBank');--> statement-breakpoint
CREATE INDEX "cert_applications_bank_all_idx" ON "cert_applications" USING btree ("submitted_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE bank_status is not null and kind in ('initial', 'changeBank');--> statement-breakpoint
CREATE INDEX "enterprise_infos_queue_idx" ON "enterprise_infos" USING btree ("submitted_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "files_company_list_idx" ON "files" USING btree ("company_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE deleted_at is null and app_type not in ('excelImport', 'excelExport');--> statement-breakpoint
CREATE INDEX "files_member_list_idx" ON "files" USING btree ("member_id",coalesce("company_id", 0),"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE deleted_at is null and app_type not in ('excelImport', 'excelExport');--> statement-breakpoint
CREATE INDEX "org_department_members_list_idx" ON "org_department_members" USING btree ("department_id","created_at","member_id");--> statement-breakpoint
CREATE INDEX "content_news_list_idx" ON "content_news" USING btree ("category","published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE published;--> statement-breakpoint
CREATE INDEX "finance_status_idx" ON "finance_applications" USING btree ("status","submitted_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "cert_applications_queue_idx" ON "cert_applications" USING btree ("kind","status","submitted_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "enterprise_infos_status_idx" ON "enterprise_infos" USING btree ("status","submitted_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);