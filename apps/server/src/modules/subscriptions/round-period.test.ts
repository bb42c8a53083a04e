import { randomUUID } from "node:crypto";
import { and, asc, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  applications,
  auditEvents,
  bidRounds,
  configurations,
  organisations,
} from "../../db/schema/index.ts";
import { createOrganisation, createUser, signIn } from "../../test/factories.ts";
import { buildTestApp, type TestApp } from "../../test/harness.ts";
import { activateSubscriptionForApplication } from "./activation.ts";
import { runExpiry } from "./expiry.ts";
import { endOfMalaysianDay } from "./round-period.ts";
import { subscriptionOf } from "./test/helpers.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const DAY = 86_400_000;

/** An approved application for a per-round plan: the applicant chose no duration (section 9). */
async function approved(
  organisationId: string,
  planType: "vdr" | "bid-round",
  kind: "registration" | "renewal",
  bidRoundId: string | null = null,
) {
  const [row] = await t.database.db
    .insert(applications)
    .values({
      id: randomUUID(),
      organisationId,
      kind,
      status: "approved",
      planType,
      durationValue: null,
      durationUnit: null,
      bidRoundId,
      amountSen: 3_000_000,
      submittedAt: new Date(),
    })
    .returning();
  return row;
}

const activate = (application: typeof applications.$inferSelect, now: Date) =>
  t.database.db.transaction((tx) => activateSubscriptionForApplication(tx, application, now));

describe("a virtual data room lasts its continuous days (section 9), never a calendar year", () => {
  it("takes the configuration's days, the organisation's own where an MBR admin set them, renews by them and expires", async () => {
    const db = t.database.db;
    await db
      .insert(configurations)
      .values({ key: "vdr.accessDays", value: 45 })
      .onConflictDoUpdate({ target: configurations.key, set: { value: 45 } });
    const org = await createOrganisation(db, { tier: "basic", subscriptionStatus: "active" });
    const now = new Date("2026-11-02T03:00:00Z");
    const { after } = await activate(await approved(org.id, "vdr", "registration"), now);
    expect(after.planType).toBe("vdr");
    expect(after.endsAt?.getTime()).toBe(now.getTime() + 45 * DAY);

    // The organisation's own days (organisations.vdr_settings), then a renewal before the end.
    await db
      .update(organisations)
      .set({ vdrSettings: { enabled: true, accessDays: 60, contactEmail: "room@mpm.test" } })
      .where(eq(organisations.id, org.id));
    const renewedAt = new Date(now.getTime() + 10 * DAY);
    const renewed = await activate(await approved(org.id, "vdr", "renewal"), renewedAt);
    expect(renewed.after.endsAt?.getTime()).toBe(now.getTime() + (45 + 60) * DAY);

    // The hourly expiry job ends it once the days have run out, not a day later.
    const endsAt = renewed.after.endsAt as Date;
    await runExpiry({ db, outbox: t.app.outbox }, new Date(endsAt.getTime() - 60_000));
    expect((await subscriptionOf(db, org.id)).status).toBe("active");
    await runExpiry({ db, outbox: t.app.outbox }, new Date(endsAt.getTime() + 60_000));
    expect((await subscriptionOf(db, org.id)).status).toBe("expired");
  });
});

describe("a bid-round plan lasts its round", () => {
  it("ends when the round it names closes (the end of that day in Malaysia), and a closed round fails the activation", async () => {
    const db = t.database.db;
    const id = randomUUID();
    await db
      .insert(bidRounds)
      .values({ id, name: `Round ${id}`, opensOn: "2026-10-01", closesOn: "2027-03-31" });
    const org = await createOrganisation(db, { tier: "basic", subscriptionStatus: "active" });
    const { after } = await activate(
      await approved(org.id, "bid-round", "registration", id),
      new Date("2026-11-02T03:00:00Z"),
    );
    expect(after.endsAt?.toISOString()).toBe("2027-03-31T15:59:59.999Z");

    const late = await createOrganisation(db, { tier: "basic", subscriptionStatus: "active" });
    await expect(
      activate(await approved(late.id, "bid-round", "registration", id), new Date("2027-04-01T00:00:00Z")),
    ).rejects.toThrow("The bid round has closed.");
  });
});

