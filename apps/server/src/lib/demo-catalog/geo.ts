import type { Rng } from "./prng.ts";

/** Plane geometry in kilometres and degrees for generating plausible survey lines, outlines and wells. */

export type Bbox = [number, number, number, number];
export type Position = [number, number];

export const round5 = (n: number) => Math.round(n * 1e5) / 1e5;
export const pad = (n: number, width: number) => String(n).padStart(width, "0");
export const KM_PER_DEG = 111.32;

export function bboxOf(points: Position[]): Bbox {
  let [minX, minY, maxX, maxY] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const [x, y] of points) {
    minX = Math.min(minX, x);
    minY = Math.min(minY, y);
    maxX = Math.max(maxX, x);
    maxY = Math.max(maxY, y);
  }
  return [minX, minY, maxX, maxY];
}

/** Moves a point by kilometres east and north. */
export function offset([lon, lat]: Position, eastKm: number, northKm: number): Position {
  return [lon + eastKm / (KM_PER_DEG * Math.cos((lat * Math.PI) / 180)), lat + northKm / KM_PER_DEG];
}

export function clampTo(extent: Bbox, [lon, lat]: Position): Position {
  return [
    round5(Math.min(Math.max(lon, extent[0]), extent[2])),
    round5(Math.min(Math.max(lat, extent[1]), extent[3])),
  ];
}

export function distanceKm(a: Position, b: Position): number {
  const dx = (b[0] - a[0]) * KM_PER_DEG * Math.cos((((a[1] + b[1]) / 2) * Math.PI) / 180);
  const dy = (b[1] - a[1]) * KM_PER_DEG;
  return Math.hypot(dx, dy);
}

export function rotatedRectangle(
  center: Position,
  widthKm: number,
  heightKm: number,
  angle: number,
  extent: Bbox,
): Position[] {
  const corners: [number, number][] = [
    [-widthKm / 2, -heightKm / 2],
    [widthKm / 2, -heightKm / 2],
    [widthKm / 2, heightKm / 2],
    [-widthKm / 2, heightKm / 2],
  ];
  const ring = corners.map(([x, y]) =>
    clampTo(
      extent,
      offset(center, x * Math.cos(angle) - y * Math.sin(angle), x * Math.sin(angle) + y * Math.cos(angle)),
    ),
  );
  return [...ring, ring[0]];
}

export function pointIn(rng: Rng, [minX, minY, maxX, maxY]: Bbox, margin = 0.03): Position {
  return [rng.float(minX + margin, maxX - margin), rng.float(minY + margin, maxY - margin)];
}
