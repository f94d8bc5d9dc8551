CREATE TABLE "job_runs" (
	"tick" bigint NOT NULL,
	"job" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"result" integer,
	"error" text,
	CONSTRAINT "job_runs_tick_job_pk" PRIMARY KEY("tick","job")
);
