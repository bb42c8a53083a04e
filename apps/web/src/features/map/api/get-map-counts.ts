import type { Bbox } from "../../../components/map/geometry.ts";
import { type ApiAnswer, api } from "../../../lib/api.ts";

/**
 * GET /api/map/counts: how many records of each layer lie in the visible area, for the layer list
 * (the tiles draw them; this says how many that is). Called on every settled move, so it takes the
 * caller's abort signal.
 */
export function getMapCounts(bbox: Bbox, signal: AbortSignal): Promise<ApiAnswer<"/api/map/counts">> {
  return api.GET("/api/map/counts", {
    params: { query: { bbox: bbox.map((n) => n.toFixed(5)).join(",") } },
    signal,
  });
}

/** The address MapLibre asks a layer's vector tiles from (absolute: tiles are fetched in its worker). */
export function mapTileUrl(layer: string): string {
  return `${window.location.origin}/api/map/tiles/${layer}/{z}/{x}/{y}.pbf`;
}
