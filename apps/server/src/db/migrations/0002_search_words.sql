CREATE TABLE "catalog_words" (
	"word" text PRIMARY KEY NOT NULL,
	"documents" integer NOT NULL
);
--> statement-breakpoint
DROP INDEX "non_seismic_search_trgm_idx";--> statement-breakpoint
DROP INDEX "seismic_2d_search_trgm_idx";--> statement-breakpoint
DROP INDEX "seismic_3d_search_trgm_idx";--> statement-breakpoint
DROP INDEX "technical_reports_search_trgm_idx";--> statement-breakpoint
DROP INDEX "well_logs_search_trgm_idx";--> statement-breakpoint
CREATE INDEX "catalog_words_trgm_idx" ON "catalog_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "non_seismic" DROP COLUMN "search_text";--> statement-breakpoint
ALTER TABLE "seismic_2d" DROP COLUMN "search_text";--> statement-breakpoint
ALTER TABLE "seismic_3d" DROP COLUMN "search_text";--> statement-breakpoint
ALTER TABLE "technical_reports" DROP COLUMN "search_text";--> statement-breakpoint
ALTER TABLE "well_logs" DROP COLUMN "search_text";