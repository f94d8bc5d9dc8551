CREATE TABLE "device_models" (
	"model" text PRIMARY KEY NOT NULL,
	"series" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"photo" text NOT NULL,
	"content_zh" jsonb NOT NULL,
	"content_en" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "device_models_series_ck" CHECK ("device_models"."series" in ('IBX','IMT'))
);
--> statement-breakpoint
CREATE TABLE "device_submissions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"kind" text NOT NULL,
	"model" text,
	"serial_no" text,
	"description" text NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "device_submissions_kind_ck" CHECK ("device_submissions"."kind" in ('problem','request'))
);
--> statement-breakpoint
CREATE TABLE "member_wechats" (
	"id" serial PRIMARY KEY NOT NULL,
	"unionid" text NOT NULL,
	"openid" text NOT NULL,
	"member_id" integer NOT NULL,
	"company_id" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wechat_users" (
	"unionid" text PRIMARY KEY NOT NULL,
	"openid" text NOT NULL,
	"nickname" text,
	"avatar_url" text,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "device_submissions" ADD CONSTRAINT "device_submissions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_wechats" ADD CONSTRAINT "member_wechats_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_wechats" ADD CONSTRAINT "member_wechats_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "device_models_sort_idx" ON "device_models" USING btree ("series","sort");--> statement-breakpoint
CREATE INDEX "device_submissions_member_idx" ON "device_submissions" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "member_wechats_member_uq" ON "member_wechats" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "member_wechats_company_uq" ON "member_wechats" USING btree ("unionid",coalesce("company_id", 0));--> statement-breakpoint
CREATE INDEX "member_wechats_unionid_idx" ON "member_wechats" USING btree ("unionid");