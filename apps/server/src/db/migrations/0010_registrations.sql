CREATE TABLE "registrations" (
	"id" text PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"applicant_name" text,
	"email" text,
	"password_hash" text,
	"email_verified_at" timestamp with time zone,
	"verification_token_hash" text,
	"verification_expires_at" timestamp with time zone,
	"organisation" jsonb,
	"plan" jsonb,
	"application_id" text,
	"submitted_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "registrations_token_hash_idx" ON "registrations" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "registrations_verification_token_hash_idx" ON "registrations" USING btree ("verification_token_hash");--> statement-breakpoint
CREATE INDEX "registrations_expires_at_idx" ON "registrations" USING btree ("expires_at");