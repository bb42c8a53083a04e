CREATE TABLE "bid_rounds" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"opens_on" date NOT NULL,
	"closes_on" date NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "configurations" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"description" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "institutes" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"country_code" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "known_companies" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"registration_number" text,
	"country_code" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loa_approvers" (
	"user_id" text PRIMARY KEY NOT NULL,
	"level" integer NOT NULL,
	"limit_sen" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loa_approvers_level_check" CHECK ("loa_approvers"."level" >= 1),
	CONSTRAINT "loa_approvers_limit_check" CHECK ("loa_approvers"."limit_sen" >= 0)
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" text PRIMARY KEY NOT NULL,
	"organisation_id" text NOT NULL,
	"alias" text,
	"plan_type" text NOT NULL,
	"status" text DEFAULT 'inactive' NOT NULL,
	"add_ons_type" text[] DEFAULT '{}'::text[] NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"pending_plan_type" text,
	"last_stable_status" text,
	"last_reminder_days" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_status_check" CHECK ("subscriptions"."status" in ('inactive', 'active', 'expired', 'revoked', 'suspended', 'unallocated')),
	CONSTRAINT "subscriptions_plan_type_check" CHECK ("subscriptions"."plan_type" in ('basic', 'standard', 'premium', 'graduate', 'research', 'academic', 'international-graduate', 'international-research', 'international-academic', 'mbr', 'bid-round', 'mpm-study', 'vdr')),
	CONSTRAINT "subscriptions_pending_plan_type_check" CHECK ("subscriptions"."pending_plan_type" in ('basic', 'standard', 'premium', 'graduate', 'research', 'academic', 'international-graduate', 'international-research', 'international-academic', 'mbr', 'bid-round', 'mpm-study', 'vdr')),
	CONSTRAINT "subscriptions_add_ons_type_check" CHECK ("subscriptions"."add_ons_type" <@ array['mbr', 'mpm-study', 'mbr-plus', 'vdr']::text[])
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" text PRIMARY KEY NOT NULL,
	"attachable_type" text NOT NULL,
	"attachable_id" text NOT NULL,
	"organisation_id" text,
	"uploaded_by" text,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"sha256" text NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "kind" text DEFAULT 'company' NOT NULL;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "country_code" text;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "registration_number" text;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "known_company_id" text;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "institute_id" text;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "vdr_settings" jsonb;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "applicant_user_id" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "bid_round_id" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "details" jsonb;--> statement-breakpoint
ALTER TABLE "institutes" ADD CONSTRAINT "institutes_country_code_countries_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("code") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "known_companies" ADD CONSTRAINT "known_companies_country_code_countries_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("code") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loa_approvers" ADD CONSTRAINT "loa_approvers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bid_rounds_closes_on_idx" ON "bid_rounds" USING btree ("closes_on");--> statement-breakpoint
CREATE UNIQUE INDEX "institutes_name_lower_idx" ON "institutes" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "known_companies_name_lower_idx" ON "known_companies" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "loa_approvers_level_idx" ON "loa_approvers" USING btree ("level");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_organisation_idx" ON "subscriptions" USING btree ("organisation_id");--> statement-breakpoint
CREATE INDEX "subscriptions_status_ends_at_idx" ON "subscriptions" USING btree ("status","ends_at");--> statement-breakpoint
CREATE INDEX "uploads_attachable_idx" ON "uploads" USING btree ("attachable_type","attachable_id");--> statement-breakpoint
ALTER TABLE "organisations" ADD CONSTRAINT "organisations_country_code_countries_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("code") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisations" ADD CONSTRAINT "organisations_known_company_id_known_companies_id_fk" FOREIGN KEY ("known_company_id") REFERENCES "public"."known_companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisations" ADD CONSTRAINT "organisations_institute_id_institutes_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."institutes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_applicant_user_id_users_id_fk" FOREIGN KEY ("applicant_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_bid_round_id_bid_rounds_id_fk" FOREIGN KEY ("bid_round_id") REFERENCES "public"."bid_rounds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisations" ADD CONSTRAINT "organisations_kind_check" CHECK ("organisations"."kind" in ('company', 'institute'));--> statement-breakpoint
-- Each organisation's subscription moves to its own row (the organisation's columns go in 0009).
INSERT INTO "subscriptions" ("id", "organisation_id", "plan_type", "status", "starts_at", "ends_at")
SELECT gen_random_uuid()::text, "id", "tier",
  CASE WHEN "subscription_status" IN ('inactive', 'active', 'expired', 'revoked', 'suspended', 'unallocated')
    THEN "subscription_status" ELSE 'active' END,
  "created_at", "subscription_expires_at"
FROM "organisations";
