CREATE TABLE "activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"title_zh" text NOT NULL,
	"title_en" text NOT NULL,
	"content_zh" text DEFAULT '' NOT NULL,
	"content_en" text DEFAULT '' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"draws_per_day" integer DEFAULT 1 NOT NULL,
	"miss_weight" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activities_code_unique" UNIQUE("code"),
	CONSTRAINT "activities_kind_ck" CHECK ("activities"."kind" in ('lottery','exposition','invitation','registration')),
	CONSTRAINT "activities_counts_ck" CHECK ("activities"."draws_per_day" >= 1 and "activities"."miss_weight" >= 0)
);
--> statement-breakpoint
CREATE TABLE "activity_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"code" text NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "activity_draw_counts" (
	"activity_id" integer NOT NULL,
	"subject" text NOT NULL,
	"day" text NOT NULL,
	"used" integer NOT NULL,
	CONSTRAINT "activity_draw_counts_activity_id_subject_day_pk" PRIMARY KEY("activity_id","subject","day"),
	CONSTRAINT "activity_draw_counts_used_ck" CHECK ("activity_draw_counts"."used" >= 0)
);
--> statement-breakpoint
CREATE TABLE "activity_draws" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"subject" text NOT NULL,
	"member_id" integer,
	"invitation_code" text,
	"channel" text NOT NULL,
	"prize_id" integer,
	"request_id" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_prizes" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"level" integer NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"stock" integer NOT NULL,
	"total" integer NOT NULL,
	CONSTRAINT "activity_prizes_stock_ck" CHECK ("activity_prizes"."stock" >= 0 and "activity_prizes"."stock" <= "activity_prizes"."total")
);
--> statement-breakpoint
CREATE TABLE "salesman_pictures" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"picture" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activity_codes" ADD CONSTRAINT "activity_codes_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_draw_counts" ADD CONSTRAINT "activity_draw_counts_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_draws" ADD CONSTRAINT "activity_draws_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_draws" ADD CONSTRAINT "activity_draws_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_draws" ADD CONSTRAINT "activity_draws_prize_id_activity_prizes_id_fk" FOREIGN KEY ("prize_id") REFERENCES "public"."activity_prizes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_prizes" ADD CONSTRAINT "activity_prizes_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salesman_pictures" ADD CONSTRAINT "salesman_pictures_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "activity_codes_code_uq" ON "activity_codes" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "activity_draws_request_uq" ON "activity_draws" USING btree ("activity_id","subject","request_id");--> statement-breakpoint
CREATE INDEX "activity_draws_activity_idx" ON "activity_draws" USING btree ("activity_id","created_at");--> statement-breakpoint
CREATE INDEX "activity_draws_member_idx" ON "activity_draws" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "activity_prizes_activity_idx" ON "activity_prizes" USING btree ("activity_id");