import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openPostgres } from "../../db/client.ts";
import { applicationStore } from "../../lib/application-workflow.ts";
import { type Actor, applyTransition } from "../../lib/workflow.ts";
import { createOrganisation, createUser, type TestUser } from "../../test/factories.ts";
import { createTestDatabase } from "../../test/harness.ts";
import { actorFor, createApplication } from "./test/factory.ts";

/**
 * Two requests on two connections, interleaved on purpose: the second reads the application before
 * the first commits and then waits on its row lock. Needs a PostgreSQL server (TEST_DATABASE_URL);
 * the embedded engine runs one transaction at a time, which workflow.test.ts covers.
 */
let database: DatabaseHandle;
let second: DatabaseHandle;
let organisationId: string;
let admin: Actor;
let loa1: TestUser;
let loa2: TestUser;

beforeAll(async () => {
  database = await createTestDatabase();
  const { rows } = await database.db.execute<{ name: string }>(sql`select current_database() as name`);
  const url = new URL(process.env.TEST_DATABASE_URL as string);
  url.pathname = `/${rows[0].name}`;
  second = await openPostgres(url.toString());
  organisationId = (await createOrganisation(database.db, { tier: "premium" })).id;
  admin = actorFor(await createUser(database.db, { role: "admin" }));
  loa1 = await createUser(database.db, { role: "loa" });
  loa2 = await createUser(database.db, { role: "loa" });
});
afterAll(async () => {
  await second?.close();
  await database?.close();
});

/** Resolves once some statement of this database waits for a lock (the second request's update). */
async function someoneWaitsForALock() {
  for (;;) {
    const { rows } = await database.db.execute<{ waiting: number }>(
      sql`select count(*)::int as waiting from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
    );
    if (rows[0].waiting > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Runs `first` on one connection and, while it is still open, `then` on the other. */
async function race<T>(first: (hold: () => Promise<void>) => Promise<T>, then: () => Promise<T>) {
  let inside!: () => void;
  const entered = new Promise<void>((resolve) => {
    inside = resolve;
  });
  const a = first(async () => {
    inside();
    await someoneWaitsForALock();
  });
  await entered;
  const b = then();
  return Promise.allSettled([a, b]);
}

describe("applyTransition under concurrency on a PostgreSQL server", () => {
  it("two admins approving one application at once: one succeeds, the other gets 409 with the current status", async () => {
    const app = await createApplication(database.db, { organisationId, status: "pending_verification" });
    const approve = (db: DatabaseHandle, sideEffects?: () => Promise<void>) =>
      applyTransition(db.db, {
        store: applicationStore,
        id: app.id,
        action: "approve",
        actor: admin,
        set: { nextApproverId: loa1.id },
        ...(sideEffects ? { sideEffects } : {}),
      });
    const [a, b] = await race(
      (hold) => approve(database, hold),
      () => approve(second),
    );
    expect(a.status).toBe("fulfilled");
    expect(b.status).toBe("rejected");
    expect((b as PromiseRejectedResult).reason).toMatchObject({
      code: "CONFLICT",
      details: { status: "pending_loa", action: "approve" },
    });
  });

  it("one LOA approving twice at once advances the chain once: the guard is part of the conditional update", async () => {
    const app = await createApplication(database.db, {
      organisationId,
      status: "pending_loa",
      nextApproverId: loa1.id,
    });
    const approve = (db: DatabaseHandle, sideEffects?: () => Promise<void>) =>
      applyTransition(db.db, {
        store: applicationStore,
        id: app.id,
        action: "approve",
        actor: actorFor(loa1),
        facts: { isLastApprover: false },
        set: { nextApproverId: loa2.id },
        ...(sideEffects ? { sideEffects } : {}),
      });
    const [a, b] = await race(
      (hold) => approve(database, hold),
      () => approve(second),
    );
    expect(a.status).toBe("fulfilled");
    expect((b as PromiseRejectedResult).reason).toMatchObject({
      code: "CONFLICT",
      details: { status: "pending_loa" },
    });
    const { rows } = await database.db.execute<{ approvals: number }>(
      sql`select count(*)::int as approvals from audit_events where subject_id = ${app.id} and action = 'approve'`,
    );
    expect(rows[0].approvals).toBe(1);
  });
});
