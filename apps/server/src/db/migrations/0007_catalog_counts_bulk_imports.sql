CREATE TABLE "catalog_counts" (
	"sdc_type" text NOT NULL,
	"dimension" text NOT NULL,
	"value" jsonb NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "catalog_counts_sdc_type_dimension_value_pk" PRIMARY KEY("sdc_type","dimension","value")
);
--> statement-breakpoint
CREATE TABLE "bulk_import_rows" (
	"import_id" text NOT NULL,
	"record_id" text NOT NULL,
	"before" jsonb,
	"history_id" text NOT NULL,
	CONSTRAINT "bulk_import_rows_import_id_record_id_pk" PRIMARY KEY("import_id","record_id")
);
--> statement-breakpoint
CREATE TABLE "bulk_imports" (
	"id" text PRIMARY KEY NOT NULL,
	"sdc_type" text NOT NULL,
	"heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bulk_import_rows" ADD CONSTRAINT "bulk_import_rows_import_id_bulk_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."bulk_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The counts change with the rows of each statement: the transition tables hold the rows a statement
-- inserted (+1), deleted (-1) or changed (old -1, new +1), so a bulk write of 100,000 rows updates the
-- counts once, not 100,000 times. Arguments: the category, then the counted columns.
CREATE FUNCTION "catalog_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  dims text := '';
  changed text;
BEGIN
  FOR i IN 1 .. TG_NARGS - 1 LOOP
    dims := dims || format('(%L, coalesce(to_jsonb(r.%I), ''null'')), ', TG_ARGV[i], TG_ARGV[i]);
  END LOOP;
  dims := dims || '(''region,year'', jsonb_build_array(r.region, r.year))';
  changed := CASE TG_OP
    WHEN 'INSERT' THEN 'select *, 1 as delta from new_rows'
    WHEN 'DELETE' THEN 'select *, -1 as delta from old_rows'
    ELSE 'select *, -1 as delta from old_rows union all select *, 1 as delta from new_rows'
  END;
  EXECUTE format(
    'insert into catalog_counts (sdc_type, dimension, value, n)
     select %L, d.dimension, d.value, sum(r.delta)
     from (%s) r cross join lateral (values %s) as d(dimension, value)
     group by d.dimension, d.value having sum(r.delta) <> 0
     order by d.dimension, d.value
     on conflict (sdc_type, dimension, value) do update set n = catalog_counts.n + excluded.n',
    TG_ARGV[0], changed, dims);
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM catalog_counts WHERE sdc_type = TG_ARGV[0] AND n = 0;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "catalog_counts_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM catalog_counts WHERE sdc_type = TG_ARGV[0];
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "seismic_2d_counts_insert" AFTER INSERT ON "seismic_2d" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_counts_apply('Seismic_2D', 'region', 'block', 'operator', 'processing_stage', 'acquisition_contractor', 'year');
--> statement-breakpoint
CREATE TRIGGER "seismic_2d_counts_update" AFTER UPDATE ON "seismic_2d" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_counts_apply('Seismic_2D', 'region', 'block', 'operator', 'processing_stage', 'acquisition_contractor', 'year');
--> statement-breakpoint
CREATE TRIGGER "seismic_2d_counts_delete" AFTER DELETE ON "seismic_2d" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_counts_apply('Seismic_2D', 'region', 'block', 'operator', 'processing_stage', 'acquisition_contractor', 'year');
--> statement-breakpoint
CREATE TRIGGER "seismic_2d_counts_truncate" AFTER TRUNCATE ON "seismic_2d" FOR EACH STATEMENT EXECUTE FUNCTION catalog_counts_clear('Seismic_2D');
--> statement-breakpoint
INSERT INTO "catalog_counts" (sdc_type, dimension, value, n)
  SELECT 'Seismic_2D', d.dimension, d.value, count(*) FROM "seismic_2d" r CROSS JOIN LATERAL (VALUES ('region', coalesce(to_jsonb(r."region"), 'null')), ('block', coalesce(to_jsonb(r."block"), 'null')), ('operator', coalesce(to_jsonb(r."operator"), 'null')), ('processing_stage', coalesce(to_jsonb(r."processing_stage"), 'null')), ('acquisition_contractor', coalesce(to_jsonb(r."acquisition_contractor"), 'null')), ('year', coalesce(to_jsonb(r."year"), 'null')), ('region,year', jsonb_build_array(r.region, r.year))) AS d(dimension, value)
  GROUP BY d.dimension, d.value;
--> statement-breakpoint
CREATE TRIGGER "seismic_3d_counts_insert" AFTER INSERT ON "seismic_3d" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_counts_apply('Seismic_3D', 'domain_type', 'region', 'block', 'operator', 'processing_stage', 'acquisition_contractor', 'year');
--> statement-breakpoint
CREATE TRIGGER "seismic_3d_counts_update" AFTER UPDATE ON "seismic_3d" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_counts_apply('Seismic_3D', 'domain_type', 'region', 'block', 'operator', 'processing_stage', 'acquisition_contractor', 'year');
--> statement-breakpoint
CREATE TRIGGER "seismic_3d_counts_delete" AFTER DELETE ON "seismic_3d" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_counts_apply('Seismic_3D', 'domain_type', 'region', 'block', 'operator', 'processing_stage', 'acquisition_contractor', 'year');
--> statement-breakpoint
CREATE TRIGGER "seismic_3d_counts_truncate" AFTER TRUNCATE ON "seismic_3d" FOR EACH STATEMENT EXECUTE FUNCTION catalog_counts_clear('Seismic_3D');
--> statement-breakpoint
INSERT INTO "catalog_counts" (sdc_type, dimension, value, n)
  SELECT 'Seismic_3D', d.dimension, d.value, count(*) FROM "seismic_3d" r CROSS JOIN LATERAL (VALUES ('domain_type', coalesce(to_jsonb(r."domain_type"), 'null')), ('region', coalesce(to_jsonb(r."region"), 'null')), ('block', coalesce(to_jsonb(r."block"), 'null')), ('operator', coalesce(to_jsonb(r."operator"), 'null')), ('processing_stage', coalesce(to_jsonb(r."processing_stage"), 'null')), ('acquisition_contractor', coalesce(to_jsonb(r."acquisition_contractor"), 'null')), ('year', coalesce(to_jsonb(r."year"), 'null')), ('region,year', jsonb_build_array(r.region, r.year))) AS d(dimension, value)
  GROUP BY d.dimension, d.value;
--> statement-breakpoint
CREATE TRIGGER "well_logs_counts_insert" AFTER INSERT ON "well_logs" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_counts_apply('Well_Log', 'field', 'block', 'region', 'operator', 'dataset_group', 'data_type', 'year');
--> statement-breakpoint
CREATE TRIGGER "well_logs_counts_update" AFTER UPDATE ON "well_logs" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_counts_apply('Well_Log', 'field', 'block', 'region', 'operator', 'dataset_group', 'data_type', 'year');
--> statement-breakpoint
CREATE TRIGGER "well_logs_counts_delete" AFTER DELETE ON "well_logs" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_counts_apply('Well_Log', 'field', 'block', 'region', 'operator', 'dataset_group', 'data_type', 'year');
--> statement-breakpoint
CREATE TRIGGER "well_logs_counts_truncate" AFTER TRUNCATE ON "well_logs" FOR EACH STATEMENT EXECUTE FUNCTION catalog_counts_clear('Well_Log');
--> statement-breakpoint
INSERT INTO "catalog_counts" (sdc_type, dimension, value, n)
  SELECT 'Well_Log', d.dimension, d.value, count(*) FROM "well_logs" r CROSS JOIN LATERAL (VALUES ('field', coalesce(to_jsonb(r."field"), 'null')), ('block', coalesce(to_jsonb(r."block"), 'null')), ('region', coalesce(to_jsonb(r."region"), 'null')), ('operator', coalesce(to_jsonb(r."operator"), 'null')), ('dataset_group', coalesce(to_jsonb(r."dataset_group"), 'null')), ('data_type', coalesce(to_jsonb(r."data_type"), 'null')), ('year', coalesce(to_jsonb(r."year"), 'null')), ('region,year', jsonb_build_array(r.region, r.year))) AS d(dimension, value)
  GROUP BY d.dimension, d.value;
--> statement-breakpoint
CREATE TRIGGER "technical_reports_counts_insert" AFTER INSERT ON "technical_reports" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_counts_apply('Technical_Report', 'company_author', 'ps_contractor', 'category', 'region', 'year');
--> statement-breakpoint
CREATE TRIGGER "technical_reports_counts_update" AFTER UPDATE ON "technical_reports" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_counts_apply('Technical_Report', 'company_author', 'ps_contractor', 'category', 'region', 'year');
--> statement-breakpoint
CREATE TRIGGER "technical_reports_counts_delete" AFTER DELETE ON "technical_reports" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_counts_apply('Technical_Report', 'company_author', 'ps_contractor', 'category', 'region', 'year');
--> statement-breakpoint
CREATE TRIGGER "technical_reports_counts_truncate" AFTER TRUNCATE ON "technical_reports" FOR EACH STATEMENT EXECUTE FUNCTION catalog_counts_clear('Technical_Report');
--> statement-breakpoint
INSERT INTO "catalog_counts" (sdc_type, dimension, value, n)
  SELECT 'Technical_Report', d.dimension, d.value, count(*) FROM "technical_reports" r CROSS JOIN LATERAL (VALUES ('company_author', coalesce(to_jsonb(r."company_author"), 'null')), ('ps_contractor', coalesce(to_jsonb(r."ps_contractor"), 'null')), ('category', coalesce(to_jsonb(r."category"), 'null')), ('region', coalesce(to_jsonb(r."region"), 'null')), ('year', coalesce(to_jsonb(r."year"), 'null')), ('region,year', jsonb_build_array(r.region, r.year))) AS d(dimension, value)
  GROUP BY d.dimension, d.value;
--> statement-breakpoint
CREATE TRIGGER "non_seismic_counts_insert" AFTER INSERT ON "non_seismic" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_counts_apply('Non_Seismic', 'survey_type', 'operator', 'region', 'block', 'year');
--> statement-breakpoint
CREATE TRIGGER "non_seismic_counts_update" AFTER UPDATE ON "non_seismic" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_counts_apply('Non_Seismic', 'survey_type', 'operator', 'region', 'block', 'year');
--> statement-breakpoint
CREATE TRIGGER "non_seismic_counts_delete" AFTER DELETE ON "non_seismic" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_counts_apply('Non_Seismic', 'survey_type', 'operator', 'region', 'block', 'year');
--> statement-breakpoint
CREATE TRIGGER "non_seismic_counts_truncate" AFTER TRUNCATE ON "non_seismic" FOR EACH STATEMENT EXECUTE FUNCTION catalog_counts_clear('Non_Seismic');
--> statement-breakpoint
INSERT INTO "catalog_counts" (sdc_type, dimension, value, n)
  SELECT 'Non_Seismic', d.dimension, d.value, count(*) FROM "non_seismic" r CROSS JOIN LATERAL (VALUES ('survey_type', coalesce(to_jsonb(r."survey_type"), 'null')), ('operator', coalesce(to_jsonb(r."operator"), 'null')), ('region', coalesce(to_jsonb(r."region"), 'null')), ('block', coalesce(to_jsonb(r."block"), 'null')), ('year', coalesce(to_jsonb(r."year"), 'null')), ('region,year', jsonb_build_array(r.region, r.year))) AS d(dimension, value)
  GROUP BY d.dimension, d.value;
