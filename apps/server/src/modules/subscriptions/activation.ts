import { type AddOn, addDuration, type Duration, type SubscriptionStatus, type Tier } from "@strata/core";
import { eq } from "drizzle-orm";
import { type applications, organisations, subscriptions, users } from "../../db/schema/index.ts";
import { applyTransitionIn, systemActor, type Tx } from "../../lib/workflow.ts";
import { type RoundPeriod, roundPeriodOf } from "./round-period.ts";
import { subscriptionStore } from "./workflow.ts";

type ApplicationRow = typeof applications.$inferSelect;
type SubscriptionRow = typeof subscriptions.$inferSelect;

/** Why an approval could not activate; the caller records the application as failed. */
export class ActivationError extends Error {}

const durationOf = (row: ApplicationRow): Duration | null =>
  row.durationValue !== null && row.durationUnit !== null
    ? { value: row.durationValue, unit: row.durationUnit as Duration["unit"] }
    : null;

const union = (a: readonly string[], b: readonly string[]) => [...new Set([...a, ...b])] as AddOn[];

/**
 * What an approved application does to its organisation's subscription (Part 2 of the
 * subscriptions issue), computed without touching the database:
 * - registration and upgrade: the plan and add-ons apply now, a new period starts now;
 * - renewal: the period extends from the end of the current one (from now if already past);
 * - downgrade: waits for the end of the period (`pendingPlanType`), the expiry job applies it;
 * - add-on: adds to `addOnsType`, the period is unchanged;
 * - amendment: changes organisation details only (the caller applies `details`), not the plan;
 * - a bid-round plan approved before its round opens is held `unallocated` (paid, access not given)
 *   until admin allocates it; a subscription already active simply takes the plan.
 */
export function subscriptionAfterApproval(
  application: ApplicationRow,
  current: SubscriptionRow,
  now: Date,
  /** A per-round plan's period (round-period.ts): the data room's days, or until its round closes. */
  roundPeriod: RoundPeriod = null,
): Partial<SubscriptionRow> {
  const duration = durationOf(application);
  const addOns = application.addOnsType;
  const endFrom = (from: Date): Date | null => {
    if (duration) return addDuration(from, duration);
    if (roundPeriod && "days" in roundPeriod)
      return addDuration(from, { value: roundPeriod.days, unit: "days" });
    if (roundPeriod && "until" in roundPeriod) {
      if (roundPeriod.until <= from) throw new ActivationError("The bid round has closed.");
      return roundPeriod.until;
    }
    return null;
  };
  const newPeriod = (from: Date) => ({ startsAt: from, endsAt: endFrom(from) });
  // Approved before its round opens, a round plan waits unallocated; its period starts with the round.
  const opens = roundPeriod && "opens" in roundPeriod ? roundPeriod.opens : undefined;
  const newPlan = ["registration", "upgrade", "renewal"].includes(application.kind);
  if (opens && opens > now && newPlan && current.status !== "active") {
    return {
      planType: application.planType,
      addOnsType: union(application.kind === "registration" ? [] : current.addOnsType, addOns),
      status: "unallocated",
      pendingPlanType: null,
      startsAt: opens,
      endsAt: endFrom(opens),
    };
  }
  switch (application.kind) {
    case "registration":
    case "upgrade":
      return {
        planType: application.planType,
        addOnsType: union(application.kind === "upgrade" ? current.addOnsType : [], addOns),
        status: "active",
        pendingPlanType: null,
        ...newPeriod(now),
      };
    case "renewal": {
      const from = current.endsAt && current.endsAt > now ? current.endsAt : now;
      return {
        planType: application.planType,
        addOnsType: union(current.addOnsType, addOns),
        status: "active",
        startsAt: current.startsAt && current.endsAt && current.endsAt > now ? current.startsAt : now,
        // A data room renews for its days again from the current end; a round plan to its new round's close.
        endsAt: endFrom(from),
      };
    }
    case "downgrade":
      // Nothing is lost before the end of what was paid for.
      if (current.status === "active" && current.endsAt && current.endsAt > now) {
        return { pendingPlanType: application.planType };
      }
      return { planType: application.planType, status: "active", pendingPlanType: null, ...newPeriod(now) };
    case "add-on":
      if (current.status !== "active") throw new ActivationError("An add-on needs an active subscription.");
      return { addOnsType: union(current.addOnsType, addOns) };
    case "amendment":
      return {};
    default:
      throw new ActivationError(`Unknown application kind ${application.kind}.`);
  }
}

/**
 * Activates what an approved application grants, inside the approval's transaction: the
 * organisation's subscription row, and its plan and add-ons on the organisation and every one of
 * its users (a user's role is their tier). Returns the subscription before and after, for the audit.
 */
export async function activateSubscriptionForApplication(
  tx: Tx,
  application: ApplicationRow,
  now = new Date(),
): Promise<{ before: SubscriptionRow; after: SubscriptionRow }> {
  const [current] = await tx
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.organisationId, application.organisationId))
    .for("update");
  if (!current) throw new ActivationError("The organisation has no subscription row.");
  // Only admin lifts a suspension, and a revoked subscription is closed for good (the workflow's terminal).
  if (current.status === "revoked" || current.status === "suspended")
    throw new ActivationError(`The subscription is ${current.status}.`);
  const { status, ...change } = subscriptionAfterApproval(
    application,
    current,
    now,
    await roundPeriodOf(tx, application),
  );
  // A new end counts its reminders down afresh.
  if (change.endsAt !== undefined) change.lastReminderDays = null;
  // Through the workflow like every status change: activate, hold, or a change that keeps the status.
  const next = status ?? current.status;
  const action = next === current.status ? "change" : next === "unallocated" ? "hold" : "activate";
  const { after } = await applyTransitionIn(tx, {
    store: subscriptionStore,
    id: current.id,
    action,
    actor: systemActor("approval"),
    from: current.status as SubscriptionStatus,
    set: change,
    audit: { applicationId: application.id },
  });
  if (change.planType !== undefined || change.addOnsType !== undefined) {
    await applyPlanToUsers(
      tx,
      application.organisationId,
      after.planType as Tier,
      after.addOnsType as AddOn[],
    );
  }
  return { before: current, after };
}

/** The organisation's tier and every one of its users' role and add-ons follow the subscription. */
export async function applyPlanToUsers(tx: Tx, organisationId: string, tier: Tier, addOns: AddOn[]) {
  const now = new Date();
  await tx.update(organisations).set({ tier, updatedAt: now }).where(eq(organisations.id, organisationId));
  await tx
    .update(users)
    .set({ role: tier, addOns, updatedAt: now })
    .where(eq(users.organisationId, organisationId));
}
