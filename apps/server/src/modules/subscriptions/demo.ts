import { and, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { organisations, subscriptions, users } from "../../db/schema/index.ts";
import { createOrganisationRecord, createUserAccount } from "../../lib/accounts.ts";
import { DEMO_PASSWORD, demoEmail } from "../../lib/demo-accounts.ts";

const DAY_MS = 86_400_000;

/**
 * Demo data of the subscriptions module (runs after the demo accounts exist; see seed/demo.ts):
 * an invited member beside the standard organisation's active and suspended ones, a subscription
 * ending within a week (its 7-day reminder due at the next expiry run) and a suspended one. The
 * expired one is the demo account expired-basic.
 */
export async function seedSubscriptionDemo(db: Database): Promise<void> {
  // Rows seeded before the workflow: the status they rest in is where reactivation returns them.
  await db
    .update(subscriptions)
    .set({ lastStableStatus: sql`${subscriptions.status}` })
    .where(isNull(subscriptions.lastStableStatus));

  const [standard] = await db
    .select({ id: organisations.id })
    .from(organisations)
    .innerJoin(users, eq(users.organisationId, organisations.id))
    .where(and(eq(users.email, demoEmail("standard")), eq(users.isPrimary, true)));
  if (standard) {
    await createUserAccount(db, {
      email: demoEmail("invited"),
      name: "Nurul Huda",
      role: "standard",
      organisationId: standard.id,
      status: "invited",
    });
  }

  const now = Date.now();
  const expiring = await createOrganisationRecord(db, {
    name: "Semporna Seismic Sdn Bhd",
    tier: "premium",
    subscriptionStartsAt: new Date(now - 360 * DAY_MS),
    subscriptionExpiresAt: new Date(now + 5 * DAY_MS),
  });
  await createUserAccount(db, {
    email: demoEmail("expiring"),
    name: "Daniel Wong",
    role: "premium",
    organisationId: expiring,
    isPrimary: true,
    password: DEMO_PASSWORD,
  });

  const suspended = await createOrganisationRecord(db, {
    name: "Labuan Offshore Holdings",
    tier: "standard",
    subscriptionStatus: "suspended",
    subscriptionExpiresAt: new Date(now + 200 * DAY_MS),
  });
  await db
    .update(subscriptions)
    .set({ lastStableStatus: "active", alias: "On hold: overdue documents" })
    .where(eq(subscriptions.organisationId, suspended));
  await createUserAccount(db, {
    email: demoEmail("suspended-org"),
    name: "Farah Ismail",
    role: "standard",
    organisationId: suspended,
    isPrimary: true,
    password: DEMO_PASSWORD,
  });
}
