import { randomUUID } from "node:crypto";
import {
  type Administrator,
  type AdministratorList,
  type CreateAdministratorBody,
  isStaffRole,
  STAFF_ROLES,
  type UpdateAdministratorBody,
  type UserStatus,
} from "@strata/core";
import { and, asc, count, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { loaApprovers, users } from "../../db/schema/index.ts";
import { recordAuditEvent } from "../../lib/audit.ts";
import { invalidField, notFound } from "../../lib/errors.ts";
import type { Outbox } from "../../lib/outbox.ts";
import { userStore } from "../../lib/user-workflow.ts";
import { type Actor, applyTransitionIn, type Tx } from "../../lib/workflow.ts";
import type { Realtime } from "../../plugins/realtime.ts";
import { ACTIVATION_EXPIRES_IN_SECONDS, ACTIVATION_PAGE, createInvitation } from "../activation/index.ts";
import { loadChain, saveChain } from "../applications/index.ts";
import { endSessionsOfUsers } from "../auth/index.ts";

export interface AdministratorContext {
  db: Database;
  outbox: Outbox;
  realtime: Pick<Realtime, "disconnectUsers">;
  actor: Actor;
  linkOrigin: string;
}

/** A 400 naming one field, in the shape the web app puts on the form (`details.issues`). */
export const fieldError = invalidField;

/** Staff users: no organisation and a staff role. */
const isStaffUser = and(isNull(users.organisationId), inArray(users.role, [...STAFF_ROLES]));

const columns = {
  id: users.id,
  name: users.name,
  email: users.email,
  role: users.role,
  status: users.status,
  createdAt: users.createdAt,
  level: loaApprovers.level,
  limitSen: loaApprovers.limitSen,
};

interface Row {
  id: string;
  name: string;
  email: string;
  role: string;
  status: string;
  createdAt: Date;
  level: number | null;
  limitSen: number | null;
}

const toAdministrator = (row: Row): Administrator => ({
  id: row.id,
  name: row.name,
  email: row.email,
  role: row.role as Administrator["role"],
  status: row.status as Administrator["status"],
  loa: row.level !== null && row.limitSen !== null ? { level: row.level, limitSen: row.limitSen } : null,
  createdAt: row.createdAt.toISOString(),
});

const selectAdministrators = (db: Database | Tx) =>
  db.select(columns).from(users).leftJoin(loaApprovers, eq(loaApprovers.userId, users.id)).$dynamic();

export async function listAdministrators(
  db: Database,
  input: { page: number; pageSize: number },
): Promise<AdministratorList> {
  const [{ total }] = await db.select({ total: count() }).from(users).where(isStaffUser);
  const rows = await selectAdministrators(db)
    .where(isStaffUser)
    .orderBy(asc(users.name), asc(users.id))
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize);
  return {
    result: rows.map(toAdministrator),
    pageNumber: input.page,
    pageSize: input.pageSize,
    pageTotal: total,
  };
}

export async function getAdministrator(db: Database | Tx, id: string): Promise<Administrator> {
  const [row] = await selectAdministrators(db).where(and(eq(users.id, id), isStaffUser));
  if (!row) throw notFound("Administrator");
  return toAdministrator(row);
}

/** The chain with this user placed at `level` (1-based; past the end: last) with `limitSen`, or left out. */
async function placeInChain(
  tx: Tx,
  actor: Actor,
  userId: string,
  placement: { level?: number; limitSen: number } | null,
) {
  const chain = (await loadChain(tx)).filter((link) => link.userId !== userId);
  const order = chain.map((link) => ({ userId: link.userId, limitSen: link.limitSen }));
  if (placement) {
    const at = Math.min((placement.level ?? order.length + 1) - 1, order.length);
    order.splice(at, 0, { userId, limitSen: placement.limitSen });
  }
  await saveChain(tx, { approvers: order, actor });
}

const auditAdministrator = (
  tx: Tx,
  actor: Actor,
  action: string,
  id: string,
  before: unknown,
  after: unknown,
) =>
  recordAuditEvent(tx, {
    actor,
    action,
    subjectType: "administrator",
    subjectId: id,
    before: before as Record<string, unknown> | null,
    after: after as Record<string, unknown> | null,
    requestId: actor.requestId,
  });

/**
 * Creates a staff user who is invited (no password yet), places an LOA approver in the chain, and
 * queues the invitation e-mail with the activation link, all in one transaction.
 */
