import { calendarDaysUntil, type Subscription } from "@strata/core";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { organisations, subscriptions } from "../../db/schema/index.ts";
import type { Tx } from "../../lib/workflow.ts";

type SubscriptionRow = typeof subscriptions.$inferSelect;

/**
 * Whole days from today until the day of `endsAt`, in Malaysian calendar days as screens show the
 * dates (0 on the last day, negative once past; screens say "Ended N days ago").
 */
export function daysLeft(endsAt: Date | null, now = new Date()): number | null {
  if (!endsAt) return null;
  return calendarDaysUntil(endsAt, now);
}

/** Subscriptions with their organisation's name; add `.where()`, `.orderBy()`, `.limit()`. */
export function selectSubscriptions(db: Database | Tx) {
  return db
    .select({ row: subscriptions, organisationName: organisations.name })
    .from(subscriptions)
    .innerJoin(organisations, eq(organisations.id, subscriptions.organisationId))
    .$dynamic();
}

/** A subscription as responses carry it (the shared `subscriptionSchema`). */
export function toSubscription(
  input: { row: SubscriptionRow; organisationName: string },
  now = new Date(),
): Subscription {
  const { row } = input;
  return {
    id: row.id,
    organisationId: row.organisationId,
    organisationName: input.organisationName,
    alias: row.alias,
    planType: row.planType as Subscription["planType"],
    status: row.status as Subscription["status"],
    addOnsType: row.addOnsType as Subscription["addOnsType"],
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    daysLeft: daysLeft(row.endsAt, now),
    pendingPlanType: (row.pendingPlanType as Subscription["pendingPlanType"]) ?? null,
  };
}
