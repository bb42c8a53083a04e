CREATE TABLE "gis_features" (
	"id" text PRIMARY KEY NOT NULL,
	"sdc_type" text NOT NULL,
	"name" text NOT NULL,
	"geometry" jsonb NOT NULL,
	"bbox" "box" NOT NULL,
	"record_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"progress" jsonb,
	"result" jsonb,
	"error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"locked_by" text,
	"locked_at" timestamp with time zone,
	"run_after" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "metadata_histories" (
	"id" text PRIMARY KEY NOT NULL,
	"sdc_type" text NOT NULL,
	"record_id" text NOT NULL,
	"action" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"user_id" text,
	"user_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "storage_objects" (
	"id" text PRIMARY KEY NOT NULL,
	"sdc_type" text NOT NULL,
	"path" text NOT NULL,
	"name" text NOT NULL,
	"folder" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"format" text NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"record_id" text,
	"modified_at" timestamp with time zone,
	"scanned_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metadata_histories" ADD CONSTRAINT "metadata_histories_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gis_features_record_idx" ON "gis_features" USING btree ("sdc_type","record_id");--> statement-breakpoint
CREATE INDEX "gis_features_bbox_idx" ON "gis_features" USING gist ("bbox");--> statement-breakpoint
CREATE INDEX "jobs_claim_idx" ON "jobs" USING btree ("status","run_after");--> statement-breakpoint
CREATE INDEX "metadata_histories_record_idx" ON "metadata_histories" USING btree ("sdc_type","record_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "storage_objects_path_idx" ON "storage_objects" USING btree ("path");--> statement-breakpoint
CREATE INDEX "storage_objects_status_idx" ON "storage_objects" USING btree ("sdc_type","status");