import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogBlocks } from "../../db/schema/index.ts";
import { CatalogGenerator } from "../../lib/demo-catalog/generate.ts";
import { insertJsonRows } from "../../lib/insert-json-rows.ts";
import { buildTestApp, type TestApp } from "../../test/harness.ts";
import { insertReferenceData, tableOf } from "../catalogs/index.ts";
import { insertRecord, type SignedInUser, SMALL_COUNTS } from "../catalogs/test/catalog-factory.ts";
import { POINT_CAP, shapeCap } from "./layers.ts";
import { insertSampleRecords, line, point, polygon, signInMapUsers } from "./test/geo-fixtures.ts";

let t: TestApp;
let standard: SignedInUser;
let mbr: SignedInUser;
let standardMbr: SignedInUser;
let mpmStudy: SignedInUser;
let expiredBasic: SignedInUser;
let finance: SignedInUser;

const rectangle = (x1: number, y1: number, x2: number, y2: number) => ({
  type: "Polygon",
  coordinates: [
    [
      [x1, y1],
      [x2, y1],
      [x2, y2],
      [x1, y2],
      [x1, y1],
    ],
  ],
});

// Far from the demo basins, so nothing else is in view: lon 100–103, lat 0–3; a dense well field at lon 95–99.
const WELL_FIELD = POINT_CAP + 100;
// A dense patch of 2D lines at lon 90–93.
const DENSE_LINES = 1500;
let denseLines: { id: string; region: unknown }[] = [];
let denseWells: { id: string; region: unknown }[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  await insertReferenceData(db, new CatalogGenerator(SMALL_COUNTS));
  await insertSampleRecords(db);
  await insertRecord(db, "Non_Seismic", {
    uNSI: "N1",
    surveyName: "Far away",
    ...polygon([
      [102.5, 2.5],
      [102.9, 2.5],
      [102.9, 2.9],
      [102.5, 2.9],
      [102.5, 2.5],
    ]),
  });
  const generator = new CatalogGenerator(SMALL_COUNTS);
  const wells = Array.from({ length: WELL_FIELD }, (_, i) => ({
    ...generator.wellLog(i),
    wellLogFileInfoID: `DENSE-${i}`,
    wellboreName: `DENSE-${i}`,
    ...point([95 + (i % 80) * 0.05, (Math.floor(i / 80) % 60) * 0.05]),
  }));
  await insertJsonRows(db, tableOf("Well_Log"), wells);
  denseWells = wells.map((w) => ({ id: w.wellboreName, region: (w as Record<string, unknown>).region }));
  const lines = Array.from({ length: DENSE_LINES }, (_, i) => {
    const x = 90 + (i % 50) * 0.05;
    const y = Math.floor(i / 50) * 0.05;
    return {
      ...generator.seismic2D(i),
      seismic2DInfoID: `DENSE-L${i}`,
      ...line([
        [x, y],
        [x + 0.04, y + 0.04],
      ]),
    };
  });
  await insertJsonRows(db, tableOf("Seismic_2D"), lines);
  denseLines = lines.map((l) => ({ id: l.seismic2DInfoID, region: (l as Record<string, unknown>).region }));
  ({ standard, mbr, standardMbr, mpmStudy, expiredBasic, finance } = await signInMapUsers(t.app, db));
});

afterAll(async () => {
  await t?.close();
});

const call = (user: SignedInUser | null, method: "GET" | "POST" | "PUT", url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: user ? { cookie: user.cookie } : {},
    ...(payload ? { payload } : {}),
  });
const ids = (body: { features: { id: string }[] }) => body.features.map((f) => f.id).sort();

describe("GET /api/map/layers", () => {
  it("lists the layers with counts and the data extent", async () => {
    const body = (await call(standard, "GET", "/api/map/layers")).json();
    expect(body.layers.map((l: { id: string }) => l.id)).toEqual([
      "Seismic_2D",
      "Seismic_3D",
      "Well_Log",
      "Non_Seismic",
      "blocks",
    ]);
    expect(body.layers.find((l: { id: string }) => l.id === "Seismic_2D").count).toBe(DENSE_LINES + 1);
    expect(body.extent).toHaveLength(4);
  });
});

