import type { CreditAdjustBody } from "@strata/core";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { creditAccounts, subscriptions } from "../../db/schema/index.ts";
import { recordAuditEvent } from "../../lib/audit.ts";
import { notFound } from "../../lib/errors.ts";
import type { Actor } from "../../lib/workflow.ts";
import { appendLedgerEntry } from "../billing/index.ts";
import { toLedgerEntry } from "./present.ts";
import { lockCreditAccount } from "./spend.ts";

/** The organisation a subscription belongs to: its credits are the organisation's. */
export async function organisationOfSubscription(db: Database, subscriptionId: string): Promise<string> {
  const [row] = await db
    .select({ organisationId: subscriptions.organisationId })
    .from(subscriptions)
    .where(eq(subscriptions.id, subscriptionId));
  if (!row) throw notFound("Subscription");
  return row.organisationId;
}

export async function quotaOf(db: Database, organisationId: string) {
  const [row] = await db
    .select({ monthlyQuota: creditAccounts.monthlyQuota })
    .from(creditAccounts)
    .where(eq(creditAccounts.organisationId, organisationId));
  return { monthlyQuota: row?.monthlyQuota ?? null };
}

/** Admin sets (or, with null, lifts) the organisation's monthly quota; audited. */
export async function setQuota(
  db: Database,
  input: { organisationId: string; monthlyQuota: number | null; actor: Actor },
) {
  return db.transaction(async (tx) => {
    const before = await lockCreditAccount(tx, input.organisationId);
    await tx
      .update(creditAccounts)
      .set({ monthlyQuota: input.monthlyQuota, updatedAt: new Date() })
      .where(eq(creditAccounts.organisationId, input.organisationId));
    await recordAuditEvent(tx, {
      actor: input.actor,
      action: "set-quota",
      subjectType: "credit_account",
      subjectId: input.organisationId,
      organisationId: input.organisationId,
      before: { monthlyQuota: before.monthlyQuota },
      after: { monthlyQuota: input.monthlyQuota },
      requestId: input.actor.requestId,
    });
    return { monthlyQuota: input.monthlyQuota };
  });
}

/**
 * A manual adjustment with its reason, audited: positive adds, negative takes. Taking more than the
 * balance is a 409 that says the balance (appendLedgerEntry's conditional update).
 */
export async function adjustCredits(
  db: Database,
  input: { organisationId: string; body: CreditAdjustBody; actor: Actor },
) {
  const { organisationId, body, actor } = input;
  return db.transaction(async (tx) => {
    const entry = await appendLedgerEntry(tx, {
      organisationId,
      kind: "adjust",
      credits: body.credits,
      reason: body.reason,
      actorUserId: actor.userId,
    });
    await recordAuditEvent(tx, {
      actor,
      action: "adjust",
      subjectType: "credit_account",
      subjectId: organisationId,
      organisationId,
      before: { balance: entry.balanceAfter - entry.credits },
      after: { balance: entry.balanceAfter, credits: body.credits, reason: body.reason },
      requestId: actor.requestId,
    });
    return toLedgerEntry({ row: entry, actorName: actor.name });
  });
}