export async function createAdministrator(
  ctx: AdministratorContext,
  body: CreateAdministratorBody,
): Promise<Administrator> {
  if (body.loa && body.role !== "loa")
    throw fieldError("body.loa", "Only an LOA approver has a level and a limit");
  const email = body.email.toLowerCase();
  const id = randomUUID();
  const created = await ctx.db.transaction(async (tx) => {
    const [taken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = ${email}`);
    if (taken) throw fieldError("body.email", "A user with this e-mail address already exists");
    await tx.insert(users).values({
      id,
      email,
      name: body.name,
      emailVerified: false,
      role: body.role,
      organisationId: null,
      status: "invited",
    });
    if (body.loa) await placeInChain(tx, ctx.actor, id, body.loa);
    const administrator = await getAdministrator(tx, id);
    await auditAdministrator(tx, ctx.actor, "create", id, null, administrator);
    // The activation flow's own token (modules/activation); its link sets the password.
    const token = await createInvitation({ db: tx as unknown as Database, userId: id });
    const link = new URL(ACTIVATION_PAGE, ctx.linkOrigin);
    link.searchParams.set("token", token);
    const days = Math.round(ACTIVATION_EXPIRES_IN_SECONDS / 86400);
    await ctx.outbox.queue(tx, {
      to: email,
      subject: "You are invited to Strata",
      link: link.toString(),
      text: `Hello ${body.name},\n\nyou have been invited to Strata as ${body.role}. Choose your password here to activate your account:\n\n${link}\n\nThe link works once and expires in ${days} days.\n`,
    });
    return administrator;
  });
  return created;
}

export async function updateAdministrator(
  ctx: AdministratorContext,
  id: string,
  body: UpdateAdministratorBody,
): Promise<Administrator> {
  const { before, after } = await ctx.db.transaction(async (tx) => {
    const before = await getAdministrator(tx, id);
    const role = body.role ?? before.role;
    if (body.loa && role !== "loa")
      throw fieldError("body.loa", "Only an LOA approver has a level and a limit");
    if (body.status === "suspended" && id === ctx.actor.userId)
      throw fieldError("body.status", "You cannot suspend yourself");
    if (body.status === "active" && before.status === "invited")
      throw fieldError("body.status", "An invited administrator becomes active by accepting the invitation");
    await tx
      .update(users)
      .set({
        ...(body.name !== undefined ? { name: body.name } : {}),
        ...(body.role !== undefined ? { role: body.role } : {}),
        updatedAt: new Date(),
      })
      .where(eq(users.id, id));
    // The status moves through the user workflow (its own audit row); the update's row follows.
    if (body.status !== undefined && body.status !== before.status) {
      await applyTransitionIn(tx, {
        store: userStore,
        id,
        action: body.status === "suspended" ? "suspend" : "reactivate",
        actor: ctx.actor,
        from: before.status as UserStatus,
      });
    }
    // Leaving the loa role leaves the chain; a new placement moves them in it.
    if (role !== "loa" && before.loa) await placeInChain(tx, ctx.actor, id, null);
    else if (body.loa !== undefined) await placeInChain(tx, ctx.actor, id, body.loa);
    const after = await getAdministrator(tx, id);
    await auditAdministrator(tx, ctx.actor, "update", id, before, after);
    return { before, after };
  });
  // A suspension or a new role takes effect at once: their sessions end (the new role on next sign-in).
  if (after.status === "suspended" || after.role !== before.role) {
    await endSessionsOfUsers(ctx.db, ctx.realtime, [id]);
  }
  return after;
}

/**
 * Deletes a staff user. An LOA approver leaves the chain first, in the same transaction, and the
 * applications waiting for them move to the next approver.
 */
export async function deleteAdministrator(ctx: AdministratorContext, id: string): Promise<void> {
  if (id === ctx.actor.userId) throw fieldError("id", "You cannot delete yourself");
  await ctx.db.transaction(async (tx) => {
    const before = await getAdministrator(tx, id);
    if (!isStaffRole(before.role)) throw notFound("Administrator");
    if (before.loa) await placeInChain(tx, ctx.actor, id, null);
    await tx.delete(users).where(eq(users.id, id));
    await auditAdministrator(tx, ctx.actor, "delete", id, before, null);
  });
  await endSessionsOfUsers(ctx.db, ctx.realtime, [id]);
}