describe("GET /api/map/layers/:layer", () => {
  it("returns only the features in the bbox, with a summary for the pop-up", async () => {
    const body = (await call(standard, "GET", "/api/map/layers/Seismic_2D?bbox=100,1,101,2&zoom=9")).json();
    expect(body.type).toBe("FeatureCollection");
    expect(ids(body)).toEqual(["L1"]);
    expect(body.features[0].properties).toMatchObject({ id: "L1", title: "LINE-1" });
    expect(body.meta).toMatchObject({
      layer: "Seismic_2D",
      total: 1,
      returned: 1,
      truncated: false,
      clustered: false,
    });
    expect(
      ids((await call(standard, "GET", "/api/map/layers/Seismic_2D?bbox=102.4,2.4,103,3&zoom=9")).json()),
    ).toEqual([]);
    expect(
      ids((await call(standard, "GET", "/api/map/layers/Non_Seismic?bbox=102.4,2.4,103,3&zoom=9")).json()),
    ).toEqual(["N1"]);
  });

  it("sends one point per wellbore, with its number of log files", async () => {
    const body = (await call(standard, "GET", "/api/map/layers/Well_Log?bbox=100,1,101,2&zoom=12")).json();
    expect(body.features).toHaveLength(1);
    expect(body.features[0].properties).toMatchObject({ title: "TEST-1", files: 2 });
    expect(body.features[0].geometry).toEqual({ type: "Point", coordinates: [100.5, 1.2] });
  });

  it("gathers many wells into grid clusters at low zoom, counting their records", async () => {
    const body = (await call(standard, "GET", "/api/map/layers/Well_Log?bbox=94,-1,100,4&zoom=5")).json();
    expect(body.meta).toMatchObject({ clustered: true, total: WELL_FIELD, totalEstimated: false });
    expect(body.features.length).toBeLessThan(100);
    expect(
      body.features.reduce((s: number, f: { properties: { count: number } }) => s + f.properties.count, 0),
    ).toBe(WELL_FIELD);
  });

  it("caps the wells at high zoom and says so", async () => {
    const body = (await call(standard, "GET", "/api/map/layers/Well_Log?bbox=94,-1,100,4&zoom=12")).json();
    expect(body.meta).toMatchObject({
      clustered: false,
      truncated: true,
      total: WELL_FIELD,
      returned: POINT_CAP,
    });
  });

  it("sends a stable subset of dense lines at low zoom", async () => {
    const low = (await call(standard, "GET", "/api/map/layers/Seismic_2D?bbox=89,-1,94,2&zoom=5")).json();
    expect(low.meta).toMatchObject({
      returned: shapeCap(5),
      truncated: true,
      total: DENSE_LINES,
      totalEstimated: false,
    });
    const again = (await call(standard, "GET", "/api/map/layers/Seismic_2D?bbox=89,-1,94,2&zoom=5")).json();
    expect(ids(again)).toEqual(ids(low));
    const close = (await call(standard, "GET", "/api/map/layers/Seismic_2D?bbox=89,-1,94,2&zoom=9")).json();
    expect(close.meta).toMatchObject({
      returned: DENSE_LINES,
      total: DENSE_LINES,
      truncated: false,
      totalEstimated: false,
    });
  });

  it("draws the blocks", async () => {
    const body = (await call(standard, "GET", "/api/map/layers/blocks?bbox=110,2,115,6&zoom=6")).json();
    expect(body.features.map((f: { id: string }) => f.id)).toContain("SK408");
  });

  it("keeps only the records the catalogue's filter keeps (the data explorer's \"Show on the map\")", async () => {
    const filter = encodeURIComponent(JSON.stringify({ region: ["SB"] }));
    const lines = (
      await call(standard, "GET", `/api/map/layers/Seismic_2D?bbox=89,-1,94,2&zoom=9&filter=${filter}`)
    ).json();
    const sabah = denseLines.filter((l) => l.region === "SB").map((l) => l.id);
    expect(sabah.length).toBeGreaterThan(0);
    expect(sabah.length).toBeLessThan(DENSE_LINES);
    expect(ids(lines)).toEqual(sabah.sort());
    expect(lines.meta).toMatchObject({ total: sabah.length, truncated: false });

    const wells = (
      await call(standard, "GET", `/api/map/layers/Well_Log?bbox=94,-1,100,4&zoom=12&filter=${filter}`)
    ).json();
    const sabahWells = denseWells.filter((w) => w.region === "SB").length;
    expect(sabahWells).toBeGreaterThan(0);
    expect(wells.meta).toMatchObject({ total: sabahWells, truncated: false, clustered: false });
    expect(wells.features).toHaveLength(sabahWells);
  });

  it.each([
    [
      `/api/map/layers/Seismic_2D?bbox=1,2,3,4&zoom=5&filter=${encodeURIComponent('{"nope":["x"]}')}`,
      "querystring.filter.nope",
    ],
    ["/api/map/layers/Seismic_2D?bbox=1,2,3,4&zoom=5&filter=%7Bregion", "querystring.filter"],
    [
      `/api/map/layers/blocks?bbox=1,2,3,4&zoom=5&filter=${encodeURIComponent('{"region":["SB"]}')}`,
      "querystring.filter",
    ],
    [`/api/map/layers/Seismic_2D?bbox=1,2,3,4&zoom=5&filter=${"x".repeat(10_001)}`, "querystring.filter"],
  ])("answers 400 naming the filter for %s", async (url, field) => {
    const res = await call(standard, "GET", url);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.issues[0].field).toBe(field);
  });

  it.each([
    ["/api/map/layers/Seismic_2D?bbox=1,2,3&zoom=5", "querystring.bbox"],
    ["/api/map/layers/Seismic_2D?bbox=3,2,1,4&zoom=5", "querystring.bbox"],
    ["/api/map/layers/Seismic_2D?bbox=1,2,3,400&zoom=5", "querystring.bbox"],
    ["/api/map/layers/Seismic_2D?bbox=1,2,3,4", "querystring.zoom"],
    ["/api/map/layers/Technical_Report?bbox=1,2,3,4&zoom=5", "params.layer"],
  ])("answers 400 naming the field for %s", async (url, field) => {
    const res = await call(standard, "GET", url);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.issues[0].field).toBe(field);
  });

  it("is open to the viewer, the web map and the expired viewer; closed to others", async () => {
    const url = "/api/map/layers/Seismic_2D?bbox=100,1,101,2&zoom=9";
    expect((await call(null, "GET", url)).statusCode).toBe(401);
    expect((await call(finance, "GET", url)).statusCode).toBe(403);
    expect((await call(mpmStudy, "GET", url)).statusCode).toBe(200);
    expect((await call(expiredBasic, "GET", url)).statusCode).toBe(200);
  });
});

