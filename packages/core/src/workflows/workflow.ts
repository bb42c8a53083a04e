import type { AppAbility } from "../permissions/ability.ts";
import type { Action, Subject } from "../permissions/subjects.ts";

/** The CASL right an actor needs for a transition, from the section-6 model. */
export type WorkflowRight = readonly [Action, Subject];

/** One possible next status; the first outcome whose fact holds wins, the last has no `when`. */
export interface Outcome<S extends string, F extends string> {
  status: S;
  when?: F;
}

/** Reset's target is not fixed: the server returns the row to the last stable status it recorded. */
export const LAST_STABLE = { lastStable: true } as const;
export type LastStable = typeof LAST_STABLE;
/** The status does not change (resending an e-mail): still a guarded, audited transition. */
export const SAME_STATUS = { sameStatus: true } as const;
export type SameStatus = typeof SAME_STATUS;

export type Target<S extends string, F extends string> =
  | S
  | LastStable
  | SameStatus
  | readonly Outcome<S, F>[];

export interface Transition<S extends string, A extends string, G extends string, F extends string> {
  action: A;
  from: readonly S[];
  to: Target<S, F>;
  can: WorkflowRight;
  /** A rule about this actor and this row that the right alone cannot say (e.g. "is the next approver"). */
  guard?: G;
  /** Applied by the server itself (a job, a gateway's answer); never offered to a user as a button. */
  automatic?: true;
  /**
   * A second holder of the same transition, under a guard of its own (the MBR admin verifies the
   * bid-round and data-room applications the admin verifies for everyone else).
   */
  alsoBy?: { can: WorkflowRight; guard: G };
}

export interface Workflow<S extends string, A extends string, G extends string, F extends string> {
  /** Also the audit trail's subject type of the rows it moves. */
  name: string;
  statuses: readonly S[];
  initial: S;
  /** Statuses nothing leaves; each says why in `describe`. */
  terminal: readonly S[];
  /** Statuses a row rests in while a person decides; reset returns to the last one recorded. */
  stable: readonly S[];
  actions: readonly A[];
  guards: Record<G, string>;
  facts: Record<F, string>;
  describe: Record<S, string>;
  transitions: readonly Transition<S, A, G, F>[];
}

// biome-ignore lint/suspicious/noExplicitAny: a function over any workflow, whatever its names
export type AnyWorkflow = Workflow<any, any, any, any>;
export type StatusOf<W> = W extends Workflow<infer S, string, string, string> ? S : never;
export type ActionOf<W> = W extends Workflow<string, infer A, string, string> ? A : never;
export type GuardOf<W> = W extends Workflow<string, string, infer G, string> ? G : never;
export type FactOf<W> = W extends Workflow<string, string, string, infer F> ? F : never;
export type TransitionOf<W> =
  W extends Workflow<infer S, infer A, infer G, infer F> ? Transition<S, A, G, F> : never;

/** Who acts: their ability, and which of the workflow's guards hold for them on this row. */
export interface WorkflowActor<G extends string = string> {
  ability: AppAbility;
  guards: Partial<Record<G, boolean>>;
}

/** The transition an action takes from a status, if the table has one (at most one: a test checks). */
export function findTransition<W extends AnyWorkflow>(
  workflow: W,
  status: StatusOf<W>,
  action: ActionOf<W>,
): TransitionOf<W> | undefined {
  return workflow.transitions.find((t) => t.action === action && t.from.includes(status)) as
    | TransitionOf<W>
    | undefined;
}

type Holder<G extends string> = { can: WorkflowRight; guard?: G };

/**
 * Under which right and guard this actor may take this transition: its own, else its `alsoBy`;
 * null if neither holds. The server re-checks the returned guard in its update's WHERE.
 */
export function holderFor<G extends string>(
  transition: Holder<G> & { automatic?: true; alsoBy?: { can: WorkflowRight; guard: G } },
  actor: WorkflowActor<G>,
  opts: { automatic?: boolean } = {},
): Holder<G> | null {
  if (transition.automatic && !opts.automatic) return null;
  for (const holder of [transition, transition.alsoBy]) {
    if (!holder) continue;
    const [action, subject] = holder.can;
    if (!actor.ability.can(action, subject)) continue;
    if (holder.guard && !actor.guards[holder.guard]) continue;
    return { can: holder.can, guard: holder.guard };
  }
  return null;
}

