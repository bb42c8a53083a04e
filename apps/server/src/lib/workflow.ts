import {
  type ActionOf,
  type AnyWorkflow,
  type AppAbility,
  type WorkflowActor as CoreWorkflowActor,
  createAbilityFromPackedRules,
  type FactOf,
  findTransition,
  type GuardOf,
  holderFor,
  isStaffRole,
  nextStatus,
  packAbilityRules,
  type StatusOf,
  type TransitionOf,
} from "@strata/core";
import { and, eq, type InferSelectModel, inArray, type SQL } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../db/client.ts";
import { type AuditActor, type AuditSubjectType, recordAuditEvent } from "./audit.ts";
import { type AppError, conflict, forbidden, notFound } from "./errors.ts";
import type { Viewer } from "./viewer.ts";

export type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** Who applies a transition: the audit's actor plus what the rights and guards read. */
export interface Actor extends AuditActor {
  ability: AppAbility;
  organisationId: string | null;
  isPrimary: boolean;
  /** Staff see every organisation's rows; anyone else only their own organisation's. */
  isStaff: boolean;
  /** The server itself (a job, a gateway's answer): the only actor of automatic transitions. */
  automatic: boolean;
  requestId: string | null;
}

export function actorOf(viewer: Viewer, requestId: string | null = null): Actor {
  const { user } = viewer;
  return {
    userId: user.id,
    role: user.role,
    name: user.name,
    ability: viewer.ability,
    organisationId: user.organisation?.id ?? null,
    isPrimary: user.isPrimary,
    isStaff: isStaffRole(user.role),
    automatic: false,
    requestId,
  };
}

const SYSTEM_ABILITY = createAbilityFromPackedRules(packAbilityRules([{ action: "manage", subject: "all" }]));

/** The server acting on its own (jobs, gateway callbacks), named in the audit trail as `name`. */
export function systemActor(name: string, requestId: string | null = null): Actor {
  return {
    userId: null,
    role: null,
    name,
    ability: SYSTEM_ABILITY,
    organisationId: null,
    isPrimary: false,
    isStaff: true,
    automatic: true,
    requestId,
  };
}

/**
 * The columns every workflow-driven table has. `lastStableStatus` only where the workflow has stable
 * statuses to reset to (a download package has none, and no such column); `updatedAt` where the
 * table keeps one (a pre-pack has its created and built times instead).
 */
export type WorkflowTable = PgTable & {
  id: AnyPgColumn;
  status: AnyPgColumn;
  organisationId: AnyPgColumn;
  lastStableStatus?: AnyPgColumn;
  updatedAt?: AnyPgColumn;
};

/** A workflow table of `@strata/core` bound to the database table whose rows it moves. */
export interface WorkflowStore<W extends AnyWorkflow, T extends WorkflowTable> {
  workflow: W;
  table: T;
  subjectType: AuditSubjectType;
  /** The guards' answers on a loaded row (the same predicates `allowedActions` uses). */
  guards(row: InferSelectModel<T>, actor: Actor): Record<GuardOf<W>, boolean>;
  /** The same guards as SQL, repeated in the conditional update so a race cannot slip past them. */
  guardSql: Record<GuardOf<W>, (actor: Actor) => SQL>;
  /** Facts the row answers itself (e.g. a free application); the caller adds the rest. */
  facts?(row: InferSelectModel<T>): Partial<Record<FactOf<W>, boolean>>;
  /** Columns an action always sets besides the status (e.g. when it was submitted). */
  onAction?: Partial<Record<ActionOf<W>, () => Partial<InferSelectModel<T>>>>;
}

export interface TransitionResult<T extends WorkflowTable> {
  before: InferSelectModel<T>;
  after: InferSelectModel<T>;
}

