CREATE TABLE "application_approvals" (
	"id" text PRIMARY KEY NOT NULL,
	"application_id" text NOT NULL,
	"approver_id" text,
	"approver_name" text NOT NULL,
	"level" integer,
	"limit_sen" bigint,
	"amount_sen" integer NOT NULL,
	"approved_at" timestamp with time zone DEFAULT now() NOT NULL,
	"superseded_at" timestamp with time zone,
	CONSTRAINT "application_approvals_level_check" CHECK ("application_approvals"."level" >= 1),
	CONSTRAINT "application_approvals_amount_sen_check" CHECK ("application_approvals"."amount_sen" >= 0)
);
--> statement-breakpoint
ALTER TABLE "application_approvals" ADD CONSTRAINT "application_approvals_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_approvals" ADD CONSTRAINT "application_approvals_approver_id_users_id_fk" FOREIGN KEY ("approver_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "application_approvals_current_idx" ON "application_approvals" USING btree ("application_id","approver_id") WHERE "application_approvals"."superseded_at" is null;--> statement-breakpoint
CREATE INDEX "application_approvals_application_idx" ON "application_approvals" USING btree ("application_id","approved_at");--> statement-breakpoint
CREATE INDEX "application_approvals_approver_idx" ON "application_approvals" USING btree ("approver_id","approved_at" DESC NULLS LAST);--> statement-breakpoint
-- Backfill from the audit trail, which held the approvals until now: every LOA approval ("approve"
-- with loaApproverId), superseded by the first verification ("approve" with verified) after it.
-- Within a round an approver keeps one row, their latest, as the unique index asks. The limit at the
-- time was never recorded: it stays null.
INSERT INTO "application_approvals" ("id", "application_id", "approver_id", "approver_name", "level", "limit_sen", "amount_sen", "approved_at", "superseded_at")
SELECT DISTINCT ON (round.application_id, round.approver_id, round.superseded_at)
	gen_random_uuid()::text, round.application_id, round.approver_id, round.approver_name, round.level, NULL,
	round.amount_sen, round.approved_at, round.superseded_at
FROM (
	SELECT a."subject_id" AS application_id,
		CASE WHEN u."id" IS NULL THEN NULL ELSE a."after"->>'loaApproverId' END AS approver_id,
		coalesce(u."name", a."actor_name") AS approver_name,
		CASE WHEN jsonb_typeof(a."after"->'loaLevel') = 'number' AND (a."after"->>'loaLevel')::int >= 1
			THEN (a."after"->>'loaLevel')::int END AS level,
		app."amount_sen" AS amount_sen,
		a."created_at" AS approved_at,
		(SELECT min(v."created_at") FROM "audit_events" v
			WHERE v."subject_type" = 'application' AND v."subject_id" = a."subject_id" AND v."action" = 'approve'
				AND v."after"->>'verified' = 'true' AND v."created_at" > a."created_at") AS superseded_at
	FROM "audit_events" a
	JOIN "applications" app ON app."id" = a."subject_id"
	LEFT JOIN "users" u ON u."id" = a."after"->>'loaApproverId'
	WHERE a."subject_type" = 'application' AND a."action" = 'approve'
		AND jsonb_typeof(a."after"->'loaApproverId') = 'string'
) AS round
ORDER BY round.application_id, round.approver_id, round.superseded_at, round.approved_at DESC;
