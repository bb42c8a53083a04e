import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { applications, auditEvents, jobs } from "../../db/schema/index.ts";
import { applicationStore } from "../../lib/application-workflow.ts";
import { MAIL_JOB } from "../../lib/outbox.ts";
import { applyTransition } from "../../lib/workflow.ts";
import { createOrganisation, type TestUser } from "../../test/factories.ts";
import { buildTestApp, type TestApp } from "../../test/harness.ts";
import { actorFor, createApplication, setChain, signedIn, signedInStaff } from "./test/factory.ts";

let t: TestApp;
let admin: { user: TestUser; cookie: string };
let loa1: { user: TestUser; cookie: string };
let loa2: { user: TestUser; cookie: string };
let loa3: { user: TestUser; cookie: string };
let organisationId: string;

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  admin = await signedInStaff(t.app, db, "admin");
  loa1 = await signedInStaff(t.app, db, "loa");
  loa2 = await signedInStaff(t.app, db, "loa");
  loa3 = await signedInStaff(t.app, db, "loa");
  organisationId = (await createOrganisation(db, { tier: "standard" })).id;
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.delete(applications).where(eq(applications.status, "pending_loa"));
  await setChain(t.database.db, [
    { userId: loa1.user.id, limitSen: 5_000_000 },
    { userId: loa2.user.id, limitSen: 10_000_000 },
    { userId: loa3.user.id, limitSen: 1_000_000_000 },
  ]);
});

