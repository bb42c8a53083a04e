import { type GeoJSONVTFeature, Supercluster } from "@maplibre/geojson-vt";
import type { MapTile } from "@strata/core";
import { isNotNull, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Feature, Point } from "geojson";
import type { Database } from "../../db/client.ts";
import { VersionedCache } from "../../lib/versioned-cache.ts";
import { columnOf, commonColumns, tableOf } from "../catalogs/index.ts";
import { wellboreColumns } from "./layers.ts";

/** Tile coordinates per side of a wells tile: one per screen pixel of a 512-pixel tile. */
export const WELL_TILE_EXTENT = 512;
/**
 * Wells closer than this many pixels are drawn as one cluster with their log-file count: about
 * the width of two well dots, so a cluster stands only where points would overlap.
 */
export const WELL_CLUSTER_RADIUS = 12;
/** From this zoom on every wellbore is a point of its own, even where points touch. */
export const WELL_CLUSTER_MAX_ZOOM = 15;

type WellProperties = { id: string; title: string; subtitle: string; files: number };

/** One point per wellbore (its log files share it), with what its click pop-up shows. */
async function wellbores(db: Database): Promise<Feature<Point, WellProperties>[]> {
  const { bbox } = commonColumns("Well_Log");
  const rows = await db
    .select(wellboreColumns())
    .from(tableOf("Well_Log") as unknown as PgTable)
    .where(isNotNull(bbox))
    .groupBy(columnOf("Well_Log", "wellboreName"))
    .orderBy(sql`1`);
  return rows.map((r) => ({
    type: "Feature",
    geometry: { type: "Point", coordinates: [r.lon, r.lat] },
    properties: {
      id: r.id,
      title: String(r.wellbore),
      subtitle: [r.field, r.block].filter(Boolean).join(" · "),
      files: r.files,
    },
  }));
}

/**
 * The wells layer's tiles: every wellbore of the catalogue in one cluster index per data version
 * (70,000 wellbores at a million records: a few megabytes), from which each tile is cut. Clusters
 * carry `cluster: true`, `point_count` (wellbores) and `count` (their log files).
 */
export class WellTiles {
  private readonly indexes = new VersionedCache<Supercluster>(1, () => 1);

  constructor(private readonly db: Database) {}

  async tileFeatures(tile: MapTile, version: number): Promise<GeoJSONVTFeature[]> {
    const index = await this.indexes.get("wells", version, async () => {
      const cluster = new Supercluster({
        radius: WELL_CLUSTER_RADIUS,
        extent: WELL_TILE_EXTENT,
        maxZoom: WELL_CLUSTER_MAX_ZOOM - 1,
        map: (p) => ({ count: (p as WellProperties).files }),
        reduce: (sum, p) => {
          sum.count = Number(sum.count) + Number(p.count);
        },
      });
      cluster.load(await wellbores(this.db));
      return cluster;
    });
    return index.getTile(tile.z, tile.x, tile.y)?.features ?? [];
  }
}
