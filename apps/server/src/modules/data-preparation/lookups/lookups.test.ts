import { CATALOG_REGISTRY } from "@strata/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/harness.ts";
import { insertRecord, type SignedInUser, seedSmallCatalog } from "../../catalogs/test/catalog-factory.ts";
import { fieldOf, historiesOf, post, signInStaff } from "../metadata/test/helpers.ts";

let t: TestApp;
let dataAdmin: SignedInUser;
let systemAdmin: SignedInUser;
let superadmin: SignedInUser;
let customer: SignedInUser;

beforeAll(async () => {
  t = await buildTestApp();
  await seedSmallCatalog(t.database.db);
  await insertRecord(t.database.db, "Seismic_2D", {
    seismic2DInfoID: "S2D-OPT-1",
    lineName: "Bunga Kekwa-3",
    // The small catalogue's lines are in SB and SK; this one adds the third region.
    region: "PM",
  });
  ({ dataAdmin, systemAdmin, superadmin, customer } = await signInStaff(t));
});

afterAll(async () => {
  await t?.close();
});

describe("getdropdownoptions", () => {
  it("answers every lookup list the category's columns use, and counted columns without one", async () => {
    const res = await post(t, systemAdmin, "/api/data-preparation/getdropdownoptions", {
      ingestType: "Seismic_3D",
    });
    expect(res.statusCode).toBe(200);
    const { lists } = res.json();
    expect(lists.region).toEqual(["PM", "SB", "SK"]);
    for (const list of [
      "block",
      "operator",
      "processingStage",
      "acquisitionContractor",
      "projection",
      "unit",
      "usi3D",
    ]) {
      expect(lists[list]?.length, list).toBeGreaterThan(0);
    }
    expect(lists.domainType.length).toBeGreaterThan(0);
  });

  it("answers 400 for an unknown category, 401, and 403 to a customer", async () => {
    const bad = await post(t, dataAdmin, "/api/data-preparation/getdropdownoptions", {
      ingestType: "Seismic",
    });
    expect(fieldOf(bad.json())).toBe("body.ingestType");
    expect(
      (await post(t, null, "/api/data-preparation/getdropdownoptions", { ingestType: "Well_Log" }))
        .statusCode,
    ).toBe(401);
    expect(
      (await post(t, customer, "/api/data-preparation/getdropdownoptions", { ingestType: "Well_Log" }))
        .statusCode,
    ).toBe(403);
  });
});

describe("getfilteroptions", () => {
  const options = (user: SignedInUser | null, column: string, searchTerm?: string) =>
    post(t, user, "/api/data-preparation/getfilteroptions", { ingestType: "Seismic_2D", column, searchTerm });

  it("offers True and False for download flags and MBR+", async () => {
    for (const column of ["basic", "standard", "premium", "bid", "academia", "mbrPlus"]) {
      expect((await options(dataAdmin, column)).json()).toEqual({ column, options: ["True", "False"] });
    }
  });

  it("offers a text column's values starting with the search text, case-insensitively", async () => {
    const body = (await options(dataAdmin, "lineName", "bunga k")).json();
    expect(body.options).toContain("Bunga Kekwa-3");
    const regions = (await options(systemAdmin, "region")).json();
    expect(regions.options).toEqual(["PM", "SB", "SK"]);
  });

  it("offers ids and numbers in order", async () => {
    const ids = (await options(dataAdmin, "seismic2DInfoID", "s2d-opt")).json();
    expect(ids.options).toEqual(["S2D-OPT-1"]);
    const shotpoints = (await options(dataAdmin, "firstShotpoint")).json().options.map(Number);
    expect(shotpoints).toEqual([...shotpoints].sort((a: number, b: number) => a - b));
  });

  it("answers 400 naming body.column for an unknown column, 403 to a customer", async () => {
    const res = await options(dataAdmin, "colour");
    expect(res.statusCode).toBe(400);
    expect(fieldOf(res.json())).toBe("body.column");
    expect((await options(customer, "region")).statusCode).toBe(403);
  });
});

describe("addprocessingstage, adddatum, addprojection, addcategory", () => {
  const calls = [
    ["addprocessingstage", "processingStage", "Zeta Migration"],
    ["adddatum", "datum", "Zeta Datum 2026"],
    ["addprojection", "projection", "Zeta Projection"],
    ["addcategory", "category", "Zeta Studies"],
  ] as const;

  it("adds the value, which the dropdowns then offer, with a history row", async () => {
    for (const [call, list, name] of calls) {
      const res = await post(t, dataAdmin, `/api/data-preparation/${call}`, { name: `  ${name} ` });
      expect(res.statusCode, call).toBe(200);
      expect(res.json()).toEqual({ value: name });
      const [history] = await historiesOf(t.database.db, "None", `${list}:${name}`);
      expect(history).toMatchObject({ action: "create", after: { list, value: name } });
    }
    const { lists } = (
      await post(t, dataAdmin, "/api/data-preparation/getdropdownoptions", { ingestType: "Technical_Report" })
    ).json();
    expect(lists.category).toContain("Zeta Studies");
  });

  it("answers 409 for a value the list holds, in any letter case", async () => {
    for (const [call, , name] of calls) {
      const res = await post(t, superadmin, `/api/data-preparation/${call}`, { name: name.toUpperCase() });
      expect(res.statusCode, call).toBe(409);
      expect(res.json().error.message).toContain(name);
    }
  });

  it("accepts the new value in a record at once", async () => {
    const record = {
      ...Object.fromEntries(
        CATALOG_REGISTRY.Non_Seismic.columns
          .filter((c) => !c.key.startsWith("date"))
          .map((c) => [c.key, null]),
      ),
      uNSI: "NS-ZETA-1",
      surveyName: "Zeta gravity",
      surveyType: null,
      region: "SK",
      datum: "zeta datum 2026",
    };
    const typeList = (
      await post(t, dataAdmin, "/api/data-preparation/getdropdownoptions", { ingestType: "Non_Seismic" })
    ).json().lists.nonSeismicSurveyType;
    const res = await post(t, dataAdmin, "/api/data-preparation/addupdatemetadata", {
      ingestType: "Non_Seismic",
      record: { ...record, surveyType: typeList[0] },
    });
    expect(res.statusCode).toBe(200);
  });

  it("answers 400 naming body.name for an empty name, 401, and 403 to system staff", async () => {
    const empty = await post(t, dataAdmin, "/api/data-preparation/adddatum", { name: "   " });
    expect(fieldOf(empty.json())).toBe("body.name");
    expect((await post(t, null, "/api/data-preparation/adddatum", { name: "X" })).statusCode).toBe(401);
    expect((await post(t, systemAdmin, "/api/data-preparation/adddatum", { name: "X" })).statusCode).toBe(
      403,
    );
  });
});

describe("clear-metadata-cache", () => {
  it("rebuilds the search words; 401 without a session, 403 to system staff", async () => {
    const res = await post(t, dataAdmin, "/api/data-preparation/clear-metadata-cache", {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect((await post(t, null, "/api/data-preparation/clear-metadata-cache", {})).statusCode).toBe(401);
    expect((await post(t, systemAdmin, "/api/data-preparation/clear-metadata-cache", {})).statusCode).toBe(
      403,
    );
  });
});
