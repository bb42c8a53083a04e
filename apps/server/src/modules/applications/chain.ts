import { randomUUID } from "node:crypto";
import { LOA_ACTIONABLE_STATUSES } from "@strata/core";
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { applicationApprovals, applications, loaApprovers, users } from "../../db/schema/index.ts";
import { recordAuditEvent } from "../../lib/audit.ts";
import { conflict, invalidField } from "../../lib/errors.ts";
import type { Actor, Tx } from "../../lib/workflow.ts";

/** One level of the chain as the approval rules read it. */
export interface ChainLink {
  userId: string;
  name: string;
  email: string;
  level: number;
  limitSen: number;
}

/** The LOA chain in level order (level 1 first). */
export async function loadChain(db: Database | Tx): Promise<ChainLink[]> {
  return db
    .select({
      userId: loaApprovers.userId,
      name: users.name,
      email: users.email,
      level: loaApprovers.level,
      limitSen: loaApprovers.limitSen,
    })
    .from(loaApprovers)
    .innerJoin(users, eq(users.id, loaApprovers.userId))
    .orderBy(asc(loaApprovers.level));
}

export const noApprover = () =>
  conflict("The LOA chain has no approver; an administrator must set it up first.", {
    reason: "empty-chain",
  });

/**
 * Who acts next: the lowest level that has not approved the application in this round. With no one
 * left (the chain changed under it), the last level decides, as its approval is then the last.
 */
export function nextApproverOf(chain: ChainLink[], approvedBy: ReadonlySet<string>): ChainLink | null {
  return chain.find((link) => !approvedBy.has(link.userId)) ?? chain.at(-1) ?? null;
}

/** Whether this approver's approval ends the chain: their limit covers the amount, or no level follows. */
export function isLastApprover(chain: ChainLink[], approverId: string, amountSen: number): boolean {
  const index = chain.findIndex((link) => link.userId === approverId);
  if (index < 0) return true;
  return chain[index].limitSen >= amountSen || index === chain.length - 1;
}

/**
 * The LOA approvers who approved the application in its current round (since verification last
 * approved it), from `application_approvals`.
 */
export async function approvalsOf(db: Database | Tx, applicationId: string): Promise<Set<string>> {
  const rows = await db
    .select({ approverId: applicationApprovals.approverId })
    .from(applicationApprovals)
    .where(
      and(eq(applicationApprovals.applicationId, applicationId), isNull(applicationApprovals.supersededAt)),
    );
  return new Set(rows.flatMap((r) => (r.approverId ? [r.approverId] : [])));
}

/**
 * Records an LOA approval in the approving transaction. An approver already in the round (the chain
 * changed and came back to them) keeps one row: their latest approval.
 */
export async function recordLoaApproval(
  tx: Tx,
  input: {
    applicationId: string;
    amountSen: number;
    approver: { userId: string; name: string };
    link: ChainLink | null;
  },
): Promise<void> {
  const values = {
    approverName: input.approver.name,
    level: input.link?.level ?? null,
    limitSen: input.link?.limitSen ?? null,
    amountSen: input.amountSen,
    approvedAt: new Date(),
  };
  await tx
    .insert(applicationApprovals)
    .values({
      id: randomUUID(),
      applicationId: input.applicationId,
      approverId: input.approver.userId,
      ...values,
    })
    .onConflictDoUpdate({
      target: [applicationApprovals.applicationId, applicationApprovals.approverId],
      targetWhere: isNull(applicationApprovals.supersededAt),
      set: values,
    });
}

/** Verification approved the application (again): the approvals of the round before no longer count. */
export async function restartChain(tx: Tx, applicationId: string): Promise<void> {
  await tx
    .update(applicationApprovals)
    .set({ supersededAt: new Date() })
    .where(
      and(eq(applicationApprovals.applicationId, applicationId), isNull(applicationApprovals.supersededAt)),
    );
}

type ApplicationRow = typeof applications.$inferSelect;

/** What an approve writes besides the status, decided before its transaction and recorded in it. */
export interface ApprovalPlan {
  set: Partial<ApplicationRow>;
  facts: { isLastApprover?: boolean };
  audit: Record<string, unknown>;
  /** Writes the approval's rows in the transaction of the transition. */
  record(tx: Tx): Promise<void>;
}

const VERIFICATION: readonly string[] = ["pending_verification", "pending_verification_clarification"];

/**
 * The approval at the row's stage: verification names the first LOA approver (unless it is free)
 * and restarts the chain; an LOA approval is recorded with its level and names the next level's
 * approver, or none at the last level. Other stages (finance) write nothing more.
 */