const CHAIN = "/api/admin/administrators/loa";
const APPS = "/api/admin/subscriptions/applications";
const inject = (method: "GET" | "PUT" | "POST", url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
const nextApproverOf = async (id: string) =>
  (await t.database.db.select().from(applications).where(eq(applications.id, id)))[0].nextApproverId;

describe("GET /api/admin/administrators/loa", () => {
  it("answers the chain by level to an admin and to an LOA approver", async () => {
    for (const who of [admin, loa2]) {
      const res = await inject("GET", CHAIN, who.cookie);
      expect(res.statusCode).toBe(200);
      expect(res.json().approvers.map((a: { userId: string; level: number }) => [a.level, a.userId])).toEqual(
        [
          [1, loa1.user.id],
          [2, loa2.user.id],
          [3, loa3.user.id],
        ],
      );
      expect(res.json().approvers[0].limit).toEqual({ currency: "MYR", amountSen: 5_000_000 });
    }
  });

  it("answers 401 without a session and 403 to finance", async () => {
    expect((await inject("GET", CHAIN, "")).statusCode).toBe(401);
    const finance = await signedInStaff(t.app, t.database.db, "finance");
    expect((await inject("GET", CHAIN, finance.cookie)).statusCode).toBe(403);
  });
});

describe("PUT /api/admin/administrators/loa (changing the chain)", () => {
  it("re-points applications in flight to their new next approver, audited, in the same change", async () => {
    const superadmin = await signedInStaff(t.app, t.database.db, "superadmin");
    const fresh = await createApplication(t.database.db, {
      organisationId,
      status: "pending_loa",
      nextApproverId: loa1.user.id,
    });
    const halfway = await createApplication(t.database.db, {
      organisationId,
      status: "pending_verification",
      amountSen: 9_000_000,
    });
    expect((await inject("POST", `${APPS}/${halfway.id}/approve`, admin.cookie, {})).statusCode).toBe(200);
    const first = await inject("POST", `${APPS}/${halfway.id}/approve`, loa1.cookie, {});
    expect(first.statusCode).toBe(200);
    // The answer names who approves next (the approver's screen says so).
    expect(first.json()).toMatchObject({ status: "pending_loa", nextApproverName: loa2.user.name });
    expect(await nextApproverOf(halfway.id)).toBe(loa2.user.id);

    // loa2 leaves the chain, loa3 moves first: the new first level acts on the fresh one, and the one
    // loa1 already approved goes to the next level loa1 has not approved.
    const res = await inject("PUT", CHAIN, superadmin.cookie, {
      approvers: [
        { userId: loa3.user.id, limitSen: 1_000_000_000 },
        { userId: loa1.user.id, limitSen: 5_000_000 },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(await nextApproverOf(fresh.id)).toBe(loa3.user.id);
    expect(await nextApproverOf(halfway.id)).toBe(loa3.user.id);
    const repointed = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.subjectId, fresh.id), eq(auditEvents.action, "repoint-approver")));
    expect(repointed[0].after).toMatchObject({ nextApproverId: loa3.user.id });
    const done = await inject("POST", `${APPS}/${halfway.id}/approve`, loa3.cookie, {});
    expect(done.json()).toMatchObject({ status: "invoice_issued" });
  });

  it("refuses to empty the chain while applications wait in LOA (409) and names a non-LOA user (400)", async () => {
    const superadmin = await signedInStaff(t.app, t.database.db, "superadmin");
    await createApplication(t.database.db, {
      organisationId,
      status: "pending_loa",
      nextApproverId: loa1.user.id,
    });
    const empty = await inject("PUT", CHAIN, superadmin.cookie, { approvers: [] });
    expect(empty.statusCode).toBe(409);
    const wrong = await inject("PUT", CHAIN, superadmin.cookie, {
      approvers: [{ userId: admin.user.id, limitSen: 1 }],
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toMatch(/approvers\.0\.userId/);
    const negative = await inject("PUT", CHAIN, superadmin.cookie, {
      approvers: [{ userId: loa1.user.id, limitSen: -1 }],
    });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().error.message).toMatch(/limitSen/);
  });

  it("answers 403 to an admin, who only reads the chain", async () => {
    expect((await inject("PUT", CHAIN, admin.cookie, { approvers: [] })).statusCode).toBe(403);
  });
});

describe("atomicity of a transition", () => {
  it("a side effect that throws leaves status, audit row and e-mail job all uncommitted", async () => {
    const app = await createApplication(t.database.db, { organisationId, status: "pending_verification" });
    const mailJobs = async () =>
      (
        await t.database.db
          .select({ n: sql<number>`count(*)::int` })
          .from(jobs)
          .where(eq(jobs.kind, MAIL_JOB))
      )[0].n;
    const before = await mailJobs();
    await expect(
      applyTransition(t.database.db, {
        store: applicationStore,
        id: app.id,
        action: "reject",
        actor: actorFor(admin.user),
        audit: { reason: "no documents" },
        sideEffects: async (tx) => {
          await t.app.outbox.queue(tx, { to: "someone@example.test", subject: "Rejected", text: "…" });
          throw new Error("the process died here");
        },
      }),
    ).rejects.toThrow("the process died here");
    expect(
      (await t.database.db.select().from(applications).where(eq(applications.id, app.id)))[0].status,
    ).toBe("pending_verification");
    expect(await t.database.db.select().from(auditEvents).where(eq(auditEvents.subjectId, app.id))).toEqual(
      [],
    );
    expect(await mailJobs()).toBe(before);
  });
});

describe("GET /api/admin/dashboard", () => {
  it("counts what awaits an LOA approver, linking to their queue, and nothing for a customer", async () => {
    await createApplication(t.database.db, {
      organisationId,
      status: "pending_loa",
      nextApproverId: loa2.user.id,
    });
    await createApplication(t.database.db, {
      organisationId,
      status: "pending_loa",
      nextApproverId: loa2.user.id,
    });
    await createApplication(t.database.db, {
      organisationId,
      status: "pending_loa",
      nextApproverId: loa1.user.id,
    });
    const res = await inject("GET", "/api/admin/dashboard", loa2.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().counts).toEqual([
      { key: "awaiting-my-approval", count: 2, label: "awaiting your approval", link: "/loa/approvals" },
    ]);
    const adminCounts = (await inject("GET", "/api/admin/dashboard", admin.cookie)).json().counts;
    expect(adminCounts.map((c: { key: string }) => c.key)).toEqual([
      "pending-verification",
      "clarifications-answered",
      "cancel-requests",
      "failed-activations",
    ]);
    const customer = await signedIn(t.app, t.database.db, { role: "standard" });
    expect((await inject("GET", "/api/admin/dashboard", customer.cookie)).statusCode).toBe(403);
    expect((await inject("GET", "/api/admin/dashboard", "")).statusCode).toBe(401);
  });
});

describe("GET /api/verification-requests", () => {
  it("lists the applications waiting for verification; approve works only at that stage", async () => {
    const waiting = await createApplication(t.database.db, {
      organisationId,
      status: "pending_verification",
    });
    const list = await inject("GET", "/api/verification-requests?pageSize=100", admin.cookie);
    expect(list.json().result.map((r: { id: string }) => r.id)).toContain(waiting.id);
    expect(list.json().result.every((r: { status: string }) => r.status === "pending_verification")).toBe(
      true,
    );
    const inLoa = await createApplication(t.database.db, {
      organisationId,
      status: "pending_loa",
      nextApproverId: loa1.user.id,
    });
    const wrongStage = await inject(
      "POST",
      `/api/verification-requests/${inLoa.id}/approve`,
      admin.cookie,
      {},
    );
    expect(wrongStage.statusCode).toBe(409);
    const finance = await signedInStaff(t.app, t.database.db, "finance");
    expect((await inject("GET", "/api/verification-requests", finance.cookie)).statusCode).toBe(403);
    const ok = await inject("POST", `/api/verification-requests/${waiting.id}/approve`, admin.cookie, {
      from: "pending_verification",
    });
    expect(ok.json()).toMatchObject({ status: "pending_loa", nextApproverId: loa1.user.id });
  });
});
