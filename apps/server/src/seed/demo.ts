import { hashPassword } from "better-auth/crypto";
import { count, eq } from "drizzle-orm";
import { type BillingConfig, loadConfig } from "../config.ts";
import type { Database } from "../db/client.ts";
import { organisations, staticContents, users } from "../db/schema/index.ts";
import { createOrganisationRecord, createUserAccount } from "../lib/accounts.ts";
import {
  DEMO_MEMBERS,
  DEMO_ORGANISATIONS,
  DEMO_PASSWORD,
  DEMO_STAFF,
  demoEmail,
} from "../lib/demo-accounts.ts";
import { seedApplicationDemo, seedDashboardDemo } from "../modules/applications/index.ts";
import { seedCatalogDemo, seedInterestDemo } from "../modules/catalogs/index.ts";
import { seedCreditDemo } from "../modules/credits/index.ts";
import { seedCuratedPackageDemo } from "../modules/curated-packages/index.ts";
import { seedDataPacksDemo } from "../modules/data-packs/index.ts";
import { seedDataPreparationDemo } from "../modules/data-preparation/index.ts";
import { seedDataRequestDemo } from "../modules/data-requests/index.ts";
import {
  seedDataRoomDownloadDemo,
  seedDownloadDemo,
  seedDownloadHistoryDemo,
} from "../modules/downloads/index.ts";
import { seedEInvoiceDemo } from "../modules/e-invoices/index.ts";
import { seedContactEulaDemo } from "../modules/eula/index.ts";
import { seedInvoiceDemo, seedInvoiceHistoryDemo } from "../modules/invoices/index.ts";
import { seedMbrDemo } from "../modules/mbr/index.ts";
import { seedNewsDemo } from "../modules/news/index.ts";
import { seedVdrDemo } from "../modules/organisations/index.ts";
import { seedPaymentDemo } from "../modules/payments/index.ts";
import { seedCountries, seedReferenceDataDemo } from "../modules/reference-data/index.ts";
import { seedReportsDemo } from "../modules/reports/index.ts";
import { seedServiceAccountDemo } from "../modules/service-accounts/index.ts";
import { seedStudyDocumentsDemo } from "../modules/study-documents/index.ts";
import { seedSubscriptionDemo } from "../modules/subscriptions/index.ts";
import { seedTechnicalStudyDemo } from "../modules/technical-studies/index.ts";
import { seedCoreAnalysisDemo } from "./premium/core-analysis.ts";
import { seedProductionDemo } from "./premium/production.ts";
import { DEFAULT_STATIC_CONTENT } from "./static-content.ts";

/** The billing defaults (seller, tax) when a caller has no configuration of its own (tests). */
const DEFAULT_BILLING = loadConfig({ NODE_ENV: "test" }).billing;

const DAY_MS = 24 * 3600 * 1000;
const YEAR_MS = 365 * DAY_MS;

/**
 * Days before the seed that the i-th demo organisation joined: a fortnight to eleven months back,
 * counted in days (not calendar months) so the users report's last twelve months hold them all
 * whatever the month of the seed.
 */
const joinedDaysAgo = (i: number) => 330 - i * 22;

/** Dates an account (and the organisation it opened) to when it joined. */
async function joined(db: Database, at: Date, account: { userId: string; organisationId?: string }) {
  await db.update(users).set({ createdAt: at }).where(eq(users.id, account.userId));
  if (account.organisationId) {
    await db.update(organisations).set({ createdAt: at }).where(eq(organisations.id, account.organisationId));
  }
}

/** Content every installation needs, demo or not (static pages, the ISO country list). Idempotent. */
export async function seedStaticContent(db: Database) {
  await db.insert(staticContents).values(DEFAULT_STATIC_CONTENT).onConflictDoNothing();
  await seedCountries(db);
}

/** Demo organisations and accounts (README lists them). Skips itself when they exist. */
export async function seedDemoData(
  db: Database,
  billing: BillingConfig = DEFAULT_BILLING,
): Promise<{ created: boolean }> {
  const [existing] = await db
    .select({ n: count() })
    .from(users)
    .where(eq(users.email, demoEmail("superadmin")));
  if (existing.n > 0) return { created: false };

  await seedStaticContent(db);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const now = Date.now();

  for (const staff of DEMO_STAFF) {
    await createUserAccount(db, {
      email: demoEmail(staff.role),
      name: staff.name,
      role: staff.role,
      passwordHash,
    });
  }

  // The data room is mid-period: 19 of its organisation's 45 continuous days left (organisations/demo.ts).
  const periodLeftMs = (tier: string) => (tier === "vdr" ? 19 * DAY_MS : YEAR_MS);
  const orgIdByLogin = new Map<string, string>();
  for (const [i, demo] of DEMO_ORGANISATIONS.entries()) {
    const organisationId = await createOrganisationRecord(db, {
      name: demo.organisation,
      tier: demo.tier,
      subscriptionStatus: demo.expired ? "expired" : "active",
      subscriptionExpiresAt: new Date(demo.expired ? now - 30 * DAY_MS : now + periodLeftMs(demo.tier)),
      // The subscription holds the add-ons too: approving a later application re-applies its
      // add-ons to every user, and an add-on missing here would be taken away from them.
      addOns: demo.addOns ?? [],
    });
    orgIdByLogin.set(demo.login, organisationId);
    const userId = await createUserAccount(db, {
      email: demoEmail(demo.login),
      name: demo.person,
      role: demo.tier,
      organisationId,
      addOns: demo.addOns ?? [],
      isPrimary: true,
      passwordHash,
    });
    await joined(db, new Date(now - joinedDaysAgo(i) * DAY_MS), { userId, organisationId });
  }

  for (const member of DEMO_MEMBERS) {
    const primary = DEMO_ORGANISATIONS.find((o) => o.login === member.organisationOf)!;
    const userId = await createUserAccount(db, {
      email: demoEmail(member.login),
      name: member.person,
      role: primary.tier,
      organisationId: orgIdByLogin.get(member.organisationOf),
      status: member.status,
      passwordHash,
    });
    await joined(db, new Date(now - member.joinedDaysAgo * DAY_MS), { userId });
  }
  await seedReferenceDataDemo(db);
  await seedSubscriptionDemo(db);
  await seedVdrDemo(db, now);
  await seedInvoiceHistoryDemo(db, billing);
  await seedApplicationDemo(db, billing);
  await seedCreditDemo(db, billing);
  await seedEInvoiceDemo(db, billing);
  await seedInvoiceDemo(db, billing);
  await seedPaymentDemo(db, billing);
  await seedDashboardDemo(db, billing);
  await seedCatalogDemo(db);
  await seedProductionDemo(db);
  await seedCoreAnalysisDemo(db);
  await seedInterestDemo(db);
  await seedDataPreparationDemo(db);
  await seedDownloadDemo(db);
  await seedDownloadHistoryDemo(db, now);
  await seedDataRoomDownloadDemo(db, now);
  await seedDataRequestDemo(db, now);
  await seedCuratedPackageDemo(db, now);
  await seedMbrDemo(db);
  await seedDataPacksDemo(db);
  await seedServiceAccountDemo(db);
  await seedNewsDemo(db);
  await seedContactEulaDemo(db);
  await seedReportsDemo(db);
  await seedStudyDocumentsDemo(db, now);
  await seedTechnicalStudyDemo(db, now);
  return { created: true };
}
