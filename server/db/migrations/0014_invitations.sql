CREATE TABLE "org_invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"nation_code" text DEFAULT '86' NOT NULL,
	"mobile" text NOT NULL,
	"member_id" integer,
	"invited_by" integer NOT NULL,
	"role_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "org_invitations_status_ck" CHECK ("org_invitations"."status" in ('pending','accepted','declined','revoked','expired'))
);
--> statement-breakpoint
ALTER TABLE "org_invitations" ADD CONSTRAINT "org_invitations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_invitations" ADD CONSTRAINT "org_invitations_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_invitations" ADD CONSTRAINT "org_invitations_invited_by_members_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "org_invitations_pending_uq" ON "org_invitations" USING btree ("company_id","nation_code","mobile") WHERE "org_invitations"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "org_invitations_company_idx" ON "org_invitations" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "org_invitations_invitee_idx" ON "org_invitations" USING btree ("nation_code","mobile","status");--> statement-breakpoint
CREATE INDEX "org_invitations_member_idx" ON "org_invitations" USING btree ("member_id","status");