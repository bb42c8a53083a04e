import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.ts";
import { applications, auditEvents } from "../../db/schema/index.ts";
import { applicationStore } from "../../lib/application-workflow.ts";
import type { AppError } from "../../lib/errors.ts";
import { type Actor, applyTransition, systemActor } from "../../lib/workflow.ts";
import { createOrganisation, createUser, type TestUser } from "../../test/factories.ts";
import { createTestDatabase } from "../../test/harness.ts";
import { actorFor, createApplication } from "./test/factory.ts";

let database: DatabaseHandle;
let organisationId: string;
let admin: Actor;
let loa1: TestUser;
let loa2: TestUser;
let applicant: Actor;

beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.db;
  organisationId = (await createOrganisation(db, { tier: "standard" })).id;
  admin = actorFor(await createUser(db, { role: "admin" }), { requestId: "req-1" });
  loa1 = await createUser(db, { role: "loa" });
  loa2 = await createUser(db, { role: "loa" });
  applicant = actorFor(await createUser(db, { role: "standard", organisationId, isPrimary: true }), {
    isPrimary: true,
  });
});
afterAll(() => database?.close());

const auditOf = (id: string) =>
  database.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.subjectType, "application"), eq(auditEvents.subjectId, id)));
const statusOf = async (id: string) =>
  (await database.db.select().from(applications).where(eq(applications.id, id)))[0].status;

/** The error a transition failed with (the test fails when it succeeded). */
async function refusal(promise: Promise<unknown>): Promise<AppError> {
  return promise.then(
    () => {
      throw new Error("the transition was applied");
    },
    (err: AppError) => err,
  );
}

