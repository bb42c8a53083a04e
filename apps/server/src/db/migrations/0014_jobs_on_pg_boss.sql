DROP TABLE "job_workers" CASCADE;--> statement-breakpoint
DROP TABLE "download_schedules" CASCADE;