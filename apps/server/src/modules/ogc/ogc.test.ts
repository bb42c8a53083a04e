import { CATALOG_REGISTRY } from "@strata/core";
import { and, asc, count, countDistinct, eq, isNotNull, sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents, wellLogs } from "../../db/schema/index.ts";
import { type AnyGeometry, intersects } from "../../lib/geometry.ts";
import { buildTestApp, type TestApp } from "../../test/harness.ts";
import {
  insertRecord,
  type SignedInUser,
  seedSmallCatalog,
  signedInUser,
} from "../catalogs/test/catalog-factory.ts";
import { selectByGeometry } from "../map/index.ts";
import { bboxPolygon, FEATURE_SOURCES, type FeatureSource, keyOf } from "./collections.ts";
import { CRS84 } from "./crs.ts";

let t: TestApp;
let gis: { id: string; apiKey: string };
let reportsOnly: { id: string; apiKey: string };
let staff: SignedInUser;

const inAYear = () => new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await buildTestApp();
  await seedSmallCatalog(t.database.db);
  staff = await signedInUser(t.app, t.database.db, { role: "data-admin" });
  gis = await createAccount("QGIS desk", ["catalogue:read"]);
  reportsOnly = await createAccount("Reports robot", ["reports:read"]);
});
afterAll(() => t?.close());

async function createAccount(name: string, scopes: string[]) {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/service-accounts",
    headers: { cookie: staff.cookie },
    payload: { name, scopes, expiresOn: inAYear() },
  });
  expect(res.statusCode).toBe(201);
  const { account, apiKey } = res.json();
  return { id: account.id as string, apiKey: apiKey as string };
}

const basic = (id: string, key: string) => `Basic ${Buffer.from(`${id}:${key}`).toString("base64")}`;
const get = (url: string, authorization: string | null = basic(gis.id, gis.apiKey)) =>
  t.app.inject({ method: "GET", url, headers: authorization ? { authorization } : {} });

interface Feature {
  id: string;
  geometry: AnyGeometry;
  properties: Record<string, unknown>;
}
interface Page {
  features: Feature[];
  numberMatched?: number;
  numberReturned: number;
  links: { rel: string; href: string }[];
}

/** Every feature of a collection, page after page through the `next` links. */
async function readAll(url: string) {
  const features: Feature[] = [];
  const pages: Page[] = [];
  let next: string | undefined = url;
  while (next) {
    const res = await get(next);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^application\/geo\+json/);
    const page = res.json() as Page;
    expect(page.numberReturned).toBe(page.features.length);
    pages.push(page);
    features.push(...page.features);
    const link = page.links.find((l) => l.rel === "next")?.href;
    next = link ? link.replace(/^https?:\/\/[^/]+/, "") : undefined;
  }
  return { features, pages };
}

/** The collections a service account sees: every one but the bid-round blocks. */
const ACCOUNT_SOURCES = FEATURE_SOURCES.filter((s) => !s.bidRoundRights);
const sourceById = (id: string) => FEATURE_SOURCES.find((s) => s.id === id) as FeatureSource;

/** How many features a collection holds, counted straight from its table. */
const placedCount = async (id: string) => {
  const source = sourceById(id);
  const [{ n }] = await t.database.db
    .select({ n: source.grouped ? countDistinct(keyOf(source)) : count() })
    .from(source.table)
    .where(and(isNotNull(source.bboxColumn), source.baseWhere));
  return n;
};

describe("signing in", () => {
  it("asks for basic authentication (401 with WWW-Authenticate) without credentials or with wrong ones", async () => {
    for (const authorization of [
      null,
      basic(gis.id, "strata_sk_wrong"),
      basic("00000000-0000-0000-0000-000000000000", gis.apiKey),
      basic(reportsOnly.id, gis.apiKey),
      "Basic not-base64-at-all",
      "Basic ",
    ]) {
      const res = await get("/ogc/collections", authorization);
      expect(res.statusCode, String(authorization)).toBe(401);
      expect(res.headers["www-authenticate"]).toMatch(/^Basic realm="Strata OGC"/);
      expect(res.json()).toEqual({ code: "Unauthorized", description: expect.any(String) });
    }
  });

  it("takes the account's id and key, or its bearer token; an account without the catalogue scope is a 403", async () => {
    expect((await get("/ogc")).statusCode).toBe(200);
    const signIn = await t.app.inject({
      method: "POST",
      url: "/api/service-accounts/sign-in",
      payload: { apiKey: gis.apiKey },
    });
    const token = signIn.json().accessToken as string;
    expect((await get("/ogc/collections", `Bearer ${token}`)).statusCode).toBe(200);
    const refused = await get("/ogc/collections", basic(reportsOnly.id, reportsOnly.apiKey));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe("Forbidden");
  });

  it("does not take basic authentication on the portal's /api", async () => {
    expect((await get("/api/catalogs")).statusCode).toBe(401);
  });

  it("audits every call of the account under its id", async () => {
    await get("/ogc/conformance");
    const calls = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.subjectId, gis.id), eq(auditEvents.action, "service_account.call")));
    expect(calls.map((c) => (c.after as { path: string }).path)).toContain("/ogc/conformance");
  });
});

