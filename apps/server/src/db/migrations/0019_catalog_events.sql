CREATE TABLE "catalog_events" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text,
	"organisation_id" text NOT NULL,
	"kind" text NOT NULL,
	"sdc_type" text,
	"record_id" text,
	"term" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalog_events_kind_check" CHECK ("catalog_events"."kind" in ('search', 'view', 'bookmark', 'map-area')),
	CONSTRAINT "catalog_events_sdc_type_check" CHECK ("catalog_events"."sdc_type" in ('Seismic_2D', 'Seismic_3D', 'Well_Log', 'Technical_Report', 'Non_Seismic')),
	CONSTRAINT "catalog_events_term_check" CHECK (char_length("catalog_events"."term") <= 200)
);
--> statement-breakpoint
ALTER TABLE "catalog_events" ADD CONSTRAINT "catalog_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_events" ADD CONSTRAINT "catalog_events_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalog_events_created_idx" ON "catalog_events" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "catalog_events_organisation_idx" ON "catalog_events" USING btree ("organisation_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_events_created_idx" ON "audit_events" USING btree ("created_at","id");