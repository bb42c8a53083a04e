import type { Position } from "geojson";
import type { LngLat, Map as MapLibreMap } from "maplibre-gl";
import type { Bbox } from "../api/get-layer-features.ts";

export const clampLon = (n: number) => Math.max(-180, Math.min(180, n));
export const clampLat = (n: number) => Math.max(-85, Math.min(85, n));

export function viewBbox(map: MapLibreMap): Bbox {
  const b = map.getBounds();
  return [clampLon(b.getWest()), clampLat(b.getSouth()), clampLon(b.getEast()), clampLat(b.getNorth())];
}

/** The view plus a margin on each side, so small pans need no new request. */
export function padded([w, s, e, n]: Bbox, ratio: number): Bbox {
  const dx = (e - w) * ratio;
  const dy = (n - s) * ratio;
  return [clampLon(w - dx), clampLat(s - dy), clampLon(e + dx), clampLat(n + dy)];
}

export const contains = (outer: Bbox, inner: Bbox) =>
  inner[0] >= outer[0] && inner[1] >= outer[1] && inner[2] <= outer[2] && inner[3] <= outer[3];

export const position = (lngLat: LngLat): Position => {
  const wrapped = lngLat.wrap();
  return [Number(wrapped.lng.toFixed(6)), Number(clampLat(wrapped.lat).toFixed(6))];
};

export function ring(vertices: Position[]): Position[] {
  return [...vertices, vertices[0]];
}

export function rectangle(a: Position, b: Position): Position[] {
  const [w, e] = a[0] < b[0] ? [a[0], b[0]] : [b[0], a[0]];
  const [s, n] = a[1] < b[1] ? [a[1], b[1]] : [b[1], a[1]];
  return [
    [w, s],
    [e, s],
    [e, n],
    [w, n],
  ];
}
