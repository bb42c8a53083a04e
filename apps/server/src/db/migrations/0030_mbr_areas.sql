CREATE TABLE "mbr_documents" (
	"id" text PRIMARY KEY NOT NULL,
	"bid_round_id" text NOT NULL,
	"title" text NOT NULL,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"storage_key" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mbr_documents_kind_check" CHECK ("mbr_documents"."kind" in ('guidelines', 'brochure', 'other'))
);
--> statement-breakpoint
CREATE TABLE "mbr_events" (
	"id" text PRIMARY KEY NOT NULL,
	"bid_round_id" text NOT NULL,
	"kind" text NOT NULL,
	"subject_id" text,
	"subject_name" text,
	"user_id" text NOT NULL,
	"user_name" text NOT NULL,
	"organisation_name" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mbr_events_kind_check" CHECK ("mbr_events"."kind" in ('view-round', 'open-document', 'take-package'))
);
--> statement-breakpoint
CREATE TABLE "mbr_packages" (
	"id" text PRIMARY KEY NOT NULL,
	"bid_round_id" text NOT NULL,
	"name" text NOT NULL,
	"block" text NOT NULL,
	"records" jsonb NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mbr_rounds" (
	"bid_round_id" text PRIMARY KEY NOT NULL,
	"catalog_round" text,
	"published" boolean DEFAULT false NOT NULL,
	"key_dates" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "download_packages" DROP CONSTRAINT "download_packages_origin_check";--> statement-breakpoint
ALTER TABLE "mbr_documents" ADD CONSTRAINT "mbr_documents_bid_round_id_bid_rounds_id_fk" FOREIGN KEY ("bid_round_id") REFERENCES "public"."bid_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mbr_events" ADD CONSTRAINT "mbr_events_bid_round_id_bid_rounds_id_fk" FOREIGN KEY ("bid_round_id") REFERENCES "public"."bid_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mbr_packages" ADD CONSTRAINT "mbr_packages_bid_round_id_bid_rounds_id_fk" FOREIGN KEY ("bid_round_id") REFERENCES "public"."bid_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mbr_rounds" ADD CONSTRAINT "mbr_rounds_bid_round_id_bid_rounds_id_fk" FOREIGN KEY ("bid_round_id") REFERENCES "public"."bid_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mbr_documents_round_idx" ON "mbr_documents" USING btree ("bid_round_id");--> statement-breakpoint
CREATE INDEX "mbr_events_round_at_idx" ON "mbr_events" USING btree ("bid_round_id","at");--> statement-breakpoint
CREATE INDEX "mbr_packages_round_idx" ON "mbr_packages" USING btree ("bid_round_id");--> statement-breakpoint
ALTER TABLE "download_packages" ADD CONSTRAINT "download_packages_origin_check" CHECK ("download_packages"."origin" in ('records', 'data_request', 'data_pack', 'curated', 'mbr', 'mbr-plus'));