export async function planApproval(
  db: Database | Tx,
  chain: ChainLink[],
  row: ApplicationRow,
  actor: Actor,
): Promise<ApprovalPlan> {
  if (VERIFICATION.includes(row.status)) {
    let set: Partial<ApplicationRow> = {};
    if (row.amountSen > 0) {
      const first = chain[0];
      if (!first) throw noApprover();
      set = { nextApproverId: first.userId };
    }
    return { set, facts: {}, audit: { verified: true }, record: (tx) => restartChain(tx, row.id) };
  }
  if ((LOA_ACTIONABLE_STATUSES as readonly string[]).includes(row.status) && actor.userId) {
    const approver = { userId: actor.userId, name: actor.name };
    const last = isLastApprover(chain, approver.userId, row.amountSen);
    const link = chain.find((l) => l.userId === approver.userId) ?? null;
    let nextApproverId: string | null = null;
    if (!last) {
      const approved = await approvalsOf(db, row.id);
      approved.add(approver.userId);
      nextApproverId = nextApproverOf(chain, approved)?.userId ?? null;
    }
    return {
      set: { nextApproverId },
      facts: { isLastApprover: last },
      // The audit row still tells the story; the chain reads application_approvals.
      audit: { loaApproverId: approver.userId, loaLevel: link?.level ?? null },
      record: (tx) =>
        recordLoaApproval(tx, { applicationId: row.id, amountSen: row.amountSen, approver, link }),
    };
  }
  return { set: {}, facts: {}, audit: {}, record: async () => {} };
}

/**
 * Points every application waiting in LOA at its next approver under the current chain, in the
 * caller's transaction, one audit row per application moved, so a chain change strands none.
 */
export async function repointInFlight(tx: Tx, actor: Actor): Promise<number> {
  const chain = await loadChain(tx);
  const inFlight = await tx
    .select({
      id: applications.id,
      organisationId: applications.organisationId,
      nextApproverId: applications.nextApproverId,
    })
    .from(applications)
    .where(inArray(applications.status, [...LOA_ACTIONABLE_STATUSES]))
    .for("update");
  if (inFlight.length > 0 && chain.length === 0) {
    throw conflict(`${inFlight.length} application(s) wait in LOA: the chain needs at least one approver.`, {
      reason: "applications-in-flight",
      count: inFlight.length,
    });
  }
  let moved = 0;
  for (const application of inFlight) {
    const next = nextApproverOf(chain, await approvalsOf(tx, application.id));
    if (!next || next.userId === application.nextApproverId) continue;
    await tx
      .update(applications)
      .set({ nextApproverId: next.userId, updatedAt: sql`now()` })
      .where(eq(applications.id, application.id));
    await recordAuditEvent(tx, {
      actor,
      action: "repoint-approver",
      subjectType: "application",
      subjectId: application.id,
      organisationId: application.organisationId,
      before: { nextApproverId: application.nextApproverId },
      after: { nextApproverId: next.userId, reason: "The LOA chain changed." },
      requestId: actor.requestId,
    });
    moved++;
  }
  return moved;
}

/**
 * Replaces the chain with `approvers` in level order (1, 2, …), audited, and re-points the
 * applications in flight in the same transaction. Every approver must be a staff user with the
 * loa role.
 */
export async function saveChain(
  tx: Tx,
  input: { approvers: { userId: string; limitSen: number }[]; actor: Actor },
): Promise<void> {
  const ids = input.approvers.map((a) => a.userId);
  if (ids.length > 0) {
    const found = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(inArray(users.id, ids), eq(users.role, "loa")));
    const known = new Set(found.map((u) => u.id));
    const index = ids.findIndex((id) => !known.has(id));
    if (index >= 0) {
      const field = `body.approvers.${index}.userId`;
      const message = "Not a user with the LOA role";
      throw invalidField(field, message);
    }
  }
  const before = await loadChain(tx);
  // Levels are unique: rewrite the chain whole rather than shuffling rows past each other.
  await tx.delete(loaApprovers);
  if (input.approvers.length > 0) {
    await tx
      .insert(loaApprovers)
      .values(input.approvers.map((a, i) => ({ userId: a.userId, level: i + 1, limitSen: a.limitSen })));
  }
  const summary = (list: { userId: string; limitSen: number }[]) =>
    list.map((a, i) => ({ level: i + 1, userId: a.userId, limitSen: a.limitSen }));
  await recordAuditEvent(tx, {
    actor: input.actor,
    action: "update",
    subjectType: "loa-chain",
    subjectId: "loa-chain",
    before: { approvers: summary(before) },
    after: { approvers: summary(input.approvers) },
    requestId: input.actor.requestId,
  });
  await repointInFlight(tx, input.actor);
}
