ALTER TABLE "companies" ADD COLUMN "max_sessions_per_member" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "link" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "ip" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "user_agent" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "client" text DEFAULT 'desktop' NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "app_id" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "fingerprint" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "last_used_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_app_id_apps_app_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("app_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_family_idx" ON "sessions" USING btree ("family");--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_max_sessions_ck" CHECK ("companies"."max_sessions_per_member" between 0 and 100);--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_client_ck" CHECK ("sessions"."client" in ('desktop','h5','wechat','app'));