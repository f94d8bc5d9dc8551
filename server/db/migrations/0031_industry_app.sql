CREATE TABLE "industry_app_tokens" (
	"member_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"sealed" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "industry_app_tokens_member_id_company_id_pk" PRIMARY KEY("member_id","company_id")
);
--> statement-breakpoint
CREATE TABLE "industry_standin_members" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant" text NOT NULL,
	"mobile" text NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'enabled' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "industry_standin_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"tenant" text NOT NULL,
	"actor" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "industry_app_tokens" ADD CONSTRAINT "industry_app_tokens_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "industry_app_tokens" ADD CONSTRAINT "industry_app_tokens_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "industry_standin_members_tenant_mobile" ON "industry_standin_members" USING btree ("tenant","mobile");--> statement-breakpoint
CREATE INDEX "industry_standin_members_tenant_id" ON "industry_standin_members" USING btree ("tenant","id");