import { describe, expect, it } from "vitest";
import {
  contains,
  intersects,
  type Polygon,
  pointInPolygon,
  segmentsIntersect,
  simplify,
} from "./geometry.ts";

const square: Polygon = [
  [
    [0, 0],
    [10, 0],
    [10, 10],
    [0, 10],
    [0, 0],
  ],
];
const withHole: Polygon = [
  square[0],
  [
    [4, 4],
    [6, 4],
    [6, 6],
    [4, 6],
    [4, 4],
  ],
];
// A U shape: concave, so a segment between two inside points can leave it.
const u: Polygon = [
  [
    [0, 0],
    [10, 0],
    [10, 10],
    [7, 10],
    [7, 3],
    [3, 3],
    [3, 10],
    [0, 10],
    [0, 0],
  ],
];

describe("map geometry", () => {
  it("tests points against polygons with holes", () => {
    expect(pointInPolygon([5, 1], square)).toBe(true);
    expect(pointInPolygon([11, 1], square)).toBe(false);
    expect(pointInPolygon([5, 5], withHole)).toBe(false);
    expect(pointInPolygon([2, 2], withHole)).toBe(true);
  });

  it("finds crossing and touching segments", () => {
    expect(segmentsIntersect([0, 0], [2, 2], [0, 2], [2, 0])).toBe(true);
    expect(segmentsIntersect([0, 0], [1, 1], [2, 2], [3, 3])).toBe(false);
    expect(segmentsIntersect([0, 0], [2, 0], [1, 0], [1, 5])).toBe(true);
  });

  it("intersects: a line crossing the polygon with no vertex inside", () => {
    expect(
      intersects(
        {
          type: "LineString",
          coordinates: [
            [-5, 5],
            [15, 5],
          ],
        },
        square,
      ),
    ).toBe(true);
    expect(
      intersects(
        {
          type: "LineString",
          coordinates: [
            [-5, 15],
            [15, 15],
          ],
        },
        square,
      ),
    ).toBe(false);
  });

  it("intersects: a selection wholly inside a polygon geometry", () => {
    const small: Polygon = [
      [
        [4, 4],
        [5, 4],
        [5, 5],
        [4, 4],
      ],
    ];
    expect(intersects({ type: "Polygon", coordinates: square }, small)).toBe(true);
  });

  it("contains: every vertex inside and no edge leaving a concave polygon", () => {
    expect(contains(u, { type: "Point", coordinates: [1, 5] })).toBe(true);
    expect(
      contains(u, {
        type: "LineString",
        coordinates: [
          [1, 1],
          [9, 1],
        ],
      }),
    ).toBe(true);
    expect(
      contains(u, {
        type: "LineString",
        coordinates: [
          [1, 8],
          [9, 8],
        ],
      }),
    ).toBe(false);
    expect(contains(square, { type: "Polygon", coordinates: withHole.slice(1) })).toBe(true);
  });

  it("simplifies to the pixel: drops close vertices, rounds coordinates, keeps rings closed", () => {
    const wiggly = {
      type: "LineString",
      coordinates: [
        [0, 0],
        [0.001, 0.001],
        [0.002, 0],
        [1.123456789, 1],
      ],
    };
    expect(simplify(wiggly, 0.01)).toEqual({
      type: "LineString",
      coordinates: [
        [0, 0],
        [1.123, 1],
      ],
    });
    const ring = simplify({ type: "Polygon", coordinates: square }, 50) as { coordinates: number[][][] };
    expect(ring.coordinates[0]).toHaveLength(5);
    expect(ring.coordinates[0][0]).toEqual(ring.coordinates[0][4]);
  });
});
