import { type GeoJSONVTFeature, geoJSONToTile } from "@maplibre/geojson-vt";
import { CATALOG_REGISTRY, type CatalogType, type MapTile } from "@strata/core";
import { asc, isNotNull, type SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { FeatureCollection } from "geojson";
import type { Database } from "../../db/client.ts";
import { catalogBlocks } from "../../db/schema/index.ts";
import type { AnyGeometry } from "../../lib/geometry.ts";
import { columnOf, commonColumns, parseBox, tableOf } from "../catalogs/index.ts";
import { blockProperties, overlaps, subtitleOf } from "./layers.ts";
import { CoverageRaster } from "./tile-coverage.ts";
import { tileBbox } from "./tile-math.ts";

/** Tile coordinates per tile side (MVT's usual 4096: an eighth of a pixel on a 512-pixel tile). */
export const SHAPE_TILE_EXTENT = 4096;
/** Beyond each edge, so lines and outlines run on under the neighbouring tile without seams. */
const BUFFER = 64;
/**
 * Records a tile carries one by one, each with what a click shows (about 60–100 bytes each, so a
 * full tile stays near 300 kB). A tile with more is dense: drawn as coverage (tile-coverage.ts).
 */
export const FEATURES_PER_TILE = 3000;

// biome-ignore lint/suspicious/noExplicitAny: tables are addressed by registry key
const table = (type: CatalogType) => tableOf(type) as unknown as PgTable<any>;

type Row = { geometry: unknown; properties: Record<string, string | number | null | undefined> };

/** Rows as a tile: projected, clipped to the tile and its buffer, simplified to the zoom. */
function toTileFeatures(rows: Row[], tile: MapTile): GeoJSONVTFeature[] {
  const collection = {
    type: "FeatureCollection",
    features: rows.map((r) => ({ type: "Feature", geometry: r.geometry, properties: r.properties })),
  } as FeatureCollection;
  return geoJSONToTile(collection, tile.z, tile.x, tile.y, {
    extent: SHAPE_TILE_EXTENT,
    buffer: BUFFER,
    clip: true,
  }).features;
}

const tileArea = (tile: MapTile) => tileBbox(tile, BUFFER / SHAPE_TILE_EXTENT);

/** Rows matching `where`, counted up to one past `limit` (a dense tile is not counted through). */
async function recordsInTile(db: Database, where: SQL, from: PgTable, limit: number): Promise<number> {
  const first = db
    .select({ one: sql`1` })
    .from(from)
    .where(where)
    .limit(limit + 1)
    .as("first");
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(first);
  return n;
}

/** Share of a dense tile's records (by map rank, so spread evenly) drawn from their geometry first. */
const FIRST_DRAWN = 0.1;
/** Records whose geometry is read at a time once the first share is drawn. */
const BATCH = 5000;

type Box = [number, number, number, number];

/**
 * A dense tile's coverage, without reading every record's geometry: a tenth of them is drawn first,
 * then only the records whose bounding box still has an uncovered pixel are read and drawn, in
 * batches (lowest map rank first), checked again before each. A record skipped lies wholly on
 * covered pixels, so the picture is exactly the one drawing every record gives; at country zoom,
 * where 300,000 lines fill their basins, most are skipped.
 *
 * The rest are read as id and box only, in rank order, by a query of their own that a server runs
 * beside the first share's; the bounding-box index carries rank and id (migration 0024), so that
 * query reads the index alone instead of most of the table's pages.
 */
async function denseFeature(db: Database, type: CatalogType, where: SQL, tile: MapTile) {
  const { id, geometry, bbox, mapRank } = commonColumns(type);
  const from = table(type);
  const [first, others] = await Promise.all([
    db.select({ geometry }).from(from).where(sql`${where} and ${mapRank} < ${FIRST_DRAWN}`),
    db
      .select({ id, bbox })
      .from(from)
      .where(sql`${where} and ${mapRank} >= ${FIRST_DRAWN}`)
      .orderBy(asc(mapRank)),
  ]);
  const raster = new CoverageRaster(tile);
  for (const row of first) if (row.geometry) raster.draw(row.geometry as AnyGeometry);
  let rest: { id: unknown; box: Box }[] = [];
  for (const row of others) {
    const box = parseBox(row.bbox as string);
    if (box) rest.push({ id: row.id, box });
  }
  while (rest.length > 0) {
    const uncovered = rest.filter((r) => !raster.coversBox(r.box));
    const batch = uncovered.slice(0, BATCH);
    rest = uncovered.slice(BATCH);
    if (batch.length === 0) break;
    // One array parameter, not thousands: the statement stays small to send and to plan.
    const ids = sql.param(batch.map((r) => String(r.id)));
    const drawn = await db.select({ geometry }).from(from).where(sql`${id} = any(${ids}::text[])`);
    for (const row of drawn) if (row.geometry) raster.draw(row.geometry as AnyGeometry);
  }
  return raster.feature(SHAPE_TILE_EXTENT, first.length + others.length);
}

/**
 * A category's lines or outlines in a tile: one feature per record with its id, title and subtitle
 * (what the click pop-up shows) when the tile holds up to FEATURES_PER_TILE of them; the coverage
 * of all of them when it holds more.
 */
export async function shapeTileFeatures(
  db: Database,
  type: CatalogType,
  tile: MapTile,
): Promise<GeoJSONVTFeature[]> {
  const { id, geometry, bbox } = commonColumns(type);
  const where = overlaps(bbox, tileArea(tile));
  const n = await recordsInTile(db, where, table(type), FEATURES_PER_TILE);
  if (n > FEATURES_PER_TILE) return [await denseFeature(db, type, where, tile)];
  const def = CATALOG_REGISTRY[type];
  const subtitleColumns = Object.fromEntries(def.subtitleKeys.map((k) => [k, columnOf(type, k)]));
  const rows = await db
    .select({ id, geometry, title: columnOf(type, def.titleKey), ...subtitleColumns })
    .from(table(type))
    .where(where)
    .orderBy(asc(id));
  return toTileFeatures(
    rows.map((r) => ({
      geometry: r.geometry,
      properties: { id: String(r.id), title: String(r.title), subtitle: subtitleOf(type, r) },
    })),
    tile,
  );
}

/** Licence blocks in a tile (about a hundred in all); `bidOnly` keeps those on offer, of one round if named. */
export async function blockTileFeatures(
  db: Database,
  tile: MapTile,
  bidOnly?: { round?: string },
): Promise<GeoJSONVTFeature[]> {
  const inTile = overlaps(catalogBlocks.bbox, tileArea(tile));
  const where = !bidOnly
    ? inTile
    : bidOnly.round
      ? sql`${inTile} and ${catalogBlocks.bidRound} = ${bidOnly.round}`
      : sql`${inTile} and ${isNotNull(catalogBlocks.bidRound)}`;
  const rows = await db.select().from(catalogBlocks).where(where).orderBy(asc(catalogBlocks.name));
  return toTileFeatures(
    rows.map((b) => ({
      geometry: b.geometry,
      properties: bidOnly
        ? { name: b.name, region: b.region, basin: b.basin, bidRound: b.bidRound, areaKm2: b.areaKm2 }
        : blockProperties(b),
    })),
    tile,
  );
}
