import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applications, bidRounds, configurations, organisations } from "../../db/schema/index.ts";
import { createOrganisation } from "../../test/factories.ts";
import { buildTestApp, type TestApp } from "../../test/harness.ts";
import { activateSubscriptionForApplication } from "./activation.ts";
import { runExpiry } from "./expiry.ts";
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
