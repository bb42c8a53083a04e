import { formatDate } from "@strata/core";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { subscriptions } from "../../../db/schema/index.ts";
import { buildTestApp, type TestApp } from "../../../test/harness.ts";
import { mailArrives } from "../../../test/mailbox.ts";
import { EXPIRY_JOB, runExpiry } from "../expiry.ts";
import { customerOrganisation, subscriptionOf } from "./helpers.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const DAY = 86_400_000;
const deps = () => ({ db: t.database.db, outbox: t.app.outbox, jobs: t.app.jobs });

describe("the expiry job", () => {
  it("expires a subscription past its end once, however often it runs", async () => {
    const org = await customerOrganisation(t, { endsAt: new Date(Date.now() - DAY) });
    const first = await runExpiry(deps());
    expect(first.expired).toBeGreaterThanOrEqual(1);
    expect((await subscriptionOf(t.database.db, org.organisation.id)).status).toBe("expired");
    const second = await runExpiry(deps());
    expect(second.expired).toBe(0);
    // The user is now expired: sent to the subscription page.
    const me = await t.app.inject({
      method: "GET",
      url: "/api/users/me",
      headers: { cookie: org.memberCookie },
    });
    expect(me.json().user.isExpired).toBe(true);
  });

  it("after downtime sends only the most urgent reminder due, and never twice", async () => {
    const now = new Date();
    const org = await customerOrganisation(t, { endsAt: new Date(now.getTime() + 5 * DAY + 3600_000) });
    await runExpiry(deps(), now);
    expect((await subscriptionOf(t.database.db, org.organisation.id)).lastReminderDays).toBe(7);
    // The reminder gives the end date as every screen does (27 Nov 2026), in Malaysian time.
    const endsOn = formatDate(org.subscription.endsAt);
    expect(endsOn).toMatch(/^\d{1,2} [A-Z][a-z]{2} \d{4}$/);
    expect(await mailArrives(t.app, t.config.dataDir, org.primary.email, `ends on ${endsOn}.`)).toBe(true);
    const again = await runExpiry(deps(), now);
    const row = await subscriptionOf(t.database.db, org.organisation.id);
    expect(row.lastReminderDays).toBe(7);
    expect(again.reminded).toBe(0);
    // Four days later the 1-day reminder is due.
    await runExpiry(deps(), new Date(now.getTime() + 4.5 * DAY));
    expect((await subscriptionOf(t.database.db, org.organisation.id)).lastReminderDays).toBe(1);
  });

  it("applies a pending downgrade at the end of the period instead of expiring it", async () => {
    const org = await customerOrganisation(t, { tier: "premium", endsAt: new Date(Date.now() - 3600_000) });
    await t.database.db
      .update(subscriptions)
      .set({ pendingPlanType: "standard" })
      .where(eq(subscriptions.id, org.subscription.id));
    const result = await runExpiry(deps());
    expect(result.downgraded).toBe(1);
    const row = await subscriptionOf(t.database.db, org.organisation.id);
    expect(row).toMatchObject({ status: "active", planType: "standard", pendingPlanType: null });
  });

  it("runs hourly on the job queue's schedule (one run per tick across instances)", async () => {
    expect(await t.app.jobs.schedules()).toContainEqual({ kind: EXPIRY_JOB, cron: "10 * * * *" });
  });
});
