import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents, recordTags, tags } from "../../db/schema/index.ts";
import { buildTestApp, type TestApp } from "../../test/harness.ts";
import { insertRecord, type SignedInUser, signedInUser } from "../catalogs/test/catalog-factory.ts";

let t: TestApp;
let user: SignedInUser;
let dataStaff: SignedInUser;
let wellId: string;
let lineId: string;

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  await db.insert(tags).values([
    { id: "T1", name: "Gas", description: "Gas fields" },
    { id: "T2", name: "deepwater", description: null },
  ]);
  await db.insert(recordTags).values([
    { tagId: "T1", sdcType: "Well_Log", recordId: "W1" },
    { tagId: "T1", sdcType: "Seismic_2D", recordId: "S1" },
  ]);
  wellId = String((await insertRecord(db, "Well_Log", { wellboreName: "Bunga Raya-1" })).wellLogFileInfoID);
  lineId = String((await insertRecord(db, "Seismic_2D", { lineName: "PM301-88-12" })).seismic2DInfoID);
  user = await signedInUser(t.app, db, { role: "graduate" });
  dataStaff = await signedInUser(t.app, db, { role: "data-admin" });
});

afterAll(async () => {
  await t?.close();
});

const get = (url: string, cookie = user.cookie) =>
  t.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });
const send = (method: "POST" | "PUT" | "DELETE", url: string, payload?: object, cookie = dataStaff.cookie) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
const auditOf = (id: string) =>
  t.database.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.subjectType, "tag"), eq(auditEvents.subjectId, id)))
    .orderBy(auditEvents.createdAt);
const tagsOfRecord = async (type: string, id: string) =>
  (await get(`/api/catalogs/${type}/${id}`)).json().tags.map((tag: { name: string }) => tag.name);

describe("GET /api/tags", () => {
  it("lists tags A–Z with their record counts", async () => {
    const res = await get("/api/tags");
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toEqual(
      expect.arrayContaining([
        { id: "T2", name: "deepwater", description: null, recordCount: 0 },
        { id: "T1", name: "Gas", description: "Gas fields", recordCount: 2 },
      ]),
    );
    const names = res.json().result.map((tag: { name: string }) => tag.name.toLowerCase());
    expect(names).toEqual([...names].sort());
  });

  it("answers 401 without a session", async () => {
    expect((await get("/api/tags", "")).statusCode).toBe(401);
  });
});

describe("editing tags", () => {
  it("lets data staff add, rename and delete a tag, each change on the audit trail", async () => {
    const created = await send("POST", "/api/tags", { name: " HPHT ", description: "High pressure." });
    expect(created.statusCode, created.body).toBe(200);
    const tag = created.json();
    expect(tag).toMatchObject({ name: "HPHT", description: "High pressure.", recordCount: 0 });

    const renamed = await send("PUT", `/api/tags/${tag.id}`, { name: "High pressure", description: " " });
    expect(renamed.json()).toEqual({ id: tag.id, name: "High pressure", description: null, recordCount: 0 });
    expect(
      (await send("PUT", `/api/tags/${tag.id}/records`, { sdcType: "Well_Log", recordId: wellId }))
        .statusCode,
    ).toBe(200);

    expect((await send("DELETE", `/api/tags/${tag.id}`)).json()).toEqual({ ok: true });
    expect((await get("/api/tags")).json().result.map((x: { id: string }) => x.id)).not.toContain(tag.id);
    expect(await tagsOfRecord("Well_Log", wellId)).not.toContain("High pressure");

    const audit = await auditOf(tag.id);
    expect(audit.map((a) => a.action)).toEqual(["create", "update", "tag_record", "delete"]);
    expect(audit.every((a) => a.actorUserId === dataStaff.id)).toBe(true);
    expect(audit[1].before).toEqual({ name: "HPHT", description: "High pressure." });
    expect(audit[3].before).toEqual({ name: "High pressure", description: null, recordCount: 1 });
  });

  it("refuses a name a tag has in another letter case, naming it (409)", async () => {
    const res = await send("POST", "/api/tags", { name: "GAS" });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('A tag named "Gas" already exists.');
    const renamed = await send("PUT", "/api/tags/T2", { name: "gas" });
    expect(renamed.statusCode).toBe(409);
    expect(await auditOf("T2")).toEqual([]);
  });

  it("answers 400 naming the field and 404 for an unknown tag", async () => {
    const blank = await send("POST", "/api/tags", { name: "" });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.details.issues[0]).toMatchObject({
      field: "body.name",
      message: "Enter the tag's name",
    });
    expect(
      (await send("POST", "/api/tags", { name: "x".repeat(61) })).json().error.details.issues[0].field,
    ).toBe("body.name");
    expect((await send("PUT", "/api/tags/T-none", { name: "Nothing" })).statusCode).toBe(404);
    expect((await send("DELETE", "/api/tags/T-none")).statusCode).toBe(404);
  });
});

