import { type ActionOf, type AnyWorkflow, type GuardOf, holderFor, type TransitionOf } from "@strata/core";
import { and, inArray, or, type SQL, sql } from "drizzle-orm";
import type { Actor, WorkflowStore, WorkflowTable } from "./workflow.ts";

/**
 * Whether a row waits on this actor: some transition of its workflow, from the row's status, that
 * the actor may take under its right and guard (the guard as the store's SQL, so the answer is the
 * one `allowedActions` gives the row). `except` names actions that are possible but never a reason
 * to look at a row first (a superadmin's reset, a resent e-mail). False for an actor who can act on
 * nothing.
 */
export function waitingOnSql<W extends AnyWorkflow, T extends WorkflowTable>(
  store: WorkflowStore<W, T>,
  actor: Actor,
  except: readonly ActionOf<W>[] = [],
): SQL {
  const cases: SQL[] = [];
  for (const transition of store.workflow.transitions as readonly TransitionOf<W>[]) {
    if (except.includes(transition.action as ActionOf<W>)) continue;
    // Each way the actor could hold the transition (its own right, or its `alsoBy`), guard included.
    const holders = [transition, transition.alsoBy].filter((h) => h !== undefined);
    for (const holder of holders) {
      const held = holderFor(
        { can: holder.can, guard: holder.guard, automatic: transition.automatic },
        {
          ability: actor.ability,
          // The guard is answered in SQL below, per row: here it is taken as held.
          guards: new Proxy({}, { get: () => true }) as Record<GuardOf<W>, boolean>,
        },
      );
      if (!held) continue;
      const from = inArray(store.table.status, [...transition.from]);
      const guard = holder.guard ? store.guardSql[holder.guard as GuardOf<W>](actor) : undefined;
      cases.push(guard ? (and(from, guard) as SQL) : from);
    }
  }
  return cases.length ? sql`coalesce(${or(...cases)}, false)` : sql`false`;
}
