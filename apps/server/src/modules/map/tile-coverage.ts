import type { GeoJSONVTFeatureNonPoint } from "@maplibre/geojson-vt";
import type { MapTile } from "@strata/core";
import { type AnyGeometry, pathsOf } from "../../lib/geometry.ts";
import { projector } from "./tile-math.ts";

/**
 * A dense tile's layer drawn as the pixels its features cover. Where a tile holds more lines or
 * outlines than can travel one by one (300,000 2D lines fill two tiles at country zoom), each
 * feature is still drawn — rasterised into a grid of tile pixels — and the covered pixels travel as
 * rectangles of one polygon feature. The picture is the one every line would draw; what is lost is
 * picking one line out of a pile of pixels, which needs zooming in anyway (a click on the coverage
 * zooms in, as on a well cluster).
 */

/** Cells per tile side: one per screen pixel of a 512-pixel tile. */
const GRID = 512;
/** Rectangles a tile may carry at most (about 12 bytes each) before a coarser grid is used. */
const MAX_RECTANGLES = 20_000;

type Rectangle = [number, number, number, number];

/** Covered cells as rectangles: runs of each row, a run continuing one of the row above extends it. */
function rectangles(cells: Uint8Array, size: number): Rectangle[] {
  const done: Rectangle[] = [];
  let open = new Map<number, Rectangle>();
  for (let row = 0; row < size; row++) {
    const next = new Map<number, Rectangle>();
    let x = 0;
    while (x < size) {
      if (!cells[row * size + x]) {
        x++;
        continue;
      }
      const start = x;
      while (x < size && cells[row * size + x]) x++;
      const key = start * (size + 1) + x;
      const above = open.get(key);
      if (above) {
        above[3] = row + 1;
        open.delete(key);
        next.set(key, above);
      } else next.set(key, [start, row, x, row + 1]);
    }
    for (const rect of open.values()) done.push(rect);
    open = next;
  }
  for (const rect of open.values()) done.push(rect);
  return done;
}

/** The grid at half the resolution: a cell is covered when any of its four is. */
function halved(cells: Uint8Array, size: number): Uint8Array {
  const half = size / 2;
  const out = new Uint8Array(half * half);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) if (cells[y * size + x]) out[(y >> 1) * half + (x >> 1)] = 1;
  }
  return out;
}

/** The pixels of one tile that a layer's features cover. */
export class CoverageRaster {
  private readonly cells = new Uint8Array(GRID * GRID);
  private readonly project: (lon: number, lat: number) => [number, number];

  constructor(tile: MapTile) {
    this.project = projector(tile);
  }

  /** Marks the cells a feature's lines (a polygon's rings) pass through. */
  draw(geometry: AnyGeometry) {
    for (const path of pathsOf(geometry)) {
      let [ax, ay] = this.project(path[0][0], path[0][1]);
      if (path.length === 1) this.segment(ax, ay, ax, ay);
      for (let i = 1; i < path.length; i++) {
        const [bx, by] = this.project(path[i][0], path[i][1]);
        this.segment(ax, ay, bx, by);
        [ax, ay] = [bx, by];
      }
    }
  }

  /**
   * Whether every cell of a bounding box (the part inside the tile) is covered already: then so is
   * every cell of any line inside it, and drawing that line changes nothing.
   */
  coversBox([minLon, minLat, maxLon, maxLat]: [number, number, number, number]): boolean {
    const [x0, y0] = this.project(minLon, maxLat);
    const [x1, y1] = this.project(maxLon, minLat);
    const last = GRID - 1;
    const cx0 = Math.max(0, Math.floor(x0 * GRID));
    const cy0 = Math.max(0, Math.floor(y0 * GRID));
    const cx1 = Math.min(last, Math.floor(x1 * GRID));
    const cy1 = Math.min(last, Math.floor(y1 * GRID));
    for (let y = cy0; y <= cy1; y++) {
      for (let x = cx0; x <= cx1; x++) if (!this.cells[y * GRID + x]) return false;
    }
    return true;
  }

  /**
   * The coverage as one MultiPolygon in tile coordinates (`extent` units), tagged `dense` with the
   * number of records drawn; on a coarser grid when the finest needs too many rectangles.
   */
  feature(extent: number, count: number): GeoJSONVTFeatureNonPoint {
    let cells: Uint8Array = this.cells;
    let size = GRID;
    let rects = rectangles(cells, size);
    while (rects.length > MAX_RECTANGLES && size > 64) {
      cells = halved(cells, size);
      size /= 2;
      rects = rectangles(cells, size);
    }
    const scale = extent / size;
    // Clockwise in tile coordinates (y down): an outer ring in MVT's terms.
    const geometry = rects.map(([x0, y0, x1, y1]) => {
      const [l, t, r, b] = [x0 * scale, y0 * scale, x1 * scale, y1 * scale];
      return [
        [l, t],
        [r, t],
        [r, b],
        [l, b],
        [l, t],
      ] as [number, number][];
    });
    return { type: 3, geometry, tags: { dense: true, count } };
  }

  /** Marks the cells a segment of the tile's unit square passes through, clipped to the grid. */
  private segment(ax: number, ay: number, bx: number, by: number) {
    const x0 = ax * GRID;
    const y0 = ay * GRID;
    const dx = bx * GRID - x0;
    const dy = by * GRID - y0;
    // Liang–Barsky: keep the part inside the grid.
    let t0 = 0;
    let t1 = 1;
    const clip = (p: number, q: number) => {
      if (p === 0) return q >= 0;
      const t = q / p;
      if (p < 0) t0 = Math.max(t0, t);
      else t1 = Math.min(t1, t);
      return t0 <= t1;
    };
    if (!clip(-dx, x0) || !clip(dx, GRID - x0) || !clip(-dy, y0) || !clip(dy, GRID - y0)) return;
    const sx = x0 + t0 * dx;
    const sy = y0 + t0 * dy;
    const lx = (t1 - t0) * dx;
    const ly = (t1 - t0) * dy;
    // Two samples per cell along the longer axis: no cell the segment crosses is skipped.
    const steps = Math.max(1, Math.ceil(Math.max(Math.abs(lx), Math.abs(ly)) * 2));
    const last = GRID - 1;
    for (let i = 0; i <= steps; i++) {
      const cx = Math.min(last, Math.floor(sx + (lx * i) / steps));
      const cy = Math.min(last, Math.floor(sy + (ly * i) / steps));
      this.cells[cy * GRID + cx] = 1;
    }
  }
}
