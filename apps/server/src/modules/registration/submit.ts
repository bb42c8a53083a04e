import { randomUUID } from "node:crypto";
import {
  breakdownOf,
  defineAbilityFor,
  type PlanChoice,
  type RegistrationSubmitted,
  registrationPriceOf,
} from "@strata/core";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import {
  accounts,
  applications,
  organisations,
  registrations,
  subscriptions,
  uploads,
  users,
} from "../../db/schema/index.ts";
import { applicationStore } from "../../lib/application-workflow.ts";
import { conflict } from "../../lib/errors.ts";
import type { Outbox } from "../../lib/outbox.ts";
import { type Actor, applyTransition } from "../../lib/workflow.ts";
import { assertNotSubmitted, type RegistrationRow, type StoredOrganisation, stepMissing } from "./draft.ts";
import { submittedMessage } from "./mail.ts";
import { assertPlanFits } from "./service.ts";

/**
 * Until approval activates the plan, the applicant holds the basic tier on an inactive
 * subscription: they can sign in and follow their application, and nothing of the plan they
 * applied for is theirs yet (docs/decisions.md, "Registration").
 */
const TIER_BEFORE_APPROVAL = "basic";

/** The new primary user acting on their own application (they have no session yet). */
function applicantActor(userId: string, name: string, organisationId: string, requestId: string): Actor {
  return {
    userId,
    role: TIER_BEFORE_APPROVAL,
    name,
    ability: defineAbilityFor({
      id: userId,
      role: TIER_BEFORE_APPROVAL,
      addOnsType: [],
      isPrimary: true,
      isExpired: true,
    }),
    organisationId,
    isPrimary: true,
    isStaff: false,
    automatic: false,
    requestId,
  };
}

/**
 * Submits a complete, verified draft in ONE transaction: the organisation, its inactive
 * subscription with the chosen plan, the applicant as its primary user, the registration
 * application (new → pending_verification through the workflow, audited), the documents moved to
 * the application and the "submitted" e-mail. Anything failing leaves nothing behind.
 */
export async function submitRegistration(
  db: Database,
  deps: { outbox: Outbox; config: { billing: { sstRateBp: number } } },
  draft: RegistrationRow,
  opts: { linkOrigin: string; requestId: string },
): Promise<RegistrationSubmitted> {
  const result = await db.transaction(async (tx) => {
    // The row lock makes a double click wait for the first submit and then see it submitted.
    const [row] = await tx.select().from(registrations).where(eq(registrations.id, draft.id)).for("update");
    assertNotSubmitted(row);
    const organisation = row.organisation as StoredOrganisation | null;
    const plan = row.plan as PlanChoice | null;
    if (!row.email || !row.applicantName || !row.passwordHash)
      throw stepMissing("Enter the applicant first.", "user");
    if (!row.emailVerifiedAt)
      throw stepMissing("Verify your e-mail address with the link we sent first.", "activate");
    if (!organisation) throw stepMissing("Enter the organisation first.", "organization");
    if (!plan) throw stepMissing("Choose a plan first.", "subscription");
    const [documents] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(uploads)
      .where(and(eq(uploads.attachableType, "registration"), eq(uploads.attachableId, row.id)));
    if (documents.n === 0) throw stepMissing("Upload at least one supporting document first.", "documents");
    await assertPlanFits(tx, organisation, plan);
    const [taken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.email})`, row.email));
    // The applicant proved they own the address, so saying it has an account reveals nothing new.
    if (taken)
      throw conflict("This e-mail address already has an account. Sign in instead.", {
        status: "email_taken",
      });

    const organisationId = randomUUID();
    const userId = randomUUID();
    const applicationId = randomUUID();
    const amountSen = registrationPriceOf(plan);
    const price = breakdownOf(amountSen, deps.config.billing.sstRateBp);
    const now = new Date();
    await tx.insert(organisations).values({
      id: organisationId,
      name: organisation.name,
      tier: TIER_BEFORE_APPROVAL,
      kind: organisation.kind,
      countryCode: organisation.countryCode,
      registrationNumber: organisation.registrationNumber,
      address: organisation.address,
      knownCompanyId: organisation.knownCompanyId,
      instituteId: organisation.instituteId,
    });
    await tx.insert(subscriptions).values({
      id: randomUUID(),
      organisationId,
      planType: plan.planType,
      status: "inactive",
    });
    await tx.insert(users).values({
      id: userId,
      name: row.applicantName,
      email: row.email,
      emailVerified: true,
      role: TIER_BEFORE_APPROVAL,
      organisationId,
      isPrimary: true,
      status: "active",
    });
    await tx.insert(accounts).values({
      id: randomUUID(),
      accountId: userId,
      providerId: "credential",
      userId,
      password: row.passwordHash,
    });
    await tx.insert(applications).values({
      id: applicationId,
      organisationId,
      kind: "registration",
      status: "new",
      planType: plan.planType,
      durationValue: plan.duration?.value ?? null,
      durationUnit: plan.duration?.unit ?? null,
      addOnsType: plan.addOnsType,
      amountSen,
      applicantUserId: userId,
      bidRoundId: plan.bidRoundId,
    });
    await tx
      .update(uploads)
      .set({ attachableType: "application", attachableId: applicationId, organisationId, uploadedBy: userId })
      .where(and(eq(uploads.attachableType, "registration"), eq(uploads.attachableId, row.id)));

    // A savepoint inside this transaction: the transition, its audit row and its e-mail commit with the rest.
    const { after } = await applyTransition(tx as unknown as Database, {
      store: applicationStore,
      id: applicationId,
      action: "submit",
      actor: applicantActor(userId, row.applicantName, organisationId, opts.requestId),
      sideEffects: (inner) =>
        deps.outbox.queue(
          inner,
          submittedMessage({
            email: row.email!,
            name: row.applicantName!,
            organisationName: organisation.name,
            planType: plan.planType,
            price,
            linkOrigin: opts.linkOrigin,
          }),
        ),
    });
    await tx
      .update(registrations)
      .set({ applicationId, submittedAt: now, passwordHash: null, updatedAt: now })
      .where(eq(registrations.id, row.id));
    return { applicationId, status: after.status, amount: { currency: "MYR" as const, amountSen }, price };
  });
  return result as RegistrationSubmitted;
}
