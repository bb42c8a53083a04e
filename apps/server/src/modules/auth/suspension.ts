import { eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { sessions } from "../../db/schema/index.ts";
import { userStore } from "../../lib/user-workflow.ts";
import { type Actor, applyTransition, systemActor } from "../../lib/workflow.ts";
import type { Realtime } from "../../plugins/realtime.ts";

type Sockets = Pick<Realtime, "disconnectUsers">;

/**
 * Ends every session of these users and disconnects their sockets, at once and on every instance.
 * Every suspension calls it (a user's today; a subscription's users when that workflow comes),
 * after the change that keeps the users out is committed: a socket that reconnects from then on is
 * refused at its handshake, and the deleted sessions can never come back.
 */
export async function endSessionsOfUsers(
  db: Database,
  realtime: Sockets,
  userIds: readonly string[],
): Promise<void> {
  if (userIds.length === 0) return;
  await db.delete(sessions).where(inArray(sessions.userId, [...userIds]));
  realtime.disconnectUsers(userIds);
}

/** Suspends a user: they cannot sign in, and their sessions and sockets end at once. */
export async function suspendUser(deps: {
  db: Database;
  realtime: Sockets;
  userId: string;
  actor?: Actor;
}): Promise<void> {
  const { db, realtime, userId } = deps;
  await applyTransition(db, {
    store: userStore,
    id: userId,
    action: "suspend",
    actor: deps.actor ?? systemActor("suspension"),
  });
  await endSessionsOfUsers(db, realtime, [userId]);
}

/**
 * Lets a suspended user sign in again. Sessions left from before the suspension (had it stopped
 * between its two steps) are deleted in the same transaction: reactivation never revives them.
 */
export async function reactivateUser(deps: { db: Database; userId: string; actor?: Actor }): Promise<void> {
  await applyTransition(deps.db, {
    store: userStore,
    id: deps.userId,
    action: "reactivate",
    actor: deps.actor ?? systemActor("suspension"),
    sideEffects: async (tx) => {
      await tx.delete(sessions).where(eq(sessions.userId, deps.userId));
    },
  });
}
