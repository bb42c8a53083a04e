import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogEvents } from "../../db/schema/index.ts";
import { buildTestApp, type TestApp } from "../../test/harness.ts";
import { insertRecord, type SignedInUser, signedInUser } from "./test/catalog-factory.ts";

let t: TestApp;
let customer: SignedInUser;
let staff: SignedInUser;

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  await insertRecord(db, "Seismic_3D", { seismic3DInfoID: "S3D-INT-1", surveyName: "Kikeh Interest 3D" });
  customer = await signedInUser(t.app, db, { role: "standard" });
  staff = await signedInUser(t.app, db, { role: "superadmin" });
});
afterAll(async () => {
  await t?.close();
});

const call = (user: SignedInUser, method: "GET" | "POST", url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: { cookie: user.cookie }, ...(payload ? { payload } : {}) });

/** The user's events, oldest first, without their ids and times. */
async function eventsOf(user: SignedInUser) {
  const rows = await t.database.db
    .select()
    .from(catalogEvents)
    .where(eq(catalogEvents.userId, user.id))
    .orderBy(catalogEvents.createdAt, catalogEvents.id);
  return rows.map(({ kind, sdcType, recordId, term, organisationId }) => ({
    kind,
    sdcType,
    recordId,
    term,
    organisationId,
  }));
}

/** What one call added to the user's events. */
async function added(user: SignedInUser, act: () => Promise<{ statusCode: number }>, status = 200) {
  const before = (await eventsOf(user)).length;
  expect((await act()).statusCode).toBe(status);
  return (await eventsOf(user)).slice(before);
}

const square = {
  type: "Polygon",
  coordinates: [
    [
      [100, 1],
      [106, 1],
      [106, 7],
      [100, 7],
      [100, 1],
    ],
  ],
};

describe("interest events of a customer's catalogue use", () => {
  it("a search leaves one event with its trimmed term, a category's search only on its first page", async () => {
    const organisationId = customer.organisationId;
    expect(await added(customer, () => call(customer, "GET", "/api/catalogs/search?q=%20Kikeh%20"))).toEqual([
      { kind: "search", sdcType: null, recordId: null, term: "Kikeh", organisationId },
    ]);
    expect(
      await added(customer, () => call(customer, "GET", "/api/catalogs/search?q=Kikeh&types=Seismic_3D")),
    ).toEqual([{ kind: "search", sdcType: "Seismic_3D", recordId: null, term: "Kikeh", organisationId }]);
    expect(
      await added(customer, () => call(customer, "GET", "/api/catalogs/Seismic_3D/data?q=Kikeh%20Interest")),
    ).toEqual([
      { kind: "search", sdcType: "Seismic_3D", recordId: null, term: "Kikeh Interest", organisationId },
    ]);
    // The next page of the same search, or the list without a search, is no new search.
    expect(
      await added(customer, () => call(customer, "GET", "/api/catalogs/Seismic_3D/data?q=Kikeh&page=2")),
    ).toEqual([]);
    expect(await added(customer, () => call(customer, "GET", "/api/catalogs/Seismic_3D/data"))).toEqual([]);
  });

  it("opening a record leaves one view event; a record not found leaves none", async () => {
    expect(await added(customer, () => call(customer, "GET", "/api/catalogs/Seismic_3D/S3D-INT-1"))).toEqual([
      {
        kind: "view",
        sdcType: "Seismic_3D",
        recordId: "S3D-INT-1",
        term: null,
        organisationId: customer.organisationId,
      },
    ]);
    expect(
      await added(customer, () => call(customer, "GET", "/api/catalogs/Seismic_3D/S3D-NOPE"), 404),
    ).toEqual([]);
  });

  it("bookmarking a record leaves one bookmark event; bookmarking it again leaves none", async () => {
    const body = { kind: "record", sdcType: "Seismic_3D", recordId: "S3D-INT-1" };
    expect(await added(customer, () => call(customer, "POST", "/api/catalogs/bookmarks", body), 201)).toEqual(
      [
        {
          kind: "bookmark",
          sdcType: "Seismic_3D",
          recordId: "S3D-INT-1",
          term: null,
          organisationId: customer.organisationId,
        },
      ],
    );
    expect(await added(customer, () => call(customer, "POST", "/api/catalogs/bookmarks", body), 409)).toEqual(
      [],
    );
  });

  it("drawing an area on the map leaves one map-area event", async () => {
    expect(
      await added(customer, () =>
        call(customer, "POST", "/api/map/select", { geometry: square, types: ["Seismic_3D"] }),
      ),
    ).toEqual([
      {
        kind: "map-area",
        sdcType: "Seismic_3D",
        recordId: null,
        term: null,
        organisationId: customer.organisationId,
      },
    ]);
    expect(
      (await added(customer, () => call(customer, "POST", "/api/map/select", { geometry: square }))).map(
        (e) => e.sdcType,
      ),
    ).toEqual([null]);
  });

  it("staff searching and opening records leave no event: they are not customers", async () => {
    expect(await added(staff, () => call(staff, "GET", "/api/catalogs/search?q=Kikeh"))).toEqual([]);
    expect(await added(staff, () => call(staff, "GET", "/api/catalogs/Seismic_3D/S3D-INT-1"))).toEqual([]);
  });

  it("a search still answers when its event cannot be written", async () => {
    const db = t.database.db;
    await db.execute(sql`alter table catalog_events rename to catalog_events_away`);
    try {
      const res = await call(customer, "GET", "/api/catalogs/search?q=Kikeh");
      expect(res.statusCode).toBe(200);
      expect(res.json().q).toBe("Kikeh");
    } finally {
      await db.execute(sql`alter table catalog_events_away rename to catalog_events`);
    }
  });
});
