import { gunzipSync } from "node:zlib";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mapTiles } from "../../db/schema/index.ts";
import { CatalogGenerator } from "../../lib/demo-catalog/generate.ts";
import { insertJsonRows } from "../../lib/insert-json-rows.ts";
import { buildTestApp, type TestApp } from "../../test/harness.ts";
import { insertReferenceData, tableOf } from "../catalogs/index.ts";
import { type SignedInUser, SMALL_COUNTS, signedInUser } from "../catalogs/test/catalog-factory.ts";
import { decodeLayer } from "./test/decode-tile.ts";
import { insertSampleRecords, line, point, signInMapUsers, tileAt } from "./test/geo-fixtures.ts";
import { FEATURES_PER_TILE } from "./tile-shapes.ts";
import { MapTiles } from "./tiles.ts";

let t: TestApp;
let standard: SignedInUser;
let mbr: SignedInUser;
let standardMbr: SignedInUser;
let mpmStudy: SignedInUser;
let expiredBasic: SignedInUser;
let finance: SignedInUser;
let dataAdmin: SignedInUser;

// Away from the demo basins (the blocks lie at lon 103–119): a line, an outline and a wellbore at
// lon 100–102; a dense well field at lon 95–99; a patch of 2D lines too many for one tile at lon 90–93.
const WELL_FIELD = 2000;
const DENSE_LINES = FEATURES_PER_TILE + 100;
const COLUMNS = 62;

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  const generator = new CatalogGenerator(SMALL_COUNTS);
  await insertReferenceData(db, generator);
  await insertSampleRecords(db);
  await insertJsonRows(
    db,
    tableOf("Well_Log"),
    Array.from({ length: WELL_FIELD }, (_, i) => ({
      ...generator.wellLog(i),
      wellLogFileInfoID: `FIELD-${i}`,
      wellboreName: `FIELD-${i}`,
      ...point([95 + (i % 80) * 0.05, 0.5 + Math.floor(i / 80) * 0.05]),
    })),
  );
  await insertJsonRows(
    db,
    tableOf("Seismic_2D"),
    Array.from({ length: DENSE_LINES }, (_, i) => {
      const x = 90 + (i % COLUMNS) * 0.05;
      const y = 0.5 + Math.floor(i / COLUMNS) * 0.05;
      return {
        ...generator.seismic2D(i),
        seismic2DInfoID: `DENSE-${i}`,
        ...line([
          [x, y],
          [x + 0.04, y + 0.04],
        ]),
      };
    }),
  );
  ({ standard, mbr, standardMbr, mpmStudy, expiredBasic, finance } = await signInMapUsers(t.app, db));
  dataAdmin = await signedInUser(t.app, db, { role: "data-admin" });
});

afterAll(async () => {
  await t?.close();
});

type Tile = { z: number; x: number; y: number };
const tileUrl = (layer: string, { z, x, y }: Tile, query = "") =>
  `/api/map/tiles/${layer}/${z}/${x}/${y}.pbf${query}`;
const get = (user: SignedInUser | null, url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "GET", url, headers: { ...(user ? { cookie: user.cookie } : {}), ...headers } });
async function features(user: SignedInUser, layer: string, tile: Tile, query = "") {
  const res = await get(user, tileUrl(layer, tile, query));
  expect(res.statusCode).toBe(200);
  return decodeLayer(res.rawPayload, layer);
}
/** Every tile of a zoom that a lon/lat box touches. */
function tilesOver(west: number, south: number, east: number, north: number, z: number): Tile[] {
  const nw = tileAt(west, north, z);
  const se = tileAt(east, south, z);
  const tiles: Tile[] = [];
  for (let x = nw.x; x <= se.x; x++) for (let y = nw.y; y <= se.y; y++) tiles.push({ z, x, y });
  return tiles;
}

