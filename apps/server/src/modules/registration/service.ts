import { randomUUID } from "node:crypto";
import {
  PLANS,
  type PlanChoice,
  planMisfit,
  type RegistrationOrganisation,
  type RegistrationUser,
} from "@strata/core";
import { and, desc, eq, gte, isNull, lte, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import {
  bidRounds,
  countries,
  institutes,
  knownCompanies,
  registrations,
  users,
} from "../../db/schema/index.ts";
import { invalidField, tokenInvalid } from "../../lib/errors.ts";
import type { Outbox } from "../../lib/outbox.ts";
import type { Tx } from "../../lib/workflow.ts";
import { signContinuation, verifyContinuation } from "./continuation.ts";
import {
  assertNotSubmitted,
  DRAFT_LIFETIME_MS,
  hashToken,
  newToken,
  type RegistrationRow,
  type StoredOrganisation,
  stepMissing,
} from "./draft.ts";
import {
  alreadyRegisteredMessage,
  continueMessage,
  VERIFICATION_LIFETIME_MS,
  verificationMessage,
} from "./mail.ts";

export async function startRegistration(db: Database) {
  const token = newToken();
  const [row] = await db
    .insert(registrations)
    .values({
      id: randomUUID(),
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + DRAFT_LIFETIME_MS),
    })
    .returning();
  return { id: row.id, token, expiresAt: row.expiresAt.toISOString() };
}

async function emailHasAccount(db: Database | Tx, email: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  return row !== undefined;
}

/**
 * Queues the e-mail that lets the applicant prove the address, in the caller's transaction. An
 * address that already has an account gets a "you already have an account" e-mail instead, and the
 * draft can never be verified: the answer is the same either way, so nobody learns who has one.
 */
async function queueVerification(
  tx: Tx,
  deps: { outbox: Outbox },
  row: RegistrationRow,
  input: { email: string; name: string; linkOrigin: string },
) {
  if (await emailHasAccount(tx, input.email)) {
    await tx
      .update(registrations)
      .set({ verificationTokenHash: null, verificationExpiresAt: null })
      .where(eq(registrations.id, row.id));
    await deps.outbox.queue(tx, alreadyRegisteredMessage(input));
    return;
  }
  const token = newToken();
  await tx
    .update(registrations)
    .set({
      verificationTokenHash: hashToken(token),
      verificationExpiresAt: new Date(Date.now() + VERIFICATION_LIFETIME_MS),
    })
    .where(eq(registrations.id, row.id));
  await deps.outbox.queue(tx, verificationMessage({ ...input, token }));
}

/** Step "user": the applicant; a changed e-mail address must be verified again. */
export async function setApplicant(
  db: Database,
  deps: { outbox: Outbox },
  row: RegistrationRow,
  input: RegistrationUser & { passwordHash: string; linkOrigin: string },
) {
  assertNotSubmitted(row);
  const email = input.email.toLowerCase();
  const sameEmail = row.email === email;
  await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(registrations)
      .set({
        applicantName: input.name,
        email,
        passwordHash: input.passwordHash,
        ...(sameEmail ? {} : { emailVerifiedAt: null }),
        updatedAt: new Date(),
      })
      .where(eq(registrations.id, row.id))
      .returning();
    if (!sameEmail || !updated.emailVerifiedAt) {
      await queueVerification(tx, deps, updated, { email, name: input.name, linkOrigin: input.linkOrigin });
    }
  });
}

/** Sends the verification e-mail again (a new link; the old one stops working). */
export async function resendVerification(
  db: Database,
  deps: { outbox: Outbox },
  row: RegistrationRow,
  linkOrigin: string,
) {
  assertNotSubmitted(row);
  if (!row.email || !row.applicantName) throw stepMissing("Enter the applicant first.", "user");
  if (row.emailVerifiedAt) return;
  await db.transaction((tx) =>
    queueVerification(tx, deps, row, { email: row.email!, name: row.applicantName!, linkOrigin }),
  );
}

/**
 * Consumes an e-mail link: the draft's address is verified, and the device that opened the link gets
 * a continuation token, so the registration goes on wherever the e-mail was read.
 */
export async function verifyEmail(db: Database, secret: string, token: string) {
  const [row] = await db
    .update(registrations)
    .set({ emailVerifiedAt: new Date(), verificationTokenHash: null, verificationExpiresAt: null })
    .where(
      and(
        eq(registrations.verificationTokenHash, hashToken(token)),
        gte(registrations.verificationExpiresAt, new Date()),
        gte(registrations.expiresAt, new Date()),
        isNull(registrations.submittedAt),
      ),
    )
    .returning();
  if (!row?.email) {
    throw tokenInvalid("The token has expired or has already been used.");
  }
  return {
    email: row.email,
    emailVerified: true as const,
    continuationToken: signContinuation(secret, row.id, row.expiresAt),
  };
}

/**
 * "Continue my registration": e-mails a link to the newest draft in progress for the address (not
 * submitted, not expired). Nothing is sent for an address without one, and the answer is the same
 * either way. The link's token is a continuation token of its own, good until the draft expires.
 */
