CREATE TABLE "study_document_comments" (
	"id" text PRIMARY KEY NOT NULL,
	"document_id" text NOT NULL,
	"organisation_id" text NOT NULL,
	"author_id" text,
	"author_name" text NOT NULL,
	"body" text NOT NULL,
	"format" text DEFAULT 'plain' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "study_document_comments_format_check" CHECK ("study_document_comments"."format" in ('plain', 'rich'))
);
--> statement-breakpoint
CREATE TABLE "study_documents" (
	"id" text PRIMARY KEY NOT NULL,
	"organisation_id" text NOT NULL,
	"upload_id" text NOT NULL,
	"title" text NOT NULL,
	"kind" text NOT NULL,
	"abstract" text DEFAULT '' NOT NULL,
	"author_id" text,
	"author_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "study_documents_kind_check" CHECK ("study_documents"."kind" in ('thesis', 'report', 'poster'))
);
--> statement-breakpoint
ALTER TABLE "study_document_comments" ADD CONSTRAINT "study_document_comments_document_id_study_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."study_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_document_comments" ADD CONSTRAINT "study_document_comments_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_document_comments" ADD CONSTRAINT "study_document_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_documents" ADD CONSTRAINT "study_documents_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_documents" ADD CONSTRAINT "study_documents_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_documents" ADD CONSTRAINT "study_documents_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "study_document_comments_document_idx" ON "study_document_comments" USING btree ("document_id","created_at");--> statement-breakpoint
CREATE INDEX "study_documents_organisation_idx" ON "study_documents" USING btree ("organisation_id","created_at" DESC NULLS LAST);