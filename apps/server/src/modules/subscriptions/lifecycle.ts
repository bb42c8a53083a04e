import type { SubscriptionAction, SubscriptionStatus } from "@strata/core";
import { eq } from "drizzle-orm";
import { users } from "../../db/schema/index.ts";
import type { ModuleDeps } from "../../lib/module-deps.ts";
import { type Actor, applyTransition } from "../../lib/workflow.ts";
import { endSessionsOfUsers } from "../auth/index.ts";
import { tellOrganisation } from "./notify.ts";
import { subscriptionStore } from "./workflow.ts";

/** Admin's actions on a subscription's status (the others are the server's: activate, expire). */
export type AdminSubscriptionAction = Extract<
  SubscriptionAction,
  "suspend" | "reactivate" | "revoke" | "allocate"
>;

const MESSAGES: Record<AdminSubscriptionAction, { subject: string; text: string }> = {
  suspend: {
    subject: "Your Strata subscription is suspended",
    text: "the subscription of {org} has been suspended. Its users cannot sign in until it is reactivated; contact us if you think this is a mistake.",
  },
  reactivate: {
    subject: "Your Strata subscription is reactivated",
    text: "the subscription of {org} has been reactivated. Its users can sign in again.",
  },
  revoke: {
    subject: "Your Strata subscription is revoked",
    text: "the subscription of {org} has been revoked and its users can no longer sign in.",
  },
  allocate: {
    subject: "Your Strata subscription is active",
    text: "the subscription of {org} is now active. Its users can sign in and use it.",
  },
};

/** These end every session of the organisation's users at once (after the commit). */
const KEEPS_USERS_OUT = new Set<AdminSubscriptionAction>(["suspend", "revoke"]);

/**
 * Moves a subscription through the workflow as admin: the status, its audit row and the e-mail to
 * the primary users commit together; then, for suspend and revoke, every session of the
 * organisation's users ends and their sockets close (the viewer already refuses them once the
 * status is committed, so the order cannot leave a window).
 */
export async function changeSubscriptionStatus(
  deps: Pick<ModuleDeps, "db" | "outbox" | "realtime">,
  input: { id: string; action: AdminSubscriptionAction; actor: Actor },
) {
  const message = MESSAGES[input.action];
  const result = await applyTransition(deps.db, {
    store: subscriptionStore,
    id: input.id,
    action: input.action,
    actor: input.actor,
    // Rows created before the workflow have no last stable status: the one it leaves is it.
    ...(input.action === "suspend"
      ? {
          set: (_next: SubscriptionStatus, row: { status: SubscriptionStatus }) => ({
            lastStableStatus: row.status,
          }),
        }
      : {}),
    // Access is given from now: the period of a held round plan starts when admin allocates it.
    ...(input.action === "allocate" ? { set: { startsAt: new Date() } } : {}),
    sideEffects: (tx, { after }) =>
      tellOrganisation(tx, deps.outbox, after.organisationId, (org) => ({
        subject: message.subject,
        text: message.text.replace("{org}", org),
      })),
  });
  if (KEEPS_USERS_OUT.has(input.action)) {
    const members = await deps.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.organisationId, result.after.organisationId));
    await endSessionsOfUsers(
      deps.db,
      deps.realtime,
      members.map((m) => m.id),
    );
  }
  return result;
}
