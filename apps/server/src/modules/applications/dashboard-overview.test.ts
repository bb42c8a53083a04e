import { randomUUID } from "node:crypto";
import { adminDashboardResponseSchema, type DashboardOverview } from "@strata/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { downloadItems, downloadPackages, invoices } from "../../db/schema/index.ts";
import { monthStart } from "../../lib/month-start.ts";
import { createOrganisation, type TestUser } from "../../test/factories.ts";
import { buildTestApp, type TestApp } from "../../test/harness.ts";
import { dashboardOverview } from "./dashboard-overview.ts";
import { actorFor, createApplication, setChain, signedIn, signedInStaff } from "./test/factory.ts";

type Session = { user: TestUser; cookie: string };
let t: TestApp;
let db: Database;
let admin: Session;
let finance: Session;
let data: Session;
let loa1: Session;
let loa2: Session;
let customer: Session;
let organisationId: string;
let sequence = 0;

beforeAll(async () => {
  t = await buildTestApp();
  db = t.database.db;
  admin = await signedInStaff(t.app, db, "admin");
  finance = await signedInStaff(t.app, db, "finance");
  data = await signedInStaff(t.app, db, "data-admin");
  loa1 = await signedInStaff(t.app, db, "loa");
  loa2 = await signedInStaff(t.app, db, "loa");
  organisationId = (await createOrganisation(db, { tier: "standard" })).id;
  customer = await signedIn(t.app, db, { role: "standard" });
  await setChain(db, [
    { userId: loa1.user.id, limitSen: 5_000_000 },
    { userId: loa2.user.id, limitSen: 1_000_000_000 },
  ]);
});
afterAll(() => t.close());

const get = (cookie: string) =>
  t.app.inject({ method: "GET", url: "/api/admin/dashboard", headers: { cookie } });
const overviewOf = async (who: Session): Promise<DashboardOverview> => {
  const res = await get(who.cookie);
  expect(res.statusCode).toBe(200);
  return adminDashboardResponseSchema.parse(res.json()).overview;
};

async function paidInvoice(paidAt: Date, totalSen: number, status: "paid" | "refunded" = "paid") {
  sequence += 1;
  // An invoice bills an application (or a credit purchase); approved, it is off every queue.
  const application = await createApplication(db, { organisationId, status: "approved" });
  await db.insert(invoices).values({
    id: randomUUID(),
    organisationId,
    applicationId: application.id,
    number: `DASH-${sequence}-${randomUUID().slice(0, 8)}`,
    year: 1900 + sequence,
    sequence,
    status,
    lines: [],
    subtotalSen: totalSen,
    taxRateBp: 0,
    taxSen: 0,
    totalSen,
    seller: {},
    buyer: {},
    issuedAt: paidAt,
    dueAt: paidAt,
    paidAt,
  });
}

async function confirmedPackage(confirmedAt: Date, items: number) {
  const id = randomUUID();
  await db.insert(downloadPackages).values({
    id,
    organisationId,
    userId: customer.user.id,
    name: "Dashboard test",
    status: "ready",
    confirmedAt,
  });
  for (let i = 0; i < items; i++)
    await db
      .insert(downloadItems)
      .values({ id: randomUUID(), packageId: id, sdcType: "Well", recordId: `R${i}`, title: `Record ${i}` });
}

const byKey = <T extends Record<string, unknown>>(rows: T[], key: keyof T) =>
  Object.fromEntries(rows.map((r) => [String(r[key]), r.count as number]));

