CREATE TABLE "bank_nonces" (
	"nonce" text PRIMARY KEY NOT NULL,
	"seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "bank_nonces_seen_idx" ON "bank_nonces" USING btree ("seen_at");