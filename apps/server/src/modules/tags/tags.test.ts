import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recordTags, tags } from "../../db/schema/index.ts";
import { buildTestApp, type TestApp } from "../../test/harness.ts";
import { type SignedInUser, signedInUser } from "../catalogs/test/catalog-factory.ts";

let t: TestApp;
let user: SignedInUser;

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
  user = await signedInUser(t.app, db, { role: "graduate" });
});

afterAll(async () => {
  await t?.close();
});

describe("GET /api/tags", () => {
  it("lists tags A–Z with their record counts", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/tags", headers: { cookie: user.cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toEqual([
      { id: "T2", name: "deepwater", description: null, recordCount: 0 },
      { id: "T1", name: "Gas", description: "Gas fields", recordCount: 2 },
    ]);
  });

  it("answers 401 without a session", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/tags" })).statusCode).toBe(401);
  });
});
