import type { ActionOf, AnyWorkflow, GuardOf, TransitionOf } from "@strata/core";
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
    // Automatic transitions are the system's (a payment's callback), never a person's to take.
    if (transition.automatic || except.includes(transition.action as ActionOf<W>)) continue;
    // Each way the actor could hold the transition: its own right, or its `alsoBy`. The right is
    // checked here; the guard is answered per row in SQL.
    for (const holder of [transition, transition.alsoBy]) {
      if (!holder || !actor.ability.can(...holder.can)) continue;
      const from = inArray(store.table.status, [...transition.from]);
      const guard = holder.guard ? store.guardSql[holder.guard as GuardOf<W>](actor) : undefined;
      cases.push(guard ? (and(from, guard) as SQL) : from);
    }
  }
  return cases.length ? sql`coalesce(${or(...cases)}, false)` : sql`false`;
}
