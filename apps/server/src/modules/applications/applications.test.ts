import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { applications, auditEvents, subscriptions, users } from "../../db/schema/index.ts";
import { createOrganisation, createUser, type TestUser } from "../../test/factories.ts";
import { buildTestApp, type TestApp } from "../../test/harness.ts";
import { decodeQuotedPrintable, mailsTo } from "../../test/mailbox.ts";
import { createApplication, setChain, signedIn, signedInStaff } from "./test/factory.ts";

let t: TestApp;
let admin: { user: TestUser; cookie: string };
let loa1: { user: TestUser; cookie: string };
let loa2: { user: TestUser; cookie: string };
let organisationId: string;
let applicant: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  admin = await signedInStaff(t.app, db, "admin");
  loa1 = await signedInStaff(t.app, db, "loa");
  loa2 = await signedInStaff(t.app, db, "loa");
  organisationId = (await createOrganisation(db, { tier: "basic", name: "Sarawak Seismic Sdn Bhd" })).id;
  applicant = await createUser(db, { role: "basic", organisationId, isPrimary: true });
});
afterAll(() => t.close());
beforeEach(() =>
  setChain(t.database.db, [
    { userId: loa1.user.id, limitSen: 5_000_000 },
    { userId: loa2.user.id, limitSen: 100_000_000 },
  ]),
);

const BASE = "/api/admin/subscriptions/applications";
const get = (url: string, cookie = "") => t.app.inject({ method: "GET", url, headers: { cookie } });
const post = (url: string, cookie: string, payload: object = {}) =>
  t.app.inject({ method: "POST", url, headers: { cookie }, payload });
const paid = (status: Parameters<typeof createApplication>[1]["status"] = "pending_verification") =>
  createApplication(t.database.db, { organisationId, status, applicantUserId: applicant.id });
/** Whether a message to `to` containing `text` arrives (the outbox sends after the commit, maybe in the background). */
async function received(to: string, text: string): Promise<boolean> {
  for (let attempt = 0; attempt < 40; attempt++) {
    await t.app.jobs.drain();
    const mails = (await mailsTo(t.config.dataDir, to)).map(decodeQuotedPrintable);
    if (mails.some((m) => m.includes(text))) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
}

describe("GET /api/admin/subscriptions/applications", () => {
  it("filters by several statuses, plan, organisation name and submission dates, a page at a time", async () => {
    const other = (await createOrganisation(t.database.db, { tier: "basic", name: "Petronas Carigali Test" }))
      .id;
    const a = await createApplication(t.database.db, {
      organisationId: other,
      status: "pending_loa",
      nextApproverId: loa1.user.id,
    });
    const b = await createApplication(t.database.db, {
      organisationId: other,
      status: "pending_finance",
      planType: "premium",
    });
    await createApplication(t.database.db, { organisationId: other, status: "approved" });
    const res = await get(
      `${BASE}?status=pending_loa,pending_finance&organisation=carigali&pageSize=1`,
      admin.cookie,
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ pageNumber: 1, pageSize: 1, pageTotal: 2 });
    expect([a.id, b.id]).toContain(body.result[0].id);
    const premium = await get(`${BASE}?planType=premium&organisationId=${other}`, admin.cookie);
    expect(premium.json().result.map((r: { id: string }) => r.id)).toEqual([b.id]);
    const future = await get(`${BASE}?organisationId=${other}&submittedFrom=2999-01-01`, admin.cookie);
    expect(future.json().pageTotal).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    const between = await get(
      `${BASE}?organisationId=${other}&submittedFrom=${today}&submittedTo=${today}`,
      admin.cookie,
    );
    expect(between.json().pageTotal).toBe(3);
  });

  it("names a bad status filter in its 400", async () => {
    const res = await get(`${BASE}?status=pending_loa,nonsense`, admin.cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/status/);
  });

  it("answers 401 without a session and 403 to a customer", async () => {
    expect((await get(BASE)).statusCode).toBe(401);
    const customer = await signedIn(t.app, t.database.db, { role: "standard", isPrimary: true });
    expect((await get(BASE, customer.cookie)).statusCode).toBe(403);
  });

  it("shows an LOA approver only what awaits them with nextApprover=me", async () => {
    const mine = await paid("pending_loa");
    await t.database.db
      .update(applications)
      .set({ nextApproverId: loa1.user.id })
      .where(eq(applications.id, mine.id));
    const theirs = await paid("pending_loa");
    await t.database.db
      .update(applications)
      .set({ nextApproverId: loa2.user.id })
      .where(eq(applications.id, theirs.id));
    const res = await get(
      `${BASE}?status=pending_loa,pending_loa_clarification&nextApprover=me&pageSize=100`,
      loa1.cookie,
    );
    const ids = res.json().result.map((r: { id: string }) => r.id);
    expect(ids).toContain(mine.id);
    expect(ids).not.toContain(theirs.id);
    const row = res.json().result.find((r: { id: string }) => r.id === mine.id);
    expect(row.allowedActions).toEqual(
      expect.arrayContaining(["approve", "reject", "request-clarification"]),
    );
  });

  it("lists first what waits on the viewer, then newest submission first", async () => {
    const org = (await createOrganisation(t.database.db, { tier: "basic", name: "Queue Order Sdn Bhd" })).id;
    const day = (n: number) => new Date(Date.UTC(2026, 10, n));
    const olderForLoa1 = await createApplication(t.database.db, {
      organisationId: org,
      status: "pending_loa",
      nextApproverId: loa1.user.id,
      submittedAt: day(2),
    });
    const newerForLoa2 = await createApplication(t.database.db, {
      organisationId: org,
      status: "pending_loa",
      nextApproverId: loa2.user.id,
      submittedAt: day(5),
    });
    const oldestToVerify = await createApplication(t.database.db, {
      organisationId: org,
      status: "pending_verification",
      submittedAt: day(1),
    });
    const order = async (cookie: string) =>
      (await get(`${BASE}?organisationId=${org}`, cookie)).json().result.map((r: { id: string }) => r.id);
    // Level 1 acts on its own approval only; the rest follow newest first.
    expect(await order(loa1.cookie)).toEqual([olderForLoa1.id, newerForLoa2.id, oldestToVerify.id]);
    expect(await order(loa2.cookie)).toEqual([newerForLoa2.id, olderForLoa1.id, oldestToVerify.id]);
    // An administrator verifies: the application pending verification, the oldest, is theirs first.
    expect(await order(admin.cookie)).toEqual([oldestToVerify.id, newerForLoa2.id, olderForLoa1.id]);
  });
});