/** Whether this actor may take this transition: a right, then its guard (`holderFor`). */
export function permits<G extends string>(
  transition: Holder<G> & { automatic?: true; alsoBy?: { can: WorkflowRight; guard: G } },
  actor: WorkflowActor<G>,
  opts: { automatic?: boolean } = {},
): "ok" | "forbidden" {
  return holderFor(transition, actor, opts) ? "ok" : "forbidden";
}

/**
 * What the current user may do to a row in `status`: the actions the response's `allowedActions`
 * carries, so the client shows exactly these buttons and never works out roles itself.
 */
export function allowedActions<W extends AnyWorkflow>(
  workflow: W,
  status: StatusOf<W>,
  actor: WorkflowActor<GuardOf<W>>,
): ActionOf<W>[] {
  const allowed = new Set<ActionOf<W>>();
  for (const t of workflow.transitions) {
    if (t.from.includes(status) && permits(t, actor) === "ok") allowed.add(t.action);
  }
  return [...allowed];
}

/** Every status a transition can lead to (for the walk and the diagram); reset's come from `resetTargets`. */
export function outcomesOf<S extends string, F extends string>(to: Target<S, F>, from: S): Outcome<S, F>[] {
  if (typeof to === "string") return [{ status: to }];
  if ("sameStatus" in to) return [{ status: from }];
  if ("lastStable" in to) return [];
  return [...to];
}

/**
 * The status a transition leads to. `facts` answers the outcomes' conditions; a condition the caller
 * did not answer is a programming error, not a silent "no".
 */
export function nextStatus<S extends string, F extends string>(
  transition: { action: string; to: Target<S, F> },
  ctx: { from: S; facts: Partial<Record<F, boolean>>; lastStable: S | null },
): S | null {
  const { to } = transition;
  if (typeof to === "string") return to;
  if ("sameStatus" in to) return ctx.from;
  if ("lastStable" in to) return ctx.lastStable;
  for (const outcome of to) {
    if (!outcome.when) return outcome.status;
    const fact = ctx.facts[outcome.when];
    if (fact === undefined) throw new Error(`"${transition.action}" needs the fact ${outcome.when}`);
    if (fact) return outcome.status;
  }
  throw new Error(`"${transition.action}" has no outcome for these facts`);
}

/**
 * The stable statuses a reset from `status` can return to: those from which `status` is reachable
 * without passing another stable status (the last one recorded on the way).
 */
export function resetTargets<W extends AnyWorkflow>(workflow: W, status: StatusOf<W>): StatusOf<W>[] {
  const stable = new Set<string>(workflow.stable);
  return workflow.stable.filter((start: string) => {
    const seen = new Set<string>([start]);
    const queue = [start];
    while (queue.length) {
      const current = queue.shift() as string;
      for (const t of workflow.transitions) {
        if (!t.from.includes(current)) continue;
        for (const { status: next } of outcomesOf(t.to, current)) {
          if (next === status) return true;
          if (seen.has(next) || stable.has(next)) continue;
          seen.add(next);
          queue.push(next);
        }
      }
    }
    return false;
  });
}

/** Every (from, action, to) edge, reset expanded to its possible targets. */
export function edgesOf<W extends AnyWorkflow>(workflow: W) {
  const edges: { from: StatusOf<W>; to: StatusOf<W>; transition: TransitionOf<W>; when?: FactOf<W> }[] = [];
  for (const transition of workflow.transitions as TransitionOf<W>[]) {
    for (const from of transition.from as StatusOf<W>[]) {
      const outcomes =
        typeof transition.to === "object" && "lastStable" in transition.to
          ? resetTargets(workflow, from).map((status) => ({ status, when: undefined }))
          : outcomesOf(transition.to, from);
      for (const { status, when } of outcomes) {
        edges.push({
          from,
          to: status as StatusOf<W>,
          transition,
          ...(when ? { when: when as FactOf<W> } : {}),
        });
      }
    }
  }
  return edges;
}
