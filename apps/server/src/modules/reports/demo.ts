import type { SubscriptionStatus, Tier } from "@strata/core";
import { eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { organisations, subscriptions, users } from "../../db/schema/index.ts";
import { createOrganisationRecord, createUserAccount } from "../../lib/accounts.ts";

const DAY = 86_400_000;

const NAMES = [
  "Baram Delta Geoscience",
  "Balingian Petroleum Services",
  "Crocker Range Subsurface",
  "Malay Basin Consultants",
  "Penyu Offshore Exploration",
  "Sarawak Shelf Energy",
  "Tinjar Well Services",
  "Luconia Carbonates Research",
  "Sandakan Basin Partners",
  "Rajang Seismic Sdn Bhd",
  "Kutai Strait Resources",
  "Natuna Edge Petroleum",
  "Semantan Geodata",
  "Pahang Rift Studies",
  "Muda Marine Surveys",
  "Dangerous Grounds Exploration",
  "West Luconia Energy",
  "Bintulu Reservoir Labs",
  "Labuan Deepsea Analytics",
  "Johor Strait Geophysics",
  "Tapis Field Services",
  "Kerteh Data Solutions",
  "Sepat Petroleum Holdings",
  "Miri Heritage Geology",
];

const TIER_CYCLE: Tier[] = [
  "standard",
  "premium",
  "basic",
  "graduate",
  "research",
  "premium",
  "standard",
  "vdr",
];
/** Most renew or run; some lapsed or were suspended, as in any year of a real portal. */
const STATUS_CYCLE: SubscriptionStatus[] = ["active", "active", "expired", "active", "suspended", "active"];

/**
 * A year of organisations joining (two a month, the latest last month), each with its subscription
 * and primary user dated when it started, so the subscriptions and users reports and the dashboard
 * show a real year rather than one day of demo accounts. Skipped when already there.
 */
export async function seedReportsDemo(db: Database, now = new Date()) {
  const existing = await db
    .select({ id: organisations.id })
    .from(organisations)
    .where(inArray(organisations.name, NAMES));
  if (existing.length > 0) return;
  for (const [i, name] of NAMES.entries()) {
    const monthsAgo = 12 - Math.floor(i / 2);
    const startsAt = new Date(
      Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsAgo, 3 + ((i * 11) % 24), 9 + (i % 8)),
    );
    const tier = TIER_CYCLE[i % TIER_CYCLE.length];
    // A basic subscription has no end; the others run a year (those older than a year have expired).
    const status: SubscriptionStatus = tier === "basic" ? "active" : STATUS_CYCLE[i % STATUS_CYCLE.length];
    const endsAt = tier === "basic" ? null : new Date(startsAt.getTime() + 365 * DAY);
    const id = await createOrganisationRecord(db, {
      name,
      tier,
      countryCode: "MY",
      registrationNumber: `20${String(1000 + i * 37).padStart(4, "0")}0${i % 10}K`,
      subscriptionStatus: endsAt && endsAt < now ? "expired" : status,
      subscriptionStartsAt: startsAt,
      subscriptionExpiresAt: endsAt,
    });
    await db
      .update(organisations)
      .set({ createdAt: startsAt, updatedAt: startsAt })
      .where(eq(organisations.id, id));
    await db
      .update(subscriptions)
      .set({ createdAt: startsAt, updatedAt: startsAt })
      .where(eq(subscriptions.organisationId, id));
    const person = name.split(" ")[0];
    const userId = await createUserAccount(db, {
      email: `${person.toLowerCase()}.${i}@history.demo.strata.test`,
      name: `${person} Primary`,
      role: tier,
      organisationId: id,
      isPrimary: true,
      // No password: these accounts give the reports their history; nobody signs in with them.
    });
    await db.update(users).set({ createdAt: startsAt, updatedAt: startsAt }).where(eq(users.id, userId));
  }
}
