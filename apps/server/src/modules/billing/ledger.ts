import { randomUUID } from "node:crypto";
import type { CreditLedgerKind } from "@strata/core";
import { and, eq, gte, sql } from "drizzle-orm";
import { creditAccounts, creditLedger } from "../../db/schema/index.ts";
import { type AppError, conflict } from "../../lib/errors.ts";
import type { Tx } from "../../lib/workflow.ts";

export type LedgerRow = typeof creditLedger.$inferSelect;

export interface LedgerEntryInput {
  organisationId: string;
  kind: CreditLedgerKind;
  /** Signed: positive adds, negative takes. Never zero. */
  credits: number;
  reason?: string | null;
  creditPurchaseId?: string | null;
  reference?: string | null;
  expiresAt?: Date | null;
  actorUserId?: string | null;
}

/** 409 with what is left: a spend or a negative adjustment larger than the balance. */
export function insufficientCredits(balance: number, wanted: number): AppError {
  return conflict(`Not enough download credits: ${balance} left, ${wanted} needed.`, {
    balance,
    wanted,
  });
}

/**
 * Appends one entry to the credit ledger and moves the organisation's balance with it, in the
 * caller's transaction. A taking entry is a conditional update (`balance >= n`): of many concurrent
 * spends against a balance, exactly as many succeed as it covers, and the balance never goes below
 * zero (a check constraint backs it). The ledger is append-only; its sum is the balance.
 */
export async function appendLedgerEntry(tx: Tx, input: LedgerEntryInput): Promise<LedgerRow> {
  if (!Number.isSafeInteger(input.credits) || input.credits === 0) {
    throw new RangeError("credits must be a non-zero whole number");
  }
  await tx.insert(creditAccounts).values({ organisationId: input.organisationId }).onConflictDoNothing();
  const taking = input.credits < 0;
  const [account] = await tx
    .update(creditAccounts)
    .set({ balance: sql`${creditAccounts.balance} + ${input.credits}`, updatedAt: new Date() })
    .where(
      and(
        eq(creditAccounts.organisationId, input.organisationId),
        taking ? gte(creditAccounts.balance, -input.credits) : undefined,
      ),
    )
    .returning({ balance: creditAccounts.balance });
  if (!account) {
    const [current] = await tx
      .select({ balance: creditAccounts.balance })
      .from(creditAccounts)
      .where(eq(creditAccounts.organisationId, input.organisationId));
    throw insufficientCredits(current?.balance ?? 0, -input.credits);
  }
  const [entry] = await tx
    .insert(creditLedger)
    .values({
      id: randomUUID(),
      organisationId: input.organisationId,
      kind: input.kind,
      credits: input.credits,
      balanceAfter: account.balance,
      reason: input.reason ?? null,
      creditPurchaseId: input.creditPurchaseId ?? null,
      reference: input.reference ?? null,
      expiresAt: input.expiresAt ?? null,
      actorUserId: input.actorUserId ?? null,
    })
    .returning();
  return entry;
}

/** The organisation's balance (0 before its first entry). */
export async function creditBalanceOf(tx: Pick<Tx, "select">, organisationId: string): Promise<number> {
  const [row] = await tx
    .select({ balance: creditAccounts.balance })
    .from(creditAccounts)
    .where(eq(creditAccounts.organisationId, organisationId));
  return row?.balance ?? 0;
}
