ALTER TABLE "auth_throttles" ADD COLUMN "inflight" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "auth_throttles" ADD COLUMN "reserved_at" timestamp with time zone;