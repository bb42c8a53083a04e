CREATE TABLE "catalog_blocks" (
	"name" text PRIMARY KEY NOT NULL,
	"region" text NOT NULL,
	"basin" text NOT NULL,
	"status" text NOT NULL,
	"operator" text,
	"bid_round" text,
	"area_km2" double precision,
	"geometry" jsonb NOT NULL,
	"bbox" "box" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_bookmarks" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"sdc_type" text,
	"record_id" text,
	"view" jsonb,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_files" (
	"id" text PRIMARY KEY NOT NULL,
	"sdc_type" text NOT NULL,
	"record_id" text NOT NULL,
	"name" text NOT NULL,
	"path" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"format" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_lookups" (
	"list" text NOT NULL,
	"value" text NOT NULL,
	"label" text NOT NULL,
	"parent" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "catalog_lookups_list_value_pk" PRIMARY KEY("list","value")
);
--> statement-breakpoint
CREATE TABLE "glossary_terms" (
	"id" text PRIMARY KEY NOT NULL,
	"term" text NOT NULL,
	"definition" text NOT NULL,
	"category" text
);
--> statement-breakpoint
CREATE TABLE "map_interactions" (
	"user_id" text PRIMARY KEY NOT NULL,
	"state" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "new_data_announcements" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"sdc_type" text NOT NULL,
	"record_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"published_at" timestamp with time zone,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "non_seismic" (
	"unsi" text PRIMARY KEY NOT NULL,
	"survey_name" text NOT NULL,
	"survey_type" text NOT NULL,
	"block" text,
	"operator" text,
	"datum" text,
	"projection" text,
	"estimated_data_size_mb" double precision,
	"region" text NOT NULL,
	"year" integer,
	"right_basic" boolean DEFAULT false NOT NULL,
	"right_standard" boolean DEFAULT false NOT NULL,
	"right_premium" boolean DEFAULT false NOT NULL,
	"right_bid" boolean DEFAULT false NOT NULL,
	"right_academia" boolean DEFAULT false NOT NULL,
	"mbr_plus" boolean DEFAULT false NOT NULL,
	"date_added" timestamp with time zone DEFAULT now() NOT NULL,
	"date_updated" timestamp with time zone DEFAULT now() NOT NULL,
	"geometry" jsonb,
	"bbox" "box",
	"map_rank" real DEFAULT random() NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(coalesce(unsi::text, '') || ' ' || coalesce(survey_name::text, '') || ' ' || coalesce(survey_type::text, '') || ' ' || coalesce(block::text, '') || ' ' || coalesce(operator::text, '') || ' ' || coalesce(region::text, ''))) STORED,
	"search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, coalesce(unsi::text, '') || ' ' || coalesce(survey_name::text, '') || ' ' || coalesce(survey_type::text, '') || ' ' || coalesce(block::text, '') || ' ' || coalesce(operator::text, '') || ' ' || coalesce(region::text, ''))) STORED
);
--> statement-breakpoint
CREATE TABLE "record_tags" (
	"tag_id" text NOT NULL,
	"sdc_type" text NOT NULL,
	"record_id" text NOT NULL,
	CONSTRAINT "record_tags_tag_id_sdc_type_record_id_pk" PRIMARY KEY("tag_id","sdc_type","record_id")
);
--> statement-breakpoint
CREATE TABLE "seismic_2d" (
	"seismic_2d_info_id" text PRIMARY KEY NOT NULL,
	"line_name" text NOT NULL,
	"usi" text NOT NULL,
	"survey_name" text NOT NULL,
	"first_shotpoint" integer,
	"last_shotpoint" integer,
	"length_km" double precision,
	"block" text,
	"operator" text,
	"processing_stage" text,
	"acquisition_contractor" text,
	"processing_contractor" text,
	"crs" text,
	"line_geometry" text,
	"region" text NOT NULL,
	"year" integer,
	"right_basic" boolean DEFAULT false NOT NULL,
	"right_standard" boolean DEFAULT false NOT NULL,
	"right_premium" boolean DEFAULT false NOT NULL,
	"right_bid" boolean DEFAULT false NOT NULL,
	"right_academia" boolean DEFAULT false NOT NULL,
	"mbr_plus" boolean DEFAULT false NOT NULL,
	"date_added" timestamp with time zone DEFAULT now() NOT NULL,
	"date_updated" timestamp with time zone DEFAULT now() NOT NULL,
	"geometry" jsonb,
	"bbox" "box",
	"map_rank" real DEFAULT random() NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(coalesce(seismic_2d_info_id::text, '') || ' ' || coalesce(line_name::text, '') || ' ' || coalesce(usi::text, '') || ' ' || coalesce(survey_name::text, '') || ' ' || coalesce(block::text, '') || ' ' || coalesce(operator::text, '') || ' ' || coalesce(region::text, '') || ' ' || coalesce(acquisition_contractor::text, '') || ' ' || coalesce(processing_stage::text, ''))) STORED,
	"search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, coalesce(seismic_2d_info_id::text, '') || ' ' || coalesce(line_name::text, '') || ' ' || coalesce(usi::text, '') || ' ' || coalesce(survey_name::text, '') || ' ' || coalesce(block::text, '') || ' ' || coalesce(operator::text, '') || ' ' || coalesce(region::text, '') || ' ' || coalesce(acquisition_contractor::text, '') || ' ' || coalesce(processing_stage::text, ''))) STORED
);
--> statement-breakpoint
CREATE TABLE "seismic_3d" (
	"seismic_3d_info_id" text PRIMARY KEY NOT NULL,
	"survey_name" text NOT NULL,
	"usi" text NOT NULL,
	"bin_width_i" double precision,
	"bin_width_j" double precision,
	"first_i_line" integer,
	"last_i_line" integer,
	"first_j_line" integer,
	"last_j_line" integer,
	"area_km2" double precision,
	"domain_type" text,
	"unit" text,
	"block" text,
	"operator" text,
	"processing_stage" text,
	"acquisition_contractor" text,
	"processing_contractor" text,
	"crs" text,
	"region" text NOT NULL,
	"year" integer,
	"right_basic" boolean DEFAULT false NOT NULL,
	"right_standard" boolean DEFAULT false NOT NULL,
	"right_premium" boolean DEFAULT false NOT NULL,
	"right_bid" boolean DEFAULT false NOT NULL,
	"right_academia" boolean DEFAULT false NOT NULL,
	"mbr_plus" boolean DEFAULT false NOT NULL,
	"date_added" timestamp with time zone DEFAULT now() NOT NULL,
	"date_updated" timestamp with time zone DEFAULT now() NOT NULL,
	"geometry" jsonb,
	"bbox" "box",
	"map_rank" real DEFAULT random() NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(coalesce(seismic_3d_info_id::text, '') || ' ' || coalesce(survey_name::text, '') || ' ' || coalesce(usi::text, '') || ' ' || coalesce(block::text, '') || ' ' || coalesce(operator::text, '') || ' ' || coalesce(region::text, '') || ' ' || coalesce(processing_stage::text, '') || ' ' || coalesce(acquisition_contractor::text, '') || ' ' || coalesce(domain_type::text, ''))) STORED,
	"search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, coalesce(seismic_3d_info_id::text, '') || ' ' || coalesce(survey_name::text, '') || ' ' || coalesce(usi::text, '') || ' ' || coalesce(block::text, '') || ' ' || coalesce(operator::text, '') || ' ' || coalesce(region::text, '') || ' ' || coalesce(processing_stage::text, '') || ' ' || coalesce(acquisition_contractor::text, '') || ' ' || coalesce(domain_type::text, ''))) STORED
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text
);
--> statement-breakpoint
CREATE TABLE "technical_reports" (
	"barcode_number" text PRIMARY KEY NOT NULL,
	"report_title" text NOT NULL,
	"report_date" date,
	"volume" text,
	"author" text,
	"company_author" text,
	"ps_contractor" text,
	"category" text,
	"linked_usi" text,
	"linked_unsi" text,
	"wells" text,
	"fields" text,
	"linked_usi_list" text[] GENERATED ALWAYS AS (array_remove(regexp_split_to_array(btrim(coalesce(linked_usi, '')), '\s*;\s*'), '')) STORED,
	"linked_unsi_list" text[] GENERATED ALWAYS AS (array_remove(regexp_split_to_array(btrim(coalesce(linked_unsi, '')), '\s*;\s*'), '')) STORED,
	"wells_list" text[] GENERATED ALWAYS AS (array_remove(regexp_split_to_array(btrim(coalesce(wells, '')), '\s*;\s*'), '')) STORED,
	"fields_list" text[] GENERATED ALWAYS AS (array_remove(regexp_split_to_array(btrim(coalesce(fields, '')), '\s*;\s*'), '')) STORED,
	"region" text NOT NULL,
	"year" integer,
	"right_basic" boolean DEFAULT false NOT NULL,
	"right_standard" boolean DEFAULT false NOT NULL,
	"right_premium" boolean DEFAULT false NOT NULL,
	"right_bid" boolean DEFAULT false NOT NULL,
	"right_academia" boolean DEFAULT false NOT NULL,
	"mbr_plus" boolean DEFAULT false NOT NULL,
	"date_added" timestamp with time zone DEFAULT now() NOT NULL,
	"date_updated" timestamp with time zone DEFAULT now() NOT NULL,
	"geometry" jsonb,
	"bbox" "box",
	"map_rank" real DEFAULT random() NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(coalesce(barcode_number::text, '') || ' ' || coalesce(report_title::text, '') || ' ' || coalesce(author::text, '') || ' ' || coalesce(company_author::text, '') || ' ' || coalesce(ps_contractor::text, '') || ' ' || coalesce(category::text, '') || ' ' || coalesce(region::text, '') || ' ' || coalesce(wells::text, '') || ' ' || coalesce(fields::text, '') || ' ' || coalesce(linked_usi::text, ''))) STORED,
	"search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, coalesce(barcode_number::text, '') || ' ' || coalesce(report_title::text, '') || ' ' || coalesce(author::text, '') || ' ' || coalesce(company_author::text, '') || ' ' || coalesce(ps_contractor::text, '') || ' ' || coalesce(category::text, '') || ' ' || coalesce(region::text, '') || ' ' || coalesce(wells::text, '') || ' ' || coalesce(fields::text, '') || ' ' || coalesce(linked_usi::text, ''))) STORED
);
--> statement-breakpoint
CREATE TABLE "well_logs" (
	"well_log_file_info_id" text PRIMARY KEY NOT NULL,
	"wellbore_name" text NOT NULL,
	"field" text,
	"block" text,
	"operator" text,
	"spud_date" date,
	"total_depth" double precision,
	"dataset_group" text,
	"data_type" text,
	"top_depth" double precision,
	"bottom_depth" double precision,
	"unit" text,
	"primary_datum" text,
	"file_name" text,
	"region" text NOT NULL,
	"year" integer,
	"right_basic" boolean DEFAULT false NOT NULL,
	"right_standard" boolean DEFAULT false NOT NULL,
	"right_premium" boolean DEFAULT false NOT NULL,
	"right_bid" boolean DEFAULT false NOT NULL,
	"right_academia" boolean DEFAULT false NOT NULL,
	"mbr_plus" boolean DEFAULT false NOT NULL,
	"date_added" timestamp with time zone DEFAULT now() NOT NULL,
	"date_updated" timestamp with time zone DEFAULT now() NOT NULL,
	"geometry" jsonb,
	"bbox" "box",
	"map_rank" real DEFAULT random() NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(coalesce(well_log_file_info_id::text, '') || ' ' || coalesce(wellbore_name::text, '') || ' ' || coalesce(field::text, '') || ' ' || coalesce(block::text, '') || ' ' || coalesce(operator::text, '') || ' ' || coalesce(region::text, '') || ' ' || coalesce(dataset_group::text, '') || ' ' || coalesce(data_type::text, '') || ' ' || coalesce(file_name::text, ''))) STORED,
	"search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, coalesce(well_log_file_info_id::text, '') || ' ' || coalesce(wellbore_name::text, '') || ' ' || coalesce(field::text, '') || ' ' || coalesce(block::text, '') || ' ' || coalesce(operator::text, '') || ' ' || coalesce(region::text, '') || ' ' || coalesce(dataset_group::text, '') || ' ' || coalesce(data_type::text, '') || ' ' || coalesce(file_name::text, ''))) STORED
);
--> statement-breakpoint
ALTER TABLE "catalog_bookmarks" ADD CONSTRAINT "catalog_bookmarks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "map_interactions" ADD CONSTRAINT "map_interactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "new_data_announcements" ADD CONSTRAINT "new_data_announcements_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_tags" ADD CONSTRAINT "record_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalog_blocks_bbox_idx" ON "catalog_blocks" USING gist ("bbox");--> statement-breakpoint
CREATE INDEX "catalog_blocks_bid_round_idx" ON "catalog_blocks" USING btree ("bid_round");--> statement-breakpoint
CREATE INDEX "catalog_bookmarks_user_idx" ON "catalog_bookmarks" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "catalog_bookmarks_record_idx" ON "catalog_bookmarks" USING btree ("user_id","sdc_type","record_id") WHERE "catalog_bookmarks"."kind" = 'record';--> statement-breakpoint
CREATE INDEX "catalog_files_record_idx" ON "catalog_files" USING btree ("sdc_type","record_id");--> statement-breakpoint
CREATE UNIQUE INDEX "catalog_files_path_idx" ON "catalog_files" USING btree ("path");--> statement-breakpoint
CREATE UNIQUE INDEX "glossary_terms_term_idx" ON "glossary_terms" USING btree (lower("term"));--> statement-breakpoint
CREATE INDEX "new_data_published_idx" ON "new_data_announcements" USING btree ("published_at","sdc_type");--> statement-breakpoint
CREATE INDEX "non_seismic_bbox_idx" ON "non_seismic" USING gist ("bbox");--> statement-breakpoint
CREATE INDEX "non_seismic_search_idx" ON "non_seismic" USING gin ("search");--> statement-breakpoint
CREATE INDEX "non_seismic_search_trgm_idx" ON "non_seismic" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "non_seismic_date_added_idx" ON "non_seismic" USING btree ("date_added");--> statement-breakpoint
CREATE INDEX "non_seismic_date_updated_idx" ON "non_seismic" USING btree ("date_updated");--> statement-breakpoint
CREATE INDEX "non_seismic_map_rank_idx" ON "non_seismic" USING btree ("map_rank");--> statement-breakpoint
CREATE INDEX "non_seismic_survey_name_key_idx" ON "non_seismic" USING btree ((lower("survey_name") collate "C"));--> statement-breakpoint
CREATE INDEX "non_seismic_survey_type_key_idx" ON "non_seismic" USING btree ((lower("survey_type") collate "C"));--> statement-breakpoint
CREATE INDEX "non_seismic_region_key_idx" ON "non_seismic" USING btree ((lower("region") collate "C"));--> statement-breakpoint
CREATE INDEX "non_seismic_block_key_idx" ON "non_seismic" USING btree ((lower("block") collate "C"));--> statement-breakpoint
CREATE INDEX "non_seismic_operator_key_idx" ON "non_seismic" USING btree ((lower("operator") collate "C"));--> statement-breakpoint
CREATE INDEX "non_seismic_datum_key_idx" ON "non_seismic" USING btree ((lower("datum") collate "C"));--> statement-breakpoint
CREATE INDEX "non_seismic_projection_key_idx" ON "non_seismic" USING btree ((lower("projection") collate "C"));--> statement-breakpoint
CREATE INDEX "non_seismic_estimated_data_size_mb_idx" ON "non_seismic" USING btree ("estimated_data_size_mb");--> statement-breakpoint
CREATE INDEX "non_seismic_year_idx" ON "non_seismic" USING btree ("year");--> statement-breakpoint
CREATE INDEX "record_tags_record_idx" ON "record_tags" USING btree ("sdc_type","record_id");--> statement-breakpoint
CREATE INDEX "seismic_2d_bbox_idx" ON "seismic_2d" USING gist ("bbox");--> statement-breakpoint
CREATE INDEX "seismic_2d_search_idx" ON "seismic_2d" USING gin ("search");--> statement-breakpoint
CREATE INDEX "seismic_2d_search_trgm_idx" ON "seismic_2d" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "seismic_2d_date_added_idx" ON "seismic_2d" USING btree ("date_added");--> statement-breakpoint
CREATE INDEX "seismic_2d_date_updated_idx" ON "seismic_2d" USING btree ("date_updated");--> statement-breakpoint
CREATE INDEX "seismic_2d_map_rank_idx" ON "seismic_2d" USING btree ("map_rank");--> statement-breakpoint
CREATE INDEX "seismic_2d_line_name_key_idx" ON "seismic_2d" USING btree ((lower("line_name") collate "C"));--> statement-breakpoint
CREATE INDEX "seismic_2d_usi_key_idx" ON "seismic_2d" USING btree ((lower("usi") collate "C"));--> statement-breakpoint
CREATE INDEX "seismic_2d_survey_name_key_idx" ON "seismic_2d" USING btree ((lower("survey_name") collate "C"));--> statement-breakpoint
CREATE INDEX "seismic_2d_region_key_idx" ON "seismic_2d" USING btree ((lower("region") collate "C"));--> statement-breakpoint
CREATE INDEX "seismic_2d_block_key_idx" ON "seismic_2d" USING btree ((lower("block") collate "C"));--> statement-breakpoint
CREATE INDEX "seismic_2d_operator_key_idx" ON "seismic_2d" USING btree ((lower("operator") collate "C"));--> statement-breakpoint
CREATE INDEX "seismic_2d_processing_stage_key_idx" ON "seismic_2d" USING btree ((lower("processing_stage") collate "C"));--> statement-breakpoint
CREATE INDEX "seismic_2d_acquisition_contractor_key_idx" ON "seismic_2d" USING btree ((lower("acquisition_contractor") collate "C"));--> statement-breakpoint
CREATE INDEX "seismic_2d_processing_contractor_key_idx" ON "seismic_2d" USING btree ((lower("processing_contractor") collate "C"));--> statement-breakpoint
CREATE INDEX "seismic_2d_crs_key_idx" ON "seismic_2d" USING btree ((lower("crs") collate "C"));--> statement-breakpoint
CREATE INDEX "seismic_2d_line_geometry_key_idx" ON "seismic_2d" USING btree ((lower("line_geometry") collate "C"));--> statement-breakpoint
CREATE INDEX "seismic_2d_first_shotpoint_idx" ON "seismic_2d" USING btree ("first_shotpoint");--> statement-breakpoint
CREATE INDEX "seismic_2d_last_shotpoint_idx" ON "seismic_2d" USING btree ("last_shotpoint");--> statement-breakpoint
CREATE INDEX "seismic_2d_length_idx" ON "seismic_2d" USING btree ("length_km");--> statement-breakpoint
CREATE INDEX "seismic_2d_year_idx" ON "seismic_2d" USING btree ("year");--> statement-breakpoint
CREATE INDEX "seismic_3d_bbox_idx" ON "seismic_3d" USING gist ("bbox");--> statement-breakpoint
CREATE INDEX "seismic_3d_search_idx" ON "seismic_3d" USING gin ("search");--> statement-breakpoint
CREATE INDEX "seismic_3d_search_trgm_idx" ON "seismic_3d" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "seismic_3d_date_added_idx" ON "seismic_3d" USING btree ("date_added");--> statement-breakpoint
CREATE INDEX "seismic_3d_date_updated_idx" ON "seismic_3d" USING btree ("date_updated");--> statement-breakpoint
CREATE INDEX "seismic_3d_map_rank_idx" ON "seismic_3d" USING btree ("map_rank");--> statement-breakpoint
CREATE INDEX "seismic_3d_survey_name_key_idx" ON "seismic_3d" USING btree ((lower("survey_name") collate "C"));--> statement-breakpoint
CREATE INDEX "seismic_3d_usi_key_idx" ON "seismic_3d" USING btree ((lower("usi") collate "C"));--> statement-breakpoint
CREATE INDEX "seismic_3d_domain_type_key_idx" ON "seismic_3d" USING btree ((lower("domain_type") collate "C"));--> statement-breakpoint
CREATE INDEX "seismic_3d_unit_key_idx" ON "seismic_3d" USING btree ((lower("unit") collate "C"));--> statement-breakpoint
CREATE INDEX "seismic_3d_region_key_idx" ON "seismic_3d" USING btree ((lower("region") collate "C"));--> statement-breakpoint
CREATE INDEX "seismic_3d_block_key_idx" ON "seismic_3d" USING btree ((lower("block") collate "C"));--> statement-breakpoint
CREATE INDEX "seismic_3d_operator_key_idx" ON "seismic_3d" USING btree ((lower("operator") collate "C"));--> statement-breakpoint
CREATE INDEX "seismic_3d_processing_stage_key_idx" ON "seismic_3d" USING btree ((lower("processing_stage") collate "C"));--> statement-breakpoint
CREATE INDEX "seismic_3d_acquisition_contractor_key_idx" ON "seismic_3d" USING btree ((lower("acquisition_contractor") collate "C"));--> statement-breakpoint
CREATE INDEX "seismic_3d_processing_contractor_key_idx" ON "seismic_3d" USING btree ((lower("processing_contractor") collate "C"));--> statement-breakpoint
CREATE INDEX "seismic_3d_crs_key_idx" ON "seismic_3d" USING btree ((lower("crs") collate "C"));--> statement-breakpoint
CREATE INDEX "seismic_3d_bin_width_i_idx" ON "seismic_3d" USING btree ("bin_width_i");--> statement-breakpoint
CREATE INDEX "seismic_3d_bin_width_j_idx" ON "seismic_3d" USING btree ("bin_width_j");--> statement-breakpoint
CREATE INDEX "seismic_3d_first_i_line_idx" ON "seismic_3d" USING btree ("first_i_line");--> statement-breakpoint
CREATE INDEX "seismic_3d_last_i_line_idx" ON "seismic_3d" USING btree ("last_i_line");--> statement-breakpoint
CREATE INDEX "seismic_3d_first_j_line_idx" ON "seismic_3d" USING btree ("first_j_line");--> statement-breakpoint
CREATE INDEX "seismic_3d_last_j_line_idx" ON "seismic_3d" USING btree ("last_j_line");--> statement-breakpoint
CREATE INDEX "seismic_3d_area_km2_idx" ON "seismic_3d" USING btree ("area_km2");--> statement-breakpoint
CREATE INDEX "seismic_3d_year_idx" ON "seismic_3d" USING btree ("year");--> statement-breakpoint
CREATE UNIQUE INDEX "tags_name_idx" ON "tags" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "technical_reports_bbox_idx" ON "technical_reports" USING gist ("bbox");--> statement-breakpoint
CREATE INDEX "technical_reports_search_idx" ON "technical_reports" USING gin ("search");--> statement-breakpoint
CREATE INDEX "technical_reports_search_trgm_idx" ON "technical_reports" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "technical_reports_date_added_idx" ON "technical_reports" USING btree ("date_added");--> statement-breakpoint
CREATE INDEX "technical_reports_date_updated_idx" ON "technical_reports" USING btree ("date_updated");--> statement-breakpoint
CREATE INDEX "technical_reports_map_rank_idx" ON "technical_reports" USING btree ("map_rank");--> statement-breakpoint
CREATE INDEX "technical_reports_report_title_key_idx" ON "technical_reports" USING btree ((lower("report_title") collate "C"));--> statement-breakpoint
CREATE INDEX "technical_reports_volume_key_idx" ON "technical_reports" USING btree ((lower("volume") collate "C"));--> statement-breakpoint
CREATE INDEX "technical_reports_author_key_idx" ON "technical_reports" USING btree ((lower("author") collate "C"));--> statement-breakpoint
CREATE INDEX "technical_reports_company_author_key_idx" ON "technical_reports" USING btree ((lower("company_author") collate "C"));--> statement-breakpoint
CREATE INDEX "technical_reports_ps_contractor_key_idx" ON "technical_reports" USING btree ((lower("ps_contractor") collate "C"));--> statement-breakpoint
CREATE INDEX "technical_reports_category_key_idx" ON "technical_reports" USING btree ((lower("category") collate "C"));--> statement-breakpoint
CREATE INDEX "technical_reports_region_key_idx" ON "technical_reports" USING btree ((lower("region") collate "C"));--> statement-breakpoint
CREATE INDEX "technical_reports_report_date_idx" ON "technical_reports" USING btree ("report_date");--> statement-breakpoint
CREATE INDEX "technical_reports_year_idx" ON "technical_reports" USING btree ("year");--> statement-breakpoint
CREATE INDEX "technical_reports_linked_usi_list_idx" ON "technical_reports" USING gin ("linked_usi_list");--> statement-breakpoint
CREATE INDEX "technical_reports_linked_unsi_list_idx" ON "technical_reports" USING gin ("linked_unsi_list");--> statement-breakpoint
CREATE INDEX "technical_reports_wells_list_idx" ON "technical_reports" USING gin ("wells_list");--> statement-breakpoint
CREATE INDEX "technical_reports_fields_list_idx" ON "technical_reports" USING gin ("fields_list");--> statement-breakpoint
CREATE INDEX "well_logs_bbox_idx" ON "well_logs" USING gist ("bbox");--> statement-breakpoint
CREATE INDEX "well_logs_search_idx" ON "well_logs" USING gin ("search");--> statement-breakpoint
CREATE INDEX "well_logs_search_trgm_idx" ON "well_logs" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "well_logs_date_added_idx" ON "well_logs" USING btree ("date_added");--> statement-breakpoint
CREATE INDEX "well_logs_date_updated_idx" ON "well_logs" USING btree ("date_updated");--> statement-breakpoint
CREATE INDEX "well_logs_map_rank_idx" ON "well_logs" USING btree ("map_rank");--> statement-breakpoint
CREATE INDEX "well_logs_wellbore_name_key_idx" ON "well_logs" USING btree ((lower("wellbore_name") collate "C"));--> statement-breakpoint
CREATE INDEX "well_logs_field_key_idx" ON "well_logs" USING btree ((lower("field") collate "C"));--> statement-breakpoint
CREATE INDEX "well_logs_block_key_idx" ON "well_logs" USING btree ((lower("block") collate "C"));--> statement-breakpoint
CREATE INDEX "well_logs_region_key_idx" ON "well_logs" USING btree ((lower("region") collate "C"));--> statement-breakpoint
CREATE INDEX "well_logs_operator_key_idx" ON "well_logs" USING btree ((lower("operator") collate "C"));--> statement-breakpoint
CREATE INDEX "well_logs_dataset_group_key_idx" ON "well_logs" USING btree ((lower("dataset_group") collate "C"));--> statement-breakpoint
CREATE INDEX "well_logs_data_type_key_idx" ON "well_logs" USING btree ((lower("data_type") collate "C"));--> statement-breakpoint
CREATE INDEX "well_logs_unit_key_idx" ON "well_logs" USING btree ((lower("unit") collate "C"));--> statement-breakpoint
CREATE INDEX "well_logs_primary_datum_key_idx" ON "well_logs" USING btree ((lower("primary_datum") collate "C"));--> statement-breakpoint
CREATE INDEX "well_logs_file_name_key_idx" ON "well_logs" USING btree ((lower("file_name") collate "C"));--> statement-breakpoint
CREATE INDEX "well_logs_spud_date_idx" ON "well_logs" USING btree ("spud_date");--> statement-breakpoint
CREATE INDEX "well_logs_total_depth_idx" ON "well_logs" USING btree ("total_depth");--> statement-breakpoint
CREATE INDEX "well_logs_top_depth_idx" ON "well_logs" USING btree ("top_depth");--> statement-breakpoint
CREATE INDEX "well_logs_bottom_depth_idx" ON "well_logs" USING btree ("bottom_depth");--> statement-breakpoint
CREATE INDEX "well_logs_year_idx" ON "well_logs" USING btree ("year");