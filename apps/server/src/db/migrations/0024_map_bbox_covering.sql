-- The bounding-box indexes of the line and outline layers also carry each record's map rank and id,
-- so a dense tile reads its records' boxes from the index alone (an index-only scan) instead of
-- visiting most of the table's pages. Same names and keys as before (the schema declares them as
-- plain GiST indexes on bbox; INCLUDE is not expressible there).
DROP INDEX IF EXISTS "seismic_2d_bbox_idx";
--> statement-breakpoint
CREATE INDEX "seismic_2d_bbox_idx" ON "seismic_2d" USING gist ("bbox") INCLUDE ("map_rank", "seismic_2d_info_id");
--> statement-breakpoint
DROP INDEX IF EXISTS "seismic_3d_bbox_idx";
--> statement-breakpoint
CREATE INDEX "seismic_3d_bbox_idx" ON "seismic_3d" USING gist ("bbox") INCLUDE ("map_rank", "seismic_3d_info_id");
--> statement-breakpoint
DROP INDEX IF EXISTS "non_seismic_bbox_idx";
--> statement-breakpoint
CREATE INDEX "non_seismic_bbox_idx" ON "non_seismic" USING gist ("bbox") INCLUDE ("map_rank", "unsi");
