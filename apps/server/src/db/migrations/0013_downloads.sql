CREATE TABLE "download_items" (
	"id" text PRIMARY KEY NOT NULL,
	"package_id" text NOT NULL,
	"sdc_type" text NOT NULL,
	"record_id" text NOT NULL,
	"title" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"file_count" integer DEFAULT 0 NOT NULL,
	"size_bytes" bigint DEFAULT 0 NOT NULL,
	"credits" integer DEFAULT 0 NOT NULL,
	"files" jsonb,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "download_items_status_check" CHECK ("download_items"."status" in ('pending', 'ready', 'failed', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "download_packages" (
	"id" text PRIMARY KEY NOT NULL,
	"organisation_id" text NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"priced_for" text,
	"credits_spent" integer DEFAULT 0 NOT NULL,
	"credits_refunded" integer DEFAULT 0 NOT NULL,
	"zip_size_bytes" bigint,
	"etag" text,
	"progress" jsonb,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"ready_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"downloaded_at" timestamp with time zone,
	CONSTRAINT "download_packages_status_check" CHECK ("download_packages"."status" in ('draft', 'preparing', 'ready', 'failed', 'cancelled', 'expired')),
	CONSTRAINT "download_packages_credits_check" CHECK ("download_packages"."credits_refunded" between 0 and "download_packages"."credits_spent")
);
--> statement-breakpoint
CREATE TABLE "download_schedules" (
	"name" text PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"next_run_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "file_checksums" (
	"path" text PRIMARY KEY NOT NULL,
	"size_bytes" bigint NOT NULL,
	"sha256" text NOT NULL,
	"crc32" bigint NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "download_items" ADD CONSTRAINT "download_items_package_id_download_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."download_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "download_packages" ADD CONSTRAINT "download_packages_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "download_packages" ADD CONSTRAINT "download_packages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "download_items_record_idx" ON "download_items" USING btree ("package_id","sdc_type","record_id");--> statement-breakpoint
CREATE INDEX "download_packages_owner_idx" ON "download_packages" USING btree ("organisation_id","user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "download_packages_expiry_idx" ON "download_packages" USING btree ("expires_at") WHERE "download_packages"."status" = 'ready';--> statement-breakpoint
CREATE UNIQUE INDEX "download_packages_one_draft_idx" ON "download_packages" USING btree ("user_id") WHERE "download_packages"."status" = 'draft';