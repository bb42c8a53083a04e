import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents } from "../../../db/schema/index.ts";
import { buildTestApp, type TestApp } from "../../../test/harness.ts";
import { insertRecord, type SignedInUser } from "../../catalogs/test/catalog-factory.ts";
import { fieldOf, post, signInStaff } from "../metadata/test/helpers.ts";

let t: TestApp;
let dataAdmin: SignedInUser;
let systemAdmin: SignedInUser;
let customer: SignedInUser;

beforeAll(async () => {
  t = await buildTestApp();
  ({ dataAdmin, systemAdmin, customer } = await signInStaff(t));
  await insertRecord(t.database.db, "Well_Log", { wellLogFileInfoID: "WLF-H-1", wellboreName: "HISTORY-1" });
  for (const totalDepth of [1000, 2000]) {
    const res = await post(t, dataAdmin, "/api/data-preparation/addupdatemetadata/WLF-H-1", {
      ingestType: "Well_Log",
      record: { totalDepth },
    });
    expect(res.statusCode).toBe(200);
  }
});

afterAll(async () => {
  await t?.close();
});

const get = (user: SignedInUser | null, query: string) =>
  t.app.inject({
    method: "GET",
    url: `/api/admin/data-preparation/metadata-histories${query}`,
    headers: user ? { cookie: user.cookie } : {},
  });

describe("GET /api/admin/data-preparation/metadata-histories", () => {
  it("answers a record's changes newest first: who, when, action, before and after", async () => {
    const res = await get(systemAdmin, "?ingestType=Well_Log&id=WLF-H-1");
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ pageNumber: 1, pageSize: 10, pageTotal: 2 });
    expect(body.result[0]).toMatchObject({
      by: { id: dataAdmin.id, name: dataAdmin.name },
      action: "update",
      ingestType: "Well_Log",
      recordId: "WLF-H-1",
      before: { totalDepth: 1000 },
      after: { totalDepth: 2000 },
    });
    expect(Date.parse(body.result[0].at)).not.toBeNaN();
  });

  it("is read from the one audit trail, where each change names its actor's role", async () => {
    const trail = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.subjectType, "metadata:Well_Log"), eq(auditEvents.subjectId, "WLF-H-1")));
    expect(trail).toHaveLength(2);
    for (const event of trail) {
      expect(event).toMatchObject({ actorUserId: dataAdmin.id, actorRole: "data-admin", action: "update" });
    }
  });

  it("pages through every change", async () => {
    const body = (await get(dataAdmin, "?pageSize=1&pageNumber=2")).json();
    expect(body.result).toHaveLength(1);
    expect(body.pageTotal).toBeGreaterThanOrEqual(2);
  });

  it("answers 400 for an unknown category, 401, and 403 to a customer", async () => {
    const bad = await get(dataAdmin, "?ingestType=Seismic_4D");
    expect(bad.statusCode).toBe(400);
    expect(fieldOf(bad.json())).toBe("querystring.ingestType");
    expect((await get(null, "")).statusCode).toBe(401);
    expect((await get(customer, "")).statusCode).toBe(403);
  });
});

describe("/api/admin/data-preparation/announcements", () => {
  const url = "/api/admin/data-preparation/announcements";
  const body = {
    title: "New wells",
    body: "Logs of HISTORY-1.",
    sdcType: "Well_Log",
    recordIds: ["WLF-H-1"],
    published: false,
  };

  it("creates, reads, changes and deletes announcements that New Data shows", async () => {
    const created = await post(t, dataAdmin, url, body);
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    const list = await t.app.inject({ method: "GET", url, headers: { cookie: systemAdmin.cookie } });
    expect(list.json().result.map((a: { id: string }) => a.id)).toContain(id);
    const viaNewData = await t.app.inject({
      method: "GET",
      url: `/api/admin/new-data/${id}`,
      headers: { cookie: dataAdmin.cookie },
    });
    expect(viaNewData.json()).toMatchObject({ id, title: "New wells", records: [{ id: "WLF-H-1" }] });
    const changed = await t.app.inject({
      method: "PUT",
      url: `${url}/${id}`,
      payload: { ...body, title: "New wells, published", published: true },
      headers: { cookie: dataAdmin.cookie },
    });
    expect(changed.json()).toMatchObject({ title: "New wells, published" });
    expect(changed.json().publishedAt).not.toBeNull();
    const read = await t.app.inject({
      method: "GET",
      url: `${url}/${id}`,
      headers: { cookie: systemAdmin.cookie },
    });
    expect(read.statusCode).toBe(200);
    const removed = await t.app.inject({
      method: "DELETE",
      url: `${url}/${id}`,
      headers: { cookie: dataAdmin.cookie },
    });
    expect(removed.statusCode).toBe(204);
    const gone = await t.app.inject({
      method: "GET",
      url: `${url}/${id}`,
      headers: { cookie: dataAdmin.cookie },
    });
    expect(gone.statusCode).toBe(404);
  });

  it("answers 400 naming the field, 401, and 403 to system staff writing and to a customer", async () => {
    const bad = await post(t, dataAdmin, url, { ...body, sdcType: "Seismic_4D" });
    expect(fieldOf(bad.json())).toBe("body.sdcType");
    expect((await post(t, null, url, body)).statusCode).toBe(401);
    expect((await post(t, systemAdmin, url, body)).statusCode).toBe(403);
    const other = await t.app.inject({ method: "GET", url, headers: { cookie: customer.cookie } });
    expect(other.statusCode).toBe(403);
    const missing = await t.app.inject({
      method: "DELETE",
      url: `${url}/${randomUUID()}`,
      headers: { cookie: dataAdmin.cookie },
    });
    expect(missing.statusCode).toBe(404);
  });
});