export async function sendContinueLink(
  db: Database,
  deps: { outbox: Outbox },
  input: { email: string; secret: string; linkOrigin: string },
) {
  const [row] = await db
    .select()
    .from(registrations)
    .where(
      and(
        sql`lower(${registrations.email}) = ${input.email.toLowerCase()}`,
        isNull(registrations.submittedAt),
        gte(registrations.expiresAt, new Date()),
      ),
    )
    .orderBy(desc(registrations.createdAt))
    .limit(1);
  if (row?.email && row.applicantName) {
    const token = signContinuation(input.secret, row.id, row.expiresAt);
    await db.transaction((tx) =>
      deps.outbox.queue(
        tx,
        continueMessage({ email: row.email!, name: row.applicantName!, token, linkOrigin: input.linkOrigin }),
      ),
    );
  }
  return { sent: true as const };
}

/**
 * Opens the draft an e-mailed "continue" link names: its address is verified too (the link reached
 * it), and the answer is the continuation token the device keeps.
 */
export async function continueFromLink(db: Database, secret: string, token: string) {
  const draftId = verifyContinuation(secret, token);
  const [row] = draftId
    ? await db
        .update(registrations)
        .set({ emailVerifiedAt: sql`coalesce(${registrations.emailVerifiedAt}, now())` })
        .where(
          and(
            eq(registrations.id, draftId),
            gte(registrations.expiresAt, new Date()),
            isNull(registrations.submittedAt),
          ),
        )
        .returning()
    : [];
  if (!row?.email) {
    throw tokenInvalid("This link has expired or the registration was already submitted.");
  }
  return { email: row.email, emailVerified: true as const, continuationToken: token };
}

/** Step "organization": resolves the picked company or institute and the country. */
export async function setOrganisation(db: Database, row: RegistrationRow, input: RegistrationOrganisation) {
  assertNotSubmitted(row);
  if (!row.email) throw stepMissing("Enter the applicant first.", "user");
  const [country] = await db.select().from(countries).where(eq(countries.code, input.countryCode));
  if (!country) throw invalidField("body.countryCode", "Choose a country from the list");
  let organisation: StoredOrganisation;
  if (input.kind === "company") {
    let name = input.name ?? "";
    if (input.knownCompanyId) {
      const [company] = await db
        .select()
        .from(knownCompanies)
        .where(and(eq(knownCompanies.id, input.knownCompanyId), eq(knownCompanies.active, true)));
      if (!company) throw invalidField("body.knownCompanyId", "Pick a company from the list");
      name = company.name;
    }
    organisation = {
      kind: "company",
      name,
      knownCompanyId: input.knownCompanyId,
      instituteId: null,
      countryCode: input.countryCode,
      registrationNumber: input.registrationNumber,
      address: input.address,
    };
  } else {
    const [institute] = await db
      .select()
      .from(institutes)
      .where(and(eq(institutes.id, input.instituteId), eq(institutes.active, true)));
    if (!institute) throw invalidField("body.instituteId", "Pick an institute from the list");
    organisation = {
      kind: "institute",
      name: institute.name,
      knownCompanyId: null,
      instituteId: institute.id,
      countryCode: input.countryCode,
      registrationNumber: input.registrationNumber,
      address: input.address,
    };
  }
  const [updated] = await db
    .update(registrations)
    .set({ organisation, updatedAt: new Date() })
    .where(eq(registrations.id, row.id))
    .returning();
  return updated;
}

/** Today in UTC as `YYYY-MM-DD`, the bid rounds' date columns' form. */
export const today = () => new Date().toISOString().slice(0, 10);

/** Bid rounds open today (opens_on ≤ today ≤ closes_on). */
export function openBidRounds(db: Database | Tx) {
  return db
    .select()
    .from(bidRounds)
    .where(and(lte(bidRounds.opensOn, today()), gte(bidRounds.closesOn, today())))
    .orderBy(bidRounds.closesOn);
}

/** Why a plan choice does not fit this draft, naming the field; checked at this step and again at submit. */
export async function assertPlanFits(
  db: Database | Tx,
  organisation: StoredOrganisation,
  choice: PlanChoice,
) {
  const plan = PLANS[choice.planType];
  if (!plan.registrable) throw invalidField("body.planType", `The ${plan.label} plan comes with a bid round`);
  const misfit = planMisfit(plan, organisation);
  if (misfit) throw invalidField("body.planType", misfit);
  if (plan.needsBidRound) {
    const open = await openBidRounds(db);
    if (!open.some((round) => round.id === choice.bidRoundId)) {
      throw invalidField("body.bidRoundId", "Choose a bid round that is open now");
    }
  }
}

/** Step "subscription": the plan choice (the price is computed when the draft is presented). */
export async function setPlan(db: Database, row: RegistrationRow, choice: PlanChoice) {
  assertNotSubmitted(row);
  const organisation = row.organisation as StoredOrganisation | null;
  if (!organisation) throw stepMissing("Enter the organisation first.", "organization");
  const plan = PLANS[choice.planType];
  const stored: PlanChoice = { ...choice, bidRoundId: plan.needsBidRound ? choice.bidRoundId : null };
  await assertPlanFits(db, organisation, stored);
  const [updated] = await db
    .update(registrations)
    .set({ plan: stored, updatedAt: new Date() })
    .where(eq(registrations.id, row.id))
    .returning();
  return updated;
}
