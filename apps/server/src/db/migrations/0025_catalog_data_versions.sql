-- Technical reports get a data version like the map layers' (0023): the catalogue keeps search
-- results per category and data version, and a report has no map layer to raise one.
CREATE TRIGGER "technical_reports_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "technical_reports" FOR EACH STATEMENT EXECUTE FUNCTION map_data_touch('Technical_Report');
--> statement-breakpoint
INSERT INTO "map_data_versions" (layer, version)
  VALUES ('Technical_Report', (extract(epoch from clock_timestamp()) * 1000)::bigint)
  ON CONFLICT (layer) DO NOTHING;
