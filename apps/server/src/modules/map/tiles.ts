import { gzip } from "node:zlib";
import type { GeoJSONVTFeature, GeoJSONVTTile } from "@maplibre/geojson-vt";
import { fromGeojsonVt } from "@maplibre/vt-pbf";
import type { MapLayer, MapTile } from "@strata/core";
import type { Database } from "../../db/client.ts";
import { mapDataVersion } from "./data-version.ts";
import { VersionedCache } from "./tile-cache.ts";
import { blockTileFeatures, SHAPE_TILE_EXTENT, shapeTileFeatures } from "./tile-shapes.ts";
import { WELL_TILE_EXTENT, WellTiles } from "./tile-wells.ts";

/** The media type of Mapbox Vector Tiles. */
export const TILE_CONTENT_TYPE = "application/vnd.mapbox-vector-tile";
/** Raised when the way tiles are made changes, so browsers drop tiles made the old way. */
const TILE_FORMAT = 1;
/** Gzipped tiles kept in memory per app instance. */
const CACHE_BYTES = 64 * 1024 * 1024;

/** A tile layer: a map layer, or the bid-round blocks (of one round, or all). */
export type TileLayer = { layer: MapLayer } | { layer: "bid-blocks"; round?: string };

const gzipAsync = (bytes: Uint8Array) =>
  new Promise<Buffer>((resolve, reject) =>
    gzip(bytes, { level: 6 }, (error, out) => (error ? reject(error) : resolve(out))),
  );

/**
 * The map's vector tiles: made from the database per tile on first request, kept (gzipped) per
 * data version, and tagged with that version so a browser revalidates with `If-None-Match` and
 * gets a 304 until a publish changes the layer.
 */
export class MapTiles {
  private readonly cache = new VersionedCache<Buffer>(CACHE_BYTES, (b) => b.length);
  private readonly wells: WellTiles;

  constructor(private readonly db: Database) {
    this.wells = new WellTiles(db);
  }

  /** The version of the data a tile layer is made from (blocks for the bid-round blocks). */
  version(source: TileLayer): Promise<number> {
    return mapDataVersion(this.db, source.layer === "bid-blocks" ? "blocks" : source.layer);
  }

  etag(version: number): string {
    return `"${TILE_FORMAT}-${version}"`;
  }

  /** The gzipped tile as of `version`. */
  gzipped(source: TileLayer, tile: MapTile, version: number): Promise<Buffer> {
    const round = source.layer === "bid-blocks" ? (source.round ?? "") : "";
    const key = `${source.layer}|${round}|${tile.z}/${tile.x}/${tile.y}`;
    return this.cache.get(key, version, async () => gzipAsync(await this.make(source, tile, version)));
  }

  private async make(source: TileLayer, tile: MapTile, version: number): Promise<Uint8Array> {
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
    return fromGeojsonVt({ [layer]: { features } as GeoJSONVTTile }, { version: 2, extent });
  }
}
