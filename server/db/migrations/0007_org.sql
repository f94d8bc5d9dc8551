CREATE TABLE "org_department_members" (
	"company_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"department_id" integer NOT NULL,
	"position" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "org_department_members_company_id_member_id_pk" PRIMARY KEY("company_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "org_departments" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"parent_id" integer,
	"name" text NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "org_devices" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"sn" text NOT NULL,
	"model" text NOT NULL,
	"name" text NOT NULL,
	"department_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "org_disabled_members" (
	"company_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"disabled_at" timestamp with time zone NOT NULL,
	CONSTRAINT "org_disabled_members_company_id_member_id_pk" PRIMARY KEY("company_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "org_group_departments" (
	"group_id" integer NOT NULL,
	"department_id" integer NOT NULL,
	CONSTRAINT "org_group_departments_group_id_department_id_pk" PRIMARY KEY("group_id","department_id")
);
--> statement-breakpoint
CREATE TABLE "org_group_members" (
	"group_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	CONSTRAINT "org_group_members_group_id_member_id_pk" PRIMARY KEY("group_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "org_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "org_member_roles" (
	"company_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"role_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "org_member_roles_member_id_role_id_pk" PRIMARY KEY("member_id","role_id")
);
--> statement-breakpoint
CREATE TABLE "org_role_buttons" (
	"role_id" integer NOT NULL,
	"button_id" text NOT NULL,
	CONSTRAINT "org_role_buttons_role_id_button_id_pk" PRIMARY KEY("role_id","button_id")
);
--> statement-breakpoint
CREATE TABLE "org_role_departments" (
	"role_id" integer NOT NULL,
	"department_id" integer NOT NULL,
	CONSTRAINT "org_role_departments_role_id_department_id_pk" PRIMARY KEY("role_id","department_id")
);
--> statement-breakpoint
CREATE TABLE "org_roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "org_department_members" ADD CONSTRAINT "org_department_members_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_department_members" ADD CONSTRAINT "org_department_members_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_department_members" ADD CONSTRAINT "org_department_members_department_id_org_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."org_departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_departments" ADD CONSTRAINT "org_departments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_devices" ADD CONSTRAINT "org_devices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_devices" ADD CONSTRAINT "org_devices_department_id_org_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."org_departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_disabled_members" ADD CONSTRAINT "org_disabled_members_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_disabled_members" ADD CONSTRAINT "org_disabled_members_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_group_departments" ADD CONSTRAINT "org_group_departments_group_id_org_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."org_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_group_departments" ADD CONSTRAINT "org_group_departments_department_id_org_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."org_departments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_group_members" ADD CONSTRAINT "org_group_members_group_id_org_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."org_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_group_members" ADD CONSTRAINT "org_group_members_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_groups" ADD CONSTRAINT "org_groups_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_member_roles" ADD CONSTRAINT "org_member_roles_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_member_roles" ADD CONSTRAINT "org_member_roles_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_member_roles" ADD CONSTRAINT "org_member_roles_role_id_org_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."org_roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_role_buttons" ADD CONSTRAINT "org_role_buttons_role_id_org_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."org_roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_role_departments" ADD CONSTRAINT "org_role_departments_role_id_org_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."org_roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_role_departments" ADD CONSTRAINT "org_role_departments_department_id_org_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."org_departments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_roles" ADD CONSTRAINT "org_roles_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "org_department_members_dept_idx" ON "org_department_members" USING btree ("department_id");--> statement-breakpoint
CREATE UNIQUE INDEX "org_departments_name_uq" ON "org_departments" USING btree ("company_id",coalesce("parent_id", 0),lower(btrim("name")));--> statement-breakpoint
CREATE INDEX "org_departments_company_idx" ON "org_departments" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "org_devices_sn_uq" ON "org_devices" USING btree ("company_id","sn");--> statement-breakpoint
CREATE INDEX "org_devices_dept_idx" ON "org_devices" USING btree ("department_id");--> statement-breakpoint
CREATE UNIQUE INDEX "org_groups_name_uq" ON "org_groups" USING btree ("company_id",lower(btrim("name")));--> statement-breakpoint
CREATE INDEX "org_member_roles_company_idx" ON "org_member_roles" USING btree ("company_id","member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "org_roles_name_uq" ON "org_roles" USING btree ("company_id",lower(btrim("name")));