describe("the landing page, conformance and collections", () => {
  it("links the API definition, the conformance and the data", async () => {
    const res = await get("/ogc");
    const rels = (res.json().links as { rel: string; href: string }[]).map((l) => l.rel);
    expect(rels).toEqual(expect.arrayContaining(["self", "service-desc", "conformance", "data"]));
    const desc = res.json().links.find((l: { rel: string }) => l.rel === "service-desc");
    const doc = await get(new URL(desc.href).pathname, null);
    expect(doc.statusCode).toBe(200);
    expect(Object.keys(doc.json().paths)).toContain("/ogc/collections/{collectionId}/items");
  });

  it("conforms to Part 1 core and GeoJSON, Part 2 CRS, Part 3 filters and CQL2-text, and not to OpenAPI 3.0 (the document is 3.1)", async () => {
    const { conformsTo } = (await get("/ogc/conformance")).json();
    expect(conformsTo).toEqual(
      expect.arrayContaining([
        "http://www.opengis.net/spec/ogcapi-features-1/1.0/conf/core",
        "http://www.opengis.net/spec/ogcapi-features-1/1.0/conf/geojson",
        "http://www.opengis.net/spec/ogcapi-features-2/1.0/conf/crs",
        "http://www.opengis.net/spec/ogcapi-features-3/1.0/conf/queryables",
        "http://www.opengis.net/spec/ogcapi-features-3/1.0/conf/features-filter",
        "http://www.opengis.net/spec/cql2/1.0/conf/cql2-text",
        "http://www.opengis.net/spec/cql2/1.0/conf/basic-cql2",
      ]),
    );
    expect(conformsTo).not.toContain("http://www.opengis.net/spec/ogcapi-features-1/1.0/conf/oas30");
    const landing = (await get("/ogc")).json();
    const desc = landing.links.find((l: { rel: string }) => l.rel === "service-desc");
    const doc = (await get(new URL(desc.href).pathname, null)).json();
    expect(desc.type).toContain(`version=${doc.openapi.slice(0, 3)}`);
  });

  it("lists one collection per layer, with its CRS84 extent, its CRSs and its items, schema and queryables links", async () => {
    const { collections } = (await get("/ogc/collections")).json();
    expect(collections.map((c: { id: string }) => c.id)).toEqual([
      "seismic-2d",
      "seismic-3d",
      "wells",
      "non-seismic",
      "blocks",
    ]);
    for (const c of collections) {
      expect(c).toMatchObject({
        itemType: "feature",
        storageCrs: CRS84,
        crs: [
          CRS84,
          "http://www.opengis.net/def/crs/EPSG/0/4326",
          "http://www.opengis.net/def/crs/EPSG/0/3857",
        ],
      });
      const [[minX, minY, maxX, maxY]] = c.extent.spatial.bbox;
      expect(minX).toBeLessThanOrEqual(maxX);
      expect(minY).toBeLessThanOrEqual(maxY);
      expect(c.links.map((l: { rel: string }) => l.rel)).toEqual([
        "self",
        "items",
        "describedby",
        "http://www.opengis.net/def/rel/ogc/1.0/queryables",
      ]);
    }
    const one = await get("/ogc/collections/wells");
    expect(one.json()).toEqual(collections[2]);
  });
});

/** The distinct wellbore names of well-log records. */
async function wellboresOf(ids: Iterable<unknown>) {
  const wanted = new Set([...ids].map(String));
  const rows = await t.database.db
    .select({ id: wellLogs.wellLogFileInfoID, wellbore: wellLogs.wellboreName })
    .from(wellLogs);
  return [...new Set(rows.filter((r) => wanted.has(r.id)).map((r) => String(r.wellbore)))];
}