describe("POST /api/map/select", () => {
  it("selects records a rectangle intersects, by exact geometry rather than bounding box", async () => {
    // Crosses the diagonal line L1 with no vertex inside; overlaps P1's corner.
    const body = (
      await call(standard, "POST", "/api/map/select", {
        geometry: rectangle(100.4, 1.4, 101.2, 1.6),
        mode: "intersects",
      })
    ).json();
    const byType = Object.fromEntries(
      body.results.map((r: { type: string; ids: string[] }) => [r.type, r.ids]),
    );
    expect(byType).toEqual({ Seismic_2D: ["L1"], Seismic_3D: ["P1"], Well_Log: [], Non_Seismic: [] });
    // The line's bbox overlaps this rectangle but the line does not.
    const miss = (
      await call(standard, "POST", "/api/map/select", {
        geometry: rectangle(100.7, 1.1, 100.9, 1.3),
        types: ["Seismic_2D"],
      })
    ).json();
    expect(miss.results).toEqual([{ type: "Seismic_2D", ids: [], total: 0, truncated: false }]);
  });

  it("selects only records wholly inside in contains mode", async () => {
    const partial = (
      await call(standard, "POST", "/api/map/select", {
        geometry: rectangle(100.4, 1.0, 101.5, 2.5),
        mode: "contains",
      })
    ).json();
    const partialIds = partial.results.flatMap((r: { ids: string[] }) => r.ids);
    expect(partialIds).toEqual(["W1-GR", "W1-RES"]);
    const whole = (
      await call(standard, "POST", "/api/map/select", {
        geometry: rectangle(100, 0.9, 102.1, 2.1),
        mode: "contains",
      })
    ).json();
    expect(whole.results.flatMap((r: { ids: string[] }) => r.ids).sort()).toEqual([
      "L1",
      "P1",
      "W1-GR",
      "W1-RES",
    ]);
  });

  it("selects with a drawn (non-rectangular) polygon", async () => {
    const triangle = {
      type: "Polygon",
      coordinates: [
        [
          [100, 1],
          [100.9, 1],
          [100, 1.9],
          [100, 1],
        ],
      ],
    };
    const body = (await call(standard, "POST", "/api/map/select", { geometry: triangle })).json();
    expect(body.mode).toBe("intersects");
    expect(body.results.flatMap((r: { ids: string[] }) => r.ids).sort()).toEqual(["L1", "W1-GR", "W1-RES"]);
  });

  it.each([
    [
      {
        geometry: {
          type: "Polygon",
          coordinates: [
            [
              [100, 1],
              [101, 1],
              [101, 2],
              [100, 2],
            ],
          ],
        },
      },
      "body.geometry.coordinates.0",
    ],
    [
      {
        geometry: {
          type: "Polygon",
          coordinates: [
            [
              [100, 1],
              [101, 1],
              [100, 1],
            ],
          ],
        },
      },
      "body.geometry.coordinates.0",
    ],
    [
      {
        geometry: {
          type: "Polygon",
          coordinates: [
            [
              [100, 1],
              [181, 1],
              [101, 2],
              [100, 1],
            ],
          ],
        },
      },
      "body.geometry.coordinates.0.1.0",
    ],
    [{ geometry: { type: "Point", coordinates: [100, 1] } }, "body.geometry.type"],
    [{ geometry: rectangle(1, 1, 2, 2), mode: "within" }, "body.mode"],
    [{ geometry: rectangle(1, 1, 2, 2), types: ["Nope"] }, "body.types.0"],
    [{}, "body.geometry"],
  ])("answers 400 for malformed input %#", async (payload, field) => {
    const res = await call(standard, "POST", "/api/map/select", payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.issues[0].field).toBe(field);
  });

  it("answers 401 and 403", async () => {
    const payload = { geometry: rectangle(1, 1, 2, 2) };
    expect((await call(null, "POST", "/api/map/select", payload)).statusCode).toBe(401);
    expect((await call(finance, "POST", "/api/map/select", payload)).statusCode).toBe(403);
  });
});