describe("GET /api/admin/subscriptions/applications/{id}", () => {
  it("answers the application, its organisation, applicant, documents and timeline", async () => {
    const app = await paid();
    await post(`${BASE}/${app.id}/request-clarification`, admin.cookie, {
      message: "Send the SSM certificate.",
    });
    const res = await get(`${BASE}/${app.id}`, admin.cookie);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.application).toMatchObject({ id: app.id, status: "pending_verification_clarification" });
    expect(body.organisation).toMatchObject({ id: organisationId, name: "Sarawak Seismic Sdn Bhd" });
    expect(body.applicant).toMatchObject({ id: applicant.id, email: applicant.email });
    expect(body.documents).toEqual([]);
    expect(body.timeline).toEqual([
      expect.objectContaining({
        action: "request-clarification",
        actorName: admin.user.name,
        after: expect.objectContaining({ message: "Send the SSM certificate." }),
      }),
    ]);
  });

  it("answers 404 for an unknown application and 403 to a data admin", async () => {
    expect((await get(`${BASE}/no-such-id`, admin.cookie)).statusCode).toBe(404);
    const data = await signedInStaff(t.app, t.database.db, "data-admin");
    expect((await get(`${BASE}/no-such-id`, data.cookie)).statusCode).toBe(403);
  });
});

