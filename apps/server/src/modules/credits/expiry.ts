import { formatDate } from "@strata/core";
import { and, asc, eq, isNotNull, lte } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { creditLedger } from "../../db/schema/index.ts";
import type { ModuleDeps } from "../../lib/module-deps.ts";
import type { Tx } from "../../lib/workflow.ts";
import { appendLedgerEntry } from "../billing/index.ts";
import { lockCreditAccount } from "./spend.ts";

/** The job kind of the daily credit expiry run. */
export const CREDIT_EXPIRY_JOB = "credits.expiry";
export const CREDIT_EXPIRY_CRON = "15 0 * * *";

/** An `expire` entry names the grant it closes, so a second run finds nothing left of it. */
export const expiryReference = (grantId: string) => `grant:${grantId}`;

type LedgerRow = typeof creditLedger.$inferSelect;

/**
 * What is left of each grant, by replaying the organisation's ledger oldest first (docs/decisions.md
 * "Credit expiry"): every positive entry is a lot (a grant's lot expires, others do not); a spend or
 * negative adjustment takes from the oldest lots first (FIFO), whether or not they expire; an
 * `expire` entry takes from the grant it names. So an expiry only ever removes credits nobody spent.
 */
export function remainingOfGrants(ledger: readonly LedgerRow[]): Map<string, number> {
  const lots: { id: string; left: number }[] = [];
  const byId = new Map<string, { id: string; left: number }>();
  for (const entry of ledger) {
    if (entry.credits > 0) {
      const lot = { id: entry.id, left: entry.credits };
      lots.push(lot);
      byId.set(entry.id, lot);
      continue;
    }
    let owed = -entry.credits;
    const named =
      entry.kind === "expire" && entry.reference?.startsWith("grant:")
        ? byId.get(entry.reference.slice("grant:".length))
        : undefined;
    if (named) {
      const take = Math.min(named.left, owed);
      named.left -= take;
      owed -= take;
    }
    for (const lot of lots) {
      if (owed === 0) break;
      const take = Math.min(lot.left, owed);
      lot.left -= take;
      owed -= take;
    }
  }
  const grants = new Map<string, number>();
  for (const entry of ledger) {
    if (entry.kind === "grant") grants.set(entry.id, byId.get(entry.id)?.left ?? 0);
  }
  return grants;
}

/** Expires what is left of the organisation's grants past their time, in the caller's transaction. */
export async function expireOrganisationCredits(tx: Tx, organisationId: string, now: Date): Promise<number> {
  const account = await lockCreditAccount(tx, organisationId);
  const ledger = await tx
    .select()
    .from(creditLedger)
    .where(eq(creditLedger.organisationId, organisationId))
    .orderBy(asc(creditLedger.createdAt), asc(creditLedger.id));
  const left = remainingOfGrants(ledger);
  let balance = account.balance;
  let expired = 0;
  for (const grant of ledger) {
    if (grant.kind !== "grant" || !grant.expiresAt || grant.expiresAt > now) continue;
    // Never below zero: a negative adjustment may already have taken more than the lots show.
    const credits = Math.min(left.get(grant.id) ?? 0, balance);
    if (credits <= 0) continue;
    await appendLedgerEntry(tx, {
      organisationId,
      kind: "expire",
      credits: -credits,
      reason: `Credits of ${grant.reason ?? "a grant"} expired on ${formatDate(grant.expiresAt)}`,
      reference: expiryReference(grant.id),
      creditPurchaseId: grant.creditPurchaseId,
    });
    balance -= credits;
    expired += credits;
  }
  return expired;
}

/** One run: every organisation with a grant past its time; each in its own transaction. */
export async function runCreditExpiry(db: Database, now = new Date()): Promise<{ expired: number }> {
  const due = await db
    .selectDistinct({ organisationId: creditLedger.organisationId })
    .from(creditLedger)
    .where(
      and(
        eq(creditLedger.kind, "grant"),
        isNotNull(creditLedger.expiresAt),
        lte(creditLedger.expiresAt, now),
      ),
    );
  let expired = 0;
  for (const { organisationId } of due) {
    expired += await db.transaction((tx) => expireOrganisationCredits(tx, organisationId, now));
  }
  return { expired };
}

type Deps = Pick<ModuleDeps, "db" | "jobs">;

/** Registers the daily job (00:15 UTC) on pg-boss's schedule (one run per day across instances). */
export function registerCreditExpiryJob(deps: Deps) {
  deps.jobs.register<Record<string, never>, { expired: number }>(CREDIT_EXPIRY_JOB, {
    cron: CREDIT_EXPIRY_CRON,
    run: () => runCreditExpiry(deps.db),
  });
}
