CREATE TABLE "map_data_versions" (
	"layer" text PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
-- Raises a map layer's data version once per statement that writes its table (rows inserted,
-- changed or deleted, or the table truncated). The row lock it takes lasts until the writer
-- commits, so the new version becomes visible together with the new data, never before it.
CREATE FUNCTION "map_data_touch"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO map_data_versions (layer, version)
  VALUES (TG_ARGV[0], (extract(epoch from clock_timestamp()) * 1000)::bigint)
  ON CONFLICT (layer) DO UPDATE SET version = greatest(map_data_versions.version + 1, excluded.version);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "seismic_2d_map_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "seismic_2d" FOR EACH STATEMENT EXECUTE FUNCTION map_data_touch('Seismic_2D');
--> statement-breakpoint
CREATE TRIGGER "seismic_3d_map_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "seismic_3d" FOR EACH STATEMENT EXECUTE FUNCTION map_data_touch('Seismic_3D');
--> statement-breakpoint
CREATE TRIGGER "well_logs_map_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "well_logs" FOR EACH STATEMENT EXECUTE FUNCTION map_data_touch('Well_Log');
--> statement-breakpoint
CREATE TRIGGER "non_seismic_map_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "non_seismic" FOR EACH STATEMENT EXECUTE FUNCTION map_data_touch('Non_Seismic');
--> statement-breakpoint
CREATE TRIGGER "catalog_blocks_map_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "catalog_blocks" FOR EACH STATEMENT EXECUTE FUNCTION map_data_touch('blocks');
--> statement-breakpoint
INSERT INTO "map_data_versions" (layer, version)
  SELECT layer, (extract(epoch from clock_timestamp()) * 1000)::bigint
  FROM (VALUES ('Seismic_2D'), ('Seismic_3D'), ('Well_Log'), ('Non_Seismic'), ('blocks')) AS l(layer);
