import { CATALOG_REGISTRY, type CatalogType } from "@strata/core";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogLookups, catalogWords, seismic2d } from "../../../db/schema/index.ts";
import { buildTestApp, type TestApp } from "../../../test/harness.ts";
import {
  insertFile,
  insertRecord,
  type SignedInUser,
  seedSmallCatalog,
} from "../../catalogs/test/catalog-factory.ts";
import { fieldOf, historiesOf, post, signInStaff } from "./test/helpers.ts";

let t: TestApp;
let dataAdmin: SignedInUser;
let systemAdmin: SignedInUser;
let customer: SignedInUser;
let template: Record<string, unknown>;

/** A valid new record of a type: a seeded one's editable values under a new id. */
function recordLike(source: Record<string, unknown>, type: CatalogType, id: string) {
  const keys = CATALOG_REGISTRY[type].columns.map((c) => c.key).filter((k) => !k.startsWith("date"));
  return {
    ...Object.fromEntries(keys.map((k) => [k, source[k] ?? null])),
    [CATALOG_REGISTRY[type].idField]: id,
  };
}

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  const { records } = await seedSmallCatalog(db);
  template = records.Seismic_2D[0] as unknown as Record<string, unknown>;
  await insertRecord(db, "Seismic_2D", {
    seismic2DInfoID: "S2D-LINKED",
    lineName: "QUOKKA-7",
    region: "SB",
    basic: true,
    premium: false,
  });
  await insertFile(db, "Seismic_2D", "S2D-LINKED", "QUOKKA-7.sgy");
  ({ dataAdmin, systemAdmin, customer } = await signInStaff(t));
});

afterAll(async () => {
  await t?.close();
});

const list = (user: SignedInUser | null, body: Record<string, unknown>) =>
  post(t, user, "/api/data-preparation/getmetadata", { ingestType: "Seismic_2D", ...body });

describe("getmetadata", () => {
  it("answers page 1 of 10 by default, in id order, with pageTotal the number of records", async () => {
    const res = await list(dataAdmin, {});
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ pageNumber: 1, pageSize: 10, pageTotal: 41 });
    expect(body.result).toHaveLength(10);
    const ids = body.result.map((r: { id: string }) => r.id);
    expect(ids).toEqual([...ids].sort());
    expect(body.result[0]).toHaveProperty("lineName");
    expect(body.result[0]).toHaveProperty("seismic2DInfoID", body.result[0].id);
  });

  it("finds records by search words across the type's fields", async () => {
    const body = (await list(systemAdmin, { searchTerm: "quokka" })).json();
    expect(body.pageTotal).toBe(1);
    expect(body.result[0]).toMatchObject({ id: "S2D-LINKED", fileCount: 1, linked: true });
  });

  it("filters by several values per column, flags by True/False", async () => {
    const body = (
      await list(dataAdmin, { pageSize: 100, searchFilter: { region: ["sb"], basic: ["True"] } })
    ).json();
    expect(body.result.length).toBeGreaterThan(0);
    for (const row of body.result) expect(row).toMatchObject({ region: "SB", basic: true });
    const both = (await list(dataAdmin, { searchFilter: { basic: ["True", "False"] } })).json();
    expect(both.pageTotal).toBe(41);
  });

  it("shows only records without linked files when asked", async () => {
    const body = (await list(dataAdmin, { pageSize: 100, IsShowOnlyUnlinkedMetadata: true })).json();
    expect(body.pageTotal).toBe(40);
    expect(body.result.every((r: { linked: boolean }) => !r.linked)).toBe(true);
  });

  it("answers 400 naming body.ingestType for an unknown category", async () => {
    const res = await list(dataAdmin, { ingestType: "Seismic_4D" });
    expect(res.statusCode).toBe(400);
    expect(fieldOf(res.json())).toBe("body.ingestType");
  });

  it("answers 400 naming the filter for a malformed or unknown filter column", async () => {
    const malformed = await list(dataAdmin, { searchFilter: { region: "SB" } });
    expect(malformed.statusCode).toBe(400);
    expect(fieldOf(malformed.json())).toBe("body.searchFilter.region");
    const unknown = await list(dataAdmin, { searchFilter: { colour: ["red"] } });
    expect(unknown.statusCode).toBe(400);
    expect(fieldOf(unknown.json())).toBe("body.searchFilter.colour");
    const flag = await list(dataAdmin, { searchFilter: { basic: ["maybe"] } });
    expect(fieldOf(flag.json())).toBe("body.searchFilter.basic");
  });

  it("answers 400 naming body.pageSize for a page over 10,000 rows (the export streams more)", async () => {
    const res = await list(dataAdmin, { pageSize: 10_001 });
    expect(fieldOf(res.json())).toBe("body.pageSize");
  });

  it("answers 401 without a session and 403 to a customer", async () => {
    expect((await list(null, {})).statusCode).toBe(401);
    expect((await list(customer, {})).statusCode).toBe(403);
  });
});

