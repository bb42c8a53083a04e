-- Facet counts under a region or year filter, stored: for every facet column besides region and
-- year, counts per (region, year, value) as the dimension 'region,year,<column>'. A filter of regions
-- and years (the broad ones: a whole region, years since 2000) then sums a few thousand stored rows
-- instead of grouping a few hundred thousand records (0.5-0.76 s at 1,000,000 records).
CREATE OR REPLACE FUNCTION "catalog_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  dims text := '';
  changed text;
BEGIN
  FOR i IN 1 .. TG_NARGS - 1 LOOP
    dims := dims || format('(%L, coalesce(to_jsonb(r.%I), ''null'')), ', TG_ARGV[i], TG_ARGV[i]);
    IF TG_ARGV[i] NOT IN ('region', 'year') THEN
      dims := dims || format('(%L, jsonb_build_array(r.region, r.year, r.%I)), ', 'region,year,' || TG_ARGV[i], TG_ARGV[i]);
    END IF;
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
INSERT INTO "catalog_counts" (sdc_type, dimension, value, n)
  SELECT 'Seismic_2D', d.dimension, d.value, count(*) FROM "seismic_2d" r CROSS JOIN LATERAL (VALUES ('region,year,block', jsonb_build_array(r.region, r.year, r."block")), ('region,year,operator', jsonb_build_array(r.region, r.year, r."operator")), ('region,year,processing_stage', jsonb_build_array(r.region, r.year, r."processing_stage")), ('region,year,acquisition_contractor', jsonb_build_array(r.region, r.year, r."acquisition_contractor"))) AS d(dimension, value)
  GROUP BY d.dimension, d.value;
--> statement-breakpoint
INSERT INTO "catalog_counts" (sdc_type, dimension, value, n)
  SELECT 'Seismic_3D', d.dimension, d.value, count(*) FROM "seismic_3d" r CROSS JOIN LATERAL (VALUES ('region,year,domain_type', jsonb_build_array(r.region, r.year, r."domain_type")), ('region,year,block', jsonb_build_array(r.region, r.year, r."block")), ('region,year,operator', jsonb_build_array(r.region, r.year, r."operator")), ('region,year,processing_stage', jsonb_build_array(r.region, r.year, r."processing_stage")), ('region,year,acquisition_contractor', jsonb_build_array(r.region, r.year, r."acquisition_contractor"))) AS d(dimension, value)
  GROUP BY d.dimension, d.value;
--> statement-breakpoint
INSERT INTO "catalog_counts" (sdc_type, dimension, value, n)
  SELECT 'Well_Log', d.dimension, d.value, count(*) FROM "well_logs" r CROSS JOIN LATERAL (VALUES ('region,year,field', jsonb_build_array(r.region, r.year, r."field")), ('region,year,block', jsonb_build_array(r.region, r.year, r."block")), ('region,year,operator', jsonb_build_array(r.region, r.year, r."operator")), ('region,year,dataset_group', jsonb_build_array(r.region, r.year, r."dataset_group")), ('region,year,data_type', jsonb_build_array(r.region, r.year, r."data_type"))) AS d(dimension, value)
  GROUP BY d.dimension, d.value;
--> statement-breakpoint
INSERT INTO "catalog_counts" (sdc_type, dimension, value, n)
  SELECT 'Technical_Report', d.dimension, d.value, count(*) FROM "technical_reports" r CROSS JOIN LATERAL (VALUES ('region,year,company_author', jsonb_build_array(r.region, r.year, r."company_author")), ('region,year,ps_contractor', jsonb_build_array(r.region, r.year, r."ps_contractor")), ('region,year,category', jsonb_build_array(r.region, r.year, r."category"))) AS d(dimension, value)
  GROUP BY d.dimension, d.value;
--> statement-breakpoint
INSERT INTO "catalog_counts" (sdc_type, dimension, value, n)
  SELECT 'Non_Seismic', d.dimension, d.value, count(*) FROM "non_seismic" r CROSS JOIN LATERAL (VALUES ('region,year,survey_type', jsonb_build_array(r.region, r.year, r."survey_type")), ('region,year,operator', jsonb_build_array(r.region, r.year, r."operator")), ('region,year,block', jsonb_build_array(r.region, r.year, r."block"))) AS d(dimension, value)
  GROUP BY d.dimension, d.value;