describe("POST /api/map/area-facets", () => {
  const triangle = {
    type: "Polygon",
    coordinates: [
      [
        [89.5, -0.5],
        [93.5, -0.5],
        [89.5, 1.9],
        [89.5, -0.5],
      ],
    ],
  };
  const sum = (body: { facets: { key: string; values: { count: number }[] }[] }, key: string) =>
    body.facets.find((f) => f.key === key)?.values.reduce((n, v) => n + v.count, 0);

  it("counts one category's records in the area by column, under the catalogue's filter", async () => {
    const all = await call(standard, "POST", "/api/map/area-facets", {
      type: "Seismic_2D",
      geometry: rectangle(89, -1, 94, 2),
      limit: 100,
    });
    expect(all.statusCode).toBe(200);
    expect(all.json().area).toEqual({ matched: DENSE_LINES, truncated: false });
    expect(sum(all.json(), "region")).toBe(DENSE_LINES);

    const sabah = denseLines.filter((l) => l.region === "SB").length;
    const filtered = (
      await call(standard, "POST", "/api/map/area-facets", {
        type: "Seismic_2D",
        geometry: rectangle(89, -1, 94, 2),
        filter: JSON.stringify({ region: ["SB"] }),
        limit: 100,
      })
    ).json();
    // A facet leaves out its own column's filter; the others count only Sabah's lines.
    expect(sum(filtered, "region")).toBe(DENSE_LINES);
    expect(sum(filtered, "year")).toBe(sabah);
  });

  it("counts exactly the records the map's selection finds in a drawn polygon", async () => {
    const selected = (
      await call(standard, "POST", "/api/map/select", { geometry: triangle, types: ["Seismic_2D"] })
    ).json().results[0];
    expect(selected.total).toBeGreaterThan(0);
    expect(selected.total).toBeLessThan(DENSE_LINES);
    const counted = (
      await call(standard, "POST", "/api/map/area-facets", {
        type: "Seismic_2D",
        geometry: triangle,
        limit: 100,
      })
    ).json();
    expect(counted.area.matched).toBe(selected.total);
    expect(sum(counted, "region")).toBe(selected.total);
  });

  it.each([
    [{ type: "Technical_Report", geometry: rectangle(1, 1, 2, 2) }, "body.type"],
    [{ type: "Seismic_2D" }, "body.geometry"],
    [{ type: "Seismic_2D", geometry: rectangle(1, 1, 2, 2), filter: '{"nope":["x"]}' }, "body.filter.nope"],
    [{ type: "Seismic_2D", geometry: rectangle(1, 1, 2, 2), filter: "{" }, "body.filter"],
    [{ type: "Seismic_2D", geometry: rectangle(1, 1, 2, 2), limit: 101 }, "body.limit"],
  ])("answers 400 naming the field for %j", async (payload, field) => {
    const res = await call(standard, "POST", "/api/map/area-facets", payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.issues[0].field).toBe(field);
  });

  it("is the data explorer's: 401 without a session, 403 for tiers and roles without it", async () => {
    const payload = { type: "Seismic_2D", geometry: rectangle(1, 1, 2, 2) };
    expect((await call(null, "POST", "/api/map/area-facets", payload)).statusCode).toBe(401);
    expect((await call(expiredBasic, "POST", "/api/map/area-facets", payload)).statusCode).toBe(403);
    expect((await call(finance, "POST", "/api/map/area-facets", payload)).statusCode).toBe(403);
  });
});

