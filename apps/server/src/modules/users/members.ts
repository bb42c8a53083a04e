import { randomUUID } from "node:crypto";
import type { InviteMemberBody, Member, UpdateMemberBody, UserStatus } from "@strata/core";
import { and, asc, count, eq, isNotNull, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { organisations, sessions, subscriptions, users } from "../../db/schema/index.ts";
import { recordAuditEvent } from "../../lib/audit.ts";
import { conflict, invalidField, notFound } from "../../lib/errors.ts";
import type { ModuleDeps } from "../../lib/module-deps.ts";
import { userStore } from "../../lib/user-workflow.ts";
import { type Actor, applyTransitionIn } from "../../lib/workflow.ts";
import { createInvitation, invitationMessage } from "../activation/index.ts";
import { endSessionsOfUsers } from "../auth/index.ts";

type Deps = Pick<ModuleDeps, "db" | "outbox" | "realtime">;

/** Whose members an actor reaches: staff every organisation's, a customer only their own. */
export function memberScope(actor: Actor): SQL {
  return actor.isStaff
    ? isNotNull(users.organisationId)
    : eq(users.organisationId, actor.organisationId ?? "");
}

const memberColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  role: users.role,
  status: users.status,
  isPrimary: users.isPrimary,
  organisationId: users.organisationId,
};

export const conflictOf = (message: string, details: Record<string, unknown>) => conflict(message, details);
const fieldError = invalidField;

/** One page of members, scoped in the query; staff may narrow to one organisation. */
export async function listMembers(
  db: Database,
  input: { actor: Actor; page: number; pageSize: number; organisationId?: string },
) {
  const where = and(
    memberScope(input.actor),
    input.organisationId ? eq(users.organisationId, input.organisationId) : undefined,
  );
  const [{ total }] = await db.select({ total: count() }).from(users).where(where);
  const result = await db
    .select(memberColumns)
    .from(users)
    .where(where)
    .orderBy(asc(users.name), asc(users.id))
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize);
  return { result: result as Member[], pageNumber: input.page, pageSize: input.pageSize, pageTotal: total };
}

/** A member the actor reaches, or 404 (another organisation's user is simply not found). */
export async function getMember(db: Database, actor: Actor, id: string): Promise<Member> {
  const [row] = await db
    .select(memberColumns)
    .from(users)
    .where(and(eq(users.id, id), memberScope(actor)));
  if (!row) throw notFound("User");
  return row as Member;
}

/**
 * Invites a member: an invited user of the organisation's tier and add-ons, an activation token and
 * the invitation e-mail, in one transaction (the e-mail goes out only if the user exists).
 */
