import { type AddOn, addDuration, type Duration, formatDate, type Tier } from "@strata/core";
import { and, asc, desc, eq, gt, isNotNull, isNull, lte, or } from "drizzle-orm";
import { applications, subscriptions } from "../../db/schema/index.ts";
import { recordAuditEvent } from "../../lib/audit.ts";
import { AppError } from "../../lib/errors.ts";
import type { ModuleDeps } from "../../lib/module-deps.ts";
import { reminderSettingOf } from "../../lib/reminder-settings.ts";
import { applyTransition, applyTransitionIn, systemActor } from "../../lib/workflow.ts";
import { applyPlanToUsers } from "./activation.ts";
import { tellOrganisation } from "./notify.ts";
import { daysLeft } from "./present.ts";
import { subscriptionStore } from "./workflow.ts";

/** The job kind of the recurring expiry run. */
export const EXPIRY_JOB = "subscriptions.expiry";
/** Hourly (UTC, at :10); a run catches up on everything due, so a missed run loses nothing. */
export const EXPIRY_CRON = "10 * * * *";

const ACTOR = () => systemActor("subscription expiry");
type Deps = Pick<ModuleDeps, "db" | "jobs" | "outbox">;

/** Registers the job on pg-boss's schedule (one run per tick across instances). */
export function registerExpiryJob(deps: Deps) {
  deps.jobs.register<Record<string, never>, ExpiryResult>(EXPIRY_JOB, {
    cron: EXPIRY_CRON,
    run: () => runExpiry(deps),
  });
}

export interface ExpiryResult {
  downgraded: number;
  expired: number;
  reminded: number;
}

/**
 * One run, everything that is due at `now`: pending downgrades take effect at the end of their
 * period, other active subscriptions past their end expire (through the workflow, as the server),
 * and those ending soon get the most urgent reminder not yet sent. Every step is conditional on
 * the row still being due, so a second run (or two at once) changes and sends nothing more.
 */
export async function runExpiry(deps: Pick<Deps, "db" | "outbox">, now = new Date()): Promise<ExpiryResult> {
  const result = { downgraded: await applyPendingDowngrades(deps, now), expired: 0, reminded: 0 };
  const due = await deps.db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.status, "active"),
        isNotNull(subscriptions.endsAt),
        lte(subscriptions.endsAt, now),
      ),
    );
  for (const { id } of due) {
    try {
      await applyTransition(deps.db, {
        store: subscriptionStore,
        id,
        action: "expire",
        actor: ACTOR(),
        from: "active",
        sideEffects: (tx, { after }) =>
          tellOrganisation(tx, deps.outbox, after.organisationId, (org) => ({
            subject: "Your Strata subscription has expired",
            text: `the subscription of ${org} ended on ${formatDate(after.endsAt)}. Sign in and apply for a renewal on your subscription page to continue.`,
          })),
      });
      result.expired++;
    } catch (err) {
      // Another run (or admin) moved it first: nothing left to do for this one.
      if (!(err instanceof AppError && err.code === "CONFLICT")) throw err;
    }
  }
  result.reminded = await sendReminders(deps, now);
  return result;
}

async function applyPendingDowngrades(deps: Pick<Deps, "db" | "outbox">, now: Date): Promise<number> {
  const due = await deps.db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.status, "active"),
        isNotNull(subscriptions.pendingPlanType),
        lte(subscriptions.endsAt, now),
      ),
    );
  let applied = 0;
  for (const current of due) {
    await deps.db.transaction(async (tx) => {
      // The period the downgrade bought: its approved application's duration, from the old end.
      const [downgrade] = await tx
        .select({ value: applications.durationValue, unit: applications.durationUnit })
        .from(applications)
        .where(
          and(
            eq(applications.organisationId, current.organisationId),
            eq(applications.kind, "downgrade"),
            eq(applications.status, "approved"),
          ),
        )
        .orderBy(desc(applications.updatedAt))
        .limit(1);
      const from = current.endsAt as Date;
      const duration =
        downgrade?.value && downgrade.unit
          ? ({ value: downgrade.value, unit: downgrade.unit } as Duration)
          : null;
      // Locked and checked again: a second run (or two at once) finds nothing left to apply.
      const [still] = await tx
        .select({ id: subscriptions.id })
        .from(subscriptions)
        .where(
          and(
            eq(subscriptions.id, current.id),
            eq(subscriptions.status, "active"),
            eq(subscriptions.pendingPlanType, current.pendingPlanType as string),
            lte(subscriptions.endsAt, now),
          ),
        )
        .for("update");
      if (!still) return;
      const { after } = await applyTransitionIn(tx, {
        store: subscriptionStore,
        id: current.id,
        action: "apply-downgrade",
        actor: ACTOR(),
        from: "active",
        set: {
          planType: current.pendingPlanType as string,
          pendingPlanType: null,
          startsAt: from,
          endsAt: duration ? addDuration(from, duration) : null,
          lastReminderDays: null,
        },
      });
      await applyPlanToUsers(tx, after.organisationId, after.planType as Tier, after.addOnsType as AddOn[]);
      applied++;
    });
  }
  return applied;
}

async function sendReminders(deps: Pick<Deps, "db" | "outbox">, now: Date): Promise<number> {
  // The days come from the e-mail reminder settings (`/api/email-reminder-settings`).
  const setting = await reminderSettingOf(deps.db, "subscription_expiry");
  if (!setting.enabled) return 0;
  const thresholds = setting.daysBefore;
  const furthest = Math.max(...thresholds);
  const horizon = new Date(now.getTime() + (furthest + 1) * 86_400_000);
  const ending = await deps.db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.status, "active"),
        isNull(subscriptions.pendingPlanType),
        gt(subscriptions.endsAt, now),
        lte(subscriptions.endsAt, horizon),
      ),
    )
    .orderBy(asc(subscriptions.endsAt));
  let sent = 0;
  for (const row of ending) {
    const left = daysLeft(row.endsAt, now) ?? 0;
    // After downtime only the most urgent reminder due is sent, never the ones it replaced.
    const due = thresholds.filter((d) => left <= d);
    if (due.length === 0) continue;
    const threshold = Math.min(...due);
    await deps.db.transaction(async (tx) => {
      const [marked] = await tx
        .update(subscriptions)
        .set({ lastReminderDays: threshold })
        .where(
          and(
            eq(subscriptions.id, row.id),
            or(isNull(subscriptions.lastReminderDays), gt(subscriptions.lastReminderDays, threshold)),
          ),
        )
        .returning({ id: subscriptions.id });
      if (!marked) return;
      await tellOrganisation(tx, deps.outbox, row.organisationId, (org) => ({
        subject: `Your Strata subscription ends in ${left} day${left === 1 ? "" : "s"}`,
        text: `the subscription of ${org} ends on ${formatDate(row.endsAt)}. Apply for a renewal on your subscription page so that its users keep their access.`,
      }));
      await recordAuditEvent(tx, {
        actor: ACTOR(),
        action: "remind",
        subjectType: "subscription",
        subjectId: row.id,
        organisationId: row.organisationId,
        after: { lastReminderDays: threshold, daysLeft: left },
      });
      sent++;
    });
  }
  return sent;
}