export interface ApplyTransitionOptions<W extends AnyWorkflow, T extends WorkflowTable> {
  store: WorkflowStore<W, T>;
  id: string;
  action: ActionOf<W>;
  actor: Actor;
  /** The status the user saw: if the row has moved since, the answer is 409 rather than acting. */
  from?: StatusOf<W>;
  /** Facts only the caller knows (e.g. whether the acting approver is the last level). */
  facts?: Partial<Record<FactOf<W>, boolean>>;
  /**
   * Guards whose answer is not on the row (a download draft's records, counted under its lock): they
   * override the store's answer; the store's SQL still repeats them in the update.
   */
  guards?: Partial<Record<GuardOf<W>, boolean>>;
  /** Further columns to set with the status. */
  set?:
    | Partial<InferSelectModel<T>>
    | ((next: StatusOf<W>, row: InferSelectModel<T>) => Partial<InferSelectModel<T>>);
  /** Added to the audit row's `after` (a rejection's reason, a resent e-mail's address). */
  audit?: Record<string, unknown>;
  /**
   * Work that must commit with the transition or not at all: queue its e-mails and jobs, activate
   * the subscription. Throwing rolls back the status and the audit row too.
   */
  sideEffects?(tx: Tx, result: TransitionResult<T>): Promise<void>;
}

export function statusConflict(status: string, action: string): AppError {
  return conflict(`This cannot be done while the status is ${status}.`, { status, action });
}

/**
 * Applies one transition of a workflow to one row: in one transaction, a conditional update (`where
 * id = $1 and status = $seen and <guard>`), its audit row and its side effects. 404 when the row does
 * not exist or belongs to another organisation; 403 without the right or the guard; 409 with the
 * current status when the status does not allow the action or another request changed it first.
 */
export async function applyTransition<W extends AnyWorkflow, T extends WorkflowTable>(
  db: Database,
  opts: ApplyTransitionOptions<W, T>,
): Promise<TransitionResult<T>> {
  return db.transaction((tx) => applyTransitionIn(tx, opts));
}

/**
 * `applyTransition` inside a transaction the caller holds: for cascades that must commit together
 * (finance approves a payment → the invoice is paid → the application is approved and activates).
 */
export async function applyTransitionIn<W extends AnyWorkflow, T extends WorkflowTable>(
  tx: Tx,
  opts: ApplyTransitionOptions<W, T>,
): Promise<TransitionResult<T>> {
  const { store, id, action, actor } = opts;
  const { workflow, table } = store;
  if (workflow.stable.length > 0 && !table.lastStableStatus) {
    throw new Error(
      `The ${workflow.name} workflow resets to stable statuses: its table needs last_stable_status`,
    );
  }
  {
    // Scoped inside the query: another organisation's row is simply not found.
    const scope = actor.isStaff ? undefined : eq(table.organisationId, actor.organisationId ?? "");
    const [row] = (await tx
      .select()
      .from(table as PgTable)
      .where(and(eq(table.id, id), scope))) as InferSelectModel<T>[];
    if (!row) throw notFound(workflow.name[0].toUpperCase() + workflow.name.slice(1));
    const status = row.status as StatusOf<W>;
    const transition = decide(store, row, status, action, actor, opts.guards);
    // After the rights: someone who may not act at all learns nothing about where the row is.
    if (opts.from !== undefined && opts.from !== status) throw statusConflict(status, action);
    const next = nextStatus(transition, {
      from: status,
      facts: { ...store.facts?.(row), ...opts.facts },
      lastStable: (row.lastStableStatus as StatusOf<W> | null) ?? null,
    });
    if (!next) throw statusConflict(status, action);

    const extra = typeof opts.set === "function" ? opts.set(next, row) : (opts.set ?? {});
    const values = {
      ...store.onAction?.[action]?.(),
      ...extra,
      status: next,
      ...(workflow.stable.includes(next) ? { lastStableStatus: next } : {}),
      ...(table.updatedAt ? { updatedAt: new Date() } : {}),
    };
    const guard = transition.guard ? store.guardSql[transition.guard as GuardOf<W>](actor) : undefined;
    const [after] = (await tx
      .update(table as PgTable)
      .set(values as never)
      .where(and(eq(table.id, id), eq(table.status, status), guard))
      .returning()) as InferSelectModel<T>[];
    if (!after) {
      // Another request moved it between our read and our update.
      const [current] = await tx
        .select({ status: table.status })
        .from(table as PgTable)
        .where(eq(table.id, id));
      if (!current) throw notFound();
      throw statusConflict(current.status as string, action);
    }

    const changed = Object.keys(values).filter(
      (key) =>
        JSON.stringify(row[key as keyof typeof row]) !== JSON.stringify(after[key as keyof typeof after]),
    );
    const pick = (source: Record<string, unknown>) =>
      Object.fromEntries(changed.filter((key) => key !== "updatedAt").map((key) => [key, source[key]]));
    await recordAuditEvent(tx, {
      actor,
      action,
      subjectType: store.subjectType,
      subjectId: id,
      organisationId: (row.organisationId as string | null) ?? null,
      before: pick(row),
      after: { ...pick(after), ...opts.audit },
      requestId: actor.requestId,
    });
    await opts.sideEffects?.(tx, { before: row, after });
    return { before: row, after };
  }
}

