import { randomUUID } from "node:crypto";
import { lineOf } from "@strata/core";
import { eq } from "drizzle-orm";
import type { BillingConfig } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import { applications, users } from "../../db/schema/index.ts";
import { demoEmail } from "../../lib/demo-accounts.ts";
import { monthStart } from "../../lib/month-start.ts";
import { systemActor } from "../../lib/workflow.ts";
import { issueInvoice, payInvoiceForDemo } from "../billing/index.ts";

const DAY = 86_400_000;

/**
 * Renewals paid this month and last, so the admin dashboard's revenue tile compares two real
 * months with the demo data (each an approved application with its paid invoice).
 */
export async function seedDashboardDemo(db: Database, billing: BillingConfig) {
  const [premium] = await db
    .select({ organisationId: users.organisationId })
    .from(users)
    .where(eq(users.email, demoEmail("premium")));
  if (!premium?.organisationId) return;
  const organisationId = premium.organisationId;
  const now = new Date();
  const lastMonth = monthStart(now, -1).getTime();
  const thisMonth = monthStart(now).getTime();
  const paid: [Date, number][] = [
    [new Date(lastMonth + 4 * DAY), 1_200_000],
    [new Date(lastMonth + 17 * DAY), 850_000],
    [new Date(Math.max(thisMonth, now.getTime() - 3 * DAY)), 1_500_000],
  ];
  for (const [paidAt, amountSen] of paid) {
    await db.transaction(async (tx) => {
      const issuedAt = new Date(paidAt.getTime() - 2 * DAY);
      const id = randomUUID();
      await tx.insert(applications).values({
        id,
        organisationId,
        kind: "renewal",
        status: "approved",
        lastStableStatus: "approved",
        planType: "premium",
        durationValue: 1,
        durationUnit: "years",
        amountSen,
        submittedAt: issuedAt,
        createdAt: issuedAt,
        updatedAt: paidAt,
      });
      const invoice = await issueInvoice(tx, billing, {
        organisationId,
        subject: { applicationId: id },
        lines: [lineOf("Premium subscription renewal — 1 year", 1, amountSen)],
        actor: systemActor("Demo data"),
        now: issuedAt,
      });
      await payInvoiceForDemo(tx, invoice, paidAt);
    });
  }
}
