import type { AddOn, SubscriptionStatus, Tier, VdrSettingsInput } from "@strata/core";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { organisations, subscriptions, users } from "../../db/schema/index.ts";
import { createOrganisationRecord, createUserAccount } from "../../lib/accounts.ts";
import { DEMO_DOMAIN, demoEmail } from "../../lib/demo-accounts.ts";

const DAY = 86_400_000;

interface DemoDataRoom {
  name: string;
  tier: Tier;
  addOns?: AddOn[];
  status: SubscriptionStatus;
  /** The subscription's days relative to the seed: negative is before it. */
  startsIn: number;
  endsIn: number;
  /** Saved by the MBR admin; none: the configuration's defaults, turned off. */
  settings?: VdrSettingsInput;
  person: string;
  login: string;
}

const DESK = `vdr-desk@${DEMO_DOMAIN}`;

/**
 * Data rooms of the past year beside the `vdr` demo account's (reference-data demo): two rounds
 * over, one running on the VDR add-on and one ending soon, so the VDR report has a year's shape.
 * Days count from the seed, so every one falls in the last twelve months whatever its month.
 */
const DATA_ROOMS: DemoDataRoom[] = [
  {
    name: "Miri Upstream Ventures Sdn Bhd",
    tier: "vdr",
    status: "expired",
    startsIn: -300,
    endsIn: -255,
    settings: { enabled: true, accessDays: 45, contactEmail: DESK },
    person: "Hannah Lim",
    login: "vdr-miri",
  },
  {
    name: "Kerteh Petroleum Partners",
    tier: "vdr",
    status: "expired",
    startsIn: -200,
    endsIn: -170,
    person: "Rizal Othman",
    login: "vdr-kerteh",
  },
  {
    name: "Bintulu Gas Exploration Bhd",
    tier: "standard",
    addOns: ["vdr"],
    status: "active",
    startsIn: -95,
    endsIn: 270,
    settings: { enabled: true, accessDays: 60, contactEmail: DESK },
    person: "Jessica Ngu",
    login: "vdr-bintulu",
  },
  {
    name: "Dungun Offshore Capital Sdn Bhd",
    tier: "vdr",
    status: "active",
    startsIn: -20,
    endsIn: 25,
    settings: { enabled: true, accessDays: 45, contactEmail: DESK },
    person: "Syafiq Rahim",
    login: "vdr-dungun",
  },
];

/** The demo's past and running data rooms, each organisation with its primary user (no password). */
export async function seedVdrDemo(db: Database, now = Date.now()) {
  for (const room of DATA_ROOMS) {
    const startsAt = new Date(now + room.startsIn * DAY);
    const organisationId = await createOrganisationRecord(db, {
      name: room.name,
      tier: room.tier,
      countryCode: "MY",
      subscriptionStatus: room.status,
      subscriptionStartsAt: startsAt,
      subscriptionExpiresAt: new Date(now + room.endsIn * DAY),
      addOns: room.addOns ?? [],
    });
    await db
      .update(organisations)
      .set({ createdAt: startsAt, vdrSettings: room.settings ?? null })
      .where(eq(organisations.id, organisationId));
    await db
      .update(subscriptions)
      .set({ lastStableStatus: room.status, createdAt: startsAt })
      .where(eq(subscriptions.organisationId, organisationId));
    const userId = await createUserAccount(db, {
      email: demoEmail(room.login),
      name: room.person,
      role: room.tier,
      organisationId,
      addOns: room.addOns ?? [],
      isPrimary: true,
    });
    await db.update(users).set({ createdAt: startsAt }).where(eq(users.id, userId));
  }
}
