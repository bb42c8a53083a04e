import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CatalogGenerator } from "../../lib/demo-catalog/generate.ts";
import { insertJsonRows } from "../../lib/insert-json-rows.ts";
import { mapDataVersion } from "../../lib/map-data-version.ts";
import { buildTestApp, type TestApp } from "../../test/harness.ts";
import { tableOf } from "../catalogs/index.ts";
import { type SignedInUser, SMALL_COUNTS, signedInUser } from "../catalogs/test/catalog-factory.ts";
import { decodeLayer } from "./test/decode-tile.ts";
import { line, polygon, tileAt } from "./test/geo-fixtures.ts";
import { FEATURES_PER_TILE } from "./tile-shapes.ts";
import type { WarmRun } from "./tile-warmer.ts";

// Warming up to zoom 5 (the country view), with no quiet period: the poll itself is left slow, and
// each test asks the warmer to read the versions when it has written.
const WARM_ZOOM = 5;
let t: TestApp;
let standard: SignedInUser;
let dataAdmin: SignedInUser;
const generator = new CatalogGenerator(SMALL_COUNTS);

const warmer = () => {
  const w = t.app.mapTiles.warmer;
  if (!w) throw new Error("tile warming is off");
  return w;
};
const runsOf = (layer: string) =>
  warmer()
    .runs()
    .filter((r) => r.layer === layer);
const lastRun = (layer: string) => runsOf(layer).at(-1) as WarmRun;

/** Lines across the Malay basin at lon 103–106 (too many for one tile at zoom 5: a dense tile). */
async function insertLines(prefix: string, count: number) {
  await insertJsonRows(
    t.database.db,
    tableOf("Seismic_2D"),
    Array.from({ length: count }, (_, i) => {
      const x = 103 + (i % 60) * 0.05;
      const y = 4 + Math.floor(i / 60) * 0.05;
      return {
        ...generator.seismic2D(i),
        seismic2DInfoID: `${prefix}-${i}`,
        ...line([
          [x, y],
          [x + 0.04, y + 0.04],
        ]),
      };
    }),
  );
}

beforeAll(async () => {
  t = await buildTestApp({
    env: {
      MAP_TILE_WARM_MAX_ZOOM: String(WARM_ZOOM),
      MAP_TILE_WARM_POLL_SECONDS: "3600",
      MAP_TILE_WARM_QUIET_SECONDS: "0",
    },
  });
  standard = await signedInUser(t.app, t.database.db, { role: "standard" });
  dataAdmin = await signedInUser(t.app, t.database.db, { role: "data-admin" });
});

afterAll(async () => {
  await t?.close();
});