describe("applyTransition", () => {
  it("moves the application and writes its audit row: actor, organisation, before, after and request id", async () => {
    const app = await createApplication(database.db, { organisationId, status: "pending_verification" });
    const { after } = await applyTransition(database.db, {
      store: applicationStore,
      id: app.id,
      action: "approve",
      actor: admin,
      set: { nextApproverId: loa1.id },
    });
    expect(after).toMatchObject({
      status: "pending_loa",
      lastStableStatus: "pending_loa",
      nextApproverId: loa1.id,
    });
    const [row] = await auditOf(app.id);
    expect(row).toMatchObject({
      actorUserId: admin.userId,
      actorRole: "admin",
      actorName: admin.name,
      action: "approve",
      organisationId,
      requestId: "req-1",
      before: { status: "pending_verification", lastStableStatus: null, nextApproverId: null },
      after: { status: "pending_loa", lastStableStatus: "pending_loa", nextApproverId: loa1.id },
    });
  });

  it("keeps neither the status nor the audit row when a side effect fails", async () => {
    const app = await createApplication(database.db, { organisationId, status: "pending_verification" });
    const err = await refusal(
      applyTransition(database.db, {
        store: applicationStore,
        id: app.id,
        action: "reject",
        actor: admin,
        sideEffects: async () => {
          throw new Error("the e-mail could not be queued");
        },
      }),
    );
    expect(err.message).toBe("the e-mail could not be queued");
    expect(await statusOf(app.id)).toBe("pending_verification");
    expect(await auditOf(app.id)).toEqual([]);
  });

  it("answers 409 with the current status when the status does not allow the action", async () => {
    const app = await createApplication(database.db, { organisationId, status: "approved" });
    const err = await refusal(
      applyTransition(database.db, { store: applicationStore, id: app.id, action: "approve", actor: admin }),
    );
    expect(err).toMatchObject({ code: "CONFLICT", details: { status: "approved", action: "approve" } });
    const moved = await refusal(
      applyTransition(database.db, {
        store: applicationStore,
        id: app.id,
        action: "reject",
        actor: admin,
        from: "pending_verification",
      }),
    );
    expect(moved).toMatchObject({ code: "CONFLICT", details: { status: "approved" } });
  });

  it("lets only the next approver act on a pending_loa application, and a free application skips LOA", async () => {
    const app = await createApplication(database.db, {
      organisationId,
      status: "pending_loa",
      nextApproverId: loa1.id,
    });
    const other = await refusal(
      applyTransition(database.db, {
        store: applicationStore,
        id: app.id,
        action: "approve",
        actor: actorFor(loa2),
        facts: { isLastApprover: true },
      }),
    );
    expect(other.code).toBe("FORBIDDEN");
    const { after } = await applyTransition(database.db, {
      store: applicationStore,
      id: app.id,
      action: "approve",
      actor: actorFor(loa1),
      facts: { isLastApprover: false },
      set: { nextApproverId: loa2.id },
    });
    expect(after).toMatchObject({ status: "pending_loa", nextApproverId: loa2.id });

    const free = await createApplication(database.db, {
      organisationId,
      status: "pending_verification",
      amountSen: 0,
    });
    const approved = await applyTransition(database.db, {
      store: applicationStore,
      id: free.id,
      action: "approve",
      actor: admin,
    });
    expect(approved.after.status).toBe("approved");
  });

  it("scopes a customer to their organisation: another organisation's application is not found", async () => {
    const mine = await createApplication(database.db, { organisationId });
    const otherOrganisation = (await createOrganisation(database.db, { tier: "standard" })).id;
    const theirs = await createApplication(database.db, { organisationId: otherOrganisation });
    const missing = await refusal(
      applyTransition(database.db, {
        store: applicationStore,
        id: theirs.id,
        action: "submit",
        actor: applicant,
      }),
    );
    expect(missing.code).toBe("NOT_FOUND");
    const { after } = await applyTransition(database.db, {
      store: applicationStore,
      id: mine.id,
      action: "submit",
      actor: applicant,
    });
    expect(after.status).toBe("pending_verification");
    expect(after.submittedAt).toBeInstanceOf(Date);
    const notApplicant = await refusal(
      applyTransition(database.db, {
        store: applicationStore,
        id: mine.id,
        action: "approve",
        actor: applicant,
      }),
    );
    expect(notApplicant.code).toBe("FORBIDDEN");
  });

  it("records activation failure only as the server, and reset returns to the last stable status", async () => {
    const app = await createApplication(database.db, {
      organisationId,
      status: "pending_finance",
      lastStableStatus: "pending_finance",
    });
    const byHand = await refusal(
      applyTransition(database.db, { store: applicationStore, id: app.id, action: "fail", actor: admin }),
    );
    expect(byHand.code).toBe("FORBIDDEN");
    await applyTransition(database.db, {
      store: applicationStore,
      id: app.id,
      action: "fail",
      actor: systemActor("Subscription activation"),
      audit: { error: "the organisation has no users" },
    });
    expect(await statusOf(app.id)).toBe("failed");
    const { after } = await applyTransition(database.db, {
      store: applicationStore,
      id: app.id,
      action: "reset",
      actor: admin,
    });
    expect(after.status).toBe("pending_finance");
    const trail = await auditOf(app.id);
    expect(trail.map((e) => [e.action, e.actorName])).toEqual(
      expect.arrayContaining([
        ["fail", "Subscription activation"],
        ["reset", admin.name],
      ]),
    );
    expect(trail.find((e) => e.action === "fail")?.after).toEqual({
      status: "failed",
      error: "the organisation has no users",
    });
  });

  it("lets exactly one of two concurrent approvals through; the other gets 409 with the current status", async () => {
    const app = await createApplication(database.db, { organisationId, status: "pending_verification" });
    const approve = () =>
      applyTransition(database.db, {
        store: applicationStore,
        id: app.id,
        action: "approve",
        actor: admin,
        set: { nextApproverId: loa1.id },
      });
    const outcomes = await Promise.allSettled([approve(), approve()]);
    expect(outcomes.filter((o) => o.status === "fulfilled")).toHaveLength(1);
    const [rejected] = outcomes.filter((o) => o.status === "rejected");
    expect((rejected as PromiseRejectedResult).reason).toMatchObject({
      code: "CONFLICT",
      details: { status: "pending_loa" },
    });
    expect((await auditOf(app.id)).filter((e) => e.action === "approve")).toHaveLength(1);
  });
});
