import type { CreditBalance, CreditStats, CreditsResponse } from "@strata/core";
import { CREDIT_LEDGER_KINDS, type CreditLedgerKind } from "@strata/core";
import { and, count, desc, eq, gte, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { creditAccounts, creditLedger } from "../../db/schema/index.ts";
import { monthStart } from "../../lib/month-start.ts";
import { selectLedger, toLedgerEntry } from "./present.ts";
import { spentInMonth } from "./spend.ts";

/** The balance, the monthly quota and what was spent this month. */
export async function creditBalance(
  db: Database,
  organisationId: string,
  now = new Date(),
): Promise<CreditBalance> {
  const [account] = await db
    .select({ balance: creditAccounts.balance, monthlyQuota: creditAccounts.monthlyQuota })
    .from(creditAccounts)
    .where(eq(creditAccounts.organisationId, organisationId));
  return {
    balance: account?.balance ?? 0,
    monthlyQuota: account?.monthlyQuota ?? null,
    spentThisMonth: await spentInMonth(db, organisationId, now),
  };
}

/** The balance with a page of the ledger, newest first. */
export async function creditsOf(
  db: Database,
  input: { organisationId: string; page: number; pageSize: number },
): Promise<CreditsResponse> {
  const where = eq(creditLedger.organisationId, input.organisationId);
  const [balance, rows, [total]] = await Promise.all([
    creditBalance(db, input.organisationId),
    selectLedger(db)
      .where(where)
      .orderBy(desc(creditLedger.createdAt), desc(creditLedger.balanceAfter))
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
    db.select({ n: count() }).from(creditLedger).where(where),
  ]);
  return {
    ...balance,
    ledger: {
      result: rows.map(toLedgerEntry),
      pageNumber: input.page,
      pageSize: input.pageSize,
      pageTotal: total.n,
    },
  };
}

const monthKey = (d: Date) => `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, "0")}`;

/** Usage by calendar month (UTC) over the last 12 months, and every entry ever by kind. */
export async function creditStats(
  db: Database,
  organisationId: string,
  now = new Date(),
): Promise<CreditStats> {
  const thisMonth = monthStart(now);
  const from = new Date(Date.UTC(thisMonth.getUTCFullYear(), thisMonth.getUTCMonth() - 11, 1));
  const month = sql<string>`to_char(${creditLedger.createdAt} at time zone 'UTC', 'YYYY-MM')`;
  const [monthly, kinds] = await Promise.all([
    db
      .select({ month, kind: creditLedger.kind, credits: sql<string>`sum(${creditLedger.credits})` })
      .from(creditLedger)
      .where(and(eq(creditLedger.organisationId, organisationId), gte(creditLedger.createdAt, from)))
      .groupBy(month, creditLedger.kind),
    db
      .select({
        kind: creditLedger.kind,
        credits: sql<string>`sum(${creditLedger.credits})`,
        entries: count(),
      })
      .from(creditLedger)
      .where(eq(creditLedger.organisationId, organisationId))
      .groupBy(creditLedger.kind),
  ]);
  const byMonth = Array.from({ length: 12 }, (_, i) => ({
    month: monthKey(new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + i, 1))),
    granted: 0,
    spent: 0,
    expired: 0,
    adjusted: 0,
  }));
  for (const row of monthly) {
    const slot = byMonth.find((m) => m.month === row.month);
    if (!slot) continue;
    const credits = Number(row.credits);
    if (row.kind === "grant") slot.granted += credits;
    else if (row.kind === "spend") slot.spent += -credits;
    else if (row.kind === "expire") slot.expired += -credits;
    else slot.adjusted += credits;
  }
  return {
    byMonth,
    byKind: CREDIT_LEDGER_KINDS.map((kind: CreditLedgerKind) => {
      const row = kinds.find((k) => k.kind === kind);
      return { kind, credits: Number(row?.credits ?? 0), entries: row?.entries ?? 0 };
    }),
  };
}
