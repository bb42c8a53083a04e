CREATE TABLE "map_tiles" (
	"key" text PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL,
	"features" integer NOT NULL,
	"gzipped" "bytea" NOT NULL
);
