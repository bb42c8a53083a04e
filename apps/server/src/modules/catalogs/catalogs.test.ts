import { CATALOG_REGISTRY, CATALOG_TYPES } from "@strata/core";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seismic2d, technicalReports } from "../../db/schema/index.ts";
import { buildTestApp, type TestApp } from "../../test/harness.ts";
import { refreshSearchWords } from "./search-words.ts";
import {
  insertFile,
  insertRecord,
  type SignedInUser,
  SMALL_COUNTS,
  seedSmallCatalog,
  signedInUser,
} from "./test/catalog-factory.ts";

let t: TestApp;
let standard: SignedInUser;
let basic: SignedInUser;
let expiredBasic: SignedInUser;
let graduate: SignedInUser;
let mpmStudy: SignedInUser;
let superadmin: SignedInUser;

const flags = (on: string[]) =>
  Object.fromEntries(
    ["basic", "standard", "premium", "bid", "academia", "mbrPlus"].map((f) => [f, on.includes(f)]),
  );

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  await seedSmallCatalog(db);
  // Known records for exact assertions.
  await insertRecord(db, "Seismic_2D", {
    seismic2DInfoID: "S2D-KNOWN-1",
    lineName: "ZEBRA-101",
    usi: "PM2D1999-KNOWN",
    surveyName: "PM399 Zebra 1999 2D Survey",
    region: "PM",
    block: "PM399",
    year: 1999,
    ...flags(["standard", "premium"]),
  });
  await insertRecord(db, "Well_Log", {
    wellLogFileInfoID: "WLF-KNOWN-1",
    wellboreName: "ZEBRA-1",
    field: "Zebra",
  });
  await insertRecord(db, "Technical_Report", {
    barcodeNumber: "TR-KNOWN-1",
    reportTitle: "Zebra field study",
    linkedUsi: " PM2D1999-KNOWN ;  ; NO-SUCH-USI ",
    wells: "ZEBRA-1",
    linkedUnsi: null,
    fields: "Zebra",
  });
  await insertFile(db, "Seismic_2D", "S2D-KNOWN-1", "ZEBRA-101.sgy", 33360);
  await refreshSearchWords(db);
  [standard, basic, expiredBasic, graduate, mpmStudy, superadmin] = await Promise.all([
    signedInUser(t.app, db, { role: "standard" }),
    signedInUser(t.app, db, { role: "basic" }),
    signedInUser(t.app, db, { role: "basic", expired: true }),
    signedInUser(t.app, db, { role: "graduate" }),
    signedInUser(t.app, db, { role: "mpm-study" }),
    signedInUser(t.app, db, { role: "superadmin" }),
  ]);
});

afterAll(async () => {
  await t?.close();
});

const get = (user: SignedInUser | null, url: string) =>
  t.app.inject({ method: "GET", url, headers: user ? { cookie: user.cookie } : {} });
const filterParam = (filter: unknown) => encodeURIComponent(JSON.stringify(filter));

describe("GET /api/catalogs", () => {
  it("lists the five categories with their counts", async () => {
    const res = await get(standard, "/api/catalogs");
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.access).toBe("full");
    expect(body.renew).toBeNull();
    expect(body.categories.map((c: { type: string }) => c.type)).toEqual(CATALOG_TYPES);
    const s2d = body.categories.find((c: { type: string }) => c.type === "Seismic_2D");
    expect(s2d).toMatchObject({
      displayName: "Seismic 2D",
      idField: "seismic2DInfoID",
      count: SMALL_COUNTS.Seismic_2D + 1,
    });
  });

  it("answers 401 without a session", async () => {
    const res = await get(null, "/api/catalogs");
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe("UNAUTHENTICATED");
  });

  it("answers 403 to a tier without the catalogue (MPM study)", async () => {
    expect((await get(mpmStudy, "/api/catalogs")).statusCode).toBe(403);
    expect((await get(mpmStudy, "/api/catalogs/Seismic_2D/data")).statusCode).toBe(403);
  });

  it("gives an expired basic user the expired variant with a renew hint", async () => {
    const body = (await get(expiredBasic, "/api/catalogs")).json();
    expect(body.access).toBe("expired");
    expect(body.renew.message).toMatch(/Renew/);
  });

  it("lets graduate tiers and staff who manage everything browse", async () => {
    expect((await get(graduate, "/api/catalogs")).statusCode).toBe(200);
    expect((await get(superadmin, "/api/catalogs")).json().access).toBe("full");
  });
});

