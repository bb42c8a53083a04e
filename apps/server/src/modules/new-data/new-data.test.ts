import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newDataAnnouncements } from "../../db/schema/index.ts";
import { buildTestApp, type TestApp } from "../../test/harness.ts";
import { insertRecord, type SignedInUser, signedInUser } from "../catalogs/test/catalog-factory.ts";

let t: TestApp;
let basic: SignedInUser;
let graduate: SignedInUser;
let superadmin: SignedInUser;
let dataAdmin: SignedInUser;
let systemAdmin: SignedInUser;
let finance: SignedInUser;

const days = (n: number) => new Date(Date.now() - n * 86_400_000);

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  await insertRecord(db, "Seismic_3D", { seismic3DInfoID: "S3D-NEW-1", surveyName: "Gumusut 2024 3D" });
  await insertRecord(db, "Seismic_3D", { seismic3DInfoID: "S3D-NEW-2", surveyName: "Kikeh 2023 3D" });
  await insertRecord(db, "Well_Log", { wellLogFileInfoID: "WLF-NEW-1", wellboreName: "KIKEH-9" });
  const row = (title: string, sdcType: string, publishedAt: Date | null, recordIds: string[] = []) => ({
    id: randomUUID(),
    title,
    body: `${title}.`,
    sdcType,
    recordIds,
    publishedAt,
    createdAt: publishedAt ?? new Date(),
    updatedAt: publishedAt ?? new Date(),
  });
  await db
    .insert(newDataAnnouncements)
    .values([
      row("Older 3D volumes", "Seismic_3D", days(40), ["S3D-NEW-2"]),
      row("Newest 3D volumes", "Seismic_3D", days(1), ["S3D-NEW-1", "S3D-GONE"]),
      row("Well logs released", "Well_Log", days(10), ["WLF-NEW-1"]),
      row("A draft", "Well_Log", null),
      row("Scheduled for next week", "Well_Log", days(-7)),
    ]);
  [basic, graduate, superadmin, dataAdmin, finance, systemAdmin] = await Promise.all([
    signedInUser(t.app, db, { role: "basic" }),
    signedInUser(t.app, db, { role: "graduate" }),
    signedInUser(t.app, db, { role: "superadmin" }),
    signedInUser(t.app, db, { role: "data-admin" }),
    signedInUser(t.app, db, { role: "finance" }),
    signedInUser(t.app, db, { role: "system-admin" }),
  ]);
});

afterAll(async () => {
  await t?.close();
});

const call = (
  user: SignedInUser | null,
  method: "GET" | "POST" | "PUT" | "DELETE",
  url: string,
  payload?: unknown,
) =>
  t.app.inject({
    method,
    url,
    headers: user ? { cookie: user.cookie } : {},
    ...(payload ? { payload } : {}),
  });
const titles = (body: { result: { title: string }[] }) => body.result.map((r) => r.title);

describe("GET /api/new-data", () => {
  it("lists published announcements newest first, in the paged shape", async () => {
    const res = await call(basic, "GET", "/api/new-data");
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(titles(body)).toEqual(["Newest 3D volumes", "Well logs released", "Older 3D volumes"]);
    expect(body).toMatchObject({ pageNumber: 1, pageSize: 10, pageTotal: 3 });
  });

  it("filters by category and pages", async () => {
    expect(titles((await call(graduate, "GET", "/api/new-data?sdcType=Seismic_3D")).json())).toEqual([
      "Newest 3D volumes",
      "Older 3D volumes",
    ]);
    const page2 = (await call(basic, "GET", "/api/new-data?page=2&pageSize=2")).json();
    expect(titles(page2)).toEqual(["Older 3D volumes"]);
    expect(page2.pageTotal).toBe(3);
  });

  it("opens an announcement with the titles of its records, leaving out withdrawn ones", async () => {
    const list = (await call(basic, "GET", "/api/new-data?sdcType=Seismic_3D")).json();
    const body = (await call(basic, "GET", `/api/new-data/${list.result[0].id}`)).json();
    expect(body.recordIds).toEqual(["S3D-NEW-1", "S3D-GONE"]);
    expect(body.records).toEqual([{ type: "Seismic_3D", id: "S3D-NEW-1", title: "Gumusut 2024 3D" }]);
  });

  it("does not show a draft to customers (404)", async () => {
    const admin = (await call(superadmin, "GET", "/api/admin/new-data")).json();
    const draft = admin.result.find((r: { title: string }) => r.title === "A draft");
    expect((await call(basic, "GET", `/api/new-data/${draft.id}`)).statusCode).toBe(404);
  });

  it("answers 400, 401 and 403", async () => {
    expect(
      (await call(basic, "GET", "/api/new-data?sdcType=None")).json().error.details.issues[0].field,
    ).toBe("querystring.sdcType");
    expect((await call(null, "GET", "/api/new-data")).statusCode).toBe(401);
    expect((await call(finance, "GET", "/api/new-data")).statusCode).toBe(403);
  });
});

