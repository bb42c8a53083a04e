import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogEvents, downloadItems, downloadPackages } from "../../db/schema/index.ts";
import { buildTestApp, type TestApp } from "../../test/harness.ts";
import { type SignedInUser, signedInUser } from "../catalogs/test/catalog-factory.ts";

let t: TestApp;
let vdr: SignedInUser;
let otherVdr: SignedInUser;
let standard: SignedInUser;
let mbrAdmin: SignedInUser;
let data: SignedInUser;
const RECORD = `VDR-ACCESS-${randomUUID().slice(0, 8)}`;
const DOWNLOADED = `VDR-TAKEN-${randomUUID().slice(0, 8)}`;
const CANCELLED = `VDR-CANCELLED-${randomUUID().slice(0, 8)}`;

const event = (user: SignedInUser, kind: string, at: string, recordId: string | null = RECORD) => ({
  id: randomUUID(),
  userId: user.id,
  organisationId: user.organisationId as string,
  kind,
  sdcType: "Seismic_2D",
  recordId,
  term: kind === "search" ? "penyu" : null,
  createdAt: new Date(at),
});

beforeAll(async () => {
  t = await buildTestApp();
  vdr = await signedInUser(t.app, t.database.db, { role: "vdr" });
  otherVdr = await signedInUser(t.app, t.database.db, { role: "vdr" });
  standard = await signedInUser(t.app, t.database.db, { role: "standard" });
  mbrAdmin = await signedInUser(t.app, t.database.db, { role: "mbr-admin" });
  data = await signedInUser(t.app, t.database.db, { role: "data-admin" });
  await t.database.db
    .insert(catalogEvents)
    .values([
      event(vdr, "view", "2026-03-01T08:00:00Z"),
      event(vdr, "preview", "2026-03-02T08:00:00Z"),
      event(vdr, "search", "2026-03-03T08:00:00Z", null),
      event(otherVdr, "view", "2026-04-01T08:00:00Z"),
      event(standard, "view", "2026-03-04T08:00:00Z"),
    ]);
  // Packages: the data-room user's, downloaded (one item cancelled) and one not yet downloaded; a standard user's.
  const pkg = (user: SignedInUser, downloadedAt: string | null) => ({
    id: randomUUID(),
    organisationId: user.organisationId as string,
    userId: user.id,
    name: "Data room package",
    status: "ready" as const,
    downloadedAt: downloadedAt ? new Date(downloadedAt) : null,
  });
  const taken = pkg(vdr, "2026-03-05T08:00:00Z");
  const waiting = pkg(vdr, null);
  const standardTaken = pkg(standard, "2026-03-05T09:00:00Z");
  await t.database.db.insert(downloadPackages).values([taken, waiting, standardTaken]);
  const item = (packageId: string, recordId: string, status: "ready" | "cancelled" = "ready") => ({
    id: randomUUID(),
    packageId,
    sdcType: "Well_Log",
    recordId,
    title: recordId,
    status,
  });
  await t.database.db
    .insert(downloadItems)
    .values([
      item(taken.id, DOWNLOADED),
      item(taken.id, CANCELLED, "cancelled"),
      item(waiting.id, CANCELLED),
      item(standardTaken.id, DOWNLOADED),
    ]);
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });

describe("the VDR access log (decision 0217)", () => {
  it("the MBR admin sees who in a data room opened which record or preview, or downloaded which record, newest first", async () => {
    const res = await get(`/api/admin/vdr/access-log?organisation=${vdr.organisationId}`, mbrAdmin.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const log = res.json();
    expect(
      log.result.map((e: { kind: string; recordId: string; userEmail: string }) => [
        e.kind,
        e.recordId,
        e.userEmail,
      ]),
    ).toEqual([
      ["download", DOWNLOADED, vdr.email],
      ["preview", RECORD, vdr.email],
      ["view", RECORD, vdr.email],
    ]);
    // A cancelled item and a package not yet downloaded are not openings.
    expect(log.pageTotal).toBe(3);
    // Searches are not openings; the list of data rooms names both VDR organisations, not the standard one.
    const rooms = log.organisations.map((o: { id: string }) => o.id);
    expect(rooms).toEqual(expect.arrayContaining([vdr.organisationId, otherVdr.organisationId]));
    expect(rooms).not.toContain(standard.organisationId);
  });

  it("never lists an organisation without a data room, and filters by kind, user and period", async () => {
    const all = (await get(`/api/admin/vdr/access-log?pageSize=100`, mbrAdmin.cookie)).json();
    const orgs = new Set(all.result.map((e: { organisationId: string }) => e.organisationId));
    expect(orgs.has(standard.organisationId)).toBe(false);
    expect(orgs.has(otherVdr.organisationId)).toBe(true);

    const previews = (
      await get(`/api/admin/vdr/access-log?kind=preview&q=${encodeURIComponent(vdr.email)}`, mbrAdmin.cookie)
    ).json();
    expect(previews.result.map((e: { kind: string }) => e.kind)).toEqual(["preview"]);
    const downloads = (
      await get(`/api/admin/vdr/access-log?kind=download&from=2026-03-05&to=2026-03-05`, mbrAdmin.cookie)
    ).json();
    expect(
      downloads.result.map((e: { recordId: string; userEmail: string }) => [e.recordId, e.userEmail]),
    ).toEqual([[DOWNLOADED, vdr.email]]);
    const views = (
      await get(`/api/admin/vdr/access-log?kind=view&organisation=${vdr.organisationId}`, mbrAdmin.cookie)
    ).json();
    expect(views.result.map((e: { kind: string }) => e.kind)).toEqual(["view"]);
    const april = (
      await get(
        `/api/admin/vdr/access-log?from=2026-04-01&to=2026-04-30&organisation=${otherVdr.organisationId}`,
        mbrAdmin.cookie,
      )
    ).json();
    expect(april.result.map((e: { userEmail: string }) => e.userEmail)).toEqual([otherVdr.email]);
    const march = (
      await get(
        `/api/admin/vdr/access-log?from=2026-04-02&organisation=${otherVdr.organisationId}`,
        mbrAdmin.cookie,
      )
    ).json();
    expect(march.result).toEqual([]);
  });

  it("answers 400 for a bad filter, 401 signed out, 403 to data staff and to customers", async () => {
    for (const query of ["kind=search", "pageSize=1000", "from=2026-13-01"]) {
      expect((await get(`/api/admin/vdr/access-log?${query}`, mbrAdmin.cookie)).statusCode, query).toBe(400);
    }
    expect((await get("/api/admin/vdr/access-log")).statusCode).toBe(401);
    expect((await get("/api/admin/vdr/access-log", data.cookie)).statusCode).toBe(403);
    expect((await get("/api/admin/vdr/access-log", vdr.cookie)).statusCode).toBe(403);
  });
});
