CREATE TABLE "curated_package_assignments" (
	"id" text PRIMARY KEY NOT NULL,
	"curated_package_id" text NOT NULL,
	"organisation_id" text NOT NULL,
	"user_id" text,
	"assigned_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "curated_package_records" (
	"curated_package_id" text NOT NULL,
	"sdc_type" text NOT NULL,
	"record_id" text NOT NULL,
	"title" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "curated_package_records_curated_package_id_sdc_type_record_id_pk" PRIMARY KEY("curated_package_id","sdc_type","record_id")
);
--> statement-breakpoint
CREATE TABLE "curated_packages" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "data_pack_records" (
	"pack_id" text NOT NULL,
	"sdc_type" text NOT NULL,
	"record_id" text NOT NULL,
	"title" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "data_pack_records_pack_id_sdc_type_record_id_pk" PRIMARY KEY("pack_id","sdc_type","record_id")
);
--> statement-breakpoint
CREATE TABLE "data_packs" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"credits" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	CONSTRAINT "data_packs_status_check" CHECK ("data_packs"."status" in ('draft', 'published', 'withdrawn')),
	CONSTRAINT "data_packs_credits_check" CHECK ("data_packs"."credits" >= 0)
);
--> statement-breakpoint
CREATE TABLE "data_pre_packs" (
	"id" text PRIMARY KEY NOT NULL,
	"pack_id" text NOT NULL,
	"status" text DEFAULT 'building' NOT NULL,
	"path" text,
	"size_bytes" bigint,
	"etag" text,
	"files" jsonb,
	"error" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"built_at" timestamp with time zone,
	CONSTRAINT "data_pre_packs_status_check" CHECK ("data_pre_packs"."status" in ('building', 'ready', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "data_request_files" (
	"id" text PRIMARY KEY NOT NULL,
	"request_id" text NOT NULL,
	"path" text NOT NULL,
	"name" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"uploaded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "data_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"organisation_id" text NOT NULL,
	"user_id" text NOT NULL,
	"title" text NOT NULL,
	"purpose" text NOT NULL,
	"records" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"area" jsonb,
	"status" text DEFAULT 'submitted' NOT NULL,
	"assigned_to" text,
	"staff_note" text,
	"package_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone,
	CONSTRAINT "data_requests_status_check" CHECK ("data_requests"."status" in ('submitted', 'assigned', 'delivered', 'declined', 'cancelled'))
);
--> statement-breakpoint
DROP INDEX "download_packages_one_draft_idx";--> statement-breakpoint
ALTER TABLE "download_packages" ADD COLUMN "origin" text DEFAULT 'records' NOT NULL;--> statement-breakpoint
ALTER TABLE "download_packages" ADD COLUMN "origin_id" text;--> statement-breakpoint
ALTER TABLE "download_packages" ADD COLUMN "prebuilt_path" text;--> statement-breakpoint
ALTER TABLE "curated_package_assignments" ADD CONSTRAINT "curated_package_assignments_curated_package_id_curated_packages_id_fk" FOREIGN KEY ("curated_package_id") REFERENCES "public"."curated_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "curated_package_assignments" ADD CONSTRAINT "curated_package_assignments_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "curated_package_assignments" ADD CONSTRAINT "curated_package_assignments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "curated_package_assignments" ADD CONSTRAINT "curated_package_assignments_assigned_by_users_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "curated_package_records" ADD CONSTRAINT "curated_package_records_curated_package_id_curated_packages_id_fk" FOREIGN KEY ("curated_package_id") REFERENCES "public"."curated_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "curated_packages" ADD CONSTRAINT "curated_packages_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_pack_records" ADD CONSTRAINT "data_pack_records_pack_id_data_packs_id_fk" FOREIGN KEY ("pack_id") REFERENCES "public"."data_packs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_packs" ADD CONSTRAINT "data_packs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_pre_packs" ADD CONSTRAINT "data_pre_packs_pack_id_data_packs_id_fk" FOREIGN KEY ("pack_id") REFERENCES "public"."data_packs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_pre_packs" ADD CONSTRAINT "data_pre_packs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_request_files" ADD CONSTRAINT "data_request_files_request_id_data_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."data_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_request_files" ADD CONSTRAINT "data_request_files_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_requests" ADD CONSTRAINT "data_requests_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_requests" ADD CONSTRAINT "data_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_requests" ADD CONSTRAINT "data_requests_assigned_to_users_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_requests" ADD CONSTRAINT "data_requests_package_id_download_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."download_packages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "curated_package_assignments_target_idx" ON "curated_package_assignments" USING btree ("curated_package_id","organisation_id",coalesce("user_id", ''));--> statement-breakpoint
CREATE INDEX "curated_package_assignments_org_idx" ON "curated_package_assignments" USING btree ("organisation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "data_packs_name_idx" ON "data_packs" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "data_packs_status_idx" ON "data_packs" USING btree ("status","name");--> statement-breakpoint
CREATE INDEX "data_pre_packs_pack_idx" ON "data_pre_packs" USING btree ("pack_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "data_request_files_path_idx" ON "data_request_files" USING btree ("request_id","path");--> statement-breakpoint
CREATE INDEX "data_requests_owner_idx" ON "data_requests" USING btree ("organisation_id","created_at","id");--> statement-breakpoint
CREATE INDEX "data_requests_status_idx" ON "data_requests" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "data_requests_assignee_idx" ON "data_requests" USING btree ("assigned_to");--> statement-breakpoint
CREATE INDEX "download_packages_origin_idx" ON "download_packages" USING btree ("origin","origin_id");--> statement-breakpoint
CREATE UNIQUE INDEX "download_packages_one_draft_idx" ON "download_packages" USING btree ("user_id") WHERE "download_packages"."status" = 'draft' and "download_packages"."origin" = 'records';--> statement-breakpoint
ALTER TABLE "download_packages" ADD CONSTRAINT "download_packages_origin_check" CHECK ("download_packages"."origin" in ('records', 'data_request', 'data_pack', 'curated'));