describe("map interactions", () => {
  it("saves and restores the user's map state", async () => {
    expect((await call(standard, "GET", "/api/map/interactions")).json()).toEqual({
      state: null,
      updatedAt: null,
    });
    const state = {
      view: { center: [104.9, 5.9], zoom: 7 },
      layers: ["Seismic_2D", "blocks"],
      basemap: "offline",
    };
    const saved = (await call(standard, "PUT", "/api/map/interactions", state)).json();
    expect(saved.state).toEqual(state);
    const again = { ...state, layers: ["Well_Log"] };
    await call(standard, "PUT", "/api/map/interactions", again);
    expect((await call(standard, "GET", "/api/map/interactions")).json().state).toEqual(again);
    expect((await call(mbr, "GET", "/api/map/interactions")).json().state).toBeNull();
  });

  it("answers 400, 401 and 403", async () => {
    const res = await call(standard, "PUT", "/api/map/interactions", {
      view: { center: [104.9, 5.9], zoom: 99 },
      layers: [],
    });
    expect(res.json().error.details.issues[0].field).toBe("body.view.zoom");
    expect((await call(null, "GET", "/api/map/interactions")).statusCode).toBe(401);
    expect((await call(finance, "GET", "/api/map/interactions")).statusCode).toBe(403);
  });
});

describe("GET /api/webmap/bid-layers", () => {
  it("gives users with bid-round rights the blocks on offer, by round", async () => {
    const blocks = await t.database.db.select().from(catalogBlocks);
    const offered = blocks.filter((b) => b.bidRound);
    for (const user of [mbr, standardMbr]) {
      const res = await call(user, "GET", "/api/webmap/bid-layers");
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.blocks.features).toHaveLength(offered.length);
      expect(body.rounds.reduce((s: number, r: { blocks: number }) => s + r.blocks, 0)).toBe(offered.length);
    }
    const round = offered[0].bidRound!;
    const one = (await call(mbr, "GET", `/api/webmap/bid-layers?round=${encodeURIComponent(round)}`)).json();
    expect(
      one.blocks.features.every((f: { properties: { bidRound: string } }) => f.properties.bidRound === round),
    ).toBe(true);
  });

  it("answers 403 to tiers without bid-round rights and 401 without a session", async () => {
    expect((await call(standard, "GET", "/api/webmap/bid-layers")).statusCode).toBe(403);
    expect((await call(mpmStudy, "GET", "/api/webmap/bid-layers")).statusCode).toBe(403);
    expect((await call(null, "GET", "/api/webmap/bid-layers")).statusCode).toBe(401);
  });
});