describe("GET /api/catalogs/:type/data", () => {
  it("pages with page 1 and size 10 by default, in the spec's paged shape", async () => {
    const res = await get(standard, "/api/catalogs/Seismic_2D/data");
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      pageNumber: 1,
      pageSize: 10,
      pageTotal: 41,
      match: "all",
      access: "full",
    });
    expect(body.result).toHaveLength(10);
    const keys = Object.keys(body.result[0]);
    for (const column of CATALOG_REGISTRY.Seismic_2D.columns) expect(keys).toContain(column.key);
    expect(body.result[0].id).toBe(body.result[0].seismic2DInfoID);
  });

  it("returns the last page partly filled", async () => {
    const body = (await get(standard, "/api/catalogs/Seismic_2D/data?page=5&pageSize=10")).json();
    expect(body.result).toHaveLength(1);
  });

  it("sorts by a column in either order", async () => {
    const asc = (
      await get(standard, "/api/catalogs/Seismic_2D/data?sort=year&order=asc&pageSize=100")
    ).json();
    const years = asc.result.map((r: { year: number }) => r.year);
    expect(years).toEqual([...years].sort((a, b) => a - b));
    const desc = (
      await get(standard, "/api/catalogs/Seismic_2D/data?sort=lineName&order=desc&pageSize=100")
    ).json();
    const names = desc.result.map((r: { lineName: string }) => r.lineName.toLowerCase());
    expect(names).toEqual([...names].sort().reverse());
  });

  it("filters by values and by ranges", async () => {
    const all = (await get(standard, "/api/catalogs/Seismic_2D/data?pageSize=100")).json().result;
    const filter = filterParam({ region: ["PM"], year: { min: 1990, max: 2010 } });
    const body = (await get(standard, `/api/catalogs/Seismic_2D/data?pageSize=100&filter=${filter}`)).json();
    const expected = all.filter(
      (r: { region: string; year: number }) => r.region === "PM" && r.year >= 1990 && r.year <= 2010,
    );
    expect(body.pageTotal).toBe(expected.length);
    expect(body.result.map((r: { id: string }) => r.id).sort()).toEqual(
      expected.map((r: { id: string }) => r.id).sort(),
    );
  });

  it("filters text case-insensitively, booleans by True/False, dates by range", async () => {
    const byBlock = (
      await get(standard, `/api/catalogs/Seismic_2D/data?filter=${filterParam({ block: ["pm399"] })}`)
    ).json();
    expect(byBlock.result.map((r: { id: string }) => r.id)).toEqual(["S2D-KNOWN-1"]);
    const notBasic = (
      await get(
        standard,
        `/api/catalogs/Seismic_2D/data?pageSize=100&filter=${filterParam({ basic: ["False"] })}`,
      )
    ).json();
    expect(notBasic.result.every((r: { basic: boolean }) => r.basic === false)).toBe(true);
    const dated = (
      await get(
        standard,
        `/api/catalogs/Well_Log/data?pageSize=100&filter=${filterParam({ spudDate: { min: "2000-01-01" } })}`,
      )
    ).json();
    expect(dated.result.every((r: { spudDate: string }) => r.spudDate >= "2000-01-01")).toBe(true);
  });

  it("filters a technical report's linked values by any of them", async () => {
    const body = (
      await get(
        standard,
        `/api/catalogs/Technical_Report/data?filter=${filterParam({ linkedUsi: ["PM2D1999-KNOWN"] })}`,
      )
    ).json();
    expect(body.result.map((r: { id: string }) => r.id)).toEqual(["TR-KNOWN-1"]);
  });

  it("searches words as prefixes, and falls back to typo-tolerant matching", async () => {
    const text = (await get(standard, "/api/catalogs/Seismic_2D/data?q=zebr")).json();
    expect(text.match).toBe("text");
    expect(text.result.map((r: { id: string }) => r.id)).toEqual(["S2D-KNOWN-1"]);
    const typo = (await get(standard, "/api/catalogs/Seismic_2D/data?q=zerba")).json();
    expect(typo.match).toBe("fuzzy");
    expect(typo.result.map((r: { id: string }) => r.id)).toContain("S2D-KNOWN-1");
  });

  it.each([
    ["filter=%7Bnope", "querystring.filter", "Malformed JSON"],
    [`filter=${encodeURIComponent('["region"]')}`, "querystring.filter", "Expected an object"],
    [`filter=${encodeURIComponent('{"nope":["x"]}')}`, "querystring.filter.nope", "Unknown column"],
    [`filter=${encodeURIComponent('{"year":"1990"}')}`, "querystring.filter.year", "Expected a list"],
    [`filter=${encodeURIComponent('{"region":{"min":"A"}}')}`, "querystring.filter.region", "list of values"],
    [`filter=${encodeURIComponent('{"length":[1]}')}`, "querystring.filter.length", "range"],
    [
      `filter=${encodeURIComponent('{"year":{"min":2010,"max":1990}}')}`,
      "querystring.filter.year",
      "min is greater",
    ],
    ["sort=nope", "querystring.sort", "Unknown column"],
    ["sort=basic", "querystring.sort", "cannot be sorted"],
    ["pageSize=101", "querystring.pageSize", ""],
    ["pageSize=0", "querystring.pageSize", ""],
    ["page=0", "querystring.page", ""],
    ["order=up", "querystring.order", ""],
  ])("answers 400 naming the field for %s", async (query, field, message) => {
    const res = await get(standard, `/api/catalogs/Seismic_2D/data?${query}`);
    expect(res.statusCode).toBe(400);
    const { error } = res.json();
    expect(error.code).toBe("VALIDATION_FAILED");
    expect(error.details.issues[0].field).toBe(field);
    expect(error.message).toContain(message);
  });

  it("answers a search asked again with the records added, changed and deleted meanwhile", async () => {
    const ids = async (type: string, q: string) => {
      const body = (await get(standard, `/api/catalogs/${type}/data?q=${q}&sort=seismic2DInfoID`)).json();
      return { ids: body.result.map((r: { id: string }) => r.id), total: body.pageTotal };
    };
    const reports = async () =>
      (await get(standard, "/api/catalogs/Technical_Report/data?q=quagga")).json().pageTotal;
    expect(await ids("Seismic_2D", "quagga")).toEqual({ ids: [], total: 0 });
    expect(await reports()).toBe(0);

    await insertRecord(t.database.db, "Seismic_2D", {
      seismic2DInfoID: "S2D-QUAGGA-1",
      lineName: "QUAGGA-1",
    });
    const reportIds = [
      (await insertRecord(t.database.db, "Technical_Report", { reportTitle: "Quagga basin review" }))
        .barcodeNumber,
    ];
    expect(await ids("Seismic_2D", "quagga")).toEqual({ ids: ["S2D-QUAGGA-1"], total: 1 });
    // Asked again (from what the server kept): the same.
    expect(await ids("Seismic_2D", "quagga")).toEqual({ ids: ["S2D-QUAGGA-1"], total: 1 });
    expect(await reports()).toBe(1);

    await insertRecord(t.database.db, "Seismic_2D", {
      seismic2DInfoID: "S2D-QUAGGA-2",
      lineName: "QUAGGA-2",
    });
    expect(await ids("Seismic_2D", "quagga")).toEqual({ ids: ["S2D-QUAGGA-1", "S2D-QUAGGA-2"], total: 2 });
    await t.database.db.delete(seismic2d).where(eq(seismic2d.seismic2DInfoID, "S2D-QUAGGA-1"));
    expect(await ids("Seismic_2D", "quagga")).toEqual({ ids: ["S2D-QUAGGA-2"], total: 1 });
    reportIds.push(
      (await insertRecord(t.database.db, "Technical_Report", { reportTitle: "Quagga field study" }))
        .barcodeNumber,
    );
    expect(await reports()).toBe(2);
    // The other tests count the catalogue.
    await t.database.db.delete(seismic2d).where(eq(seismic2d.seismic2DInfoID, "S2D-QUAGGA-2"));
    await t.database.db
      .delete(technicalReports)
      .where(inArray(technicalReports.barcodeNumber, reportIds.map(String)));
  });

  it("finds a name with a hyphen before digits as typed, and by its number alone", async () => {
    for (const q of ["ZEBRA-101", "zebra-10", "101"]) {
      const body = (await get(standard, `/api/catalogs/Seismic_2D/data?q=${encodeURIComponent(q)}`)).json();
      expect(body.result.map((r: { id: string }) => r.id)).toContain("S2D-KNOWN-1");
    }
  });

  it("answers 400 for an unknown category", async () => {
    const res = await get(standard, "/api/catalogs/Seismic_4D/data");
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.issues[0].field).toBe("params.type");
  });

  it("answers the same under /api/v2/catalogs", async () => {
    const v1 = (await get(standard, "/api/catalogs/Non_Seismic/data?sort=uNSI")).json();
    const v2 = (await get(standard, "/api/v2/catalogs/Non_Seismic/data?sort=uNSI")).json();
    expect(v2).toEqual(v1);
  });

  it("lets an expired basic user browse the metadata", async () => {
    const body = (await get(expiredBasic, "/api/catalogs/Well_Log/data")).json();
    expect(body.access).toBe("expired");
    expect(body.result.length).toBeGreaterThan(0);
  });
});

