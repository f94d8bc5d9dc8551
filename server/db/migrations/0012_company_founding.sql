ALTER TABLE "companies" ADD COLUMN "founded_by" integer;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_founded_by_members_id_fk" FOREIGN KEY ("founded_by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "companies_founded_by_idx" ON "companies" USING btree ("founded_by");