describe("metadataProperties", () => {
  it("describes the columns: kind, required, editable, whole numbers, lookup list", async () => {
    const res = await post(t, systemAdmin, "/api/data-preparation/metadataProperties", {
      ingestType: "Seismic_2D",
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      ingestType: "Seismic_2D",
      displayName: "Seismic 2D",
      idField: "seismic2DInfoID",
    });
    const column = (key: string) => body.columns.find((c: { key: string }) => c.key === key);
    expect(column("seismic2DInfoID")).toMatchObject({ required: true, editable: true });
    expect(column("lineName")).toMatchObject({ required: true, kind: "text" });
    expect(column("region")).toMatchObject({ required: true, lookup: "region" });
    expect(column("block")).toMatchObject({ required: false, lookup: "block" });
    expect(column("firstShotpoint")).toMatchObject({ kind: "number", integer: true });
    expect(column("length")).toMatchObject({ kind: "number", integer: false });
    expect(column("dateAdded")).toMatchObject({ editable: false, required: false });
  });

  it("answers 400 for an unknown category, 403 to a customer", async () => {
    const bad = await post(t, dataAdmin, "/api/data-preparation/metadataProperties", { ingestType: "None" });
    expect(fieldOf(bad.json())).toBe("body.ingestType");
    expect(
      (await post(t, customer, "/api/data-preparation/metadataProperties", { ingestType: "Well_Log" }))
        .statusCode,
    ).toBe(403);
  });
});

