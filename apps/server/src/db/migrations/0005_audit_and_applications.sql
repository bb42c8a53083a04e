CREATE TABLE "applications" (
	"id" text PRIMARY KEY NOT NULL,
	"organisation_id" text NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"last_stable_status" text,
	"plan_type" text NOT NULL,
	"duration_value" integer,
	"duration_unit" text,
	"add_ons_type" text[] DEFAULT '{}'::text[] NOT NULL,
	"amount_sen" integer DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'MYR' NOT NULL,
	"next_approver_id" text,
	"submitted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "applications_kind_check" CHECK ("applications"."kind" in ('registration', 'renewal', 'upgrade', 'downgrade', 'add-on', 'amendment')),
	CONSTRAINT "applications_status_check" CHECK ("applications"."status" in ('new', 'pending_verification', 'pending_verification_clarification', 'pending_loa', 'pending_loa_clarification', 'invoice_issued', 'pending_payment', 'pending_finance', 'pending_finance_clarification', 'approved', 'rejected', 'failed', 'failed_payment', 'resubmission', 'cancelled', 'cancel_request')),
	CONSTRAINT "applications_last_stable_status_check" CHECK ("applications"."last_stable_status" in ('new', 'pending_verification', 'pending_verification_clarification', 'pending_loa', 'pending_loa_clarification', 'invoice_issued', 'pending_payment', 'pending_finance', 'pending_finance_clarification', 'approved', 'rejected', 'failed', 'failed_payment', 'resubmission', 'cancelled', 'cancel_request')),
	CONSTRAINT "applications_plan_type_check" CHECK ("applications"."plan_type" in ('basic', 'standard', 'premium', 'graduate', 'research', 'academic', 'international-graduate', 'international-research', 'international-academic', 'mbr', 'bid-round', 'mpm-study', 'vdr')),
	CONSTRAINT "applications_duration_check" CHECK (("applications"."duration_value" is null) = ("applications"."duration_unit" is null)),
	CONSTRAINT "applications_duration_value_check" CHECK ("applications"."duration_value" > 0),
	CONSTRAINT "applications_duration_unit_check" CHECK ("applications"."duration_unit" in ('days', 'months', 'years')),
	CONSTRAINT "applications_add_ons_type_check" CHECK ("applications"."add_ons_type" <@ array['mbr', 'mpm-study', 'mbr-plus', 'vdr']::text[]),
	CONSTRAINT "applications_amount_sen_check" CHECK ("applications"."amount_sen" >= 0),
	CONSTRAINT "applications_currency_check" CHECK ("applications"."currency" = 'MYR')
);
--> statement-breakpoint
CREATE TABLE "audit_events" (
	"id" text PRIMARY KEY NOT NULL,
	"actor_user_id" text,
	"actor_role" text,
	"actor_name" text NOT NULL,
	"action" text NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" text NOT NULL,
	"organisation_id" text,
	"before" jsonb,
	"after" jsonb,
	"request_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_next_approver_id_users_id_fk" FOREIGN KEY ("next_approver_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "applications_organisation_idx" ON "applications" USING btree ("organisation_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "applications_status_idx" ON "applications" USING btree ("status","submitted_at");--> statement-breakpoint
CREATE INDEX "applications_next_approver_idx" ON "applications" USING btree ("next_approver_id","status");--> statement-breakpoint
CREATE INDEX "audit_events_subject_idx" ON "audit_events" USING btree ("subject_type","subject_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_events_organisation_idx" ON "audit_events" USING btree ("organisation_id","created_at" DESC NULLS LAST);--> statement-breakpoint
-- The metadata histories become part of the one audit trail: their rows move into audit_events
-- (the role read from the user when they still exist) and the old name stays readable as a view.
INSERT INTO "audit_events" ("id", "actor_user_id", "actor_role", "actor_name", "action", "subject_type", "subject_id", "organisation_id", "before", "after", "request_id", "created_at")
SELECT h."id", h."user_id", u."role", h."user_name", h."action", 'metadata:' || h."sdc_type", h."record_id", NULL, h."before", h."after", NULL, h."created_at"
FROM "metadata_histories" h LEFT JOIN "users" u ON u."id" = h."user_id";--> statement-breakpoint
DROP TABLE "metadata_histories" CASCADE;--> statement-breakpoint
CREATE VIEW "public"."metadata_histories" AS (select id, subject_type, substr(subject_type, 10) as sdc_type, subject_id as record_id, action, before, after, actor_user_id as user_id, actor_name as user_name, created_at from audit_events where subject_type like 'metadata:%');