CREATE TABLE "wechat_tickets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"unionid" text NOT NULL,
	"openid" text NOT NULL,
	"member_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "wechat_tickets" ADD CONSTRAINT "wechat_tickets_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "wechat_tickets_token_uq" ON "wechat_tickets" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "wechat_tickets_unionid_idx" ON "wechat_tickets" USING btree ("unionid");--> statement-breakpoint
CREATE INDEX "wechat_tickets_member_idx" ON "wechat_tickets" USING btree ("member_id");