describe("GET /api/map/tiles/:layer/:z/:x/:y.pbf", () => {
  it("carries each line and outline of a sparse tile with what its click pop-up shows", async () => {
    const tile = tileAt(100.5, 1.5, 7);
    const lines = await features(standard, "Seismic_2D", tile);
    expect(lines.map((f) => f.properties)).toEqual([
      expect.objectContaining({ id: "L1", title: "LINE-1", subtitle: expect.any(String) }),
    ]);
    expect(lines[0].type).toBe(2);
    // Projected into the tile and back, to within a tile unit.
    const { coordinates } = lines[0].toGeoJSON(tile.x, tile.y, tile.z).geometry as {
      coordinates: number[][];
    };
    expect(coordinates[0][0]).toBeCloseTo(100.1, 2);
    expect(coordinates[0][1]).toBeCloseTo(1.1, 2);
    expect(coordinates.at(-1)?.[0]).toBeCloseTo(100.9, 2);
    const outlines = await features(standard, "Seismic_3D", tileAt(101.5, 1.5, 9));
    expect(outlines.map((f) => [f.type, f.properties.id, f.properties.title])).toEqual([
      [3, "P1", "Square 3D"],
    ]);
  });

  it("draws every line at every zoom: one by one where they fit, as their coverage where they do not", async () => {
    const dense = tileAt(91, 1, 5);
    const [coverage, ...rest] = await features(standard, "Seismic_2D", dense);
    expect(rest).toEqual([]);
    expect(coverage.type).toBe(3);
    expect(coverage.properties).toMatchObject({ dense: true });
    expect(Number(coverage.properties.count)).toBeGreaterThanOrEqual(DENSE_LINES);
    // Each line's start lies in a covered pixel.
    const rings = coverage.loadGeometry();
    const covered = (lon: number, lat: number) => {
      const n = 2 ** dense.z;
      const sin = Math.sin((lat * Math.PI) / 180);
      const px = (((lon + 180) / 360) * n - dense.x) * 4096;
      const py = ((0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * n - dense.y) * 4096;
      return rings.some((r) => {
        const xs = r.map((p) => p.x);
        const ys = r.map((p) => p.y);
        return (
          px >= Math.min(...xs) && px <= Math.max(...xs) && py >= Math.min(...ys) && py <= Math.max(...ys)
        );
      });
    };
    for (const i of [0, 61, 1500, DENSE_LINES - 1]) {
      expect(
        covered(90 + (i % COLUMNS) * 0.05 + 0.02, 0.5 + Math.floor(i / COLUMNS) * 0.05 + 0.02),
        `line ${i}`,
      ).toBe(true);
    }
    // Zoomed in, the same lines come one by one, each in the tiles it crosses.
    const ids = new Set<string>();
    for (const tile of tilesOver(89.9, 0.4, 93.2, 3.2, 8)) {
      for (const f of await features(standard, "Seismic_2D", tile)) {
        expect(f.properties.dense).toBeUndefined();
        ids.add(String(f.properties.id));
      }
    }
    expect(ids.size).toBe(DENSE_LINES);
  });

  it("sends one point per wellbore with its log files, clustered with counts only where points would overlap", async () => {
    const [well] = await features(standard, "Well_Log", tileAt(100.5, 1.2, 14));
    expect(well.type).toBe(1);
    expect(well.properties).toMatchObject({ id: "W1-GR", title: "TEST-1", files: 2 });

    // The whole well field in one tile at zoom 5: its 2,000 wells 2 pixels apart gather into clusters.
    const field = await features(standard, "Well_Log", tileAt(97, 2, 5));
    const clusters = field.filter((f) => f.properties.cluster);
    expect(clusters.length).toBeGreaterThan(0);
    expect(clusters.length).toBeLessThan(100);
    const counted = field.reduce((sum, f) => sum + Number(f.properties.count ?? f.properties.files), 0);
    // The field, plus TEST-1's two log files, which lie in the same tile.
    expect(counted).toBe(WELL_FIELD + 2);
    // Zoomed in, wells 5 km apart stand alone.
    const close = await features(standard, "Well_Log", tileAt(97.02, 1.02, 12));
    expect(close.length).toBeGreaterThan(0);
    expect(close.every((f) => !f.properties.cluster)).toBe(true);
  });

  it("draws the blocks, and answers an empty tile where there is nothing", async () => {
    const blocks = await features(standard, "blocks", tileAt(112.5, 4.5, 5));
    expect(blocks.map((f) => f.properties.name)).toContain("SK408");
    expect(await features(standard, "Seismic_2D", tileAt(-40, 40, 6))).toEqual([]);
  });

  it("gzips the tile for a browser that accepts it", async () => {
    const url = tileUrl("Seismic_2D", tileAt(91, 1, 8));
    const plain = await get(standard, url);
    const zipped = await get(standard, url, { "accept-encoding": "gzip, deflate, br" });
    expect(plain.headers["content-type"]).toBe("application/vnd.mapbox-vector-tile");
    expect(zipped.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(zipped.rawPayload).equals(plain.rawPayload)).toBe(true);
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length);
  });

  it("tags the tile with the layer's data version: 304 while it stands, a new tag after a publish", async () => {
    const url = tileUrl("Seismic_2D", tileAt(100.5, 1.5, 9));
    const first = await get(standard, url);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"\d+-\d+"$/);
    expect(first.headers["cache-control"]).toBe("private, no-cache");
    const again = await get(standard, url, { "if-none-match": etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect((await get(standard, url, { "if-none-match": `W/${etag}, "other"` })).statusCode).toBe(304);

    const published = await t.app.inject({
      method: "POST",
      url: "/api/data-preparation/addupdatemetadata/L1",
      headers: { cookie: dataAdmin.cookie },
      payload: { ingestType: "Seismic_2D", record: { lineName: "LINE-1 REPROCESSED" } },
    });
    expect(published.statusCode).toBe(200);

    const after = await get(standard, url, { "if-none-match": etag });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    expect(decodeLayer(after.rawPayload, "Seismic_2D")[0].properties.title).toBe("LINE-1 REPROCESSED");
    // Other layers keep their tags.
    const wells = tileUrl("Well_Log", tileAt(100.5, 1.2, 14));
    const wellTag = String((await get(standard, wells)).headers.etag);
    expect((await get(standard, wells, { "if-none-match": wellTag })).statusCode).toBe(304);
  });

  it("keeps a low-zoom tile in the database, where another instance reads it instead of making it", async () => {
    const db = t.database.db;
    const tile = tileAt(91, 1, 5);
    const res = await get(standard, tileUrl("Seismic_2D", tile), { "accept-encoding": "gzip" });
    const version = Number(String(res.headers.etag).split("-")[1].replace('"', ""));
    const stored = async (key: string) => (await db.select().from(mapTiles).where(eq(mapTiles.key, key)))[0];
    const key = `Seismic_2D||${tile.z}/${tile.x}/${tile.y}`;
    const row = await stored(key);
    expect(row.version).toBe(version);
    expect(Buffer.from(row.gzipped).equals(res.rawPayload)).toBe(true);
    // Marked, so that a tile made again would differ from the one read back.
    await db.update(mapTiles).set({ features: 12_345 }).where(eq(mapTiles.key, key));
    const other = new MapTiles(db);
    const read = await other.tile({ layer: "Seismic_2D" }, tile, version);
    expect(read.features).toBe(12_345);
    expect(read.gzipped.equals(res.rawPayload)).toBe(true);
    // A newer version is made and replaces the row; an older one never does.
    const newer = await other.tile({ layer: "Seismic_2D" }, tile, version + 1);
    expect(newer.features).toBe(1);
    expect((await stored(key)).version).toBe(version + 1);
    await new MapTiles(db).tile({ layer: "Seismic_2D" }, tile, version);
    expect((await stored(key)).version).toBe(version + 1);
    // Tiles past zoom 8 are quick to make and many: not kept.
    const street = tileAt(91, 1, 9);
    expect((await get(standard, tileUrl("Seismic_2D", street))).statusCode).toBe(200);
    expect(await stored(`Seismic_2D||9/${street.x}/${street.y}`)).toBeUndefined();
    const city = tileAt(91, 1, 8);
    expect((await get(standard, tileUrl("Seismic_2D", city))).statusCode).toBe(200);
    expect(await stored(`Seismic_2D||8/${city.x}/${city.y}`)).toBeDefined();
  });

  it.each([
    ["/api/map/tiles/Seismic_2D/17/0/0.pbf", "params.z"],
    ["/api/map/tiles/Seismic_2D/2/4/0.pbf", "params.x"],
    ["/api/map/tiles/Seismic_2D/2/0/4.pbf", "params.y"],
    ["/api/map/tiles/Seismic_2D/2/0/a.pbf", "params.y"],
    ["/api/map/tiles/Seismic_2D/2/-1/0.pbf", "params.x"],
    ["/api/map/tiles/Technical_Report/0/0/0.pbf", "params.layer"],
    ["/api/map/tiles/bid-blocks/1/0/2.pbf", "params.y"],
  ])("answers 400 naming the field for %s", async (url, field) => {
    const res = await get(mbr, url);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.issues[0].field).toBe(field);
  });

  it("is open to the viewer, the web map and the expired viewer; closed to others", async () => {
    const url = tileUrl("Seismic_2D", tileAt(100.5, 1.5, 9));
    expect((await get(null, url)).statusCode).toBe(401);
    expect((await get(finance, url)).statusCode).toBe(403);
    expect((await get(mpmStudy, url)).statusCode).toBe(200);
    expect((await get(expiredBasic, url)).statusCode).toBe(200);
  });
});