describe("features", () => {
  it.each(ACCOUNT_SOURCES.map((s) => [s.id] as const))(
    "%s: paging with `next` reads every feature once, in id order, as many as the catalogue holds",
    async (id) => {
      const { features, pages } = await readAll(`/ogc/collections/${id}/items?limit=7`);
      const expected = await placedCount(id);
      expect(expected).toBeGreaterThan(0);
      expect(features).toHaveLength(expected);
      expect(pages[0].numberMatched).toBe(expected);
      const ids = features.map((f) => f.id);
      expect(new Set(ids).size).toBe(ids.length);
      // The database's own order of ids (its collation, on either engine).
      const source = sourceById(id);
      const key = keyOf(source);
      const ordered = await t.database.db
        .select({ id: source.grouped ? sql`min(${source.idColumn})` : source.idColumn })
        .from(source.table)
        .where(and(isNotNull(source.bboxColumn), source.baseWhere))
        .groupBy(key)
        .orderBy(asc(key));
      expect(ids).toEqual(ordered.map((r) => String(r.id)));
      expect(pages.slice(0, -1).every((p) => p.numberReturned === 7)).toBe(true);
    },
  );

  it("gives a record's catalogue columns and a link to its record page", async () => {
    const { features } = (await get("/ogc/collections/seismic-2d/items?limit=1")).json() as Page;
    const [feature] = features;
    expect(feature.geometry.type).toBe("LineString");
    for (const column of CATALOG_REGISTRY.Seismic_2D.columns)
      expect(feature.properties).toHaveProperty(column.key);
    expect(feature.properties.link).toMatch(new RegExp(`/catalog/Seismic_2D/${feature.id}$`));
    const one = await get(`/ogc/collections/seismic-2d/items/${encodeURIComponent(feature.id)}`);
    expect(one.statusCode).toBe(200);
    expect(one.headers["content-type"]).toMatch(/^application\/geo\+json/);
    expect(one.json()).toMatchObject({ type: "Feature", id: feature.id, properties: feature.properties });
  });

  it("a bbox narrows to the features whose geometry meets it: the map's own selection", async () => {
    const { collections } = (await get("/ogc/collections")).json();
    for (const [i, source] of ACCOUNT_SOURCES.entries()) {
      const [[minX, minY, maxX, maxY]] = collections[i].extent.spatial.bbox;
      const w = maxX - minX;
      const h = maxY - minY;
      const bbox: [number, number, number, number] = [
        minX + w * 0.3,
        minY + h * 0.3,
        minX + w * 0.6,
        minY + h * 0.6,
      ];
      const { features, pages } = await readAll(
        `/ogc/collections/${source.id}/items?limit=3&bbox=${bbox.join(",")}`,
      );
      expect(features.length, source.id).toBeLessThan(await placedCount(source.id));
      expect(pages[0].numberMatched).toBe(features.length);
      const polygon = bboxPolygon(bbox);
      for (const f of features) expect(intersects(f.geometry, polygon), `${source.id} ${f.id}`).toBe(true);
      if (source.catalogType) {
        const { results } = await selectByGeometry(t.database.db, {
          geometry: { type: "Polygon", coordinates: polygon },
          mode: "intersects",
          types: [source.catalogType],
        });
        // Wells are wellbores: the wellbores of the log records the map selects.
        const expected = source.grouped ? await wellboresOf(results[0].ids) : [...results[0].ids].map(String);
        expect(features.map((f) => f.id).sort()).toEqual(expected.sort());
      }
    }
  });
});

describe("numberMatched, kept between pages", () => {
  it("follows the catalogue at once: a line published after a count is counted by the next page", async () => {
    const matched = async (query = "") =>
      ((await get(`/ogc/collections/seismic-2d/items?limit=1${query}`)).json() as Page).numberMatched;
    const before = await matched();
    expect(await matched()).toBe(before);
    await insertRecord(t.database.db, "Seismic_2D", {
      seismic2DInfoID: "OGC-COUNTED-LATER",
      geometry: {
        type: "LineString",
        coordinates: [
          [100.2, 0.2],
          [100.3, 0.3],
        ],
      },
      bbox: "(100.3,0.3),(100.2,0.2)",
    });
    expect(await matched()).toBe((before ?? 0) + 1);
    // Another filter is another count, never the one kept for the whole collection.
    const filtered = await matched(`&filter=${encodeURIComponent("seismic2DInfoID = 'OGC-COUNTED-LATER'")}`);
    expect(filtered).toBe(1);
  });
});

describe("a line whose envelope meets the bbox but which does not", () => {
  it("is left out, and a bbox on the line finds it", async () => {
    const line = await insertRecord(t.database.db, "Seismic_2D", {
      seismic2DInfoID: "OGC-DIAGONAL",
      geometry: {
        type: "LineString",
        coordinates: [
          [100, 0],
          [101, 1],
        ],
      },
      bbox: "(101,1),(100,0)",
    });
    const ids = async (bbox: string) =>
      ((await get(`/ogc/collections/seismic-2d/items?bbox=${bbox}`)).json() as Page).features.map(
        (f) => f.id,
      );
    expect(await ids("100.8,0,101,0.2")).not.toContain(line.seismic2DInfoID);
    expect(await ids("100.4,0.4,100.6,0.6")).toContain(line.seismic2DInfoID);
  });
});

