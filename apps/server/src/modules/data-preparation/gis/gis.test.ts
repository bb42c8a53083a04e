import { METADATA_MESSAGES } from "@strata/core";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gisFeatures, metadataHistories } from "../../../db/schema/index.ts";
import { buildTestApp, type TestApp } from "../../../test/harness.ts";
import { type SignedInUser, seedSmallCatalog, signedInUser } from "../../catalogs/test/catalog-factory.ts";
import { detachGeometries } from "../files/demo.ts";

describe("data preparation GIS", () => {
  let t: TestApp;
  let data: SignedInUser;
  let system: SignedInUser;
  let customer: SignedInUser;
  let lines: string[];
  let survey: string;

  const post = (url: string, cookie: string | undefined, payload: unknown) =>
    t.app.inject({
      method: "POST",
      url: `/api/data-preparation/${url}`,
      headers: cookie ? { cookie } : {},
      payload: payload as object,
    });

  beforeAll(async () => {
    t = await buildTestApp();
    const { records } = await seedSmallCatalog(t.database.db);
    lines = records.Seismic_2D.filter((r) => r.geometry)
      .slice(0, 4)
      .map((r) => String(r.seismic2DInfoID));
    survey = String(records.Non_Seismic[0].uNSI);
    await detachGeometries(t.database.db, "Seismic_2D", lines.slice(0, 2));
    await t.database.db.execute(sql`
      insert into gis_features (id, sdc_type, name, geometry, bbox)
      values ('GIS-WELL-LIKE', 'Seismic_2D', 'A point among lines', '{"type":"Point","coordinates":[104.5,5.5]}',
              box(point(104.5, 5.5), point(104.5, 5.5)))`);
    data = await signedInUser(t.app, t.database.db, { role: "data-admin" });
    system = await signedInUser(t.app, t.database.db, { role: "system-admin" });
    customer = await signedInUser(t.app, t.database.db, { role: "standard" });
  });
  afterAll(() => t.close());

  it("lists records without geometry, and none for technical reports", async () => {
    const res = await post("getmetadatawithoutgis", system.cookie, {
      ingestType: "Seismic_2D",
      pageSize: 100,
    });
    expect(res.statusCode).toBe(200);
    const ids = res.json().result.map((r: { id: string }) => r.id);
    expect(ids).toEqual(expect.arrayContaining(lines.slice(0, 2)));
    expect(res.json().pageTotal).toBe(ids.length);
    expect(res.json().result[0]).toHaveProperty("lineName");
    const reports = await post("getmetadatawithoutgis", data.cookie, { ingestType: "Technical_Report" });
    expect(reports.json()).toEqual({ result: [], pageNumber: 1, pageSize: 10, pageTotal: 0 });
  });

  it("lists GIS features that no record has", async () => {
    const res = await post("getgiswithoutmetadata", data.cookie, { ingestType: "Seismic_2D" });
    expect(res.json().pageTotal).toBe(3);
    expect(res.json().result).toEqual(
      expect.arrayContaining([
        {
          gisId: `GIS-${lines[0]}`,
          name: expect.any(String),
          geometryType: "LineString",
          bbox: [expect.any(Number), expect.any(Number), expect.any(Number), expect.any(Number)],
        },
        expect.objectContaining({
          gisId: "GIS-WELL-LIKE",
          geometryType: "Point",
          bbox: [104.5, 5.5, 104.5, 5.5],
        }),
      ]),
    );
  });

  it("links a feature to a record (200): the record takes its geometry and the feature leaves the list", async () => {
    const res = await post("linkgistometadata", data.cookie, {
      ingestType: "Seismic_2D",
      gisId: `GIS-${lines[0]}`,
      id: lines[0],
    });
    expect(res.json()).toEqual({ code: 200, message: "GIS data linked successfully" });
    const gis = await post("getgisdatabyid", data.cookie, { ingestType: "Seismic_2D", id: lines[0] });
    expect(gis.json()).toMatchObject({
      id: lines[0],
      geometry: { type: "LineString" },
      bbox: expect.any(Array),
    });
    const [feature] = await t.database.db
      .select()
      .from(gisFeatures)
      .where(eq(gisFeatures.id, `GIS-${lines[0]}`));
    expect(feature.recordId).toBe(lines[0]);
    const left = await post("getgiswithoutmetadata", data.cookie, { ingestType: "Seismic_2D" });
    expect(left.json().pageTotal).toBe(2);
    const [history] = await t.database.db
      .select()
      .from(metadataHistories)
      .where(eq(metadataHistories.recordId, lines[0]));
    expect(history).toMatchObject({ action: "link", userId: data.id, before: { geometry: null } });
    // Linking it again is no change.
    const again = await post("linkgistometadata", data.cookie, {
      ingestType: "Seismic_2D",
      gisId: `GIS-${lines[0]}`,
      id: lines[0],
    });
    expect(again.json().code).toBe(200);
  });

  it("refuses with 201 a feature taken, a record with a geometry and a geometry of the wrong kind", async () => {
    const link = (gisId: string, id: string) =>
      post("linkgistometadata", data.cookie, { ingestType: "Seismic_2D", gisId, id });
    expect((await link(`GIS-${lines[0]}`, lines[1])).json()).toEqual({
      code: 201,
      message: `GIS feature GIS-${lines[0]} is already linked to record ${lines[0]}`,
    });
    expect((await link(`GIS-${lines[1]}`, lines[3])).json()).toEqual({
      code: 201,
      message: `Record ${lines[3]} already has a geometry`,
    });
    expect((await link("GIS-WELL-LIKE", lines[1])).json()).toEqual({
      code: 201,
      message: "A Point cannot be the geometry of a Seismic 2D record",
    });
    expect((await link("GIS-NOPE", lines[1])).statusCode).toBe(404);
    expect((await link(`GIS-${lines[1]}`, "NOPE")).statusCode).toBe(404);
    const gis = await post("getgisdatabyid", data.cookie, { ingestType: "Seismic_2D", id: lines[1] });
    expect(gis.json()).toEqual({ id: lines[1], geometry: null, bbox: null });
  });

  it("answers the section-8 texts when a record, a layer or a non-seismic item is missing", async () => {
    const gis = await post("getgisdatabyid", data.cookie, { ingestType: "Well_Log", id: "NOPE" });
    expect(gis.statusCode).toBe(404);
    expect(gis.json().error.message).toBe(METADATA_MESSAGES.getGisWellDataFailed);

    const url = await post("getwebmapserviceurl", system.cookie, { ingestType: "Seismic_3D" });
    // No PUBLIC_URL here: the origin the request came to (app.inject's Host is localhost:80).
    expect(url.json()).toEqual({ url: "http://localhost/api/map/layers/Seismic_3D" });
    const none = await post("getwebmapserviceurl", data.cookie, { ingestType: "Technical_Report" });
    expect(none.statusCode).toBe(404);
    expect(none.json().error.message).toBe(METADATA_MESSAGES.getWebMapServiceUrlFailed);

    const item = await post("getnonseismicitem", data.cookie, { id: survey });
    expect(item.json()).toMatchObject({ id: survey, uNSI: survey, surveyType: expect.any(String) });
    const missing = await post("getnonseismicitem", data.cookie, { id: "NOPE" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe(METADATA_MESSAGES.getNonSeismicDataFailed);
    expect((await post("getnonseismicitem", data.cookie, {})).statusCode).toBe(400);
  });

  it.each([
    ["getmetadatawithoutgis", {}, "view"],
    ["getgiswithoutmetadata", {}, "view"],
    ["linkgistometadata", { gisId: "G", id: "X" }, "manage"],
    ["getgisdatabyid", { id: "X" }, "view"],
    ["getwebmapserviceurl", {}, "view"],
  ])(
    "%s: 400 for an unknown ingestType, 401 without a session, 403 without the right",
    async (url, body, right) => {
      const bad = await post(url, data.cookie, { ...body, ingestType: "Seismic_4D" });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.message).toMatch(/^body\.ingestType/);
      expect((await post(url, undefined, { ...body, ingestType: "Seismic_2D" })).statusCode).toBe(401);
      expect((await post(url, customer.cookie, { ...body, ingestType: "Seismic_2D" })).statusCode).toBe(403);
      const bySystem = await post(url, system.cookie, { ...body, ingestType: "Seismic_2D" });
      if (right === "manage") expect(bySystem.statusCode).toBe(403);
      else expect(bySystem.statusCode).not.toBe(403);
    },
  );

  it("getnonseismicitem: 401 without a session and 403 without the right", async () => {
    expect((await post("getnonseismicitem", undefined, { id: survey })).statusCode).toBe(401);
    expect((await post("getnonseismicitem", customer.cookie, { id: survey })).statusCode).toBe(403);
  });
});
