import type { Position } from "../../lib/geometry.ts";

/**
 * OGC API – Features Part 2 (decision 0207): answers in CRS84 unless `crs` asks for EPSG:4326
 * (latitude first, as EPSG defines its axes) or EPSG:3857 (spherical Web Mercator, by its formula).
 * The store is CRS84; a `bbox-crs` box is turned into CRS84 before the same exact test.
 */
export const CRS84 = "http://www.opengis.net/def/crs/OGC/1.3/CRS84";
export const EPSG4326 = "http://www.opengis.net/def/crs/EPSG/0/4326";
export const EPSG3857 = "http://www.opengis.net/def/crs/EPSG/0/3857";
export const SUPPORTED_CRS = [CRS84, EPSG4326, EPSG3857] as const;
export type Crs = (typeof SUPPORTED_CRS)[number];

const R = 6_378_137;
/** Web Mercator's latitude limit: the square world. */
const MAX_LAT = 85.05112877980659;
const DEG = Math.PI / 180;
/** Half the width of the Web Mercator world in metres. */
export const MERCATOR_MAX = Math.PI * R;

/** A CRS84 position (longitude, latitude) in the answer's CRS. */
export function fromCrs84(crs: Crs, [lon, lat]: Position): Position {
  if (crs === EPSG4326) return [lat, lon];
  if (crs === EPSG3857) {
    const clamped = Math.max(-MAX_LAT, Math.min(MAX_LAT, lat));
    return [R * lon * DEG, R * Math.log(Math.tan(Math.PI / 4 + (clamped * DEG) / 2))];
  }
  return [lon, lat];
}

/** A position in `crs` as CRS84 longitude, latitude. */
export function toCrs84(crs: Crs, [a, b]: Position): Position {
  if (crs === EPSG4326) return [b, a];
  if (crs === EPSG3857) return [a / R / DEG, (2 * Math.atan(Math.exp(b / R)) - Math.PI / 2) / DEG];
  return [a, b];
}

/** Every position of GeoJSON coordinates (any nesting) through `f`. */
export function mapPositions(coordinates: unknown, f: (p: Position) => Position): unknown {
  if (!Array.isArray(coordinates)) return coordinates;
  if (typeof coordinates[0] === "number") return f(coordinates as Position);
  return coordinates.map((c) => mapPositions(c, f));
}

/** A bbox given in `crs` (in that CRS's axis order) as a CRS84 bbox. */
export function bboxToCrs84(crs: Crs, [a, b, c, d]: [number, number, number, number]) {
  const [minX, minY] = toCrs84(crs, [a, b]);
  const [maxX, maxY] = toCrs84(crs, [c, d]);
  return [minX, minY, maxX, maxY] as [number, number, number, number];
}
