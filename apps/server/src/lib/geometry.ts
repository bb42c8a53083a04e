/**
 * Plane geometry on longitude/latitude for map selection and simplification. At the scale of a
 * drawn selection over Malaysian waters, treating degrees as planar is exact enough.
 */

export type Position = [number, number];
export type Ring = Position[];
export type Polygon = Ring[];

export interface AnyGeometry {
  type: string;
  coordinates: unknown;
}

function pointInRing([x, y]: Position, ring: Ring): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i];
    const [xj, yj] = ring[j];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** Inside the outer ring and outside every hole. */
export function pointInPolygon(point: Position, polygon: Polygon): boolean {
  if (!pointInRing(point, polygon[0])) return false;
  return !polygon.slice(1).some((hole) => pointInRing(point, hole));
}

const cross = (o: Position, a: Position, b: Position) =>
  (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
const onSegment = (p: Position, q: Position, r: Position) =>
  Math.min(p[0], r[0]) <= q[0] &&
  q[0] <= Math.max(p[0], r[0]) &&
  Math.min(p[1], r[1]) <= q[1] &&
  q[1] <= Math.max(p[1], r[1]);

export function segmentsIntersect(a: Position, b: Position, c: Position, d: Position): boolean {
  const d1 = cross(c, d, a);
  const d2 = cross(c, d, b);
  const d3 = cross(a, b, c);
  const d4 = cross(a, b, d);
  if (((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0))) return true;
  return (
    (d1 === 0 && onSegment(c, a, d)) ||
    (d2 === 0 && onSegment(c, b, d)) ||
    (d3 === 0 && onSegment(a, c, b)) ||
    (d4 === 0 && onSegment(a, d, b))
  );
}

function* segments(path: Position[]): Generator<[Position, Position]> {
  for (let i = 1; i < path.length; i++) yield [path[i - 1], path[i]];
}

/** Whether any segment of the path crosses any edge of the polygon. */
function crossesBoundary(path: Position[], polygon: Polygon): boolean {
  for (const [a, b] of segments(path)) {
    for (const ring of polygon) {
      for (const [c, d] of segments(ring)) if (segmentsIntersect(a, b, c, d)) return true;
    }
  }
  return false;
}

/** The vertex paths of a geometry (a point is a path of one); polygons give their rings. */
export function pathsOf(geometry: AnyGeometry): Position[][] {
  const c = geometry.coordinates as never;
  switch (geometry.type) {
    case "Point":
      return [[c]];
    case "LineString":
      return [c];
    case "Polygon":
    case "MultiLineString":
      return c;
    case "MultiPolygon":
      return (c as Polygon[]).flat();
    default:
      return [];
  }
}

export function polygonsOf(geometry: AnyGeometry): Polygon[] {
  if (geometry.type === "Polygon") return [geometry.coordinates as Polygon];
  if (geometry.type === "MultiPolygon") return geometry.coordinates as Polygon[];
  return [];
}

/** Whether a geometry and the selection polygon share any point. */
export function intersects(geometry: AnyGeometry, selection: Polygon): boolean {
  const paths = pathsOf(geometry);
  if (paths.some((path) => path.some((p) => pointInPolygon(p, selection)))) return true;
  if (paths.some((path) => crossesBoundary(path, selection))) return true;
  // The selection may lie wholly inside a polygon geometry.
  return polygonsOf(geometry).some((polygon) => pointInPolygon(selection[0][0], polygon));
}

/** Whether the selection polygon holds the whole geometry. */
export function contains(selection: Polygon, geometry: AnyGeometry): boolean {
  const paths = pathsOf(geometry);
  if (paths.length === 0) return false;
  if (!paths.every((path) => path.every((p) => pointInPolygon(p, selection)))) return false;
  return !paths.some((path) => path.length > 1 && crossesBoundary(path, selection));
}

export function bboxOfPolygon(polygon: Polygon): [number, number, number, number] {
  const xs = polygon[0].map((p) => p[0]);
  const ys = polygon[0].map((p) => p[1]);
  return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
}

const roundTo = (n: number, decimals: number) => {
  const f = 10 ** decimals;
  return Math.round(n * f) / f;
};

/** Drops vertices closer than `tolerance` to the last kept one; keeps the ends, and closed rings closed. */
function simplifyPath(path: Position[], tolerance: number, decimals: number, minLength: number): Position[] {
  if (path.length <= minLength) return path.map(([x, y]) => [roundTo(x, decimals), roundTo(y, decimals)]);
  const kept: Position[] = [path[0]];
  for (let i = 1; i < path.length - 1; i++) {
    const last = kept[kept.length - 1];
    if (Math.abs(path[i][0] - last[0]) > tolerance || Math.abs(path[i][1] - last[1]) > tolerance)
      kept.push(path[i]);
  }
  kept.push(path[path.length - 1]);
  const source = kept.length >= minLength ? kept : path;
  return source.map(([x, y]) => [roundTo(x, decimals), roundTo(y, decimals)]);
}

/**
 * Simplifies a geometry for display at a zoom where one pixel spans `tolerance` degrees: vertices
 * nearer than a pixel are merged and coordinates keep only the decimals a pixel can show.
 */
export function simplify(geometry: AnyGeometry, tolerance: number): AnyGeometry {
  const decimals = Math.min(6, Math.max(2, Math.ceil(-Math.log10(tolerance)) + 1));
  const c = geometry.coordinates as never;
  switch (geometry.type) {
    case "Point":
      return { type: "Point", coordinates: (c as Position).map((n) => roundTo(n, decimals)) };
    case "LineString":
      return { type: "LineString", coordinates: simplifyPath(c, tolerance, decimals, 2) };
    case "Polygon":
      return {
        type: "Polygon",
        coordinates: (c as Polygon).map((ring) => simplifyPath(ring, tolerance, decimals, 4)),
      };
    default:
      return geometry;
  }
}

/** Degrees one screen pixel spans at a web-map zoom (256-pixel tiles). */
export const degreesPerPixel = (zoom: number) => 360 / (256 * 2 ** zoom);

/** A PostgreSQL box literal, `(maxX,maxY),(minX,minY)`, from `[minX, minY, maxX, maxY]`. */
export function boxLiteral([minX, minY, maxX, maxY]: [number, number, number, number]): string {
  return `(${maxX},${maxY}),(${minX},${minY})`;
}