describe("GET /api/map/tiles/bid-blocks/:z/:x/:y.pbf", () => {
  const tile = tileAt(112.5, 4.5, 4);

  it("gives users with bid-round rights the blocks on offer, of one round when asked", async () => {
    for (const user of [mbr, standardMbr]) {
      const all = await features(user, "bid-blocks", tile);
      expect(all.length).toBeGreaterThan(0);
      expect(all.every((f) => typeof f.properties.bidRound === "string")).toBe(true);
    }
    const all = await features(mbr, "bid-blocks", tile);
    const round = String(all[0].properties.bidRound);
    const one = await features(mbr, "bid-blocks", tile, `?round=${encodeURIComponent(round)}`);
    expect(one.length).toBeGreaterThan(0);
    expect(one.length).toBeLessThan(all.length);
    expect(one.every((f) => f.properties.bidRound === round)).toBe(true);
  });

  it("answers 403 to tiers without bid-round rights and 401 without a session", async () => {
    const url = tileUrl("bid-blocks", tile);
    expect((await get(standard, url)).statusCode).toBe(403);
    expect((await get(mpmStudy, url)).statusCode).toBe(403);
    expect((await get(null, url)).statusCode).toBe(401);
  });
});

describe("GET /api/map/counts", () => {
  it("counts each layer's records in the view (wells by log file)", async () => {
    const body = (await get(standard, "/api/map/counts?bbox=100,1,102.1,2.1")).json();
    expect(body.layers).toEqual([
      { layer: "Seismic_2D", total: 1, estimated: false },
      { layer: "Seismic_3D", total: 1, estimated: false },
      { layer: "Well_Log", total: 2, estimated: false },
      { layer: "Non_Seismic", total: 0, estimated: false },
      { layer: "blocks", total: 0, estimated: false },
    ]);
    const dense = (await get(standard, "/api/map/counts?bbox=89,0,94,4")).json();
    expect(dense.layers[0]).toMatchObject({ layer: "Seismic_2D", total: DENSE_LINES });
  });

  it("answers 400, 401 and 403", async () => {
    const bad = await get(standard, "/api/map/counts?bbox=3,2,1,4");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details.issues[0].field).toBe("querystring.bbox");
    expect((await get(null, "/api/map/counts?bbox=1,2,3,4")).statusCode).toBe(401);
    expect((await get(finance, "/api/map/counts?bbox=1,2,3,4")).statusCode).toBe(403);
  });
});
