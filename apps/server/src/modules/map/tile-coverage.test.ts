import { describe, expect, it } from "vitest";
import { CoverageRaster } from "./tile-coverage.ts";

// Tile 0/0/0 is the world: one cell of the 512-cell grid is 360/512 degrees of longitude wide.
const world = { z: 0, x: 0, y: 0 };
const line = (coordinates: [number, number][]) => ({ type: "LineString", coordinates });

describe("CoverageRaster", () => {
  it("covers the pixels a line passes through, as rectangles of tile coordinates", () => {
    const raster = new CoverageRaster(world);
    // Along the equator from lon 0 to 9: cells 256 to 268 of row 256.
    raster.draw(
      line([
        [0, 0],
        [9, 0],
      ]),
    );
    const { geometry, tags } = raster.feature(4096, 1);
    expect(tags).toEqual({ dense: true, count: 1 });
    expect(geometry).toHaveLength(1);
    const [ring] = geometry;
    // Clockwise from the top left, closed: an outer ring.
    expect(ring[0]).toEqual(ring[4]);
    expect(ring[1][0]).toBeGreaterThan(ring[0][0]);
    expect(ring[2][1]).toBeGreaterThan(ring[1][1]);
    expect(ring[0][0]).toBe(256 * 8);
    expect(ring[0][1]).toBe(256 * 8);
  });

  it("tells when a bounding box lies wholly on covered pixels, so a line inside it changes nothing", () => {
    const raster = new CoverageRaster(world);
    // Fill lon 0–10, lat 0–10 row by row.
    for (let lat = 0; lat <= 10; lat += 0.25) {
      raster.draw(
        line([
          [0, lat],
          [10, lat],
        ]),
      );
    }
    expect(raster.coversBox([2, 2, 8, 8])).toBe(true);
    expect(raster.coversBox([2, 2, 12, 8])).toBe(false);
    const before = raster.feature(4096, 0).geometry;
    raster.draw(
      line([
        [2, 2],
        [8, 8],
      ]),
    );
    expect(raster.feature(4096, 0).geometry).toEqual(before);
  });

  it("merges rows into rectangles and falls back to a coarser grid when they are too many", () => {
    const raster = new CoverageRaster(world);
    // A square block: one rectangle however many rows.
    for (let lat = 0; lat <= 20; lat += 0.2) {
      raster.draw(
        line([
          [0, lat],
          [20, lat],
        ]),
      );
    }
    expect(raster.feature(4096, 0).geometry).toHaveLength(1);
    // Single cells two apart each way: 24,000 rectangles on the fine grid, too many; on the grid of
    // half the resolution they touch, and the rows merge.
    const board = new CoverageRaster(world);
    const latOfRow = (row: number) =>
      (Math.atan(Math.sinh(Math.PI * (1 - (2 * (row + 0.5)) / 512))) * 180) / Math.PI;
    for (let i = 0; i < 150; i++) {
      for (let j = 0; j < 160; j++) {
        board.draw({
          type: "Point",
          coordinates: [-179 + (i * 2 + 0.5) * (360 / 512), latOfRow(56 + j * 2)],
        });
      }
    }
    const coarse = board.feature(4096, 0).geometry;
    expect(coarse.length).toBeLessThan(1000);
    // Cells of 16 tile units: the 256-cell grid.
    expect(coarse.every((ring) => ring.every(([x, y]) => x % 16 === 0 && y % 16 === 0))).toBe(true);
  });
});
