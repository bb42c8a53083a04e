import {
  GIS_ROLE_BY_TIER,
  GIS_ROLES,
  type GisUser,
  type GisUserCount,
  invalidGisRoleMessage,
  isTier,
  type Tier,
  tierLabel,
} from "@strata/core";
import { asc, count, desc, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { gisUsers, users } from "../../db/schema/index.ts";
import { recordAuditEvent } from "../../lib/audit.ts";
import { badRequest, conflict, notFound } from "../../lib/errors.ts";
import { offsetOf, toPage } from "../reference-data/index.ts";
import { getServiceAccount, serviceAccountActor } from "../service-accounts/index.ts";

/** The service account making a GIS-side call, and the request, for the audit trail. */
export interface GisCaller {
  account: { id: string; name: string };
  requestId: string;
}

type Executor = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * The portal user and the GIS role their tier maps to. A user without a tier (staff) or whose tier
 * has no role gives the spec's "Invalid GIS user role type", naming the service (a 400).
 */
async function portalUserWithRole(tx: Executor, userId: string) {
  const [user] = await tx.select().from(users).where(eq(users.id, userId));
  if (!user) throw notFound("User");
  const tier = isTier(user.role) ? user.role : null;
  const role = tier ? GIS_ROLE_BY_TIER[tier] : undefined;
  if (!tier || !role) {
    const label = tier ? `The ${tierLabel(tier)} tier` : "A staff account";
    throw badRequest(invalidGisRoleMessage(label));
  }
  return { user, tier, role };
}

function toGisUser(
  row: typeof gisUsers.$inferSelect,
  user: { id: string; name: string; email: string },
): GisUser {
  return {
    userId: user.id,
    name: user.name,
    email: user.email,
    tier: row.tier as Tier,
    role: row.role,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const audit = (
  tx: Executor,
  caller: GisCaller,
  action: string,
  userId: string,
  change: { before?: Record<string, unknown> | null; after?: Record<string, unknown> | null },
) =>
  recordAuditEvent(tx, {
    actor: serviceAccountActor(caller.account),
    action,
    subjectType: "gis_user",
    subjectId: userId,
    ...change,
    requestId: caller.requestId,
  });

/**
 * Makes a portal user a GIS user with their tier's role. Idempotent: a user already mirrored keeps
 * their row, its role brought up to date with their tier (`created: false`). Only active users.
 */
export async function createGisUser(db: Database, userId: string, caller: GisCaller) {
  return db.transaction(async (tx) => {
    const { user, tier, role } = await portalUserWithRole(tx, userId);
    if (user.status !== "active") {
      throw conflict("Only an active portal user can be a GIS user.");
    }
    const [existing] = await tx.select().from(gisUsers).where(eq(gisUsers.userId, userId)).for("update");
    if (existing) {
      if (existing.role === role && existing.tier === tier)
        return { user: toGisUser(existing, user), created: false };
      const [row] = await tx
        .update(gisUsers)
        .set({ role, tier, updatedAt: new Date() })
        .where(eq(gisUsers.userId, userId))
        .returning();
      await audit(tx, caller, "gis_user.change_role", userId, {
        before: { role: existing.role, tier: existing.tier },
        after: { role, tier },
      });
      return { user: toGisUser(row, user), created: false };
    }
    const [row] = await tx
      .insert(gisUsers)
      .values({ userId, role, tier, createdByServiceAccountId: caller.account.id })
      .returning();
    await audit(tx, caller, "gis_user.create", userId, { after: { role, tier } });
    return { user: toGisUser(row, user), created: true };
  });
}

/** Ends a user's GIS mirror. Idempotent: a user who is not a GIS user (or no user) answers `deleted: false`. */
export async function deleteGisUser(db: Database, userId: string, caller: GisCaller) {
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(gisUsers).where(eq(gisUsers.userId, userId)).returning();
    if (row)
      await audit(tx, caller, "gis_user.delete", userId, { before: { role: row.role, tier: row.tier } });
    return { userId, deleted: Boolean(row) };
  });
}

/**
 * Brings a GIS user's role in line with their portal tier (after an upgrade, a downgrade or an
 * add-on): the role always follows the tier table, never a role the caller picks. A tier that lost
 * its role gives the spec's error and leaves the row as it was.
 */
export async function changeGisUserRole(db: Database, userId: string, caller: GisCaller) {
  return db.transaction(async (tx) => {
    const [existing] = await tx.select().from(gisUsers).where(eq(gisUsers.userId, userId)).for("update");
    if (!existing) throw notFound("GIS user");
    const { user, tier, role } = await portalUserWithRole(tx, userId);
    if (existing.role === role && existing.tier === tier) {
      return { user: toGisUser(existing, user), previousRole: existing.role, changed: false };
    }
    const [row] = await tx
      .update(gisUsers)
      .set({ role, tier, updatedAt: new Date() })
      .where(eq(gisUsers.userId, userId))
      .returning();
    await audit(tx, caller, "gis_user.change_role", userId, {
      before: { role: existing.role, tier: existing.tier },
      after: { role, tier },
    });
    return { user: toGisUser(row, user), previousRole: existing.role, changed: existing.role !== role };
  });
}

/** How many GIS users there are, per role (every role listed, zeros too), or of one role. */
export async function countGisUsers(db: Database, query: { role?: string }): Promise<GisUserCount> {
  const rows = await db
    .select({ role: gisUsers.role, n: count() })
    .from(gisUsers)
    .where(query.role ? eq(gisUsers.role, query.role) : undefined)
    .groupBy(gisUsers.role);
  const counted = new Map(rows.map((r) => [r.role, r.n]));
  const roles = query.role ? [query.role] : GIS_ROLES;
  const byRole = roles.map((role) => ({ role, count: counted.get(role) ?? 0 }));
  return { total: byRole.reduce((sum, r) => sum + r.count, 0), byRole };
}

/**
 * The GIS users a service account mirrored (user/create), newest first: the service accounts'
 * `users` call of section 7 (decision 0180). 404 for an unknown account.
 */
export async function listGisUsersOf(
  db: Database,
  accountId: string,
  query: { page: number; pageSize: number },
) {
  await getServiceAccount(db, accountId);
  const where = eq(gisUsers.createdByServiceAccountId, accountId);
  const [{ total }] = await db.select({ total: count() }).from(gisUsers).where(where);
  const rows = await db
    .select({ row: gisUsers, user: { id: users.id, name: users.name, email: users.email } })
    .from(gisUsers)
    .innerJoin(users, eq(users.id, gisUsers.userId))
    .where(where)
    .orderBy(desc(gisUsers.createdAt), asc(gisUsers.userId))
    .limit(query.pageSize)
    .offset(offsetOf(query));
  return toPage(
    rows.map((r) => toGisUser(r.row, r.user)),
    total,
    query,
  );
}
