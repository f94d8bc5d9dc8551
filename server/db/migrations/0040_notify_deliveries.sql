CREATE TABLE "notify_deliveries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"notice_id" text NOT NULL,
	"member_id" integer NOT NULL,
	"event" text NOT NULL,
	"channel" text NOT NULL,
	"vars" jsonb NOT NULL,
	"lang" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"lease_until" timestamp with time zone,
	"claim" text,
	"last_error" text,
	"note" text,
	"operator_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	"done_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "notify_preferences" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"lang" text DEFAULT 'zh-CN' NOT NULL,
	"quiet_hours" boolean DEFAULT true NOT NULL,
	"choices" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wechat_access_tokens" (
	"app_id" text PRIMARY KEY NOT NULL,
	"token" text,
	"expires_at" timestamp with time zone,
	"refreshing_until" timestamp with time zone,
	"refreshed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "notify_deliveries" ADD CONSTRAINT "notify_deliveries_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notify_deliveries" ADD CONSTRAINT "notify_deliveries_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notify_preferences" ADD CONSTRAINT "notify_preferences_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notify_deliveries_notice_channel_uq" ON "notify_deliveries" USING btree ("notice_id","channel");--> statement-breakpoint
CREATE INDEX "notify_deliveries_due_idx" ON "notify_deliveries" USING btree ("due_at","id") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "notify_deliveries_dead_idx" ON "notify_deliveries" USING btree ("id") WHERE status = 'dead';