describe("refusals", () => {
  it.each([
    ["bbox=1,2,3", "bbox"],
    ["bbox=10,10,5,5", "bbox"],
    ["bbox=a,b,c,d", "bbox"],
    ["bbox=0,0,200,10", "bbox"],
    ["limit=0", "limit"],
    ["limit=abc", "limit"],
    ["limit=10001", "limit"],
    [`cursor=${"x".repeat(301)}`, "cursor"],
  ])("%s is a 400 with the OGC exception naming %s", async (query, field) => {
    const res = await get(`/ogc/collections/wells/items?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: "InvalidParameterValue",
      description: expect.stringContaining(field),
    });
  });

  it("an unknown collection or feature is a 404 with the OGC exception", async () => {
    for (const url of [
      "/ogc/collections/nope",
      "/ogc/collections/nope/items",
      "/ogc/collections/wells/items/nope",
      "/ogc/collections/nope/items/nope",
      "/ogc/nowhere",
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ code: "NotFound", description: expect.any(String) });
    }
  });

  it("a revoked account is refused at once", async () => {
    const doomed = await t.app.inject({
      method: "POST",
      url: "/api/service-accounts",
      headers: { cookie: staff.cookie },
      payload: { name: "Doomed GIS desk", scopes: ["catalogue:read"], expiresOn: inAYear() },
    });
    const { account, apiKey } = doomed.json();
    expect((await get("/ogc/collections", basic(account.id, apiKey))).statusCode).toBe(200);
    const revoke = await t.app.inject({
      method: "POST",
      url: `/api/service-accounts/${account.id}/revoke`,
      headers: { cookie: staff.cookie },
    });
    expect(revoke.statusCode).toBe(200);
    expect((await get("/ogc/collections", basic(account.id, apiKey))).statusCode).toBe(401);
  });

  it("a cursor past the end is an empty last page, not an error", async () => {
    const res = await get("/ogc/collections/wells/items?cursor=%EF%BF%BD%EF%BF%BD");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ numberReturned: 0, features: [] });
  });
});

/** Every feature of a collection, read without parameters. */
const everything = async (id: string) => (await readAll(`/ogc/collections/${id}/items?limit=1000`)).features;
const idsOf = (features: Feature[]) => features.map((f) => f.id).sort();
const q = encodeURIComponent;

describe("datetime: the record's year", () => {
  it("an instant, a closed interval and open intervals keep the features whose year meets them", async () => {
    const all = await everything("seismic-2d");
    const years = [...new Set(all.map((f) => Number(f.properties.year)))].sort((a, b) => a - b);
    expect(years.length).toBeGreaterThan(2);
    const mid = years[Math.floor(years.length / 2)];
    const cases: [string, (y: number) => boolean][] = [
      [`${mid}-06-15T12:00:00Z`, (y) => y === mid],
      [`${mid}-01-01`, (y) => y === mid],
      [`${years[0]}-03-01T00:00:00Z/${mid}-02-01T00:00:00Z`, (y) => y >= years[0] && y <= mid],
      [`../${mid}-01-01T00:00:00Z`, (y) => y <= mid],
      [`${mid}-12-31T23:59:59Z/..`, (y) => y >= mid],
      [`/${mid}-01-01`, (y) => y <= mid],
    ];
    for (const [datetime, keep] of cases) {
      const { features, pages } = await readAll(
        `/ogc/collections/seismic-2d/items?limit=50&datetime=${q(datetime)}`,
      );
      const expected = all.filter((f) => f.properties.year !== null && keep(Number(f.properties.year)));
      expect(idsOf(features), datetime).toEqual(idsOf(expected));
      expect(pages[0].numberMatched).toBe(expected.length);
      if (pages.length > 1) expect(pages[0].links.find((l) => l.rel === "next")?.href).toContain("datetime=");
    }
  });

  it("collections give their years as the temporal extent; blocks have none", async () => {
    const { collections } = (await get("/ogc/collections")).json();
    const all = await everything("seismic-2d");
    const years = all.map((f) => Number(f.properties.year));
    expect(collections[0].extent.temporal).toEqual({
      interval: [[`${Math.min(...years)}-01-01T00:00:00Z`, `${Math.max(...years)}-12-31T23:59:59Z`]],
      trs: "http://www.opengis.net/def/uom/ISO-8601/0/Gregorian",
    });
    expect(collections[4].extent.temporal).toBeUndefined();
  });

  it.each([
    ["2020"],
    ["yesterday"],
    ["2020-13-01"],
    ["2020-01-01T25:00:00Z"],
    ["2020-01-01/2019-01-01"],
    ["2020-01-01/2021-01-01/2022-01-01"],
  ])("%s is a 400 naming datetime", async (datetime) => {
    const res = await get(`/ogc/collections/wells/items?datetime=${q(datetime)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: "InvalidParameterValue",
      description: expect.stringContaining("datetime"),
    });
  });

  it("../.. (both ends open) keeps every feature with a year", async () => {
    const all = await everything("seismic-3d");
    const open = await readAll(`/ogc/collections/seismic-3d/items?limit=1000&datetime=${q("../..")}`);
    expect(idsOf(open.features)).toEqual(idsOf(all.filter((f) => f.properties.year !== null)));
  });

  it("on blocks (no temporal property) is a 400", async () => {
    const res = await get("/ogc/collections/blocks/items?datetime=2020-01-01");
    expect(res.statusCode).toBe(400);
    expect(res.json().description).toMatch(/no temporal property/);
  });
});

describe("the schema and the queryables", () => {
  it("describedby is the features' JSON Schema; queryables name what a filter may use", async () => {
    for (const source of ACCOUNT_SOURCES) {
      const schema = await get(`/ogc/collections/${source.id}/schema`);
      expect(schema.statusCode).toBe(200);
      expect(schema.headers["content-type"]).toMatch(/^application\/schema\+json/);
      const [feature] = (await get(`/ogc/collections/${source.id}/items?limit=1`)).json().features;
      // Every property a feature carries is described.
      expect(Object.keys(schema.json().properties).sort()).toEqual(
        ["geometry", ...Object.keys(feature.properties)].sort(),
      );
      const queryables = await get(`/ogc/collections/${source.id}/queryables`);
      expect(queryables.statusCode).toBe(200);
      expect(queryables.headers["content-type"]).toMatch(/^application\/schema\+json/);
      expect(queryables.json()).toMatchObject({ type: "object", additionalProperties: false });
      expect(Object.keys(queryables.json().properties).sort()).toEqual(
        ["geometry", ...Object.keys(source.queryables)].sort(),
      );
    }
    const q2d = (await get("/ogc/collections/seismic-2d/queryables")).json();
    expect(q2d.properties.year).toEqual({ title: "Acquisition Year", type: "number" });
    expect(q2d.properties.geometry.format).toBe("geometry-linestring");
    expect((await get("/ogc/collections/nope/queryables")).statusCode).toBe(404);
  });
});

