import type { MapLayer, MapLayerResponse } from "@strata/core";
import { api } from "../../../lib/api.ts";

export type Bbox = [number, number, number, number];

/**
 * GET /api/map/layers/:layer: a layer's features inside a bbox, simplified for the zoom. Called by
 * the map on every settled move (never the whole database), so it takes the caller's abort signal.
 */
export function getLayerFeatures(
  params: { layer: MapLayer; bbox: Bbox; zoom: number },
  signal: AbortSignal,
): Promise<MapLayerResponse> {
  return api.get<MapLayerResponse>(`/api/map/layers/${params.layer}`, {
    query: { bbox: params.bbox.map((n) => n.toFixed(5)).join(","), zoom: params.zoom.toFixed(2) },
    signal,
  });
}