describe("a bid-round plan approved before its round opens waits unallocated until admin allocates it", () => {
  it("holds it paid without access, then admin's allocation gives access from then on, audited", async () => {
    const db = t.database.db;
    const id = randomUUID();
    const soon = new Date(Date.now() + 10 * DAY).toISOString().slice(0, 10);
    const closes = new Date(Date.now() + 100 * DAY).toISOString().slice(0, 10);
    await db.insert(bidRounds).values({ id, name: `Round ${id}`, opensOn: soon, closesOn: closes });
    const org = await createOrganisation(db, { tier: "basic", subscriptionStatus: "inactive" });
    const application = await approved(org.id, "bid-round", "registration", id);
    const { after: held } = await activate(application, new Date());
    expect(held).toMatchObject({ status: "unallocated", planType: "bid-round" });
    expect(held.startsAt?.toISOString()).toBe(new Date(`${soon}T00:00:00+08:00`).toISOString());
    expect(held.endsAt?.toISOString()).toBe(endOfMalaysianDay(closes).toISOString());
    const user = await createUser(db, { role: "bid-round", organisationId: org.id, isPrimary: true });
    const cookie = await signIn(t.app, user.email, user.password as string);
    // Paid, access not given yet: the user is sent to the subscription page like an expired one.
    const me = await t.app.inject({ method: "GET", url: "/api/users/me", headers: { cookie } });
    expect(me.json().user.isExpired).toBe(true);

    const admin = await createUser(db, { role: "admin" });
    const adminCookie = await signIn(t.app, admin.email, admin.password as string);
    const allocate = () =>
      t.app.inject({
        method: "PUT",
        url: `/api/admin/subscriptions/${held.id}/activate`,
        headers: { cookie: adminCookie },
      });
    const allocated = await allocate();
    expect(allocated.statusCode).toBe(200);
    expect(allocated.json().status).toBe("active");
    const now = await subscriptionOf(db, org.id);
    expect(now.startsAt!.getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(now.startsAt!.getTime()).toBeLessThan(held.startsAt!.getTime());
    // Allocated once: the route now asks to reactivate, which an active subscription cannot.
    expect((await allocate()).statusCode).toBe(409);

    const trail = await db
      .select({ action: auditEvents.action, after: auditEvents.after })
      .from(auditEvents)
      .where(and(eq(auditEvents.subjectType, "subscription"), eq(auditEvents.subjectId, held.id)))
      .orderBy(asc(auditEvents.createdAt));
    expect(trail.map((e) => e.action)).toEqual(["hold", "allocate"]);
    expect(trail[0].after).toMatchObject({ status: "unallocated", applicationId: application.id });
    expect(trail[1].after).toMatchObject({ status: "active" });
  });

  it("activates at once a plan whose round is already open, and an active subscription keeps its status", async () => {
    const db = t.database.db;
    const id = randomUUID();
    const opened = new Date(Date.now() - 2 * DAY).toISOString().slice(0, 10);
    const closes = new Date(Date.now() + 100 * DAY).toISOString().slice(0, 10);
    await db.insert(bidRounds).values({ id, name: `Round ${id}`, opensOn: opened, closesOn: closes });
    const org = await createOrganisation(db, { tier: "basic", subscriptionStatus: "inactive" });
    const { after } = await activate(await approved(org.id, "bid-round", "registration", id), new Date());
    expect(after.status).toBe("active");

    const future = randomUUID();
    await db.insert(bidRounds).values({
      id: future,
      name: `Round ${future}`,
      opensOn: new Date(Date.now() + 10 * DAY).toISOString().slice(0, 10),
      closesOn: new Date(Date.now() + 200 * DAY).toISOString().slice(0, 10),
    });
    const { after: renewed } = await activate(
      await approved(org.id, "bid-round", "renewal", future),
      new Date(),
    );
    expect(renewed.status).toBe("active");
    const [last] = await db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(and(eq(auditEvents.subjectType, "subscription"), eq(auditEvents.subjectId, after.id)))
      .orderBy(desc(auditEvents.createdAt))
      .limit(1);
    expect(last.action).toBe("change");
  });
});