describe("CQL2-text filters", () => {
  it("comparisons, AND/OR/NOT, IS NULL, LIKE, IN and BETWEEN keep what the same test keeps in the features", async () => {
    const all = await everything("seismic-2d");
    const [a, b] = [...new Set(all.map((f) => String(f.properties.region)))];
    const years = all.map((f) => Number(f.properties.year)).sort((x, y) => x - y);
    const mid = years[Math.floor(years.length / 2)];
    const name = String(all[0].properties.lineName);
    const p = (f: Feature) => f.properties as Record<string, never>;
    const cases: [string, (f: Feature) => boolean][] = [
      [`region = '${a}'`, (f) => p(f).region === a],
      [`region <> '${a}' AND year >= ${mid}`, (f) => p(f).region !== a && p(f).year >= mid],
      [`year < ${mid} OR region = '${b}'`, (f) => p(f).year < mid || p(f).region === b],
      [`NOT (year <= ${mid})`, (f) => !(p(f).year <= mid)],
      [`${mid} > year`, (f) => p(f).year < mid],
      [
        `region IN ('${a}', '${b}') AND year > ${mid}`,
        (f) => [a, b].includes(p(f).region) && p(f).year > mid,
      ],
      [`region NOT IN ('${a}')`, (f) => p(f).region !== a],
      [`year BETWEEN ${years[0]} AND ${mid}`, (f) => p(f).year >= years[0] && p(f).year <= mid],
      [`operator IS NULL`, (f) => p(f).operator === null],
      [
        `operator IS NOT NULL and ("year" = ${mid} or year = ${years[0]})`,
        (f) => p(f).operator !== null && (p(f).year === mid || p(f).year === years[0]),
      ],
      [`lineName LIKE '${name.slice(0, 3)}%'`, (f) => String(p(f).lineName).startsWith(name.slice(0, 3))],
      [`lineName = '${name.replaceAll("'", "''")}'`, (f) => p(f).lineName === name],
      [`dateAdded >= TIMESTAMP('2000-01-01T00:00:00Z')`, () => true],
      [`dateAdded < DATE('2000-01-01')`, () => false],
      [`bid = TRUE OR basic = false`, (f) => p(f).bid === true || p(f).basic === false],
    ];
    for (const [filter, keep] of cases) {
      const { features, pages } = await readAll(
        `/ogc/collections/seismic-2d/items?limit=40&filter-lang=cql2-text&filter=${q(filter)}`,
      );
      const expected = all.filter(keep);
      expect(idsOf(features), filter).toEqual(idsOf(expected));
      expect(pages[0].numberMatched, filter).toBe(expected.length);
    }
  });

  it("S_INTERSECTS with a BBOX or POLYGON is the bbox's exact test; with a POINT it finds the wellbore there", async () => {
    const { collections } = (await get("/ogc/collections")).json();
    const [[minX, minY, maxX, maxY]] = collections[0].extent.spatial.bbox;
    const box = [
      minX + (maxX - minX) * 0.2,
      minY + (maxY - minY) * 0.2,
      minX + (maxX - minX) * 0.7,
      minY + (maxY - minY) * 0.7,
    ];
    const byBbox = await readAll(`/ogc/collections/seismic-2d/items?limit=9&bbox=${box.join(",")}`);
    const [x1, y1, x2, y2] = box;
    const polygon = `POLYGON((${x1} ${y1}, ${x2} ${y1}, ${x2} ${y2}, ${x1} ${y2}, ${x1} ${y1}))`;
    for (const filter of [
      `S_INTERSECTS(geometry, BBOX(${box.join(", ")}))`,
      `S_INTERSECTS(geometry, ${polygon})`,
    ]) {
      const { features, pages } = await readAll(
        `/ogc/collections/seismic-2d/items?limit=9&filter=${q(filter)}`,
      );
      expect(idsOf(features), filter).toEqual(idsOf(byBbox.features));
      expect(pages[0].numberMatched).toBe(byBbox.features.length);
    }
    // Combined with an attribute test and the bbox.
    const region = String(byBbox.features[0].properties.region);
    const both = await readAll(
      `/ogc/collections/seismic-2d/items?limit=9&bbox=${box.join(",")}&filter=${q(`region = '${region}' and S_INTERSECTS(geometry, ${polygon})`)}`,
    );
    expect(idsOf(both.features)).toEqual(
      idsOf(byBbox.features.filter((f) => f.properties.region === region)),
    );
    expect(both.pages[0].numberMatched).toBe(both.features.length);

    const [well] = (await get("/ogc/collections/wells/items?limit=1")).json().features as Feature[];
    const [lon, lat] = well.geometry.coordinates as [number, number];
    const atPoint = await readAll(
      `/ogc/collections/wells/items?filter=${q(`S_INTERSECTS(geometry, POINT(${lon} ${lat}))`)}`,
    );
    expect(atPoint.features.map((f) => f.id)).toContain(well.id);
    for (const f of atPoint.features) expect(f.geometry.coordinates).toEqual([lon, lat]);
  });

  it("S_INTERSECTS under OR and NOT keeps exactly the features the exact test and the attributes decide", async () => {
    const { collections } = (await get("/ogc/collections")).json();
    const [[minX, minY, maxX, maxY]] = collections[0].extent.spatial.bbox;
    const box = [
      minX + (maxX - minX) * 0.2,
      minY + (maxY - minY) * 0.2,
      minX + (maxX - minX) * 0.7,
      minY + (maxY - minY) * 0.7,
    ];
    const [x1, y1, x2, y2] = box;
    const polygon = `POLYGON((${x1} ${y1}, ${x2} ${y1}, ${x2} ${y2}, ${x1} ${y2}, ${x1} ${y1}))`;
    const all = await everything("seismic-2d");
    // Inside: what the bbox parameter (the map's exact test, proved above) keeps.
    const inside = new Set(
      idsOf((await readAll(`/ogc/collections/seismic-2d/items?limit=9&bbox=${box.join(",")}`)).features),
    );
    expect(inside.size).toBeGreaterThan(0);
    expect(inside.size).toBeLessThan(all.length);
    const outsideRegion = all.find((f) => !inside.has(f.id as string) && f.properties.region)?.properties
      .region;
    expect(outsideRegion).toBeDefined();
    const region = String(outsideRegion).replaceAll("'", "''");
    const inBox = (f: Feature) => inside.has(f.id as string);
    const inRegion = (f: Feature) => f.properties.region === outsideRegion;
    const cases: [string, (f: Feature) => boolean][] = [
      [`S_INTERSECTS(geometry, ${polygon}) OR region = '${region}'`, (f) => inBox(f) || inRegion(f)],
      [`NOT S_INTERSECTS(geometry, ${polygon})`, (f) => !inBox(f)],
      [
        `NOT (S_INTERSECTS(geometry, ${polygon}) AND region = '${region}')`,
        (f) => !(inBox(f) && inRegion(f)),
      ],
      [
        `region = '${region}' AND (NOT S_INTERSECTS(geometry, BBOX(${box.join(", ")})) OR year > 0)`,
        (f) => inRegion(f) && (!inBox(f) || Number(f.properties.year) > 0),
      ],
    ];
    for (const [filter, keep] of cases) {
      const { features, pages } = await readAll(
        `/ogc/collections/seismic-2d/items?limit=7&filter=${q(filter)}`,
      );
      const expected = all.filter(keep);
      expect(idsOf(features), filter).toEqual(idsOf(expected));
      expect(pages[0].numberMatched, filter).toBe(expected.length);
    }
  });

  it.each(
    (
      [
        ["nope = 1", '"nope" is not a queryable'],
        ["year = 'abc'", "year"],
        ["region = 5", "region"],
        ["year LIKE '19%'", "LIKE"],
        ["region = 'unterminated", "unterminated"],
        ["region = ", "expected a value"],
        ["region == 'a'", "expected a value"],
        ["(region = 'a'", 'expected ")"'],
        ["region = 'a')", "unexpected text"],
        ["region = 'a' ; drop table seismic_2d", "unexpected"],
        ["", "expected a property name"],
        ["year IS 5", "NULL"],
        ["region NOT = 'a'", "after NOT"],
        [`${"(".repeat(25)}year = 1${")".repeat(25)}`, "nested deeper"],
        [`${"NOT ".repeat(25)}year = 1`, "nested deeper"],
        [Array.from({ length: 101 }, (_, i) => `year = ${i}`).join(" OR "), "more than 100 terms"],
        [`region IN (${Array.from({ length: 120 }, (_, i) => `'${i}'`).join(",")})`, "more than 100 terms"],
        ["year = 1 OR NOT S_INTERSECTS(shape, POINT(1 1))", "not the geometry"],
        ["S_INTERSECTS(shape, POINT(1 1))", "not the geometry"],
        ["S_INTERSECTS(geometry, POINT(500 1))", "CRS84"],
        ["S_INTERSECTS(geometry, POLYGON((0 0, 1 0, 1 1)))", "closed"],
        ["S_INTERSECTS(geometry, BBOX(1, 1, 0, 0))", "BBOX"],
        ["S_INTERSECTS(geometry, LINESTRING(0 0, 1 1))", "POINT, POLYGON or BBOX"],
        ["dateAdded > DATE('not a date')", "ISO 8601"],
        ["dateAdded > 'soon'", "dateAdded"],
        ["year = 1e999", "number"],
        ["dateAdded > DATE('0000-01-01')", "ISO 8601"],
        ["region = 'a' # 1", 'unexpected "#"'],
        ["year = 1 AND totalDepth > 1", "totalDepth"],
        ["lineName LIKE 'a\\'", "may not end with"],
        ["lineName LIKE '\\\\\\'", "may not end with"],
        ['"region = 1', "unterminated"],
      ] as [string, string][]
    ).map(([filter, problem]) => [filter.length > 70 ? `${filter.slice(0, 67)}…` : filter, filter, problem]),
  )("%s is a 400 naming the problem", async (_title, filter, problem) => {
    const res = await get(`/ogc/collections/seismic-2d/items?filter=${q(filter)}`);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({
      code: "InvalidParameterValue",
      description: expect.stringContaining(problem),
    });
  });

  it("odd but valid values are answered, never a server error", async () => {
    for (const filter of [
      "year = 99999999999999",
      "year > -1e300 AND length < 1e300",
      `lineName = '${"é𝔸'' ".repeat(200)}'`,
      "lineName LIKE '%\\_%'",
      "lineName LIKE 'a\\\\'",
      "dateAdded > TIMESTAMP('9999-12-31T23:59:59.999999999+14:00')",
    ]) {
      const res = await get(`/ogc/collections/seismic-2d/items?filter=${q(filter)}`);
      expect(res.statusCode, `${filter}: ${res.body}`).toBe(200);
    }
    const none = await get(`/ogc/collections/seismic-2d/items?filter=${q("year = 99999999999999")}`);
    expect(none.json()).toMatchObject({ numberMatched: 0, numberReturned: 0 });
  });

  it("any soup of CQL2 words, names, literals and punctuation is a 200 or a 400, never a server error", async () => {
    const words = [
      "AND",
      "OR",
      "NOT",
      "IS",
      "NULL",
      "LIKE",
      "IN",
      "BETWEEN",
      "TRUE",
      "FALSE",
      "(",
      ")",
      ",",
      "=",
      "<>",
      "<",
      "<=",
      ">",
      ">=",
      "year",
      "region",
      "lineName",
      "length",
      "dateAdded",
      "bid",
      '"year"',
      "nope",
      "'Sabah'",
      "''",
      "'%a_'",
      "1",
      "-2.5",
      "1e308",
      "99999999999",
      "0",
      "DATE('2020-01-01')",
      "TIMESTAMP('2020-01-01T00:00:00Z')",
      "S_INTERSECTS",
      "geometry",
      "POINT(1 2)",
      "BBOX(0,0,1,1)",
      "POLYGON((0 0,1 0,1 1,0 0))",
      "'",
      '"',
      "#",
      "\\",
      ";",
    ];
    await fc.assert(
      fc.asyncProperty(fc.array(fc.constantFrom(...words), { minLength: 1, maxLength: 12 }), async (soup) => {
        const filter = soup.join(" ");
        const res = await get(`/ogc/collections/seismic-2d/items?limit=2&filter=${q(filter)}`);
        expect([200, 400], `${filter}: ${res.body}`).toContain(res.statusCode);
        if (res.statusCode === 400) expect(res.json().code).toBe("InvalidParameterValue");
      }),
      { numRuns: 150, seed: 20_261_127 },
    );
  });

  it("a filter longer than 4 kB, another filter language or filter CRS is a 400", async () => {
    for (const query of [
      `filter=${q(`region = '${"x".repeat(4100)}'`)}`,
      "filter=year%3D1&filter-lang=cql2-json",
      "filter=year%3D1&filter-crs=http://www.opengis.net/def/crs/EPSG/0/3857",
    ]) {
      const res = await get(`/ogc/collections/seismic-2d/items?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().code).toBe("InvalidParameterValue");
    }
  });
});

describe("CRS (Part 2)", () => {
  const EPSG4326 = "http://www.opengis.net/def/crs/EPSG/0/4326";
  const EPSG3857 = "http://www.opengis.net/def/crs/EPSG/0/3857";

  it("answers in CRS84 by default, in EPSG:4326 latitude first, in EPSG:3857 metres; Content-Crs names it", async () => {
    const plain = await get("/ogc/collections/wells/items?limit=5");
    expect(plain.headers["content-crs"]).toBe(`<${CRS84}>`);
    const wgs = await get(`/ogc/collections/wells/items?limit=5&crs=${q(EPSG4326)}`);
    expect(wgs.headers["content-crs"]).toBe(`<${EPSG4326}>`);
    const merc = await get(`/ogc/collections/wells/items?limit=5&crs=${q(EPSG3857)}`);
    expect(merc.headers["content-crs"]).toBe(`<${EPSG3857}>`);
    for (const [i, f] of (plain.json().features as Feature[]).entries()) {
      const [lon, lat] = f.geometry.coordinates as number[];
      expect(wgs.json().features[i].geometry.coordinates).toEqual([lat, lon]);
      const [x, y] = merc.json().features[i].geometry.coordinates;
      expect(x).toBeCloseTo((6378137 * lon * Math.PI) / 180, 3);
      expect(y).toBeCloseTo(6378137 * Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360)), 3);
    }
    const next = merc.json().links.find((l: { rel: string }) => l.rel === "next");
    expect(next.href).toContain(`crs=${q(EPSG3857)}`);
    const one = await get(
      `/ogc/collections/wells/items/${q(plain.json().features[0].id)}?crs=${q(EPSG4326)}`,
    );
    expect(one.headers["content-crs"]).toBe(`<${EPSG4326}>`);
    expect(one.json().geometry.coordinates).toEqual(wgs.json().features[0].geometry.coordinates);
  });

  it("bbox-crs takes a box in EPSG:4326 (latitude first) or EPSG:3857 and selects as the CRS84 box does", async () => {
    const { collections } = (await get("/ogc/collections")).json();
    const [[minX, minY, maxX, maxY]] = collections[0].extent.spatial.bbox;
    const box = [
      minX + (maxX - minX) * 0.2,
      minY + (maxY - minY) * 0.2,
      minX + (maxX - minX) * 0.7,
      minY + (maxY - minY) * 0.7,
    ];
    const expected = idsOf(
      (await readAll(`/ogc/collections/seismic-2d/items?limit=50&bbox=${box.join(",")}`)).features,
    );
    expect(expected.length).toBeGreaterThan(0);
    const lat = idsOf(
      (
        await readAll(
          `/ogc/collections/seismic-2d/items?limit=50&bbox-crs=${q(EPSG4326)}&bbox=${[box[1], box[0], box[3], box[2]].join(",")}`,
        )
      ).features,
    );
    expect(lat).toEqual(expected);
    const m = (lon: number, la: number) => [
      (6378137 * lon * Math.PI) / 180,
      6378137 * Math.log(Math.tan(Math.PI / 4 + (la * Math.PI) / 360)),
    ];
    const mbox = [...m(box[0], box[1]), ...m(box[2], box[3])];
    const merc = idsOf(
      (
        await readAll(
          `/ogc/collections/seismic-2d/items?limit=50&bbox-crs=${q(EPSG3857)}&bbox=${mbox.join(",")}`,
        )
      ).features,
    );
    expect(merc).toEqual(expected);
  });

  it.each([
    ["crs=EPSG:27700", "crs"],
    ["bbox-crs=http://www.opengis.net/def/crs/EPSG/0/27700&bbox=0,0,1,1", "bbox-crs"],
    ["bbox-crs=http://www.opengis.net/def/crs/EPSG/0/3857&bbox=0,0,30000000,1", "bbox"],
    ["bbox-crs=http://www.opengis.net/def/crs/EPSG/0/4326&bbox=100,0,101,1", "bbox"],
  ])("%s is a 400 naming %s", async (query, field) => {
    const res = await get(`/ogc/collections/wells/items?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().description).toContain(field);
  });
});

describe("wells: one point per wellbore", () => {
  it("has a feature per wellbore with its number of log files and a link to its first log's page", async () => {
    const features = await everything("wells");
    const rows = await t.database.db
      .select({ id: wellLogs.wellLogFileInfoID, wellbore: wellLogs.wellboreName })
      .from(wellLogs)
      .where(isNotNull(wellLogs.bbox));
    const byWellbore = new Map<string, string[]>();
    for (const r of rows)
      byWellbore.set(String(r.wellbore), [...(byWellbore.get(String(r.wellbore)) ?? []), r.id]);
    expect(features).toHaveLength(byWellbore.size);
    expect([...byWellbore.values()].some((ids) => ids.length > 1)).toBe(true);
    for (const f of features) {
      const ids = byWellbore.get(f.id) as string[];
      expect(f.geometry.type).toBe("Point");
      expect(f.properties).toMatchObject({ wellboreName: f.id, logFiles: ids.length });
      expect(f.properties.link).toMatch(new RegExp(`/catalog/Well_Log/${q([...ids].sort()[0])}$`));
    }
  });
});

describe("bid-round blocks", () => {
  it("are listed and served only to callers with bid-round rights, and to service accounts with its scope", async () => {
    const mbr = await signedInUser(t.app, t.database.db, { role: "standard", addOns: ["mbr"] });
    const standard = await signedInUser(t.app, t.database.db, { role: "standard" });
    const as = (user: SignedInUser, url: string) =>
      t.app.inject({ method: "GET", url, headers: { cookie: user.cookie } });
    const listed = (await as(mbr, "/ogc/collections")).json().collections.map((c: { id: string }) => c.id);
    expect(listed).toContain("bid-round-blocks");
    const items = (await as(mbr, "/ogc/collections/bid-round-blocks/items?limit=1000")).json();
    const expected = await placedCount("bid-round-blocks");
    expect(expected).toBeGreaterThan(0);
    expect(items.numberReturned).toBe(expected);
    for (const f of items.features) expect(f.properties.bidRound).toEqual(expect.any(String));
    // A service account with the bid-round scope beside its catalogue scope (decision 0208 amended).
    const desk = await createAccount("Bid-round GIS desk", ["catalogue:read", "bid-rounds:read"]);
    const deskAuth = basic(desk.id, desk.apiKey);
    const deskListed = (await get("/ogc/collections", deskAuth)).json().collections;
    expect(deskListed.map((c: { id: string }) => c.id)).toContain("bid-round-blocks");
    const deskItems = (await get("/ogc/collections/bid-round-blocks/items?limit=1000", deskAuth)).json();
    expect(deskItems.numberReturned).toBe(expected);
    for (const who of [standard, null]) {
      const res = who ? await as(who, "/ogc/collections") : await get("/ogc/collections");
      expect(res.json().collections.map((c: { id: string }) => c.id)).not.toContain("bid-round-blocks");
      for (const path of ["", "/items", "/queryables", `/items/${q(items.features[0].id)}`]) {
        const url = `/ogc/collections/bid-round-blocks${path}`;
        const refused = who ? await as(who, url) : await get(url);
        expect(refused.statusCode, url).toBe(404);
      }
    }
  });
});
