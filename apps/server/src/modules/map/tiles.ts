import { gzip } from "node:zlib";
import type { GeoJSONVTFeature, GeoJSONVTTile } from "@maplibre/geojson-vt";
import { fromGeojsonVt } from "@maplibre/vt-pbf";
import type { MapLayer, MapTile } from "@strata/core";
import { and, eq, lt, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { mapTiles } from "../../db/schema/index.ts";
import { sharedMapDataVersion } from "../../lib/map-data-version.ts";
import { VersionedCache } from "../../lib/versioned-cache.ts";
import { blockTileFeatures, SHAPE_TILE_EXTENT, shapeTileFeatures } from "./tile-shapes.ts";
import { WELL_TILE_EXTENT, WellTiles } from "./tile-wells.ts";

/** The media type of Mapbox Vector Tiles. */
export const TILE_CONTENT_TYPE = "application/vnd.mapbox-vector-tile";
/** Raised when the way tiles are made changes, so browsers drop tiles made the old way. */
const TILE_FORMAT = 1;
/** Gzipped tiles kept in memory per app instance. */
const CACHE_BYTES = 64 * 1024 * 1024;
/**
 * Tiles of this zoom and below are also kept in the database for every instance (`map_tiles`): the
 * zooms the warm-up makes ahead and the one after it, where a dense tile costs up to a second and a
 * half to make. Further in a tile holds few features and is made in milliseconds. A bid round's own
 * blocks (a round a client names) are not kept there, so the table holds at most one row per tile
 * of these zooms of each layer, and only where the layer has data.
 */
const STORED_MAX_ZOOM = 8;

/** A tile layer: a map layer, or the bid-round blocks (of one round, or all). */
export type TileLayer = { layer: MapLayer } | { layer: "bid-blocks"; round?: string };

/** A made tile: gzipped, with how many features it carries (none: its area holds nothing). */
export type MadeTile = { gzipped: Buffer; features: number };

const gzipAsync = (bytes: Uint8Array) =>
  new Promise<Buffer>((resolve, reject) =>
    gzip(bytes, { level: 6 }, (error, out) => (error ? reject(error) : resolve(out))),
  );

/** bytea as the drivers hand it over (node-postgres: a Buffer; PGlite: a Uint8Array) as a Buffer, not copied. */
const asBuffer = (bytes: Uint8Array) =>
  Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

function keyOf(source: TileLayer, tile: MapTile): string {
  const round = source.layer === "bid-blocks" ? (source.round ?? "") : "";
  return `${source.layer}|${round}|${tile.z}/${tile.x}/${tile.y}`;
}

/**
 * The map's vector tiles: made from the database per tile on first request, kept (gzipped) per
 * data version, and tagged with that version so a browser revalidates with `If-None-Match` and
 * gets a 304 until a publish changes the layer.
 */
export class MapTiles {
  private readonly cache = new VersionedCache<MadeTile>(CACHE_BYTES, (t) => t.gzipped.length);
  private readonly wells: WellTiles;
  private readonly layerVersion: (layer: MapLayer) => Promise<number>;

  constructor(private readonly db: Database) {
    this.wells = new WellTiles(db);
    this.layerVersion = sharedMapDataVersion(db);
  }

  /** The version of the data a tile layer is made from (blocks for the bid-round blocks). */
  version(source: TileLayer): Promise<number> {
    return this.layerVersion(source.layer === "bid-blocks" ? "blocks" : source.layer);
  }

  etag(version: number): string {
    return `"${TILE_FORMAT}-${version}"`;
  }

  /** The gzipped tile as of `version`. */
  async gzipped(source: TileLayer, tile: MapTile, version: number): Promise<Buffer> {
    return (await this.tile(source, tile, version)).gzipped;
  }

  /** The tile as of `version`: from the cache, else made and kept. */
  tile(source: TileLayer, tile: MapTile, version: number): Promise<MadeTile> {
    return this.cache.get(keyOf(source, tile), version, () => this.make(source, tile, version));
  }

  /** Whether the tile as of `version` is in the cache (a request for it is answered without the database). */
  isCached(source: TileLayer, tile: MapTile, version: number): boolean {
    return this.cache.has(keyOf(source, tile), version);
  }

  /** The tile from the database if some instance made it as of `version`, else made and stored. */
  private async make(source: TileLayer, tile: MapTile, version: number): Promise<MadeTile> {
    const shared = tile.z <= STORED_MAX_ZOOM && !(source.layer === "bid-blocks" && source.round);
    if (!shared) return this.build(source, tile, version);
    const key = keyOf(source, tile);
    const [row] = await this.db
      .select({ features: mapTiles.features, gzipped: mapTiles.gzipped })
      .from(mapTiles)
      .where(and(eq(mapTiles.key, key), eq(mapTiles.version, version)));
    if (row) return { features: row.features, gzipped: asBuffer(row.gzipped) };
    const made = await this.build(source, tile, version);
    // One row per tile: a newer version replaces it, an older one (a slow maker) never does.
    await this.db
      .insert(mapTiles)
      .values({ key, version, features: made.features, gzipped: made.gzipped })
      .onConflictDoUpdate({
        target: mapTiles.key,
        set: { version, features: made.features, gzipped: made.gzipped },
        where: lt(mapTiles.version, sql`excluded.version`),
      });
    return made;
  }

  private async build(source: TileLayer, tile: MapTile, version: number): Promise<MadeTile> {
    const { layer } = source;
    let features: GeoJSONVTFeature[];
    let extent = SHAPE_TILE_EXTENT;
    if (layer === "Well_Log") {
      features = await this.wells.tileFeatures(tile, version);
      extent = WELL_TILE_EXTENT;
    } else if (layer === "blocks") {
      features = await blockTileFeatures(this.db, tile);
    } else if (layer === "bid-blocks") {
      features = await blockTileFeatures(this.db, tile, { round: source.round });
    } else {
      features = await shapeTileFeatures(this.db, layer, tile);
    }
    const pbf = fromGeojsonVt({ [layer]: { features } as GeoJSONVTTile }, { version: 2, extent });
    return { gzipped: await gzipAsync(pbf), features: features.length };
  }
}
