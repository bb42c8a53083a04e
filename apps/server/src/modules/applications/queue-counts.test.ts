import { adminQueueCountsResponseSchema, type DashboardCount } from "@strata/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOrganisation, type TestUser } from "../../test/factories.ts";
import { buildTestApp, type TestApp } from "../../test/harness.ts";
import { createApplication, setChain, signedIn, signedInStaff } from "./test/factory.ts";

type Session = { user: TestUser; cookie: string };
let t: TestApp;
let admin: Session;
let finance: Session;
let data: Session;
let mbrAdmin: Session;
let loaInChain: Session;
let loaOutsideChain: Session;
let customer: Session;

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  admin = await signedInStaff(t.app, db, "admin");
  finance = await signedInStaff(t.app, db, "finance");
  data = await signedInStaff(t.app, db, "data-admin");
  mbrAdmin = await signedInStaff(t.app, db, "mbr-admin");
  loaInChain = await signedInStaff(t.app, db, "loa");
  loaOutsideChain = await signedInStaff(t.app, db, "loa");
  customer = await signedIn(t.app, db, { role: "standard" });
  await setChain(db, [{ userId: loaInChain.user.id, limitSen: 1_000_000_000 }]);
  const organisationId = (await createOrganisation(db, { tier: "standard" })).id;
  const other = (await createOrganisation(db, { tier: "premium" })).id;
  // Queues hold every organisation's applications: staff work across them.
  await createApplication(db, { organisationId, status: "pending_verification" });
  await createApplication(db, { organisationId: other, status: "pending_verification" });
  await createApplication(db, { organisationId, status: "pending_loa", nextApproverId: loaInChain.user.id });
  await createApplication(db, { organisationId, status: "pending_finance" });
  await createApplication(db, { organisationId: other, status: "pending_verification", planType: "vdr" });
  // Decided and draft applications wait for nobody.
  await createApplication(db, { organisationId, status: "approved" });
  await createApplication(db, { organisationId, status: "new" });
});
afterAll(() => t.close());

const COUNTS = "/api/admin/dashboard/counts";
const countsOf = async (who: Session): Promise<Record<string, number>> => {
  const res = await t.app.inject({ method: "GET", url: COUNTS, headers: { cookie: who.cookie } });
  expect(res.statusCode).toBe(200);
  const { counts } = adminQueueCountsResponseSchema.parse(res.json());
  return Object.fromEntries(counts.map((c: DashboardCount) => [c.key, c.count]));
};

describe("GET /api/admin/dashboard/counts", () => {
  it("gives an admin the verification queues across organisations, and nothing of finance's", async () => {
    expect(await countsOf(admin)).toEqual({
      "pending-verification": 3,
      "clarifications-answered": 0,
      "cancel-requests": 0,
      "failed-activations": 0,
    });
  });

  it("gives finance the applications and billing that wait for finance approval", async () => {
    expect(await countsOf(finance)).toEqual({
      "pending-finance": 1,
      "payments-waiting": 0,
      "invoice-cancel-requests": 0,
      "credit-purchases-waiting": 0,
      "e-invoices-invalid": 0,
    });
  });

  it("counts for an LOA approver only what names them next, and nothing for one outside the chain", async () => {
    expect(await countsOf(loaInChain)).toEqual({ "awaiting-my-approval": 1 });
    expect(await countsOf(loaOutsideChain)).toEqual({});
  });

  it("gives an MBR admin the open bid round, MBR and VDR applications, and data staff no queue", async () => {
    expect(await countsOf(mbrAdmin)).toEqual({ "mbr-pending": 1 });
    expect(await countsOf(data)).toEqual({});
  });

  it("links each count to the list it counts", async () => {
    const res = await t.app.inject({ method: "GET", url: COUNTS, headers: { cookie: admin.cookie } });
    expect(res.json().counts[0]).toEqual({
      key: "pending-verification",
      count: 3,
      label: "pending verification",
      link: "/admin/applications?status=pending_verification",
    });
  });

  it("answers 401 without a session and 403 to a customer, whose dashboard is not the staff's", async () => {
    const anonymous = await t.app.inject({ method: "GET", url: COUNTS });
    expect(anonymous.statusCode).toBe(401);
    const refused = await t.app.inject({ method: "GET", url: COUNTS, headers: { cookie: customer.cookie } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBeTruthy();
  });
});
