import type { MapTile } from "@strata/core";

/**
 * Web Mercator tile arithmetic (the XYZ scheme MapLibre requests): a tile's extent in longitude and
 * latitude, and positions in a tile's own unit square (0 to 1 across the tile, y down).
 */

type Bbox = [number, number, number, number];

const lonOf = (worldX: number) => worldX * 360 - 180;
const latOf = (worldY: number) => (Math.atan(Math.sinh(Math.PI * (1 - 2 * worldY))) * 180) / Math.PI;

/** A tile's `[west, south, east, north]`, widened by `buffer` (a share of the tile) on each side. */
export function tileBbox({ z, x, y }: MapTile, buffer = 0): Bbox {
  const n = 2 ** z;
  const clamp = (v: number) => Math.min(1, Math.max(0, v));
  return [
    lonOf(clamp((x - buffer) / n)),
    latOf(clamp((y + 1 + buffer) / n)),
    lonOf(clamp((x + 1 + buffer) / n)),
    latOf(clamp((y - buffer) / n)),
  ];
}

/** Web Mercator's y of a latitude in the unit square of tile 0/0/0 (clamped at about ±85.05°). */
function worldY(lat: number): number {
  const sin = Math.sin((Math.max(-85.0511, Math.min(85.0511, lat)) * Math.PI) / 180);
  return 0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI);
}

/** Projects longitude/latitude into the tile's unit square: 0 to 1 inside it, y down. */
export function projector({ z, x, y }: MapTile): (lon: number, lat: number) => [number, number] {
  const n = 2 ** z;
  return (lon, lat) => [((lon + 180) / 360) * n - x, worldY(lat) * n - y];
}