describe("GET /api/catalogs/:type/facets", () => {
  it("counts each facet value; the counts of a facet add up to the total", async () => {
    const res = await get(standard, "/api/catalogs/Seismic_2D/facets?limit=100");
    expect(res.statusCode).toBe(200);
    const { facets } = res.json();
    expect(facets.map((f: { key: string }) => f.key)).toEqual(
      CATALOG_REGISTRY.Seismic_2D.columns.filter((c) => c.facet).map((c) => c.key),
    );
    const region = facets.find((f: { key: string }) => f.key === "region");
    expect(region.values.reduce((s: number, v: { count: number }) => s + v.count, 0)).toBe(41);
  });

  it("counts a filtered category again once a record in it is added or deleted", async () => {
    const url = `/api/catalogs/Seismic_2D/facets?filter=${filterParam({ year: { min: 1987, max: 1987 } })}&limit=100`;
    const pm = async () => {
      const { facets } = (await get(standard, url)).json();
      const region = facets.find((f: { key: string }) => f.key === "region");
      return region.values.find((v: { value: string }) => v.value === "PM")?.count ?? 0;
    };
    const before = await pm();
    await insertRecord(t.database.db, "Seismic_2D", {
      seismic2DInfoID: "S2D-FACET-1",
      region: "PM",
      year: 1987,
    });
    expect(await pm()).toBe(before + 1);
    // Asked again (from what the server kept): the same.
    expect(await pm()).toBe(before + 1);
    await t.database.db.delete(seismic2d).where(eq(seismic2d.seismic2DInfoID, "S2D-FACET-1"));
    expect(await pm()).toBe(before);
  });

  it("applies the other columns' filters but not the facet's own", async () => {
    const filter = filterParam({ region: ["PM"] });
    const { facets } = (await get(standard, `/api/catalogs/Seismic_2D/facets?filter=${filter}`)).json();
    const region = facets.find((f: { key: string }) => f.key === "region");
    expect(region.values.length).toBeGreaterThan(1);
    const block = facets.find((f: { key: string }) => f.key === "block");
    expect(block.values.every((v: { value: string }) => v.value.startsWith("PM"))).toBe(true);
  });

  it("answers 400 for a bad filter", async () => {
    const res = await get(standard, `/api/catalogs/Seismic_2D/facets?filter=${filterParam({ x: [1] })}`);
    expect(res.json().error.details.issues[0].field).toBe("querystring.filter.x");
  });
});

