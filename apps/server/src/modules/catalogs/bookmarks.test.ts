import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/harness.ts";
import { insertRecord, type SignedInUser, signedInUser } from "./test/catalog-factory.ts";

let t: TestApp;
let standard: SignedInUser;
let other: SignedInUser;
let basic: SignedInUser;
let graduate: SignedInUser;

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  await insertRecord(db, "Seismic_3D", { seismic3DInfoID: "S3D-BM-1", surveyName: "Kikeh 2004 3D" });
  await insertRecord(db, "Well_Log", { wellLogFileInfoID: "WLF-BM-1", wellboreName: "KIKEH-1" });
  [standard, other, basic, graduate] = await Promise.all([
    signedInUser(t.app, db, { role: "standard" }),
    signedInUser(t.app, db, { role: "premium" }),
    signedInUser(t.app, db, { role: "basic" }),
    signedInUser(t.app, db, { role: "graduate" }),
  ]);
});

afterAll(async () => {
  await t?.close();
});

const call = (user: SignedInUser | null, method: "GET" | "POST" | "DELETE", url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: user ? { cookie: user.cookie } : {},
    ...(payload ? { payload } : {}),
  });

describe("bookmarks", () => {
  it("bookmarks a record under its title, shows it in the list and on the record page, and removes it", async () => {
    const created = await call(standard, "POST", "/api/catalogs/bookmarks", {
      kind: "record",
      sdcType: "Seismic_3D",
      recordId: "S3D-BM-1",
    });
    expect(created.statusCode).toBe(201);
    const bookmark = created.json();
    expect(bookmark).toMatchObject({
      kind: "record",
      sdcType: "Seismic_3D",
      recordId: "S3D-BM-1",
      name: "Kikeh 2004 3D",
      view: null,
    });

    const list = (await call(standard, "GET", "/api/catalogs/bookmarks")).json();
    expect(list.result.map((b: { id: string }) => b.id)).toEqual([bookmark.id]);
    const details = (await call(standard, "GET", "/api/catalogs/Seismic_3D/S3D-BM-1")).json();
    expect(details.bookmarkId).toBe(bookmark.id);

    expect((await call(standard, "DELETE", `/api/catalogs/bookmarks/${bookmark.id}`)).statusCode).toBe(204);
    expect((await call(standard, "GET", "/api/catalogs/bookmarks")).json().result).toEqual([]);
  });

  it("bookmarks a map view with its name and filters the list by kind", async () => {
    const view = { center: [104.9, 5.9], zoom: 7, bbox: [103.7, 4.7, 106.1, 7.1] };
    const created = await call(standard, "POST", "/api/catalogs/bookmarks", {
      kind: "mapView",
      view,
      name: "Malay Basin",
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      kind: "mapView",
      view,
      name: "Malay Basin",
      sdcType: null,
      recordId: null,
    });
    await call(standard, "POST", "/api/catalogs/bookmarks", {
      kind: "record",
      sdcType: "Well_Log",
      recordId: "WLF-BM-1",
      name: "My well",
    });
    const maps = (await call(standard, "GET", "/api/catalogs/bookmarks?kind=mapView")).json().result;
    expect(maps.map((b: { name: string }) => b.name)).toEqual(["Malay Basin"]);
    const wells = (await call(standard, "GET", "/api/catalogs/bookmarks?sdcType=Well_Log")).json().result;
    expect(wells.map((b: { name: string }) => b.name)).toEqual(["My well"]);
  });

  it("answers 409 when the record is already bookmarked", async () => {
    const body = { kind: "record", sdcType: "Seismic_3D", recordId: "S3D-BM-1" };
    expect((await call(other, "POST", "/api/catalogs/bookmarks", body)).statusCode).toBe(201);
    const again = await call(other, "POST", "/api/catalogs/bookmarks", body);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe("CONFLICT");
  });

  it("answers 404 for a record that does not exist", async () => {
    const res = await call(standard, "POST", "/api/catalogs/bookmarks", {
      kind: "record",
      sdcType: "Seismic_2D",
      recordId: "NOPE",
    });
    expect(res.statusCode).toBe(404);
  });

  it("keeps bookmarks private: another user's bookmark is not listed and cannot be removed (404)", async () => {
    const mine = (
      await call(other, "POST", "/api/catalogs/bookmarks", {
        kind: "mapView",
        view: { center: [114, 5], zoom: 6 },
        name: "Sabah",
      })
    ).json();
    const theirs = (await call(standard, "GET", "/api/catalogs/bookmarks")).json().result;
    expect(theirs.map((b: { id: string }) => b.id)).not.toContain(mine.id);
    const res = await call(standard, "DELETE", `/api/catalogs/bookmarks/${mine.id}`);
    expect(res.statusCode).toBe(404);
    expect(
      (await call(other, "GET", "/api/catalogs/bookmarks")).json().result.map((b: { id: string }) => b.id),
    ).toContain(mine.id);
  });

  it.each([
    [{ kind: "record", sdcType: "Seismic_2D" }, "body.recordId"],
    [{ kind: "record", sdcType: "Nope", recordId: "x" }, "body.sdcType"],
    [{ kind: "mapView", view: { center: [200, 5], zoom: 6 }, name: "x" }, "body.view.center.0"],
    [{ kind: "mapView", view: { center: [104, 5], zoom: 6 } }, "body.name"],
    [{ kind: "folder" }, "body.kind"],
  ])("answers 400 naming the field for %j", async (payload, field) => {
    const res = await call(standard, "POST", "/api/catalogs/bookmarks", payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.issues[0].field).toBe(field);
  });

  it("answers 400 for a malformed bookmark id", async () => {
    expect((await call(standard, "DELETE", "/api/catalogs/bookmarks/not-a-uuid")).statusCode).toBe(400);
  });

  it("answers 401 without a session", async () => {
    expect((await call(null, "GET", "/api/catalogs/bookmarks")).statusCode).toBe(401);
  });

  it("answers 403 to tiers without bookmarks (basic, graduate)", async () => {
    for (const user of [basic, graduate]) {
      expect((await call(user, "GET", "/api/catalogs/bookmarks")).statusCode).toBe(403);
      const res = await call(user, "POST", "/api/catalogs/bookmarks", {
        kind: "record",
        sdcType: "Seismic_3D",
        recordId: "S3D-BM-1",
      });
      expect(res.statusCode).toBe(403);
    }
  });
});
