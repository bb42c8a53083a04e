import type { FastifyInstance } from "fastify";
import type { Database } from "../../../db/client.ts";
import { boxLiteral } from "../../../lib/geometry.ts";
import { insertRecord, type SignedInUser, signedInUser } from "../../catalogs/test/catalog-factory.ts";

/** Record geometry columns for map tests: GeoJSON plus the bounding box the map indexes. */

type Position = [number, number];
const bboxOf = (points: Position[]): [number, number, number, number] => [
  Math.min(...points.map((p) => p[0])),
  Math.min(...points.map((p) => p[1])),
  Math.max(...points.map((p) => p[0])),
  Math.max(...points.map((p) => p[1])),
];
export const line = (points: Position[]) => ({
  geometry: { type: "LineString", coordinates: points },
  bbox: boxLiteral(bboxOf(points)),
});
export const polygon = (ring: Position[]) => ({
  geometry: { type: "Polygon", coordinates: [ring] },
  bbox: boxLiteral(bboxOf(ring)),
});
export const point = (p: Position) => ({
  geometry: { type: "Point", coordinates: p },
  bbox: boxLiteral(bboxOf([p])),
});

/** The XYZ tile holding a position at a zoom. */
export function tileAt(lon: number, lat: number, z: number) {
  const n = 2 ** z;
  const sin = Math.sin((lat * Math.PI) / 180);
  return {
    z,
    x: Math.floor(((lon + 180) / 360) * n),
    y: Math.floor((0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * n),
  };
}

/**
 * Records far from the demo basins (whose blocks lie at lon 103–119), so nothing else is near: the
 * 2D line L1 (LINE-1) from (100.1, 1.1) to (100.9, 1.9), the 3D outline P1 (Square 3D) over lon
 * 101–102, lat 1–2, and the wellbore TEST-1 at (100.5, 1.2) with two log files, W1-GR and W1-RES.
 */
export async function insertSampleRecords(db: Database) {
  await insertRecord(db, "Seismic_2D", {
    seismic2DInfoID: "L1",
    lineName: "LINE-1",
    ...line([
      [100.1, 1.1],
      [100.9, 1.9],
    ]),
  });
  await insertRecord(db, "Seismic_3D", {
    seismic3DInfoID: "P1",
    surveyName: "Square 3D",
    ...polygon([
      [101, 1],
      [102, 1],
      [102, 2],
      [101, 2],
      [101, 1],
    ]),
  });
  for (const id of ["W1-GR", "W1-RES"]) {
    await insertRecord(db, "Well_Log", {
      wellLogFileInfoID: id,
      wellboreName: "TEST-1",
      ...point([100.5, 1.2]),
    });
  }
}

/** The map's users by their rights: the viewer, bid-round rights (tier or add-on), the web map only, the expired viewer, and a staff role without the map. */
export async function signInMapUsers(
  app: FastifyInstance,
  db: Database,
): Promise<Record<string, SignedInUser>> {
  const [standard, mbr, standardMbr, mpmStudy, expiredBasic, finance] = await Promise.all([
    signedInUser(app, db, { role: "standard" }),
    signedInUser(app, db, { role: "mbr" }),
    signedInUser(app, db, { role: "standard", addOns: ["mbr"] }),
    signedInUser(app, db, { role: "mpm-study" }),
    signedInUser(app, db, { role: "basic", expired: true }),
    signedInUser(app, db, { role: "finance" }),
  ]);
  return { standard, mbr, standardMbr, mpmStudy, expiredBasic, finance };
}
