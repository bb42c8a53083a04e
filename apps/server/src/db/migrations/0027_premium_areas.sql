CREATE TABLE "core_photos" (
	"id" text PRIMARY KEY NOT NULL,
	"wellbore_name" text NOT NULL,
	"top_depth_m" double precision NOT NULL,
	"bottom_depth_m" double precision NOT NULL,
	"lighting" text DEFAULT 'white light' NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"width_px" integer NOT NULL,
	"height_px" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "core_samples" (
	"id" text PRIMARY KEY NOT NULL,
	"wellbore_name" text NOT NULL,
	"sample_number" text NOT NULL,
	"depth_m" double precision NOT NULL,
	"formation" text,
	"analysis_type" text DEFAULT 'RCA' NOT NULL,
	"porosity_fraction" double precision,
	"permeability_horizontal_md" double precision,
	"permeability_vertical_md" double precision,
	"grain_density_g_per_cm3" double precision,
	"water_saturation_fraction" double precision,
	"oil_saturation_fraction" double precision,
	"gas_saturation_fraction" double precision,
	"lithology" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "production_field_monthly" (
	"field" text NOT NULL,
	"year" smallint NOT NULL,
	"month" smallint NOT NULL,
	"producing_wells" integer NOT NULL,
	"oil_sm3" double precision,
	"gas_sm3" double precision,
	"condensate_sm3" double precision,
	"water_sm3" double precision,
	"water_injected_sm3" double precision,
	"gas_injected_sm3" double precision,
	CONSTRAINT "production_field_monthly_field_year_month_pk" PRIMARY KEY("field","year","month")
);
--> statement-breakpoint
CREATE TABLE "production_monthly" (
	"wellbore_name" text NOT NULL,
	"year" smallint NOT NULL,
	"month" smallint NOT NULL,
	"on_stream_days" double precision,
	"oil_sm3" double precision,
	"gas_sm3" double precision,
	"condensate_sm3" double precision,
	"water_sm3" double precision,
	"water_injected_sm3" double precision,
	"gas_injected_sm3" double precision,
	CONSTRAINT "production_monthly_wellbore_name_year_month_pk" PRIMARY KEY("wellbore_name","year","month")
);
--> statement-breakpoint
CREATE TABLE "production_wells" (
	"wellbore_name" text PRIMARY KEY NOT NULL,
	"field" text NOT NULL,
	"block" text,
	"operator" text,
	"region" text,
	"first_year" smallint NOT NULL,
	"first_month" smallint NOT NULL,
	"last_year" smallint NOT NULL,
	"last_month" smallint NOT NULL,
	"months" integer NOT NULL,
	"cum_oil_sm3" double precision DEFAULT 0 NOT NULL,
	"cum_gas_sm3" double precision DEFAULT 0 NOT NULL,
	"cum_condensate_sm3" double precision DEFAULT 0 NOT NULL,
	"cum_water_sm3" double precision DEFAULT 0 NOT NULL,
	"cum_water_injected_sm3" double precision DEFAULT 0 NOT NULL,
	"cum_gas_injected_sm3" double precision DEFAULT 0 NOT NULL,
	"peak_oil_rate_sm3_per_day" double precision DEFAULT 0 NOT NULL,
	"peak_gas_rate_sm3_per_day" double precision DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "core_photos_wellbore_depth_idx" ON "core_photos" USING btree ("wellbore_name","top_depth_m");--> statement-breakpoint
CREATE UNIQUE INDEX "core_samples_wellbore_sample_idx" ON "core_samples" USING btree ("wellbore_name","sample_number");--> statement-breakpoint
CREATE INDEX "core_samples_wellbore_depth_idx" ON "core_samples" USING btree ("wellbore_name","depth_m");--> statement-breakpoint
CREATE INDEX "core_samples_formation_idx" ON "core_samples" USING btree ("formation");--> statement-breakpoint
CREATE INDEX "production_wells_field_idx" ON "production_wells" USING btree ("field");--> statement-breakpoint
CREATE INDEX "production_wells_block_idx" ON "production_wells" USING btree ("block");--> statement-breakpoint
CREATE INDEX "production_wells_operator_idx" ON "production_wells" USING btree ("operator");--> statement-breakpoint
CREATE INDEX "production_wells_region_idx" ON "production_wells" USING btree ("region");