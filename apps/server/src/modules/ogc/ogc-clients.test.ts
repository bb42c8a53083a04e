import { execFile } from "node:child_process";
import type { AddressInfo } from "node:net";
import { promisify } from "node:util";
import { and, count, countDistinct, isNotNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/harness.ts";
import { seedSmallCatalog, signedInUser } from "../catalogs/test/catalog-factory.ts";
import { FEATURE_SOURCES, keyOf } from "./collections.ts";

/**
 * The real clients GIS users run, against the server listening on a port (issue 29): Debian's GDAL
 * (`ogrinfo`, `ogr2ogr` with the OAPIF driver) and OWSLib (`/usr/bin/python3`: Debian's Python
 * packages import only there). `.ci/run` installs both.
 */
const run = promisify(execFile);
let t: TestApp;
let root: string;
let account: { id: string; apiKey: string };
const counts = new Map<string, number>();

beforeAll(async () => {
  t = await buildTestApp();
  await seedSmallCatalog(t.database.db);
  const staff = await signedInUser(t.app, t.database.db, { role: "data-admin" });
  const res = await t.app.inject({
    method: "POST",
    url: "/api/service-accounts",
    headers: { cookie: staff.cookie },
    payload: {
      name: "GDAL and OWSLib",
      scopes: ["catalogue:read", "bid-rounds:read"],
      expiresOn: new Date(Date.now() + 86_400_000).toISOString().slice(0, 10),
    },
  });
  account = { id: res.json().account.id, apiKey: res.json().apiKey };
  // The account holds the bid-round scope too (decision 0208 amended): every collection is read.
  for (const source of FEATURE_SOURCES) {
    const [{ n }] = await t.database.db
      .select({ n: source.grouped ? countDistinct(keyOf(source)) : count() })
      .from(source.table)
      .where(and(isNotNull(source.bboxColumn), source.baseWhere));
    counts.set(source.id, n);
  }
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  root = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/ogc`;
});
afterAll(() => t?.close());

const gdalAuth = () => [
  "--config",
  "GDAL_HTTP_AUTH",
  "BASIC",
  "--config",
  "GDAL_HTTP_USERPWD",
  `${account.id}:${account.apiKey}`,
];
const gdal = async (command: string, args: string[]) =>
  (await run(command, [...args, ...gdalAuth()], { timeout: 60_000, maxBuffer: 64 * 1024 * 1024 })).stdout;

describe("GDAL's OAPIF driver", () => {
  it("lists every collection with the catalogue's feature count (ogrinfo -al -so)", async () => {
    const out = await gdal("ogrinfo", ["-ro", "-al", "-so", `OAPIF:${root}`]);
    const found = new Map(
      [...out.matchAll(/Layer name: (\S+)[\s\S]*?Feature Count: (\d+)/g)].map((m) => [m[1], Number(m[2])]),
    );
    expect(found).toEqual(counts);
  });

  it.each(FEATURE_SOURCES.map((s) => s.id))(
    "%s: ogr2ogr reads every feature, page after page",
    async (layer) => {
      const summary = await gdal("ogrinfo", ["-ro", "-so", `OAPIF:${root}`, layer]);
      expect(summary).toContain(`Feature Count: ${counts.get(layer)}`);
      // Pages of 7 (GDAL's own default may read a small collection at once): `next` is followed.
      const geojson = await gdal("ogr2ogr", [
        "-f",
        "GeoJSON",
        "/vsistdout/",
        `OAPIF:${root}`,
        layer,
        "-oo",
        "PAGE_SIZE=7",
      ]);
      const features = JSON.parse(geojson).features as { properties: Record<string, unknown> }[];
      expect(features).toHaveLength(counts.get(layer)!);
    },
  );

  it("ogr2ogr -where gives the features the server's CQL2 filter gives (GDAL 3.6 evaluates it itself)", async () => {
    // GDAL 3.6 sends no filter for cql2-text (it knows only the draft "cql-text"): it reads the
    // pages and tests the features itself. The answer must still be the catalogue's.
    const region = (await items("seismic-2d", "limit=1")).features[0].properties.region as string;
    const where = `year >= 2000 AND region = '${region}'`;
    const geojson = await gdal("ogr2ogr", [
      "-f",
      "GeoJSON",
      "/vsistdout/",
      `OAPIF:${root}`,
      "seismic-2d",
      "-where",
      where,
    ]);
    const byGdal = (JSON.parse(geojson).features as { properties: Record<string, unknown> }[]).length;
    const byServer = (await items("seismic-2d", `limit=10000&filter=${encodeURIComponent(where)}`))
      .numberMatched;
    expect(byGdal).toBe(byServer);
    expect(byGdal).toBeGreaterThan(0);
  });

  it("is refused without the account's key", async () => {
    const refused = run("ogrinfo", ["-ro", "-so", `OAPIF:${root}`, "wells"], { timeout: 60_000 });
    await expect(refused).rejects.toMatchObject({ stderr: expect.stringMatching(/401/) });
  });
});

/** A page of items through the app itself, as the account. */
const items = async (collection: string, query: string) =>
  (
    await t.app.inject({
      method: "GET",
      url: `/ogc/collections/${collection}/items?${query}`,
      headers: {
        authorization: `Basic ${Buffer.from(`${account.id}:${account.apiKey}`).toString("base64")}`,
      },
    })
  ).json() as {
    numberMatched: number;
    features: { id: string; properties: Record<string, unknown>; geometry: { coordinates: unknown } }[];
  };

const OWSLIB_PARTS_2_3 = `
import json, sys
from owslib.ogcapi.features import Features
from owslib.util import Authentication
root, user, key, region = sys.argv[1:5]
api = Features(root, auth=Authentication(user, key))
q = api.collection_queryables("seismic-2d")
f = api.collection_items("seismic-2d", limit=10000, filter="region = '%s' AND year >= 2000" % region.replace("'", "''"), **{"filter-lang": "cql2-text"})
d = api.collection_items("seismic-2d", limit=10000, datetime="../2005-12-31T23:59:59Z")
c = api.collection_items("wells", limit=1, crs="http://www.opengis.net/def/crs/EPSG/0/4326")
print(json.dumps({"queryables": sorted(q["properties"].keys()), "filtered": len(f["features"]), "dated": len(d["features"]), "latlon": c["features"][0]["geometry"]["coordinates"], "wellId": c["features"][0]["id"]}))
`;

const OWSLIB = `
import json, sys
from owslib.ogcapi.features import Features
from owslib.util import Authentication
root, user, key = sys.argv[1:4]
api = Features(root, auth=Authentication(user, key))
out = {"conformance": api.conformance()["conformsTo"], "collections": {}}
for c in api.collections()["collections"]:
    cid = c["id"]
    total, page = 0, api.collection_items(cid, limit=9)
    matched = page.get("numberMatched")
    while True:
        total += len(page["features"])
        nxt = [l["href"] for l in page["links"] if l["rel"] == "next"]
        if not nxt:
            break
        cursor = nxt[0].split("cursor=")[1]
        page = api.collection_items(cid, limit=9, cursor=cursor)
    bbox = c["extent"]["spatial"]["bbox"][0]
    w, h = bbox[2] - bbox[0], bbox[3] - bbox[1]
    part = [bbox[0] + w * 0.3, bbox[1] + h * 0.3, bbox[0] + w * 0.6, bbox[1] + h * 0.6]
    inside = api.collection_items(cid, bbox=part, limit=10000)
    out["collections"][cid] = {"read": total, "matched": matched, "bbox": part, "inBbox": len(inside["features"])}
print(json.dumps(out))
`;

describe("OWSLib's Features client", () => {
  it("reads the queryables, and filters by CQL2-text and datetime, and asks for EPSG:4326", async () => {
    const region = (await items("seismic-2d", "limit=1")).features[0].properties.region as string;
    const { stdout } = await run(
      "/usr/bin/python3",
      ["-c", OWSLIB_PARTS_2_3, root, account.id, account.apiKey, region],
      { timeout: 120_000 },
    );
    const out = JSON.parse(stdout);
    expect(out.queryables).toEqual(expect.arrayContaining(["geometry", "region", "year", "lineName"]));
    const filtered = await items(
      "seismic-2d",
      `limit=1&filter=${encodeURIComponent(`region = '${region}' AND year >= 2000`)}`,
    );
    expect(out.filtered).toBe(filtered.numberMatched);
    expect(out.filtered).toBeGreaterThan(0);
    const dated = await items("seismic-2d", "limit=1&datetime=../2005-12-31T23:59:59Z");
    expect(out.dated).toBe(dated.numberMatched);
    const well = (await items("wells", "limit=1")).features[0];
    expect(out.wellId).toBe(well.id);
    const [lon, lat] = well.geometry.coordinates as number[];
    expect(out.latlon).toEqual([lat, lon]);
  });

  it("reads every collection with paging and bbox, as many features as the catalogue holds", async () => {
    const { stdout } = await run("/usr/bin/python3", ["-c", OWSLIB, root, account.id, account.apiKey], {
      timeout: 120_000,
    });
    const out = JSON.parse(stdout) as {
      conformance: string[];
      collections: Record<string, { read: number; matched: number; bbox: number[]; inBbox: number }>;
    };
    expect(out.conformance).toContain("http://www.opengis.net/spec/ogcapi-features-1/1.0/conf/core");
    expect(Object.keys(out.collections)).toEqual([...counts.keys()]);
    for (const [id, c] of Object.entries(out.collections)) {
      expect(c.read, id).toBe(counts.get(id));
      expect(c.matched, id).toBe(counts.get(id));
      const api = await t.app.inject({
        method: "GET",
        url: `/ogc/collections/${id}/items?bbox=${c.bbox.join(",")}`,
        headers: {
          authorization: `Basic ${Buffer.from(`${account.id}:${account.apiKey}`).toString("base64")}`,
        },
      });
      expect(c.inBbox, id).toBe(api.json().numberMatched);
      expect(c.inBbox, id).toBeLessThan(counts.get(id)!);
    }
  });
});