describe("GET /api/catalogs/:type/unique-values", () => {
  it("lists distinct values in order, with a case-insensitive prefix", async () => {
    const all = (await get(standard, "/api/catalogs/Seismic_2D/unique-values?column=region")).json();
    expect(all.values).toEqual([...new Set(all.values)].sort());
    const pm = (
      await get(standard, "/api/catalogs/Seismic_2D/unique-values?column=block&prefix=pm3&limit=5")
    ).json();
    expect(pm.values.length).toBeGreaterThan(0);
    expect(pm.values.length).toBeLessThanOrEqual(5);
    expect(pm.values.every((v: string) => v.startsWith("PM3"))).toBe(true);
  });

  it("lists numbers of a value-list column and true/false for flags", async () => {
    const years = (await get(standard, "/api/catalogs/Seismic_2D/unique-values?column=year&limit=100")).json()
      .values;
    expect(years).toEqual([...years].sort((a: number, b: number) => a - b));
    expect(
      (await get(standard, "/api/catalogs/Seismic_2D/unique-values?column=premium")).json().values,
    ).toEqual([true, false]);
  });

  it("offers the named records' keys for a linked-values column", async () => {
    const body = (
      await get(standard, "/api/catalogs/Technical_Report/unique-values?column=wells&prefix=zeb")
    ).json();
    expect(body.values).toEqual(["ZEBRA-1"]);
  });

  it.each([
    ["column=nope", "Unknown column"],
    ["column=length", "no list of values"],
    ["limit=5", ""],
  ])("answers 400 naming the column for %s", async (query, message) => {
    const res = await get(standard, `/api/catalogs/Seismic_2D/unique-values?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.issues[0].field).toBe("querystring.column");
    expect(res.json().error.message).toContain(message);
  });
});

describe("GET /api/catalogs/:type/sortable-props", () => {
  it("returns the registry's columns of the type", async () => {
    const body = (await get(standard, "/api/catalogs/Technical_Report/sortable-props")).json();
    expect(body).toMatchObject({ idField: "barcodeNumber", displayName: "Technical Report" });
    expect(body.columns).toEqual(JSON.parse(JSON.stringify(CATALOG_REGISTRY.Technical_Report.columns)));
  });
});

describe("GET /api/catalogs/:type/:id", () => {
  it("returns metadata, geometry, files and the download decision with its reason", async () => {
    const res = await get(standard, "/api/catalogs/Seismic_2D/S2D-KNOWN-1");
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      type: "Seismic_2D",
      id: "S2D-KNOWN-1",
      title: "ZEBRA-101",
      access: "full",
      filesHidden: false,
    });
    expect(body.record).toMatchObject({
      lineName: "ZEBRA-101",
      usi: "PM2D1999-KNOWN",
      standard: true,
      basic: false,
    });
    expect(body.geometry.type).toBe("LineString");
    expect(body.bbox).toHaveLength(4);
    expect(body.files).toEqual([
      {
        id: "S2D-KNOWN-1-ZEBRA-101.sgy",
        name: "ZEBRA-101.sgy",
        sizeBytes: 33360,
        format: "SEG-Y",
        path: "test/S2D-KNOWN-1/ZEBRA-101.sgy",
      },
    ]);
    expect(body.download).toMatchObject({ allowed: true, reason: "tier", flags: ["standard"] });
    expect(body.referencedBy).toEqual([
      { type: "Technical_Report", id: "TR-KNOWN-1", title: "Zebra field study" },
    ]);
    expect(body.bookmarkId).toBeNull();
  });

  it("tells a basic user why they may not download", async () => {
    const body = (await get(basic, "/api/catalogs/Seismic_2D/S2D-KNOWN-1")).json();
    expect(body.download).toMatchObject({ allowed: false, reason: "not-in-tier", flags: ["basic"] });
    // Who it is released to and the upgrade, never the Basic right the user holds.
    expect(body.download.message).toMatch(
      /^Released to .*Standard.* subscribers\. Upgrade to Standard to download it\.$/,
    );
    expect(body.download.message).not.toMatch(/Basic/);
    expect(body.refusal).toEqual({
      message: body.download.message,
      action: { label: "Upgrade to Standard", path: "/subscription" },
    });
    expect(body.files).toHaveLength(1);
  });

  it("hides files from an expired user and asks them to renew", async () => {
    const body = (await get(expiredBasic, "/api/catalogs/Seismic_2D/S2D-KNOWN-1")).json();
    expect(body).toMatchObject({ access: "expired", filesHidden: true, files: [] });
    expect(body.download).toMatchObject({ allowed: false, reason: "expired" });
    expect(body.renew.path).toBe("/subscription");
  });

  it("resolves a technical report's linked values, split on semicolons and trimmed", async () => {
    const body = (await get(graduate, "/api/catalogs/Technical_Report/TR-KNOWN-1")).json();
    const usi = body.linked.find((l: { column: string }) => l.column === "linkedUsi");
    expect(usi.values).toEqual([
      {
        value: "PM2D1999-KNOWN",
        total: 1,
        records: [{ type: "Seismic_2D", id: "S2D-KNOWN-1", title: "ZEBRA-101" }],
      },
      { value: "NO-SUCH-USI", total: 0, records: [] },
    ]);
    const wells = body.linked.find((l: { column: string }) => l.column === "wells");
    expect(wells.values[0].records).toEqual([{ type: "Well_Log", id: "WLF-KNOWN-1", title: "ZEBRA-1" }]);
    expect(body.geometry).toBeNull();
  });

  it("answers 404 for an unknown record and 400 for an unknown category", async () => {
    const res = await get(standard, "/api/catalogs/Seismic_2D/S2D-NOPE");
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe("NOT_FOUND");
    expect((await get(standard, "/api/catalogs/Nope/S2D-KNOWN-1")).statusCode).toBe(400);
  });

  it("answers 401 and 403 by the same rules as the list", async () => {
    expect((await get(null, "/api/catalogs/Seismic_2D/S2D-KNOWN-1")).statusCode).toBe(401);
    expect((await get(mpmStudy, "/api/catalogs/Seismic_2D/S2D-KNOWN-1")).statusCode).toBe(403);
  });
});

describe("GET /api/catalogs/search", () => {
  it("searches every category and groups the hits", async () => {
    const res = await get(standard, "/api/catalogs/search?q=zebra");
    expect(res.statusCode).toBe(200);
    const groups = res.json().groups;
    expect(groups.map((g: { type: string }) => g.type)).toEqual(CATALOG_TYPES);
    const s2d = groups.find((g: { type: string }) => g.type === "Seismic_2D");
    expect(s2d).toMatchObject({ match: "text", total: 1 });
    expect(s2d.results[0]).toMatchObject({ id: "S2D-KNOWN-1", title: "ZEBRA-101", region: "PM" });
  });

  it("tolerates typos and limits the categories", async () => {
    const groups = (await get(standard, "/api/catalogs/search?q=zebar&types=Technical_Report")).json().groups;
    expect(groups).toHaveLength(1);
    expect(groups[0].match).toBe("fuzzy");
    expect(groups[0].results.map((r: { id: string }) => r.id)).toContain("TR-KNOWN-1");
  });

  it("answers 400 for no text or an unknown category", async () => {
    expect((await get(standard, "/api/catalogs/search")).json().error.details.issues[0].field).toBe(
      "querystring.q",
    );
    expect(
      (await get(standard, "/api/catalogs/search?q=x&types=Nope")).json().error.details.issues[0].field,
    ).toBe("querystring.types");
  });

  it("answers 401 without a session", async () => {
    expect((await get(null, "/api/catalogs/search?q=x")).statusCode).toBe(401);
  });
});

describe("GET /api/catalogs/data-explorer", () => {
  it("counts records by category, region and year", async () => {
    const res = await get(standard, "/api/catalogs/data-explorer?types=Seismic_2D,Well_Log");
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.totals).toEqual([
      { type: "Seismic_2D", count: 41 },
      { type: "Well_Log", count: 31 },
    ]);
    const sum = body.cells
      .filter((c: { type: string }) => c.type === "Seismic_2D")
      .reduce((s: number, c: { count: number }) => s + c.count, 0);
    expect(sum).toBe(41);
    expect(body.years.min).toBeLessThanOrEqual(body.years.max);
  });

  it("answers 403 to a tier without data visualisation (basic)", async () => {
    expect((await get(basic, "/api/catalogs/data-explorer")).statusCode).toBe(403);
  });
});

describe("GET /api/catalogs/lookups/:list", () => {
  it("returns a lookup list, blocks from the blocks table", async () => {
    const regions = (await get(standard, "/api/catalogs/lookups/region")).json();
    expect(regions.values.map((v: { value: string }) => v.value)).toEqual(["PM", "SB", "SK"]);
    const blocks = (await get(standard, "/api/catalogs/lookups/block")).json();
    expect(blocks.values.map((v: { value: string }) => v.value)).toContain("SK408");
    expect((await get(standard, "/api/catalogs/lookups/nope")).statusCode).toBe(400);
  });
});
