CREATE TABLE "content_ads" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"title_zh" text NOT NULL,
	"title_en" text NOT NULL,
	"body_zh" text NOT NULL,
	"body_en" text NOT NULL,
	"action_zh" text NOT NULL,
	"action_en" text NOT NULL,
	"link_url" text NOT NULL,
	"image_url" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "content_ads_location" CHECK ("content_ads"."location_id" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "content_banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"title_zh" text NOT NULL,
	"title_en" text NOT NULL,
	"subtitle_zh" text NOT NULL,
	"subtitle_en" text NOT NULL,
	"image_url" text NOT NULL,
	"link_url" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_cases" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" integer NOT NULL,
	"featured" integer,
	"title_zh" text NOT NULL,
	"title_en" text NOT NULL,
	"company_zh" text NOT NULL,
	"company_en" text NOT NULL,
	"industry_zh" text NOT NULL,
	"industry_en" text NOT NULL,
	"region_zh" text NOT NULL,
	"region_en" text NOT NULL,
	"summary_zh" text NOT NULL,
	"summary_en" text NOT NULL,
	"body_zh" text NOT NULL,
	"body_en" text NOT NULL,
	"cover_url" text NOT NULL,
	"metrics" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_cases_type" CHECK ("content_cases"."type" between 1 and 4),
	CONSTRAINT "content_cases_featured" CHECK ("content_cases"."featured" is null or "content_cases"."featured" between 1 and 6)
);
--> statement-breakpoint
CREATE TABLE "content_enquiries" (
	"id" serial PRIMARY KEY NOT NULL,
	"title_zh" text NOT NULL,
	"title_en" text NOT NULL,
	"buyer_zh" text NOT NULL,
	"buyer_en" text NOT NULL,
	"region_zh" text NOT NULL,
	"region_en" text NOT NULL,
	"category_zh" text NOT NULL,
	"category_en" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_zh" text NOT NULL,
	"unit_en" text NOT NULL,
	"deadline" date NOT NULL,
	"recommended" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_figures" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"value" bigint NOT NULL,
	"unit_zh" text NOT NULL,
	"unit_en" text NOT NULL,
	"label_zh" text NOT NULL,
	"label_en" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "content_figures_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "content_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"year" integer NOT NULL,
	"month" integer NOT NULL,
	"title_zh" text NOT NULL,
	"title_en" text NOT NULL,
	"body_zh" text NOT NULL,
	"body_en" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_mall_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_key" text NOT NULL,
	"category_zh" text NOT NULL,
	"category_en" text NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"spec_zh" text NOT NULL,
	"spec_en" text NOT NULL,
	"brand" text NOT NULL,
	"price_cents" bigint NOT NULL,
	"unit_zh" text NOT NULL,
	"unit_en" text NOT NULL,
	"image_url" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"published" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_news" (
	"id" serial PRIMARY KEY NOT NULL,
	"category" text NOT NULL,
	"title_zh" text NOT NULL,
	"title_en" text NOT NULL,
	"summary_zh" text NOT NULL,
	"summary_en" text NOT NULL,
	"body_zh" text NOT NULL,
	"body_en" text NOT NULL,
	"source_zh" text NOT NULL,
	"source_en" text NOT NULL,
	"cover_url" text,
	"views" integer DEFAULT 0 NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_news_category" CHECK ("content_news"."category" in ('industry', 'announcement'))
);
--> statement-breakpoint
CREATE TABLE "developers" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"contact_name" text NOT NULL,
	"email" text NOT NULL,
	"website" text,
	"purpose" text NOT NULL,
	"app_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "developers_company_id_unique" UNIQUE("company_id"),
	CONSTRAINT "developers_app_key_unique" UNIQUE("app_key")
);
--> statement-breakpoint
CREATE TABLE "flow_order_steps" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"icon_type" integer NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "flow_order_steps_icon" CHECK ("flow_order_steps"."icon_type" between 1 and 14)
);
--> statement-breakpoint
CREATE TABLE "flow_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_sn" text NOT NULL,
	"title_zh" text NOT NULL,
	"title_en" text NOT NULL,
	"buyer_zh" text NOT NULL,
	"buyer_en" text NOT NULL,
	"seller_zh" text NOT NULL,
	"seller_en" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "flow_orders_order_sn_unique" UNIQUE("order_sn")
);
--> statement-breakpoint
ALTER TABLE "developers" ADD CONSTRAINT "developers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "developers" ADD CONSTRAINT "developers_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flow_order_steps" ADD CONSTRAINT "flow_order_steps_order_id_flow_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."flow_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "content_cases_featured_idx" ON "content_cases" USING btree ("featured");--> statement-breakpoint
CREATE INDEX "content_news_list_idx" ON "content_news" USING btree ("published","published_at");--> statement-breakpoint
CREATE UNIQUE INDEX "flow_order_steps_uq" ON "flow_order_steps" USING btree ("order_id","icon_type");