import { APPLICATION_STATUSES } from "@strata/core";
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.ts";
import {
  applicationApprovals,
  applications,
  loaApprovers,
  subscriptions,
  users,
} from "../../db/schema/index.ts";
import { demoEmail } from "../../lib/demo-accounts.ts";
import { createDemoDatabase } from "../../test/demo-database.ts";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createDemoDatabase();
}, 120_000);
afterAll(() => database?.close());

describe("the applications demo", () => {
  it("has applications in every one of the 16 statuses, across several kinds", async () => {
    const rows = await database.db.select().from(applications);
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(APPLICATION_STATUSES));
    expect(new Set(rows.map((r) => r.kind)).size).toBeGreaterThanOrEqual(4);
  });

  it("has a three-level LOA chain with loa@ first, the next approver of exactly two applications", async () => {
    const chain = await database.db
      .select({ email: users.email, level: loaApprovers.level })
      .from(loaApprovers)
      .innerJoin(users, eq(users.id, loaApprovers.userId))
      .orderBy(loaApprovers.level);
    expect(chain.map((c) => c.email)).toEqual([demoEmail("loa"), demoEmail("loa2"), demoEmail("loa3")]);
    const [farid] = await database.db
      .select()
      .from(users)
      .where(eq(users.email, demoEmail("loa")));
    const waiting = await database.db
      .select()
      .from(applications)
      .where(eq(applications.nextApproverId, farid.id));
    expect(waiting).toHaveLength(2);
  });

  it("records its LOA approvals as rows: whoever waits at level 2 or 3 was approved by every level before", async () => {
    const chain = await database.db.select().from(loaApprovers).orderBy(loaApprovers.level);
    const waiting = await database.db
      .select()
      .from(applications)
      .where(inArray(applications.status, ["pending_loa", "pending_loa_clarification"]));
    const laterLevels = waiting.filter((a) => a.nextApproverId && a.nextApproverId !== chain[0].userId);
    expect(laterLevels.length).toBeGreaterThan(0);
    for (const application of laterLevels) {
      const level = chain.find((c) => c.userId === application.nextApproverId)?.level as number;
      const rows = await database.db
        .select()
        .from(applicationApprovals)
        .where(eq(applicationApprovals.applicationId, application.id))
        .orderBy(applicationApprovals.level);
      expect(rows.map((r) => [r.level, r.approverId, r.supersededAt])).toEqual(
        chain.slice(0, level - 1).map((c) => [c.level, c.userId, null]),
      );
    }
  });

  it("activated the approved free registration's subscription", async () => {
    const [approved] = await database.db
      .select()
      .from(applications)
      // The free one: the invoices' demo adds paid approved registrations behind it.
      .where(
        and(
          eq(applications.status, "approved"),
          eq(applications.amountSen, 0),
          eq(applications.kind, "registration"),
        ),
      );
    const [sub] = await database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.organisationId, approved.organisationId));
    expect(sub).toMatchObject({ status: "active", planType: "graduate" });
  });
});
