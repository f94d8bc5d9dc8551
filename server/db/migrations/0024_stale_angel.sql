CREATE TABLE "app_consents" (
	"member_id" integer NOT NULL,
	"app_id" text NOT NULL,
	"scope" text DEFAULT '' NOT NULL,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "app_consents_member_id_app_id_pk" PRIMARY KEY("member_id","app_id")
);
--> statement-breakpoint
CREATE TABLE "app_tokens" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"app_id" text NOT NULL,
	"member_id" integer NOT NULL,
	"company_id" integer,
	"scope" text NOT NULL,
	"code_id" bigint,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "app_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "apps" ADD COLUMN "secret_hash" text;--> statement-breakpoint
ALTER TABLE "auth_codes" ADD COLUMN "scope" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "auth_codes" ADD COLUMN "code_challenge" text;--> statement-breakpoint
ALTER TABLE "auth_codes" ADD COLUMN "nonce" text;--> statement-breakpoint
ALTER TABLE "app_consents" ADD CONSTRAINT "app_consents_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_consents" ADD CONSTRAINT "app_consents_app_id_apps_app_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("app_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_tokens" ADD CONSTRAINT "app_tokens_app_id_apps_app_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("app_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_tokens" ADD CONSTRAINT "app_tokens_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_tokens" ADD CONSTRAINT "app_tokens_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_tokens" ADD CONSTRAINT "app_tokens_code_id_auth_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."auth_codes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "app_tokens_member_app_idx" ON "app_tokens" USING btree ("member_id","app_id");--> statement-breakpoint
CREATE INDEX "app_tokens_code_idx" ON "app_tokens" USING btree ("code_id");--> statement-breakpoint
CREATE INDEX "app_tokens_expires_idx" ON "app_tokens" USING btree ("expires_at");