export async function inviteMember(
  deps: Deps,
  input: { actor: Actor; body: InviteMemberBody; linkOrigin: string },
): Promise<Member> {
  const { actor, body } = input;
  const organisationId = actor.isStaff ? body.organisationId : actor.organisationId;
  if (!organisationId) throw fieldError("body.organisationId", "Choose the organisation");
  const member = await deps.db.transaction(async (tx) => {
    const [organisation] = await tx
      .select({ tier: organisations.tier, addOns: subscriptions.addOnsType })
      .from(organisations)
      .innerJoin(subscriptions, eq(subscriptions.organisationId, organisations.id))
      .where(eq(organisations.id, organisationId));
    if (!organisation) throw fieldError("body.organisationId", "No such organisation");
    const [taken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = ${body.email.toLowerCase()}`);
    if (taken) throw fieldError("body.email", "Someone already uses this e-mail address");
    const [row] = await tx
      .insert(users)
      .values({
        id: randomUUID(),
        name: body.name,
        email: body.email.toLowerCase(),
        role: organisation.tier,
        organisationId,
        addOns: organisation.addOns,
        status: "invited",
      })
      .returning(memberColumns);
    await sendInvitation(tx, deps, { ...row, linkOrigin: input.linkOrigin });
    await recordAuditEvent(tx, {
      actor,
      action: "invite",
      subjectType: "user",
      subjectId: row.id,
      organisationId,
      after: { email: row.email, name: row.name, status: "invited" },
      requestId: actor.requestId,
    });
    return row as Member;
  });
  return member;
}

async function sendInvitation(
  tx: Parameters<Parameters<Database["transaction"]>[0]>[0],
  deps: Deps,
  member: { id: string; email: string; name: string; linkOrigin: string },
) {
  const token = await createInvitation({ db: tx, userId: member.id });
  await deps.outbox.queue(tx, invitationMessage({ ...member, token }));
}

/**
 * Suspends, reactivates, renames or re-invites a member, audited. Suspension ends their sessions
 * at once, after the commit; a primary user cannot suspend themselves or their organisation's
 * primary user (409).
 */
export async function updateMember(
  deps: Deps,
  input: { actor: Actor; id: string; body: UpdateMemberBody; linkOrigin: string },
): Promise<Member> {
  const { actor, id, body } = input;
  const updated = await deps.db.transaction(async (tx) => {
    const [before] = await tx
      .select(memberColumns)
      .from(users)
      .where(and(eq(users.id, id), memberScope(actor)))
      .for("update");
    if (!before) throw notFound("User");
    const rename = body.name !== undefined ? { name: body.name } : {};
    const action =
      body.status === undefined || body.status === before.status
        ? null
        : body.status === "suspended"
          ? "suspend"
          : "reactivate";
    if (action) {
      if (before.status === "invited")
        throw conflictOf("An invited user is activated by their invitation.", { status: before.status });
      if (action === "suspend" && ((before.isPrimary && !actor.isStaff) || before.id === actor.userId))
        throw conflictOf("The primary user cannot be suspended.", { status: before.status });
    }
    if (body.resendInvitation) {
      if (before.status !== "invited")
        throw conflictOf("Only an invited user gets an invitation.", { status: before.status });
      await sendInvitation(tx, deps, { ...before, linkOrigin: input.linkOrigin });
    }
    if (action) {
      // The status moves through the user workflow, which audits it (with the new name, if any).
      await applyTransitionIn(tx, {
        store: userStore,
        id,
        action,
        actor,
        from: before.status as UserStatus,
        set: rename,
        // Reactivation never revives a session left from before the suspension.
        sideEffects:
          action === "reactivate"
            ? async (inner) => {
                await inner.delete(sessions).where(eq(sessions.userId, id));
              }
            : undefined,
      });
      const [after] = await tx.select(memberColumns).from(users).where(eq(users.id, id));
      return after as Member;
    }
    const [after] = Object.keys(rename).length
      ? await tx
          .update(users)
          .set({ ...rename, updatedAt: new Date() })
          .where(eq(users.id, id))
          .returning(memberColumns)
      : [before];
    await recordAuditEvent(tx, {
      actor,
      action: body.resendInvitation ? "resend-invitation" : "edit",
      subjectType: "user",
      subjectId: id,
      organisationId: before.organisationId,
      before: { status: before.status, name: before.name },
      after: { status: after.status, name: after.name },
      requestId: actor.requestId,
    });
    return after as Member;
  });
  if (updated.status === "suspended") await endSessionsOfUsers(deps.db, deps.realtime, [id]);
  return updated;
}

/** Removes a member (not the primary user, not yourself); their sessions go with them. */
export async function removeMember(deps: Deps, input: { actor: Actor; id: string }): Promise<void> {
  const { actor, id } = input;
  await deps.db.transaction(async (tx) => {
    const [member] = await tx
      .select(memberColumns)
      .from(users)
      .where(and(eq(users.id, id), memberScope(actor)))
      .for("update");
    if (!member) throw notFound("User");
    if (member.isPrimary) throw conflictOf("The primary user cannot be removed.", { status: member.status });
    if (member.id === actor.userId)
      throw conflictOf("You cannot remove yourself.", { status: member.status });
    await recordAuditEvent(tx, {
      actor,
      action: "remove",
      subjectType: "user",
      subjectId: id,
      organisationId: member.organisationId,
      before: { email: member.email, name: member.name, status: member.status },
      requestId: actor.requestId,
    });
    await tx.delete(users).where(eq(users.id, id));
  });
  deps.realtime.disconnectUsers([id]);
}
