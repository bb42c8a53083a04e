import { and, eq, gte, sql } from "drizzle-orm";
import { creditAccounts, creditLedger } from "../../db/schema/index.ts";
import { conflict } from "../../lib/errors.ts";
import { monthStart } from "../../lib/month-start.ts";
import type { Tx } from "../../lib/workflow.ts";
import { appendLedgerEntry, type LedgerRow } from "../billing/index.ts";

/**
 * Locks the organisation's credit account row (creating it first), so everything that reads the
 * ledger to decide (the quota, expiry's remainders) and then writes to it runs one at a time per
 * organisation, in the caller's transaction.
 */
export async function lockCreditAccount(tx: Tx, organisationId: string) {
  await tx.insert(creditAccounts).values({ organisationId }).onConflictDoNothing();
  const [account] = await tx
    .select()
    .from(creditAccounts)
    .where(eq(creditAccounts.organisationId, organisationId))
    .for("update");
  return account;
}

/** Credits spent (net of nothing: refunds are separate entries) in the month `now` falls in. */
export async function spentInMonth(tx: Pick<Tx, "select">, organisationId: string, now = new Date()) {
  const [row] = await tx
    .select({ spent: sql<string | number | null>`coalesce(-sum(${creditLedger.credits}), 0)` })
    .from(creditLedger)
    .where(
      and(
        eq(creditLedger.organisationId, organisationId),
        eq(creditLedger.kind, "spend"),
        // Quotas count per calendar month (UTC).
        gte(creditLedger.createdAt, monthStart(now)),
      ),
    );
  return Number(row?.spent ?? 0);
}

export interface SpendInput {
  organisationId: string;
  credits: number;
  /** What the credits paid for (a download package), shown in the ledger. */
  reference: string;
  actorUserId: string | null;
}

/**
 * Spends credits in the caller's transaction (the downloads issue calls it with its package):
 * 409 when the month's quota would be exceeded (naming it) or the balance does not cover it.
 * The account row is locked first, so concurrent spends queue and neither the quota nor the
 * balance can be overrun by a race; `appendLedgerEntry`'s conditional update backs the balance.
 */
export async function spendCredits(tx: Tx, input: SpendInput, now = new Date()): Promise<LedgerRow> {
  if (!Number.isSafeInteger(input.credits) || input.credits <= 0) {
    throw new RangeError("credits must be a whole number ≥ 1");
  }
  const account = await lockCreditAccount(tx, input.organisationId);
  if (account.monthlyQuota !== null) {
    const spent = await spentInMonth(tx, input.organisationId, now);
    if (spent + input.credits > account.monthlyQuota) {
      const left = Math.max(account.monthlyQuota - spent, 0);
      throw conflict(
        `This would exceed your monthly download credit quota of ${account.monthlyQuota}: ${spent} spent this month, ${left} left.`,
        { monthlyQuota: account.monthlyQuota, spentThisMonth: spent, wanted: input.credits },
      );
    }
  }
  return appendLedgerEntry(tx, {
    organisationId: input.organisationId,
    kind: "spend",
    credits: -input.credits,
    reference: input.reference,
    actorUserId: input.actorUserId,
  });
}