describe("the approval chain through the API", () => {
  it("verification names level 1; level 1 names level 2; level 2 hands it to billing, each audited and e-mailed", async () => {
    const app = await paid();
    const verified = await post(`${BASE}/${app.id}/approve`, admin.cookie, { from: "pending_verification" });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ status: "pending_loa", nextApproverId: loa1.user.id });

    const wrong = await post(`${BASE}/${app.id}/approve`, loa2.cookie, { from: "pending_loa" });
    expect(wrong.statusCode).toBe(403);

    const first = await post(`${BASE}/${app.id}/approve`, loa1.cookie, { from: "pending_loa" });
    expect(first.json()).toMatchObject({ status: "pending_loa", nextApproverId: loa2.user.id });
    const again = await post(`${BASE}/${app.id}/approve`, loa1.cookie, { from: "pending_loa" });
    expect(again.statusCode).toBe(403);

    const last = await post(`${BASE}/${app.id}/approve`, loa2.cookie, { from: "pending_loa" });
    expect(last.json()).toMatchObject({ status: "invoice_issued", nextApproverId: null });

    const trail = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.subjectId, app.id), eq(auditEvents.action, "approve")));
    expect(trail.map((e) => (e.after as { loaLevel?: number }).loaLevel ?? null).sort()).toEqual([
      1,
      2,
      null,
    ]);
    expect(await received(applicant.email, "Subject: Your application has been verified")).toBe(true);
    expect(await received(applicant.email, "Subject: Your application has been approved")).toBe(true);
    expect(await received(loa2.user.email, "awaits your approval")).toBe(true);
  });

  it("stops at level 1 when its limit covers the amount", async () => {
    const app = await createApplication(t.database.db, {
      organisationId,
      status: "pending_loa",
      nextApproverId: loa1.user.id,
      amountSen: 4_000_000,
    });
    const res = await post(`${BASE}/${app.id}/approve`, loa1.cookie, {});
    expect(res.json()).toMatchObject({ status: "invoice_issued" });
  });

  it("answers 409 with the current status when the application moved on", async () => {
    const app = await paid("pending_loa");
    await t.database.db
      .update(applications)
      .set({ nextApproverId: loa1.user.id })
      .where(eq(applications.id, app.id));
    const res = await post(`${BASE}/${app.id}/approve`, loa1.cookie, { from: "pending_loa_clarification" });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.details).toMatchObject({ status: "pending_loa" });
    const approved = await paid("approved");
    const late = await post(`${BASE}/${approved.id}/reject`, admin.cookie, { reason: "Too late" });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.details).toMatchObject({ status: "approved" });
  });

  it("two concurrent approvals: exactly one 200 and one 409", async () => {
    const app = await paid();
    const [a, b] = await Promise.all([
      post(`${BASE}/${app.id}/approve`, admin.cookie, {}),
      post(`${BASE}/${app.id}/approve`, admin.cookie, {}),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
  });

  it("a free plan's verification approves it and activates the subscription with the users' tier", async () => {
    const org = (await createOrganisation(t.database.db, { tier: "basic", subscriptionStatus: "inactive" }))
      .id;
    const member = await createUser(t.database.db, { role: "basic", organisationId: org, isPrimary: true });
    const app = await createApplication(t.database.db, {
      organisationId: org,
      status: "pending_verification",
      planType: "graduate",
      amountSen: 0,
    });
    const res = await post(`/api/verification-requests/${app.id}/approve`, admin.cookie, {});
    expect(res.json()).toMatchObject({ status: "approved" });
    const [sub] = await t.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.organisationId, org));
    expect(sub).toMatchObject({ status: "active", planType: "graduate" });
    expect(sub.endsAt).toBeInstanceOf(Date);
    const [user] = await t.database.db.select().from(users).where(eq(users.id, member.id));
    expect(user.role).toBe("graduate");
    expect(await received(member.email, "is now active")).toBe(true);
  });

  it("records a failed activation on its own and answers 409 with the status failed", async () => {
    const org = (await createOrganisation(t.database.db, { tier: "basic", subscriptionStatus: "inactive" }))
      .id;
    const app = await createApplication(t.database.db, {
      organisationId: org,
      status: "pending_verification",
      lastStableStatus: "pending_verification",
      amountSen: 0,
      kind: "add-on",
      planType: "basic",
    });
    const res = await post(`${BASE}/${app.id}/approve`, admin.cookie, {});
    expect(res.statusCode).toBe(409);
    expect(res.json().error.details).toMatchObject({ status: "failed" });
    const detail = (await get(`${BASE}/${app.id}`, admin.cookie)).json();
    expect(detail.application).toMatchObject({ status: "failed", allowedActions: ["reset"] });
    expect(detail.timeline.map((e: { action: string }) => e.action)).toEqual(["fail"]);
    const reset = await post(`${BASE}/${app.id}/reset`, admin.cookie, { from: "failed" });
    expect(reset.json()).toMatchObject({ status: "pending_verification" });
  });
});
