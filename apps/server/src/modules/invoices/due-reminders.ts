import { and, asc, eq, gt, isNull, lte, or } from "drizzle-orm";
import { invoices } from "../../db/schema/index.ts";
import { recordAuditEvent } from "../../lib/audit.ts";
import type { ModuleDeps } from "../../lib/module-deps.ts";
import { reminderSettingOf } from "../../lib/reminder-settings.ts";
import { systemActor } from "../../lib/workflow.ts";
import { daysLeft } from "../subscriptions/index.ts";
import { invoiceDueMessage, jobLinkOrigin, tellBuyer } from "./emails.ts";

/** The job kind of the recurring invoice-due reminder run. */
export const INVOICE_REMINDER_JOB = "invoices.due-reminders";
/** Hourly (UTC, at :05); a run catches up on everything due, so a missed run loses nothing. */
export const INVOICE_REMINDER_CRON = "5 * * * *";

type Deps = Pick<ModuleDeps, "db" | "jobs" | "outbox" | "config">;

/** Registers the job on pg-boss's schedule (one run per tick across instances). */
export function registerInvoiceReminderJob(deps: Deps) {
  deps.jobs.register<Record<string, never>, { reminded: number }>(INVOICE_REMINDER_JOB, {
    cron: INVOICE_REMINDER_CRON,
    run: async () => ({ reminded: await runInvoiceReminders(deps) }),
  });
}

/**
 * One run: every issued, unpaid invoice that has entered one of the configured days before its due
 * date gets the most urgent reminder due, at most once per threshold (`last_reminder_days`, set by
 * a conditional update in the e-mail's transaction, so two runs at once send one).
 */
export async function runInvoiceReminders(
  deps: Pick<Deps, "db" | "outbox" | "config">,
  now = new Date(),
): Promise<number> {
  const setting = await reminderSettingOf(deps.db, "invoice_due");
  if (!setting.enabled) return 0;
  const thresholds = setting.daysBefore;
  const horizon = new Date(now.getTime() + (Math.max(...thresholds) + 1) * 86_400_000);
  const unpaid = await deps.db
    .select()
    .from(invoices)
    .where(and(eq(invoices.status, "issued"), gt(invoices.dueAt, now), lte(invoices.dueAt, horizon)))
    .orderBy(asc(invoices.dueAt));
  const origin = jobLinkOrigin(deps.config);
  let sent = 0;
  for (const invoice of unpaid) {
    const left = daysLeft(invoice.dueAt, now) ?? 0;
    // After downtime only the most urgent reminder due is sent, never the ones it replaced.
    const due = thresholds.filter((d) => left <= d);
    if (due.length === 0) continue;
    const threshold = Math.min(...due);
    await deps.db.transaction(async (tx) => {
      const [marked] = await tx
        .update(invoices)
        .set({ lastReminderDays: threshold })
        .where(
          and(
            eq(invoices.id, invoice.id),
            eq(invoices.status, "issued"),
            or(isNull(invoices.lastReminderDays), gt(invoices.lastReminderDays, threshold)),
          ),
        )
        .returning();
      if (!marked) return;
      await tellBuyer(tx, deps.outbox, { invoice: marked, origin, compose: invoiceDueMessage(marked, left) });
      await recordAuditEvent(tx, {
        actor: systemActor("invoice reminders"),
        action: "remind",
        subjectType: "invoice",
        subjectId: marked.id,
        organisationId: marked.organisationId,
        after: { lastReminderDays: threshold, daysLeft: left },
      });
      sent++;
    });
  }
  return sent;
}
