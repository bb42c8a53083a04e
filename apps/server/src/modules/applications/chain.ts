import { LOA_ACTIONABLE_STATUSES } from "@strata/core";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { applications, auditEvents, loaApprovers, users } from "../../db/schema/index.ts";
import { recordAuditEvent } from "../../lib/audit.ts";
import { AppError, invalidField } from "../../lib/errors.ts";
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
  new AppError("CONFLICT", "The LOA chain has no approver; an administrator must set it up first.", {
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
 * The LOA approvers who approved the application since it last entered LOA from verification, read
 * from the audit trail (each LOA approval records `loaLevel` and `loaApproverId` in its row).
 */
export async function approvalsOf(db: Database | Tx, applicationId: string): Promise<Set<string>> {
  const trail = await db
    .select({ before: auditEvents.before, after: auditEvents.after })
    .from(auditEvents)
    .where(
      and(
        eq(auditEvents.subjectType, "application"),
        eq(auditEvents.subjectId, applicationId),
        eq(auditEvents.action, "approve"),
      ),
    )
    .orderBy(asc(auditEvents.createdAt));
  const approved = new Set<string>();
  for (const { after } of trail) {
    const entry = (after ?? {}) as { loaApproverId?: string; verified?: boolean };
    if (entry.verified) approved.clear();
    if (entry.loaApproverId) approved.add(entry.loaApproverId);
  }
  return approved;
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
    throw new AppError(
      "CONFLICT",
      `${inFlight.length} application(s) wait in LOA: the chain needs at least one approver.`,
      { reason: "applications-in-flight", count: inFlight.length },
    );
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