describe("map tiles made ahead", () => {
  it("warms every layer at start, and an empty layer stops at its one empty tile", async () => {
    await warmer().idle();
    for (const layer of ["Seismic_2D", "Seismic_3D", "Well_Log", "Non_Seismic", "blocks"]) {
      expect(lastRun(layer), layer).toMatchObject({ status: "done" });
    }
    // Nothing in the catalogue yet: the world tile is empty, so none below it is made.
    expect(lastRun("Seismic_2D").tiles).toBe(1);
    const res = await t.app.inject({
      method: "GET",
      url: "/api/map/tiles/Seismic_2D/0/0/0.pbf",
      headers: { cookie: standard.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(decodeLayer(res.rawPayload, "Seismic_2D")).toEqual([]);
  });

  it("after data changes, makes the country view's tiles over the data ahead, so a first request comes from the cache", async () => {
    await insertLines("WARM", FEATURES_PER_TILE + 200);
    await warmer().check();
    await warmer().idle();
    const version = await mapDataVersion(t.database.db, "Seismic_2D");
    expect(lastRun("Seismic_2D")).toMatchObject({ version, status: "done" });
    const { tiles } = t.app.mapTiles;
    const source = { layer: "Seismic_2D" } as const;
    // Every zoom down to the country view over the lines; nothing over empty sea or land elsewhere.
    for (let z = 0; z <= WARM_ZOOM; z++) {
      expect(tiles.isCached(source, tileAt(104.5, 5, z), version), `zoom ${z}`).toBe(true);
    }
    expect(tiles.isCached(source, tileAt(-40, 40, WARM_ZOOM), version)).toBe(false);
    expect(tiles.isCached(source, tileAt(104.5, 5, WARM_ZOOM + 1), version)).toBe(false);
    const [coverage] = decodeLayer(
      (
        await t.app.inject({
          method: "GET",
          url: `/api/map/tiles/Seismic_2D/${WARM_ZOOM}/${tileAt(104.5, 5, WARM_ZOOM).x}/${tileAt(104.5, 5, WARM_ZOOM).y}.pbf`,
          headers: { cookie: standard.cookie },
        })
      ).rawPayload,
      "Seismic_2D",
    );
    expect(coverage.properties).toMatchObject({ dense: true, count: FEATURES_PER_TILE + 200 });
    // Only the changed layer was warmed again.
    expect(runsOf("Well_Log")).toHaveLength(1);
  });

  it("warms again after a publish through the API, under the new version", async () => {
    const before = await mapDataVersion(t.database.db, "Seismic_2D");
    const published = await t.app.inject({
      method: "POST",
      url: "/api/data-preparation/addupdatemetadata/WARM-0",
      headers: { cookie: dataAdmin.cookie },
      payload: { ingestType: "Seismic_2D", record: { lineName: "WARM LINE REPROCESSED" } },
    });
    expect(published.statusCode).toBe(200);
    await warmer().check();
    await warmer().idle();
    const version = await mapDataVersion(t.database.db, "Seismic_2D");
    expect(version).toBeGreaterThan(before);
    expect(lastRun("Seismic_2D")).toMatchObject({ version, status: "done" });
    expect(t.app.mapTiles.tiles.isCached({ layer: "Seismic_2D" }, tileAt(104.5, 5, WARM_ZOOM), version)).toBe(
      true,
    );
  });

  it("stops a warm-up when a newer version comes, and makes only the newest", async () => {
    await insertLines("FIRST", 50);
    await warmer().check();
    const first = lastRun("Seismic_2D");
    // Caught in the middle: a tile made, more to come.
    while (first.status !== "done" && first.tiles < 1) await new Promise((r) => setTimeout(r, 2));
    expect(first.status).toBe("running");
    await insertLines("SECOND", 50);
    await warmer().check();
    await warmer().idle();
    const second = lastRun("Seismic_2D");
    expect(second.version).toBeGreaterThan(first.version);
    expect(first.status).toBe("cancelled");
    expect(second.status).toBe("done");
    expect(first.tiles).toBeLessThan(second.tiles);
    expect(
      t.app.mapTiles.tiles.isCached({ layer: "Seismic_2D" }, tileAt(104.5, 5, WARM_ZOOM), first.version),
    ).toBe(false);
  });

  it("a tile request that sees a newer version starts the warm-up without waiting for the poll", async () => {
    const before = lastRun("Seismic_3D");
    await insertJsonRows(t.database.db, tableOf("Seismic_3D"), [
      {
        ...generator.seismic3D(0),
        seismic3DInfoID: "WARM-3D",
        ...polygon([
          [110, 3],
          [111, 3],
          [111, 4],
          [110, 4],
          [110, 3],
        ]),
      },
    ]);
    const res = await t.app.inject({
      method: "GET",
      url: "/api/map/tiles/Seismic_3D/9/0/0.pbf",
      headers: { cookie: standard.cookie },
    });
    expect(res.statusCode).toBe(200);
    await warmer().idle();
    const version = await mapDataVersion(t.database.db, "Seismic_3D");
    expect(lastRun("Seismic_3D")).not.toBe(before);
    expect(lastRun("Seismic_3D")).toMatchObject({ version, status: "done" });
    expect(
      t.app.mapTiles.tiles.isCached({ layer: "Seismic_3D" }, tileAt(110.5, 3.5, WARM_ZOOM), version),
    ).toBe(true);
  });
});
