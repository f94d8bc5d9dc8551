CREATE TABLE "wis_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner" text NOT NULL,
	"company_id" integer,
	"member_id" integer NOT NULL,
	"edition" text NOT NULL,
	"version" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	CONSTRAINT "wis_edition" CHECK ("wis_subscriptions"."edition" in ('trial', 'official'))
);
--> statement-breakpoint
ALTER TABLE "wis_subscriptions" ADD CONSTRAINT "wis_subscriptions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wis_subscriptions" ADD CONSTRAINT "wis_subscriptions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "wis_owner_edition_uq" ON "wis_subscriptions" USING btree ("owner","edition");--> statement-breakpoint
CREATE INDEX "wis_member_idx" ON "wis_subscriptions" USING btree ("member_id");