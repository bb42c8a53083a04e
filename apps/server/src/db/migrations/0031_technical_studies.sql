CREATE TABLE "technical_studies" (
	"id" text PRIMARY KEY NOT NULL,
	"organisation_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"blocks" jsonb NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "technical_study_milestones" (
	"id" text PRIMARY KEY NOT NULL,
	"study_id" text NOT NULL,
	"title" text NOT NULL,
	"due_date" text NOT NULL,
	"done" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "technical_study_report_versions" (
	"report_id" text NOT NULL,
	"version" integer NOT NULL,
	"upload_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "technical_study_report_versions_report_id_version_pk" PRIMARY KEY("report_id","version")
);
--> statement-breakpoint
CREATE TABLE "technical_study_reports" (
	"id" text PRIMARY KEY NOT NULL,
	"organisation_id" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"latest_version" integer DEFAULT 0 NOT NULL,
	"submitted_version" integer,
	"review_note" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "technical_study_reports_status_check" CHECK ("technical_study_reports"."status" in ('draft', 'submitted', 'under_review', 'changes_requested', 'accepted'))
);
--> statement-breakpoint
ALTER TABLE "technical_studies" ADD CONSTRAINT "technical_studies_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "technical_studies" ADD CONSTRAINT "technical_studies_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "technical_study_milestones" ADD CONSTRAINT "technical_study_milestones_study_id_technical_studies_id_fk" FOREIGN KEY ("study_id") REFERENCES "public"."technical_studies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "technical_study_report_versions" ADD CONSTRAINT "technical_study_report_versions_report_id_technical_study_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."technical_study_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "technical_study_report_versions" ADD CONSTRAINT "technical_study_report_versions_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "technical_study_reports" ADD CONSTRAINT "technical_study_reports_id_technical_studies_id_fk" FOREIGN KEY ("id") REFERENCES "public"."technical_studies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "technical_study_reports" ADD CONSTRAINT "technical_study_reports_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "technical_studies_owner_idx" ON "technical_studies" USING btree ("organisation_id","created_at","id");--> statement-breakpoint
CREATE INDEX "technical_study_milestones_study_idx" ON "technical_study_milestones" USING btree ("study_id","due_date");