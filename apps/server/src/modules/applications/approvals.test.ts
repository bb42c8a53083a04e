import { readFile } from "node:fs/promises";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { applicationApprovals, applications } from "../../db/schema/index.ts";
import { applicationStore } from "../../lib/application-workflow.ts";
import { applyTransition } from "../../lib/workflow.ts";
import { createOrganisation, createUser, type TestUser } from "../../test/factories.ts";
import { buildTestApp, type TestApp } from "../../test/harness.ts";
import { actorFor, createApplication, setChain, signedInStaff } from "./test/factory.ts";

let t: TestApp;
let admin: { user: TestUser; cookie: string };
let loa1: { user: TestUser; cookie: string };
let loa2: { user: TestUser; cookie: string };
let loa3: { user: TestUser; cookie: string };
let organisationId: string;
let applicant: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  admin = await signedInStaff(t.app, db, "admin");
  loa1 = await signedInStaff(t.app, db, "loa");
  loa2 = await signedInStaff(t.app, db, "loa");
  loa3 = await signedInStaff(t.app, db, "loa");
  organisationId = (await createOrganisation(db, { tier: "standard" })).id;
  applicant = await createUser(db, { role: "standard", organisationId, isPrimary: true });
});
afterAll(() => t.close());
beforeEach(() =>
  setChain(t.database.db, [
    { userId: loa1.user.id, limitSen: 5_000_000 },
    { userId: loa2.user.id, limitSen: 10_000_000 },
    { userId: loa3.user.id, limitSen: 1_000_000_000 },
  ]),
);

const APPS = "/api/admin/subscriptions/applications";
const approve = (id: string, who: { cookie: string }) =>
  t.app.inject({
    method: "POST",
    url: `${APPS}/${id}/approve`,
    headers: { cookie: who.cookie },
    payload: {},
  });
const byApplicant = (
  id: string,
  action: "resubmit" | "submit" | "answer-clarification" | "request-cancellation",
) =>
  applyTransition(t.database.db, {
    store: applicationStore,
    id,
    action,
    actor: actorFor(applicant, { isPrimary: true }),
  });
const rowOf = async (id: string) =>
  (await t.database.db.select().from(applications).where(eq(applications.id, id)))[0];
const approvalsOf = (id: string) =>
  t.database.db
    .select()
    .from(applicationApprovals)
    .where(eq(applicationApprovals.applicationId, id))
    .orderBy(asc(applicationApprovals.approvedAt));
const current = async (id: string) =>
  (await approvalsOf(id)).filter((a) => a.supersededAt === null).map((a) => [a.level, a.approverId]);

