import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, signIn } from "../../test/factories.ts";
import { buildTestApp, type TestApp } from "../../test/harness.ts";
import { deliveredDataRequest } from "../data-requests/test/helpers.ts";
import { staff } from "../subscriptions/test/helpers.ts";
import { lastMonths } from "./statistics.ts";
import {
  customerOrganisation,
  type Detail,
  grantCredits,
  recordWithFiles,
  request,
  settled,
} from "./test/helpers.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function downloaded(cookie: string, records: { type: string; id: string }[]) {
  const call = request(t);
  const d = (await call("POST", "/api/catalogs/packager", cookie, { records })).json() as Detail;
  await call("POST", `/api/download-packagers/${d.id}/confirm`, cookie);
  await settled(t, d.id);
  return d;
}

describe("download statistics", () => {
  it("counts an organisation's downloads by month, data type and user, and nothing of another's", async () => {
    const c = await customerOrganisation(t, { tier: "standard" });
    const other = await customerOrganisation(t, { tier: "standard" });
    await grantCredits(t, c.organisation.id, 20);
    await grantCredits(t, other.organisation.id, 20);
    const a = await recordWithFiles(t, { files: [Buffer.alloc(1000, 1)] });
    const b = await recordWithFiles(t, { files: [Buffer.alloc(500, 2)] });
    const x = await recordWithFiles(t, { type: "Seismic_3D", files: [Buffer.alloc(200, 3)] });
    await downloaded(
      c.memberCookie,
      [a, b].map((r) => ({ type: r.type, id: r.id })),
    );
    await downloaded(c.primaryCookie, [{ type: x.type, id: x.id }]);
    await downloaded(other.memberCookie, [{ type: a.type, id: a.id }]);
    // A draft is not a download.
    await request(t)("POST", "/api/catalogs/packager", c.primaryCookie, {
      records: [{ type: a.type, id: a.id }],
    });

    for (const cookie of [c.primaryCookie, c.memberCookie]) {
      const res = await request(t)("GET", "/api/organizations/me/download-statistics", cookie);
      expect(res.statusCode).toBe(200);
      const stats = res.json();
      expect(stats.totals).toEqual({ packages: 2, records: 3, bytes: 1700, credits: 3 });
      expect(stats.byMonth).toHaveLength(12);
      expect(stats.byMonth.at(-1)).toEqual({
        month: lastMonths(new Date()).at(-1),
        packages: 2,
        records: 3,
        bytes: 1700,
        credits: 3,
      });
      expect(stats.byDataType).toEqual([
        { sdcType: "Seismic_2D", packages: 1, records: 2, bytes: 1500, credits: 2 },
        { sdcType: "Seismic_3D", packages: 1, records: 1, bytes: 200, credits: 1 },
      ]);
      expect(stats.byUser.map((u: { userId: string; bytes: number }) => [u.userId, u.bytes]).sort()).toEqual(
        [
          [c.member.id, 1500],
          [c.primary.id, 200],
        ].sort(),
      );
    }
  });

  it("answers 401 without a session and 403 to a basic organisation", async () => {
    expect((await request(t)("GET", "/api/organizations/me/download-statistics")).statusCode).toBe(401);
    const basic = await customerOrganisation(t, { tier: "basic" });
    expect(
      (await request(t)("GET", "/api/organizations/me/download-statistics", basic.primaryCookie)).statusCode,
    ).toBe(403);
  });

  it("gives staff who view reports an overview across organisations; customers get 403", async () => {
    const admin = await staff(t, "admin");
    const res = await request(t)("GET", "/api/admin/downloads-overview", admin.cookie);
    expect(res.statusCode).toBe(200);
    const overview = res.json();
    expect(overview.totals.packages).toBeGreaterThanOrEqual(3);
    expect(overview.byOrganisation.length).toBeGreaterThanOrEqual(2);
    expect(overview.byStatus).toContainEqual({ status: "ready", packages: overview.totals.packages });
    const customer = await customerOrganisation(t, { tier: "premium" });
    expect(
      (await request(t)("GET", "/api/admin/downloads-overview", customer.primaryCookie)).statusCode,
    ).toBe(403);
    expect((await request(t)("GET", "/api/admin/downloads-overview")).statusCode).toBe(401);
  });

  it("counts a delivered data request as its own type, delivery, in the organisation's, the overview's and the report's figures", async () => {
    const c = await customerOrganisation(t, { tier: "standard" });
    await grantCredits(t, c.organisation.id, 5);
    const data = await createUser(t.database.db, { role: "data-admin" });
    const dataStaff = { id: data.id, cookie: await signIn(t.app, data.email, data.password as string) };
    const gravity = Buffer.alloc(300, 7);
    const { requestId, packageId } = await deliveredDataRequest(t, c.memberCookie, dataStaff, [
      { name: "gravity.csv", data: gravity },
    ]);
    const a = await recordWithFiles(t, { files: [Buffer.alloc(100, 1)] });
    await downloaded(c.primaryCookie, [{ type: a.type, id: a.id }]);
    const delivery = { sdcType: "delivery", packages: 1, records: 1, bytes: 300, credits: 0 };

    const mine = await request(t)("GET", "/api/organizations/me/download-statistics", c.primaryCookie);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().byDataType).toEqual([
      { sdcType: "Seismic_2D", packages: 1, records: 1, bytes: 100, credits: 1 },
      delivery,
    ]);
    expect(mine.json().totals).toEqual({ packages: 2, records: 2, bytes: 400, credits: 1 });

    const admin = await staff(t, "admin");
    const overview = await request(t)("GET", "/api/admin/downloads-overview", admin.cookie);
    expect(overview.statusCode).toBe(200);
    expect(overview.json().byDataType).toContainEqual(expect.objectContaining({ sdcType: "delivery" }));

    const report = await request(t)("GET", "/api/reports/downloads?category=delivery", admin.cookie);
    expect(report.statusCode).toBe(200);
    expect(report.json().result).toContainEqual(
      expect.objectContaining({ category: "delivery", recordId: requestId, packageId, credits: 0 }),
    );
    const chart = await request(t)("GET", "/api/reports/downloads/chart", admin.cookie);
    expect(chart.statusCode).toBe(200);
    const deliveries = chart.json().series.find((s: { label: string }) => s.label === "Delivered data");
    expect(deliveries.data.at(-1)).toBeGreaterThanOrEqual(1);
  });
});
