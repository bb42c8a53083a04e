import { MAP_SELECT_TYPES_MAX, MAP_SELECTION_VERTICES_MAX } from "@strata/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CatalogGenerator } from "../../lib/demo-catalog/generate.ts";
import { insertJsonRows } from "../../lib/insert-json-rows.ts";
import { buildTestApp, type TestApp } from "../../test/harness.ts";
import { insertReferenceData, tableOf } from "../catalogs/index.ts";
import { type SignedInUser, SMALL_COUNTS, signedInUser } from "../catalogs/test/catalog-factory.ts";
import { SELECT_BOUNDS, selectByGeometry } from "./select.ts";
import { line } from "./test/geo-fixtures.ts";

/**
 * Issue 24: a `standard` user's world-sized selection with `types` repeated 10,001 times once grew
 * the server past 1.3 GB and blocked every other request for minutes; 400 repeats cost 18 s.
 */

let t: TestApp;
let standard: SignedInUser;
const LINES = 3000;

const world = {
  type: "Polygon" as const,
  coordinates: [
    [
      [-180, -90],
      [180, -90],
      [180, 90],
      [-180, 90],
      [-180, -90],
    ] as [number, number][],
  ],
};

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  const generator = new CatalogGenerator(SMALL_COUNTS);
  await insertReferenceData(db, generator);
  const lines = Array.from({ length: LINES }, (_, i) => ({
    ...generator.seismic2D(i),
    seismic2DInfoID: `WIDE-${String(i).padStart(5, "0")}`,
    ...line([
      [90 + (i % 60) * 0.1, Math.floor(i / 60) * 0.1],
      [90.05 + (i % 60) * 0.1, Math.floor(i / 60) * 0.1 + 0.05],
    ]),
  }));
  await insertJsonRows(db, tableOf("Seismic_2D"), lines);
  standard = await signedInUser(t.app, db, { role: "standard" });
});

afterAll(async () => {
  await t?.close();
});

const select = (payload: object) =>
  t.app.inject({
    method: "POST",
    url: "/api/map/select",
    headers: { cookie: standard.cookie },
    payload,
  });
const timed = async (payload: object) => {
  const started = performance.now();
  const res = await select(payload);
  return { res, ms: performance.now() - started };
};
const repeated = (n: number) => Array.from({ length: n }, () => "Seismic_2D");

describe("POST /api/map/select: the worst case is bounded", () => {
  it("a world polygon with types repeated 400 times is a quick 400 naming body.types", async () => {
    const { res, ms } = await timed({ geometry: world, types: repeated(400) });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.issues[0]).toEqual({
      field: "body.types",
      message: `At most ${MAP_SELECT_TYPES_MAX} items`,
    });
    expect(ms).toBeLessThan(1000);
  });

  it("the reported 10,001 repeats (130 kB) are refused as quickly", async () => {
    const { res, ms } = await timed({ geometry: world, types: repeated(10_001) });
    expect(res.statusCode).toBe(400);
    expect(ms).toBeLessThan(1000);
  });

  it("types repeated up to the bound cost what one costs: one result, the same answer", async () => {
    const once = await select({ geometry: world, types: ["Seismic_2D"] });
    const { res, ms } = await timed({ geometry: world, types: repeated(MAP_SELECT_TYPES_MAX) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(once.json());
    expect(res.json().results).toHaveLength(1);
    expect(res.json().results[0]).toMatchObject({ type: "Seismic_2D", total: LINES });
    expect(ms).toBeLessThan(3000);
  });

  it("the world polygon over every category answers with each category once, its ids capped", async () => {
    const res = await select({ geometry: world });
    expect(res.statusCode).toBe(200);
    const results = res.json().results as {
      type: string;
      ids: string[];
      total: number;
      truncated: boolean;
    }[];
    expect(results.map((r) => r.type)).toEqual(["Seismic_2D", "Seismic_3D", "Well_Log", "Non_Seismic"]);
    for (const r of results) expect(r.ids.length).toBe(Math.min(r.total, 5000));
  });

  it("a polygon with more vertices than the bound is a 400 naming the rings", async () => {
    const n = MAP_SELECTION_VERTICES_MAX / 2 + 1;
    const ring = (cx: number) => {
      const points = Array.from({ length: n }, (_, i) => {
        const a = (2 * Math.PI * i) / n;
        return [cx + Math.cos(a), Math.sin(a)] as [number, number];
      });
      return [...points, points[0]];
    };
    const res = await select({ geometry: { type: "Polygon", coordinates: [ring(100), ring(100.1)] } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.issues[0]).toEqual({
      field: "body.geometry.coordinates",
      message: `A polygon has at most ${MAP_SELECTION_VERTICES_MAX} positions in all its rings`,
    });
  });
});

describe("POST /api/map/select: selections at once are bounded", () => {
  it("beyond 2 running and 20 waiting, a selection is a 503 at once in the one error shape; the rest answer", async () => {
    const answers = await Promise.all(Array.from({ length: 30 }, () => select({ geometry: world })));
    const refused = answers.filter((r) => r.statusCode === 503);
    expect(answers.filter((r) => r.statusCode === 200).length).toBeGreaterThanOrEqual(22);
    expect(refused.length).toBeGreaterThanOrEqual(1);
    expect(refused[0].json()).toEqual({
      error: {
        code: "SERVICE_UNAVAILABLE",
        message: "Too many map selections are running; try again in a moment.",
      },
    });
    expect((await select({ geometry: world })).statusCode).toBe(200);
  });
});

describe("selectByGeometry: its work is bounded", () => {
  it("stops at the candidate cap and says the answer is truncated", async () => {
    const bounds = { ...SELECT_BOUNDS, page: 500, candidateCap: 1000 };
    const { results } = await selectByGeometry(
      t.database.db,
      { geometry: world, mode: "intersects", types: ["Seismic_2D"] },
      bounds,
    );
    expect(results).toEqual([{ type: "Seismic_2D", ids: expect.any(Array), total: 1000, truncated: true }]);
    expect(new Set(results[0].ids).size).toBe(1000);
  });

  it("pages through every candidate below the cap: the same answer as one page", async () => {
    const body = { geometry: world, mode: "intersects" as const, types: ["Seismic_2D" as const] };
    const paged = await selectByGeometry(t.database.db, body, { ...SELECT_BOUNDS, page: 300 });
    const whole = await selectByGeometry(t.database.db, body, { ...SELECT_BOUNDS, page: 10_000 });
    expect(paged).toEqual(whole);
    expect(paged.results[0]).toMatchObject({ total: LINES, truncated: false });
  });

  it("out of time, it answers with what it examined, marked truncated", async () => {
    const { results } = await selectByGeometry(
      t.database.db,
      { geometry: world, mode: "intersects", types: ["Seismic_2D"] },
      { ...SELECT_BOUNDS, page: 100, budgetMs: 0, sliceMs: 0 },
    );
    expect(results[0].truncated).toBe(true);
    expect(results[0].total).toBeLessThan(LINES);
  });
});
