CREATE TABLE "app_refresh_tokens" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"chain_id" text NOT NULL,
	"app_id" text NOT NULL,
	"member_id" integer NOT NULL,
	"company_id" integer,
	"scope" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "app_refresh_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "app_tokens" ADD COLUMN "chain_id" text;--> statement-breakpoint
ALTER TABLE "app_refresh_tokens" ADD CONSTRAINT "app_refresh_tokens_app_id_apps_app_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("app_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_refresh_tokens" ADD CONSTRAINT "app_refresh_tokens_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_refresh_tokens" ADD CONSTRAINT "app_refresh_tokens_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "app_refresh_tokens_chain_idx" ON "app_refresh_tokens" USING btree ("chain_id");--> statement-breakpoint
CREATE INDEX "app_refresh_tokens_member_app_idx" ON "app_refresh_tokens" USING btree ("member_id","app_id");--> statement-breakpoint
CREATE INDEX "app_refresh_tokens_expires_idx" ON "app_refresh_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "app_tokens_chain_idx" ON "app_tokens" USING btree ("chain_id");