describe("GET /api/admin/dashboard overview", () => {
  it("counts subscriptions, waiting applications per stage and LOA level, downloads and new organisations", async () => {
    const before = await overviewOf(admin);
    await createOrganisation(db, { tier: "premium", subscriptionStatus: "active" });
    await createOrganisation(db, { tier: "premium", subscriptionStatus: "expired" });
    await createOrganisation(db, { tier: "basic", subscriptionStatus: "suspended" });
    await createApplication(db, { organisationId, status: "pending_verification" });
    await createApplication(db, { organisationId, status: "pending_verification_clarification" });
    await createApplication(db, { organisationId, status: "pending_loa", nextApproverId: loa1.user.id });
    await createApplication(db, { organisationId, status: "pending_loa", nextApproverId: loa2.user.id });
    await createApplication(db, { organisationId, status: "pending_loa", nextApproverId: loa2.user.id });
    await createApplication(db, { organisationId, status: "pending_payment" });
    await createApplication(db, { organisationId, status: "pending_finance" });
    await createApplication(db, { organisationId, status: "approved" });
    await confirmedPackage(new Date(), 3);
    await confirmedPackage(new Date(monthStart(new Date()).getTime() - 1), 5);

    const after = await overviewOf(admin);
    const subs = after.subscriptions;
    if (!subs || !before.subscriptions || !after.applications || !before.applications)
      throw new Error("tiles");
    expect(subs.total - before.subscriptions.total).toBe(3);
    const statusNow = byKey(subs.byStatus, "status");
    const statusBefore = byKey(before.subscriptions.byStatus, "status");
    for (const [status, added] of [
      ["active", 1],
      ["expired", 1],
      ["suspended", 1],
    ] as const)
      expect((statusNow[status] ?? 0) - (statusBefore[status] ?? 0)).toBe(added);
    const tierNow = byKey(subs.byTier, "tier");
    const tierBefore = byKey(before.subscriptions.byTier, "tier");
    expect((tierNow.premium ?? 0) - (tierBefore.premium ?? 0)).toBe(2);
    expect((tierNow.basic ?? 0) - (tierBefore.basic ?? 0)).toBe(1);
    expect(subs.link).toBe("/admin/subscriptions");

    const stage = (o: DashboardOverview, label: string) =>
      o.applications?.stages.find((s) => s.label === label)?.count ?? 0;
    const added = (label: string) => stage(after, label) - stage(before, label);
    expect(added("Verification")).toBe(2);
    expect(added("LOA approval, level 1")).toBe(1);
    expect(added("LOA approval, level 2")).toBe(2);
    expect(added("Invoice and payment")).toBe(1);
    expect(added("Finance approval")).toBe(1);
    expect(after.applications.total - before.applications.total).toBe(7);
    expect(after.applications.stages.map((s) => s.stage)).toEqual([
      "verification",
      "loa",
      "loa",
      "payment",
      "finance",
    ]);
    expect(after.applications.stages[0].link).toBe(
      "/admin/applications?status=pending_verification,pending_verification_clarification",
    );

    // Last month's package is not this month's download.
    expect(after.downloads).toMatchObject({
      packages: (before.downloads?.packages ?? 0) + 1,
      items: (before.downloads?.items ?? 0) + 3,
    });
    expect(after.organisations?.newThisMonth).toBe((before.organisations?.newThisMonth ?? 0) + 3);
    expect(after.organisations?.link).toBe("/admin/organizations");
    expect(after.month).toBe(new Date().toISOString().slice(0, 7));
  });

  it("sums paid invoices by the month they were paid, across a year's boundary", async () => {
    const now = new Date("2031-01-15T10:00:00Z");
    await paidInvoice(new Date("2031-01-01T00:00:00.000Z"), 100_00); // this month
    await paidInvoice(new Date("2031-01-31T23:59:59.999Z"), 1_00); // this month
    await paidInvoice(new Date("2030-12-31T23:59:59.999Z"), 20_00); // last month
    await paidInvoice(new Date("2030-12-01T00:00:00.000Z"), 3_00); // last month
    await paidInvoice(new Date("2030-11-30T23:59:59.999Z"), 4_000_00); // before last month
    await paidInvoice(new Date("2031-02-01T00:00:00.000Z"), 5_000_00); // next month
    await paidInvoice(new Date("2031-01-10T00:00:00.000Z"), 6_000_00, "refunded"); // not revenue
    const overview = await dashboardOverview(db, actorFor(finance.user), now);
    expect(overview.month).toBe("2031-01");
    expect(overview.revenue).toEqual({
      thisMonthSen: 101_00,
      lastMonthSen: 23_00,
      currency: "MYR",
      link: "/admin/invoices?status=paid",
    });
  });

  it("shows each staff role the tiles of its rights", async () => {
    const fin = await overviewOf(finance);
    expect(fin.revenue).not.toBeNull();
    expect(fin.subscriptions?.link).toBeNull(); // finance views subscriptions, has no list of them
    expect(fin.organisations).toBeNull();
    const dataStaff = await overviewOf(data);
    expect(dataStaff.subscriptions).toBeNull();
    expect(dataStaff.applications).toBeNull();
    expect(dataStaff.revenue).toBeNull();
    expect(dataStaff.downloads).not.toBeNull();
    const loa = await overviewOf(loa1);
    expect(loa.revenue).toBeNull();
    expect(loa.applications).not.toBeNull();
    expect((await overviewOf(admin)).revenue).not.toBeNull();
  });

  it("answers 401 without a session and 403 to a customer", async () => {
    expect((await get("")).statusCode).toBe(401);
    const res = await get(customer.cookie);
    expect(res.statusCode).toBe(403);
  });
});
