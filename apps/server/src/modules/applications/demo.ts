import { randomUUID } from "node:crypto";
import { priceOf } from "@strata/core";
import { hashPassword } from "better-auth/crypto";
import { eq, sql } from "drizzle-orm";
import type { BillingConfig } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import {
  applicationApprovals,
  applications,
  auditEvents,
  loaApprovers,
  users,
} from "../../db/schema/index.ts";
import { createOrganisationRecord, createUserAccount } from "../../lib/accounts.ts";
import { applicationStore } from "../../lib/application-workflow.ts";
import { DEMO_PASSWORD, demoEmail } from "../../lib/demo-accounts.ts";
import { demoActor } from "../../lib/demo-actor.ts";
import { type Actor, applyTransition, systemActor } from "../../lib/workflow.ts";
import { issueApplicationInvoice } from "../billing/index.ts";
import { activateSubscriptionForApplication } from "../subscriptions/index.ts";
import { loadChain, planApproval } from "./chain.ts";
import { DEMO_APPLICATIONS, type Step } from "./demo-applications.ts";
import { DEMO_APPLICANTS, DEMO_LOA_CHAIN } from "./demo-people.ts";

/** Ages the application's history by a day, so each later step reads as happening after it. */
async function ageHistory(db: Database, id: string) {
  await db.execute(
    sql`update ${auditEvents} set created_at = created_at - interval '1 day 3 hours' where subject_id = ${id}`,
  );
  await db.execute(
    sql`update ${applicationApprovals} set approved_at = approved_at - interval '1 day 3 hours', superseded_at = superseded_at - interval '1 day 3 hours' where application_id = ${id}`,
  );
  await db.execute(
    sql`update ${applications} set submitted_at = submitted_at - interval '1 day 3 hours' where id = ${id} and submitted_at is not null`,
  );
}

/** One step through applyTransition, with the same approval facts and next approver as the service. */
async function take(
  db: Database,
  billing: BillingConfig,
  id: string,
  [action, who, extra]: Step,
  actors: Map<string, Actor>,
) {
  const actor = who === "system" ? systemActor("Subscription activation") : (actors.get(who) as Actor);
  const [row] = await db.select().from(applications).where(eq(applications.id, id));
  const chain = await loadChain(db);
  const plan =
    action === "approve"
      ? await planApproval(db, chain, row, actor)
      : { set: {}, facts: {}, audit: {}, record: async () => {} };
  const { set, facts, record } = plan;
  const audit = { ...extra, ...plan.audit };
  await applyTransition(db, {
    store: applicationStore,
    id,
    action,
    actor,
    facts,
    set,
    audit,
    sideEffects: async (tx, { before, after }) => {
      await record(tx);
      if (after.status === "approved") await activateSubscriptionForApplication(tx, after);
      if (after.status === "invoice_issued" && before.status !== "invoice_issued") {
        await issueApplicationInvoice(tx, billing, after, actor);
      }
    },
  });
}

/** Demo data of the applications module (runs after the demo accounts exist; see seed/demo.ts). */
export async function seedApplicationDemo(db: Database, billing: BillingConfig): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const approver of DEMO_LOA_CHAIN.slice(1)) {
    await createUserAccount(db, {
      email: demoEmail(approver.login),
      name: approver.name,
      role: "loa",
      passwordHash,
    });
  }
  for (const [index, approver] of DEMO_LOA_CHAIN.entries()) {
    const [user] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, demoEmail(approver.login)));
    await db.insert(loaApprovers).values({ userId: user.id, level: index + 1, limitSen: approver.limitSen });
  }
  for (const applicant of DEMO_APPLICANTS) {
    const organisationId = await createOrganisationRecord(db, {
      name: applicant.organisation,
      tier: "basic",
      kind: applicant.kind,
      countryCode: null,
      registrationNumber: applicant.registrationNumber,
      address: applicant.address,
      subscriptionStatus: "inactive",
    });
    await createUserAccount(db, {
      email: demoEmail(applicant.login),
      name: applicant.person,
      role: "basic",
      organisationId,
      isPrimary: true,
      passwordHash,
    });
  }

  const logins = new Set(DEMO_APPLICATIONS.flatMap((a) => [a.applicant, ...a.steps.map((s) => s[1])]));
  const actors = new Map<string, Actor>();
  for (const login of logins)
    if (login !== "system") actors.set(login, await demoActor(db, demoEmail(login)));

  for (const demo of DEMO_APPLICATIONS) {
    const applicant = actors.get(demo.applicant) as Actor;
    const duration = demo.years ? { value: demo.years, unit: "years" as const } : null;
    const id = randomUUID();
    await db.insert(applications).values({
      id,
      organisationId: applicant.organisationId as string,
      applicantUserId: applicant.userId,
      kind: demo.kind,
      status: "new",
      planType: demo.planType,
      durationValue: duration?.value ?? null,
      durationUnit: duration?.unit ?? null,
      addOnsType: demo.addOns ?? [],
      amountSen: demo.amountSen ?? priceOf({ planType: demo.planType, duration, addOns: demo.addOns ?? [] }),
      createdAt: new Date(Date.now() - (demo.steps.length + 1) * 27 * 3600 * 1000),
    });
    for (const step of demo.steps) {
      await ageHistory(db, id);
      await take(db, billing, id, step, actors);
    }
  }
}
