CREATE TABLE "dictionary_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer,
	"key" text NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dictionary_values" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"key" text NOT NULL,
	"label_zh" text NOT NULL,
	"label_en" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "extended_fields" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"target" text NOT NULL,
	"key" text NOT NULL,
	"label_zh" text NOT NULL,
	"label_en" text NOT NULL,
	"type" text NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"is_unique" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"max_length" integer,
	"min_value" double precision,
	"max_value" double precision,
	"dictionary_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "extended_fields_target_ck" CHECK ("extended_fields"."target" in ('employee','device')),
	CONSTRAINT "extended_fields_type_ck" CHECK ("extended_fields"."type" in ('text','number','date','select'))
);
--> statement-breakpoint
ALTER TABLE "dictionary_groups" ADD CONSTRAINT "dictionary_groups_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dictionary_values" ADD CONSTRAINT "dictionary_values_group_id_dictionary_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."dictionary_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extended_fields" ADD CONSTRAINT "extended_fields_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dictionary_groups_key_uq" ON "dictionary_groups" USING btree (coalesce("company_id", 0),"key");--> statement-breakpoint
CREATE UNIQUE INDEX "dictionary_values_key_uq" ON "dictionary_values" USING btree ("group_id","key");--> statement-breakpoint
CREATE UNIQUE INDEX "extended_fields_key_uq" ON "extended_fields" USING btree ("company_id","target","key");