describe("/api/admin/new-data", () => {
  it("lists drafts and scheduled announcements too", async () => {
    const body = (await call(superadmin, "GET", "/api/admin/new-data?pageSize=100")).json();
    expect(body.pageTotal).toBe(5);
    expect(titles(body)).toContain("A draft");
  });

  it("creates, publishes, edits and deletes an announcement", async () => {
    const created = await call(superadmin, "POST", "/api/admin/new-data", {
      title: "Kikeh wells",
      body: "Logs of KIKEH-9.",
      sdcType: "Well_Log",
      recordIds: ["WLF-NEW-1", "WLF-NEW-1"],
      published: false,
    });
    expect(created.statusCode).toBe(201);
    const draft = created.json();
    expect(draft).toMatchObject({ title: "Kikeh wells", publishedAt: null, recordIds: ["WLF-NEW-1"] });
    expect(titles((await call(basic, "GET", "/api/new-data")).json())).not.toContain("Kikeh wells");

    const published = (
      await call(superadmin, "PUT", `/api/admin/new-data/${draft.id}`, {
        ...draft,
        published: true,
        title: "Kikeh wells released",
      })
    ).json();
    expect(published.publishedAt).not.toBeNull();
    expect(titles((await call(basic, "GET", "/api/new-data")).json())[0]).toBe("Kikeh wells released");

    expect((await call(superadmin, "DELETE", `/api/admin/new-data/${draft.id}`)).statusCode).toBe(204);
    expect((await call(superadmin, "GET", `/api/admin/new-data/${draft.id}`)).statusCode).toBe(404);
    expect((await call(superadmin, "DELETE", `/api/admin/new-data/${draft.id}`)).statusCode).toBe(404);
  });

  it.each([
    [{ title: "", body: "x", sdcType: "Well_Log" }, "body.title"],
    [{ title: "x", body: "x", sdcType: "None" }, "body.sdcType"],
    [
      { title: "x", body: "x", sdcType: "Well_Log", recordIds: ["WLF-NEW-1", "WLF-NOPE"] },
      "body.recordIds.1",
    ],
    [{ title: "x", body: "x", sdcType: "Seismic_3D", recordIds: ["WLF-NEW-1"] }, "body.recordIds.0"],
  ])("answers 400 naming the field for %j", async (payload, field) => {
    const res = await call(superadmin, "POST", "/api/admin/new-data", payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.issues[0].field).toBe(field);
  });

  it("lets the data role publish an announcement", async () => {
    const res = await call(dataAdmin, "POST", "/api/admin/new-data", {
      title: "Sarawak well logs released",
      body: "New logs.",
      sdcType: "Well_Log",
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ title: "Sarawak well logs released" });
  });

  it("is closed to customers and to staff who only view data preparation (403), and to visitors (401)", async () => {
    for (const user of [basic, systemAdmin]) {
      expect((await call(user, "GET", "/api/admin/new-data")).statusCode).toBe(403);
      const res = await call(user, "POST", "/api/admin/new-data", {
        title: "x",
        body: "x",
        sdcType: "Well_Log",
      });
      expect(res.statusCode).toBe(403);
    }
    expect((await call(null, "GET", "/api/admin/new-data")).statusCode).toBe(401);
  });
});