describe("addupdatemetadata", () => {
  const create = (user: SignedInUser | null, record: Record<string, unknown>) =>
    post(t, user, "/api/data-preparation/addupdatemetadata", { ingestType: "Seismic_2D", record });
  const update = (user: SignedInUser | null, id: string, record: Record<string, unknown>) =>
    post(t, user, `/api/data-preparation/addupdatemetadata/${encodeURIComponent(id)}`, {
      ingestType: "Seismic_2D",
      record,
    });

  it("adds a record, writes its history and finds it in the table and the catalogue", async () => {
    const record = {
      ...recordLike(template, "Seismic_2D", "S2D-NEW-1"),
      lineName: "WOMBATX-1",
      region: "pm",
    };
    const res = await create(dataAdmin, record);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: "S2D-NEW-1" });
    const found = (await list(dataAdmin, { searchTerm: "wombatx" })).json();
    expect(found.result.map((r: { id: string }) => r.id)).toEqual(["S2D-NEW-1"]);
    expect(found.result[0].region).toBe("PM");
    const catalogue = await t.app.inject({
      method: "GET",
      url: "/api/catalogs/Seismic_2D/data?q=wombatx",
      headers: { cookie: customer.cookie },
    });
    expect(catalogue.json().result.map((r: { id: string }) => r.id)).toEqual(["S2D-NEW-1"]);
    const [history] = await historiesOf(t.database.db, "Seismic_2D", "S2D-NEW-1");
    expect(history).toMatchObject({
      action: "create",
      before: null,
      userId: dataAdmin.id,
      userName: dataAdmin.name,
    });
    expect(history.after).toMatchObject({ lineName: "WOMBATX-1", region: "PM" });
    const words = await t.database.db.select().from(catalogWords).where(eq(catalogWords.word, "wombatx"));
    expect(words).toHaveLength(1);
  });

  it("answers 409 when the id exists", async () => {
    const res = await create(dataAdmin, recordLike(template, "Seismic_2D", String(template.seismic2DInfoID)));
    expect(res.statusCode).toBe(409);
  });

  it("answers 400 naming each bad column: required, kind, lookup value, unknown", async () => {
    const base = recordLike(template, "Seismic_2D", "S2D-BAD-1");
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base, lineName: "  " }, "body.record.lineName"],
      [{ ...base, firstShotpoint: "many" }, "body.record.firstShotpoint"],
      [{ ...base, firstShotpoint: 10.5 }, "body.record.firstShotpoint"],
      [{ ...base, region: "XX" }, "body.record.region"],
      [{ ...base, processingStage: "Not a stage" }, "body.record.processingStage"],
      [{ ...base, colour: "red" }, "body.record.colour"],
      [{ ...base, seismic2DInfoID: "" }, "body.record.seismic2DInfoID"],
    ];
    for (const [record, field] of cases) {
      const res = await create(dataAdmin, record);
      expect(res.statusCode, field).toBe(400);
      expect(fieldOf(res.json())).toBe(field);
    }
    const [row] = await t.database.db
      .select()
      .from(seismic2d)
      .where(eq(seismic2d.seismic2DInfoID, "S2D-BAD-1"));
    expect(row).toBeUndefined();
  });

  it("adds a new USI to its open lookup list", async () => {
    const record = { ...recordLike(template, "Seismic_2D", "S2D-NEW-USI"), usi: "PM2D2031-NEW" };
    expect((await create(dataAdmin, record)).statusCode).toBe(200);
    const rows = await t.database.db
      .select()
      .from(catalogLookups)
      .where(eq(catalogLookups.value, "PM2D2031-NEW"));
    expect(rows).toMatchObject([{ list: "usi2D" }]);
  });

  it("changes the given columns of a record, keeps the others, and writes before and after", async () => {
    const res = await update(dataAdmin, "S2D-LINKED", { lineName: "QUOKKA-8", premium: "True" });
    expect(res.statusCode).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(seismic2d)
      .where(eq(seismic2d.seismic2DInfoID, "S2D-LINKED"));
    expect(row).toMatchObject({ lineName: "QUOKKA-8", premium: true, basic: true, region: "SB" });
    const [history] = await historiesOf(t.database.db, "Seismic_2D", "S2D-LINKED");
    expect(history.action).toBe("update");
    expect(history.before).toMatchObject({ lineName: "QUOKKA-7", premium: false });
    expect(history.after).toMatchObject({ lineName: "QUOKKA-8", premium: true });
  });

  it("answers 404 for a record that does not exist, 400 for a changed id", async () => {
    expect((await update(dataAdmin, "S2D-NOPE", { lineName: "X" })).statusCode).toBe(404);
    const moved = await update(dataAdmin, "S2D-LINKED", { seismic2DInfoID: "S2D-OTHER" });
    expect(moved.statusCode).toBe(400);
    expect(fieldOf(moved.json())).toBe("body.record.seismic2DInfoID");
  });

  it("answers 401 without a session, 403 to system staff (view only) and to a customer", async () => {
    const record = recordLike(template, "Seismic_2D", "S2D-FORBIDDEN");
    expect((await create(null, record)).statusCode).toBe(401);
    expect((await create(systemAdmin, record)).statusCode).toBe(403);
    expect((await create(customer, record)).statusCode).toBe(403);
    expect((await update(systemAdmin, "S2D-LINKED", { lineName: "X" })).statusCode).toBe(403);
  });
});

describe("postdeletemetadata", () => {
  const remove = (user: SignedInUser | null, ids: string[]) =>
    post(t, user, "/api/data-preparation/postdeletemetadata", { ingestType: "Seismic_3D", ids });

  it("deletes records, skips unknown ids, and writes a history row with the record before", async () => {
    await insertRecord(t.database.db, "Seismic_3D", { seismic3DInfoID: "S3D-DEL-1" });
    await insertRecord(t.database.db, "Seismic_3D", { seismic3DInfoID: "S3D-DEL-2" });
    const res = await remove(dataAdmin, ["S3D-DEL-1", "S3D-DEL-2", "S3D-NOPE"]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ deleted: 2 });
    const [history] = await historiesOf(t.database.db, "Seismic_3D", "S3D-DEL-1");
    expect(history).toMatchObject({ action: "delete", after: null });
    expect(history.before).toMatchObject({ seismic3DInfoID: "S3D-DEL-1" });
  });

  it("answers 400 for no ids, 401, and 403 to system staff", async () => {
    expect(fieldOf((await remove(dataAdmin, [])).json())).toBe("body.ids");
    expect((await remove(null, ["x"])).statusCode).toBe(401);
    expect((await remove(systemAdmin, ["x"])).statusCode).toBe(403);
  });
});
