CREATE TABLE "app_catalogue" (
	"code" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"channel" text NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"intro_zh" text NOT NULL,
	"intro_en" text NOT NULL,
	"url" text NOT NULL,
	"icon" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "app_catalogue_kind_ck" CHECK ("app_catalogue"."kind" in ('platform', 'box'))
);
--> statement-breakpoint
CREATE TABLE "company_apps" (
	"company_id" integer NOT NULL,
	"app_code" text NOT NULL,
	"relation" text NOT NULL,
	"display" boolean DEFAULT true NOT NULL,
	"seats" integer DEFAULT 0 NOT NULL,
	"granted" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_apps_company_id_app_code_pk" PRIMARY KEY("company_id","app_code"),
	CONSTRAINT "company_apps_relation_ck" CHECK ("company_apps"."relation" in ('platform', 'purchased', 'followed')),
	CONSTRAINT "company_apps_seats_ck" CHECK ("company_apps"."granted" >= 0 and "company_apps"."granted" <= "company_apps"."seats")
);
--> statement-breakpoint
CREATE TABLE "dashboard_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dashboard_visuals" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"title_zh" text NOT NULL,
	"title_en" text NOT NULL,
	"intro_zh" text NOT NULL,
	"intro_en" text NOT NULL,
	"panels" jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wr_device_days" (
	"enterprise_id" integer NOT NULL,
	"day" date NOT NULL,
	"devices_on" integer NOT NULL,
	CONSTRAINT "wr_device_days_enterprise_id_day_pk" PRIMARY KEY("enterprise_id","day"),
	CONSTRAINT "wr_device_days_on_ck" CHECK ("wr_device_days"."devices_on" >= 0)
);
--> statement-breakpoint
CREATE TABLE "wr_enterprises" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"province_code" text NOT NULL,
	"city_code" text NOT NULL,
	"devices" integer NOT NULL,
	CONSTRAINT "wr_enterprises_devices_ck" CHECK ("wr_enterprises"."devices" > 0)
);
--> statement-breakpoint
CREATE TABLE "wr_regions" (
	"code" text PRIMARY KEY NOT NULL,
	"parent_code" text,
	"level" integer NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "wr_regions_level_ck" CHECK ("wr_regions"."level" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "wr_white_list" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_apps" ADD CONSTRAINT "company_apps_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_apps" ADD CONSTRAINT "company_apps_app_code_app_catalogue_code_fk" FOREIGN KEY ("app_code") REFERENCES "public"."app_catalogue"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dashboard_visuals" ADD CONSTRAINT "dashboard_visuals_category_id_dashboard_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."dashboard_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wr_device_days" ADD CONSTRAINT "wr_device_days_enterprise_id_wr_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."wr_enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wr_enterprises" ADD CONSTRAINT "wr_enterprises_province_code_wr_regions_code_fk" FOREIGN KEY ("province_code") REFERENCES "public"."wr_regions"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wr_enterprises" ADD CONSTRAINT "wr_enterprises_city_code_wr_regions_code_fk" FOREIGN KEY ("city_code") REFERENCES "public"."wr_regions"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wr_white_list" ADD CONSTRAINT "wr_white_list_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "app_catalogue_channel_idx" ON "app_catalogue" USING btree ("channel","sort");--> statement-breakpoint
CREATE INDEX "dashboard_visuals_category_idx" ON "dashboard_visuals" USING btree ("category_id","sort");--> statement-breakpoint
CREATE INDEX "wr_device_days_day_idx" ON "wr_device_days" USING btree ("day");--> statement-breakpoint
CREATE INDEX "wr_enterprises_city_idx" ON "wr_enterprises" USING btree ("province_code","city_code");--> statement-breakpoint
CREATE INDEX "wr_regions_parent_idx" ON "wr_regions" USING btree ("parent_code");