/** The transition this actor may take, or the error that says why not. */
function decide<W extends AnyWorkflow, T extends WorkflowTable>(
  store: WorkflowStore<W, T>,
  row: InferSelectModel<T>,
  status: StatusOf<W>,
  action: ActionOf<W>,
  actor: Actor,
  callerGuards: Partial<Record<GuardOf<W>, boolean>> = {},
) {
  const { workflow } = store;
  const coreActor: CoreWorkflowActor<GuardOf<W>> = {
    ability: actor.ability,
    guards: { ...store.guards(row, actor), ...callerGuards },
  };
  const holdsRight = (t: {
    can: readonly [string, string];
    automatic?: true;
    alsoBy?: { can: readonly [string, string] };
  }) =>
    (!t.automatic || actor.automatic) &&
    [t.can, t.alsoBy?.can].some((can) => can && actor.ability.can(can[0] as never, can[1] as never));
  const transition = findTransition(workflow, status, action);
  if (transition && holdsRight(transition)) {
    const holder = holderFor(transition, coreActor, { automatic: actor.automatic });
    if (!holder) throw forbidden();
    // The guard of the right that let them in is the one the update re-checks.
    return { ...transition, can: holder.can, guard: holder.guard };
  }
  // They could take this action elsewhere in the workflow: the row is not (or no longer) where it applies.
  const elsewhere = workflow.transitions.some(
    (t: { action: string }) => t.action === action && holdsRight(t as never),
  );
  if (elsewhere) throw statusConflict(status, action);
  throw forbidden();
}

/** A table whose rows move through a workflow only as part of another row's transition. */
export type CascadeTable = PgTable & { id: AnyPgColumn; status: AnyPgColumn };

/**
 * Moves every row `where` selects, and that the action may leave, through one transition of a
 * workflow whose rows follow another's (a download package's items): a conditional update on the
 * statuses the table lets the action leave, inside the caller's transaction. No audit row of its
 * own: the parent's transition, applied in the same transaction, records it. The table must give
 * the action a fixed target, and the actor its right. Returns the rows moved.
 */
export async function applyCascade<W extends AnyWorkflow, T extends CascadeTable>(
  tx: Tx,
  opts: {
    workflow: W;
    table: T;
    action: ActionOf<W>;
    actor: Actor;
    where: SQL | undefined;
    set?: Partial<InferSelectModel<T>>;
  },
): Promise<InferSelectModel<T>[]> {
  const { workflow, table, action, actor } = opts;
  const moved: InferSelectModel<T>[] = [];
  const transitions = workflow.transitions.filter((t: { action: string }) => t.action === action);
  if (transitions.length === 0) throw new Error(`The ${workflow.name} workflow has no action ${action}`);
  for (const t of transitions as TransitionOf<W>[]) {
    if (typeof t.to !== "string")
      throw new Error(`A cascade needs a fixed target (${workflow.name} ${action})`);
    if ((t.automatic && !actor.automatic) || !actor.ability.can(t.can[0] as never, t.can[1] as never)) {
      throw forbidden();
    }
    const rows = (await tx
      .update(table as PgTable)
      .set({ ...opts.set, status: t.to } as never)
      .where(and(opts.where, inArray(table.status, [...t.from])))
      .returning()) as InferSelectModel<T>[];
    moved.push(...rows);
  }
  return moved;
}