describe("tagging records", () => {
  it("puts a tag on a record and takes it off, seen on the record page and the tag's list", async () => {
    const added = await send("PUT", "/api/tags/T2/records", { sdcType: "Seismic_2D", recordId: lineId });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toEqual({ sdcType: "Seismic_2D", recordId: lineId, title: "PM301-88-12" });
    // Again is no change, and no second audit row.
    expect(
      (await send("PUT", "/api/tags/T2/records", { sdcType: "Seismic_2D", recordId: lineId })).statusCode,
    ).toBe(200);
    expect(await tagsOfRecord("Seismic_2D", lineId)).toContain("deepwater");

    const list = await send("PUT", "/api/tags/T1/records", { sdcType: "Well_Log", recordId: wellId });
    expect(list.statusCode).toBe(200);
    const records = (await get("/api/tags/T1/records?pageSize=2", dataStaff.cookie)).json();
    expect(records.pageTotal).toBe(3);
    // By category then id, with the record's title; a link whose record is gone shows its id.
    expect(records.result).toEqual([
      { sdcType: "Seismic_2D", recordId: "S1", title: "S1" },
      { sdcType: "Well_Log", recordId: wellId, title: "Bunga Raya-1" },
    ]);
    const second = (await get("/api/tags/T1/records?pageSize=2&page=2", dataStaff.cookie)).json();
    expect(second.result).toEqual([{ sdcType: "Well_Log", recordId: "W1", title: "W1" }]);

    const removed = await send("DELETE", `/api/tags/T2/records/Seismic_2D/${encodeURIComponent(lineId)}`);
    expect(removed.json()).toEqual({ ok: true });
    expect(await tagsOfRecord("Seismic_2D", lineId)).not.toContain("deepwater");
    expect((await auditOf("T2")).map((a) => [a.action, a.after ?? a.before])).toEqual([
      ["tag_record", { sdcType: "Seismic_2D", recordId: lineId }],
      ["untag_record", { sdcType: "Seismic_2D", recordId: lineId }],
    ]);
  });

  it("answers 404 for an unknown tag or record, or a record without the tag", async () => {
    const unknownRecord = await send("PUT", "/api/tags/T1/records", {
      sdcType: "Well_Log",
      recordId: "NOPE",
    });
    expect(unknownRecord.statusCode).toBe(404);
    expect(unknownRecord.json().error.message).toBe("Well Log record not found");
    expect(
      (await send("PUT", "/api/tags/T-none/records", { sdcType: "Well_Log", recordId: wellId })).statusCode,
    ).toBe(404);
    expect((await send("DELETE", `/api/tags/T2/records/Well_Log/${wellId}`)).statusCode).toBe(404);
    expect((await get("/api/tags/T-none/records", dataStaff.cookie)).statusCode).toBe(404);
  });

  it("answers 400 for an unknown category or a missing id", async () => {
    const res = await send("PUT", "/api/tags/T1/records", { sdcType: "Gravity", recordId: "" });
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json()
        .error.details.issues.map((i: { field: string }) => i.field)
        .sort(),
    ).toEqual(["body.recordId", "body.sdcType"]);
    expect((await send("DELETE", "/api/tags/T1/records/Gravity/W1")).statusCode).toBe(400);
  });
});

describe("who may edit tags", () => {
  it("answers 401 without a session and 403 to customers, admins and system staff", async () => {
    const record = { sdcType: "Well_Log", recordId: wellId };
    expect((await send("POST", "/api/tags", { name: "Oil" }, "")).statusCode).toBe(401);
    expect((await send("PUT", "/api/tags/T1/records", record, "")).statusCode).toBe(401);
    const admin = await signedInUser(t.app, t.database.db, { role: "admin" });
    const system = await signedInUser(t.app, t.database.db, { role: "system-admin" });
    for (const cookie of [user.cookie, admin.cookie, system.cookie]) {
      expect((await send("POST", "/api/tags", { name: "Oil" }, cookie)).statusCode).toBe(403);
      expect((await send("PUT", "/api/tags/T1", { name: "Oil" }, cookie)).statusCode).toBe(403);
      expect((await send("DELETE", "/api/tags/T1", undefined, cookie)).statusCode).toBe(403);
      expect((await get("/api/tags/T1/records", cookie)).statusCode).toBe(403);
      expect((await send("PUT", "/api/tags/T1/records", record, cookie)).statusCode).toBe(403);
      expect((await send("DELETE", "/api/tags/T1/records/Well_Log/W1", undefined, cookie)).statusCode).toBe(
        403,
      );
    }
    const superadmin = await signedInUser(t.app, t.database.db, { role: "superadmin" });
    expect((await get("/api/tags/T1/records", superadmin.cookie)).statusCode).toBe(200);
    expect(await auditOf("T1")).not.toContainEqual(expect.objectContaining({ actorUserId: admin.id }));
  });
});
