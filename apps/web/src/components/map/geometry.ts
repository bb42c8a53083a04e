import type { SelectionGeometry } from "@strata/core";
import type { Position } from "geojson";
import type { LngLat, Map as MapLibreMap } from "maplibre-gl";

/** `[west, south, east, north]` in degrees. */
export type Bbox = [number, number, number, number];

export const clampLon = (n: number) => Math.max(-180, Math.min(180, n));
export const clampLat = (n: number) => Math.max(-85, Math.min(85, n));

/** A clicked point as a GeoJSON position: wrapped, clamped, to 6 decimals (about 0.1 m). */
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

/** A `[west, south, east, north]` box as the polygon a selection or a data request names. */
export function bboxPolygon([w, s, e, n]: Bbox): SelectionGeometry {
  const corners = rectangle([w, s], [e, n]) as [number, number][];
  return { type: "Polygon", coordinates: [[...corners, corners[0]]] };
}

/** The visible area, clamped to the world (MapLibre's bounds run past ±180 when zoomed out). */
export function viewBbox(map: MapLibreMap): Bbox {
  const b = map.getBounds();
  return [clampLon(b.getWest()), clampLat(b.getSouth()), clampLon(b.getEast()), clampLat(b.getNorth())];
}

/** The box around a polygon's outer ring. */
export function polygonBbox(geometry: SelectionGeometry): Bbox {
  const [outer] = geometry.coordinates;
  const lons = outer.map((p) => p[0]);
  const lats = outer.map((p) => p[1]);
  return [Math.min(...lons), Math.min(...lats), Math.max(...lons), Math.max(...lats)];
}