describe("application_approvals", () => {
  it("holds each LOA level's approval with its limit and amount, written with the transition", async () => {
    const app = await createApplication(t.database.db, {
      organisationId,
      status: "pending_verification",
      amountSen: 9_000_000,
    });
    expect((await approve(app.id, admin)).statusCode).toBe(200);
    expect(await approvalsOf(app.id)).toEqual([]);
    expect((await approve(app.id, loa1)).json()).toMatchObject({ status: "pending_loa" });
    expect((await approve(app.id, loa2)).json()).toMatchObject({ status: "invoice_issued" });
    expect(await approvalsOf(app.id)).toMatchObject([
      {
        level: 1,
        approverId: loa1.user.id,
        approverName: loa1.user.name,
        limitSen: 5_000_000,
        amountSen: 9_000_000,
        supersededAt: null,
      },
      { level: 2, approverId: loa2.user.id, limitSen: 10_000_000, amountSen: 9_000_000, supersededAt: null },
    ]);
  });

  it("two concurrent approvals by the same approver leave one row", async () => {
    const app = await createApplication(t.database.db, {
      organisationId,
      status: "pending_loa",
      nextApproverId: loa1.user.id,
      amountSen: 9_000_000,
    });
    const answers = await Promise.all([approve(app.id, loa1), approve(app.id, loa1)]);
    // The loser finds the status moved (409) or, still pending_loa, that loa1 no longer acts (403).
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes[0]).toBe(200);
    expect([403, 409]).toContain(codes[1]);
    expect(await current(app.id)).toEqual([[1, loa1.user.id]]);
  });

  it("a clarification and a declined cancellation keep the round; a rejection and resubmission restart it at level 1", async () => {
    const app = await createApplication(t.database.db, {
      organisationId,
      status: "pending_verification",
      amountSen: 60_000_000,
      applicantUserId: applicant.id,
    });
    await approve(app.id, admin);
    await approve(app.id, loa1);
    expect((await rowOf(app.id)).nextApproverId).toBe(loa2.user.id);

    // loa2 asks the applicant; the answer brings it back to loa2, loa1's approval still counts.
    const asked = await t.app.inject({
      method: "POST",
      url: `${APPS}/${app.id}/request-clarification`,
      headers: { cookie: loa2.cookie },
      payload: { message: "Which blocks?" },
    });
    expect(asked.statusCode).toBe(200);
    await byApplicant(app.id, "answer-clarification");
    expect((await rowOf(app.id)).nextApproverId).toBe(loa2.user.id);

    // A cancellation request that staff decline returns it to pending_loa with the round as it was.
    await byApplicant(app.id, "request-cancellation");
    const reset = await t.app.inject({
      method: "POST",
      url: `${APPS}/${app.id}/reset`,
      headers: { cookie: admin.cookie },
      payload: {},
    });
    expect(reset.json()).toMatchObject({ status: "pending_loa", nextApproverId: loa2.user.id });
    expect((await approve(app.id, loa2)).json()).toMatchObject({
      status: "pending_loa",
      nextApproverId: loa3.user.id,
    });
    expect(await current(app.id)).toEqual([
      [1, loa1.user.id],
      [2, loa2.user.id],
    ]);

    const rejected = await t.app.inject({
      method: "POST",
      url: `${APPS}/${app.id}/reject`,
      headers: { cookie: loa3.cookie },
      payload: { reason: "Not this year." },
    });
    expect(rejected.json()).toMatchObject({ status: "rejected" });
    // Rejected, the approvals stay as they were until the application is verified again.
    expect(await current(app.id)).toEqual([
      [1, loa1.user.id],
      [2, loa2.user.id],
    ]);
    await byApplicant(app.id, "resubmit");
    await byApplicant(app.id, "submit");
    expect((await approve(app.id, admin)).json()).toMatchObject({
      status: "pending_loa",
      nextApproverId: loa1.user.id,
    });
    expect(await current(app.id)).toEqual([]);
    // loa1 approves again in the new round and the chain goes on to loa2, not past them.
    expect((await approve(app.id, loa1)).json()).toMatchObject({ nextApproverId: loa2.user.id });
    const all = await approvalsOf(app.id);
    expect(all.map((a) => [a.level, a.approverId, a.supersededAt === null])).toEqual([
      [1, loa1.user.id, false],
      [2, loa2.user.id, false],
      [1, loa1.user.id, true],
    ]);
  });

  it("migration 0034 rebuilds the same rows from the audit trail of an existing database", async () => {
    const db = t.database.db;
    const app = await createApplication(db, {
      organisationId,
      status: "pending_verification",
      amountSen: 60_000_000,
    });
    await approve(app.id, admin);
    await approve(app.id, loa1);
    await t.app.inject({
      method: "POST",
      url: `${APPS}/${app.id}/reject`,
      headers: { cookie: loa2.cookie },
      payload: { reason: "Not this year." },
    });
    await applyTransition(db, {
      store: applicationStore,
      id: app.id,
      action: "resubmit",
      actor: actorFor(applicant, { isPrimary: true }),
    });
    await applyTransition(db, {
      store: applicationStore,
      id: app.id,
      action: "submit",
      actor: actorFor(applicant, { isPrimary: true }),
    });
    await approve(app.id, admin);
    await approve(app.id, loa1);
    await approve(app.id, loa2);
    const shape = async () =>
      (await approvalsOf(app.id)).map((a) => ({
        approverId: a.approverId,
        approverName: a.approverName,
        level: a.level,
        amountSen: a.amountSen,
        superseded: a.supersededAt !== null,
      }));
    const written = await shape();
    expect(written).toHaveLength(3);

    // An existing database had only the audit rows: drop the table's rows and run the backfill.
    const migration = await readFile(
      new URL("../../db/migrations/0034_approvals-table.sql", import.meta.url),
      "utf8",
    );
    const backfill = migration.split("--> statement-breakpoint").find((s) => s.includes("INSERT INTO"));
    expect(backfill).toBeDefined();
    await db.delete(applicationApprovals);
    await db.execute(backfill as string);
    expect(await shape()).toEqual(written);
    // The next approver follows from the backfilled round as it did from the written one.
    expect(
      (await approvalsOf(app.id))
        .filter((a) => !a.supersededAt)
        .map((a) => a.approverId)
        .sort(),
    ).toEqual([loa1.user.id, loa2.user.id].sort());
  });
});
