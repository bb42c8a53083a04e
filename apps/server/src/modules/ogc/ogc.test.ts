import { CATALOG_REGISTRY } from "@strata/core";
import { and, asc, count, eq, isNotNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents } from "../../db/schema/index.ts";
import { buildTestApp, type TestApp } from "../../test/harness.ts";
import {
  insertRecord,
  type SignedInUser,
  seedSmallCatalog,
  signedInUser,
} from "../catalogs/test/catalog-factory.ts";
import { type AnyGeometry, intersects } from "../map/geometry.ts";
import { selectByGeometry } from "../map/select.ts";
import { bboxPolygon, FEATURE_SOURCES } from "./collections.ts";

let t: TestApp;
let gis: { id: string; apiKey: string };
let reportsOnly: { id: string; apiKey: string };
let staff: SignedInUser;

const inAYear = () => new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await buildTestApp();
  await seedSmallCatalog(t.database.db);
  staff = await signedInUser(t.app, t.database.db, { role: "data-admin" });
  const create = async (name: string, scopes: string[]) => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/service-accounts",
      headers: { cookie: staff.cookie },
      payload: { name, scopes, expiresOn: inAYear() },
    });
    expect(res.statusCode).toBe(201);
    const { account, apiKey } = res.json();
    return { id: account.id as string, apiKey: apiKey as string };
  };
  gis = await create("QGIS desk", ["catalogue:read"]);
  reportsOnly = await create("Reports robot", ["reports:read"]);
});
afterAll(() => t?.close());

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

const placedCount = async (i: number) => {
  const source = FEATURE_SOURCES[i];
  const [{ n }] = await t.database.db
    .select({ n: count() })
    .from(source.table)
    .where(isNotNull(source.bboxColumn));
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

  it("conforms to Part 1 core, GeoJSON and OpenAPI 3.0", async () => {
    const { conformsTo } = (await get("/ogc/conformance")).json();
    expect(conformsTo).toEqual([
      "http://www.opengis.net/spec/ogcapi-features-1/1.0/conf/core",
      "http://www.opengis.net/spec/ogcapi-features-1/1.0/conf/geojson",
      "http://www.opengis.net/spec/ogcapi-features-1/1.0/conf/oas30",
    ]);
  });

  it("lists one collection per layer, with its CRS84 extent and its items link", async () => {
    const { collections } = (await get("/ogc/collections")).json();
    expect(collections.map((c: { id: string }) => c.id)).toEqual([
      "seismic-2d",
      "seismic-3d",
      "wells",
      "non-seismic",
      "blocks",
    ]);
    for (const c of collections) {
      expect(c).toMatchObject({ itemType: "feature", crs: [expect.stringContaining("CRS84")] });
      const [[minX, minY, maxX, maxY]] = c.extent.spatial.bbox;
      expect(minX).toBeLessThanOrEqual(maxX);
      expect(minY).toBeLessThanOrEqual(maxY);
      expect(c.links.map((l: { rel: string }) => l.rel)).toEqual(["self", "items"]);
    }
    const one = await get("/ogc/collections/wells");
    expect(one.json()).toEqual(collections[2]);
  });
});

describe("features", () => {
  it.each(FEATURE_SOURCES.map((s, i) => [s.id, i] as const))(
    "%s: paging with `next` reads every feature once, in id order, as many as the catalogue holds",
    async (id, i) => {
      const { features, pages } = await readAll(`/ogc/collections/${id}/items?limit=7`);
      const expected = await placedCount(i);
      expect(expected).toBeGreaterThan(0);
      expect(features).toHaveLength(expected);
      expect(pages[0].numberMatched).toBe(expected);
      const ids = features.map((f) => f.id);
      expect(new Set(ids).size).toBe(ids.length);
      // The database's own order of ids (its collation, on either engine).
      const source = FEATURE_SOURCES[i];
      const ordered = await t.database.db
        .select({ id: source.idColumn })
        .from(source.table)
        .where(isNotNull(source.bboxColumn))
        .orderBy(asc(source.idColumn));
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
    for (const [i, source] of FEATURE_SOURCES.entries()) {
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
      expect(features.length, source.id).toBeLessThan(await placedCount(i));
      expect(pages[0].numberMatched).toBe(features.length);
      const polygon = bboxPolygon(bbox);
      for (const f of features) expect(intersects(f.geometry, polygon), `${source.id} ${f.id}`).toBe(true);
      if (source.catalogType) {
        const { results } = await selectByGeometry(t.database.db, {
          geometry: { type: "Polygon", coordinates: polygon },
          mode: "intersects",
          types: [source.catalogType],
        });
        expect(features.map((f) => f.id).sort()).toEqual([...results[0].ids].sort());
      }
    }
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
