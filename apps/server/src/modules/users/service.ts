import { type MeResponse, packAbilityRules, rulesFor } from "@strata/core";
import { asc, count, eq, isNull, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { users } from "../../db/schema/index.ts";
import type { Viewer } from "../../lib/viewer.ts";
import { toSessionObject } from "../auth/index.ts";
import type { UserListResponse } from "./schema.ts";

/** The signed-in user (with the time zone they read dates in) and the packed rules of their ability. */
export async function describeViewer(db: Database, viewer: Viewer): Promise<MeResponse> {
  const { user } = viewer;
  const timeZone = await timeZoneOf(db, user.id);
  return {
    // The session's user (section 3) plus what the screens need: id, status and organisation.
    user: {
      ...toSessionObject(viewer).user,
      id: user.id,
      status: user.status,
      organisation: user.organisation,
      timeZone,
    },
    rules: packAbilityRules(rulesFor(user)),
  };
}

/** The zone a user reads dates and times in; null: Malaysia's. */
export async function timeZoneOf(db: Database, userId: string): Promise<string | null> {
  const [row] = await db.select({ timeZone: users.timeZone }).from(users).where(eq(users.id, userId));
  return row?.timeZone ?? null;
}

/**
 * Sets the signed-in user's own zone (null: back to Malaysia's). A display preference of their own,
 * like a password: no status moves and nobody else's record is touched, so it is not audited.
 */
export async function setTimeZone(db: Database, userId: string, timeZone: string | null) {
  await db.update(users).set({ timeZone, updatedAt: new Date() }).where(eq(users.id, userId));
  return { timeZone };
}

/** Whose users a list shows: one organisation's members, or the staff (users without an organisation). */
export type UserListScope = { organisationId: string } | { staff: true };

/** One page of users, scoped inside the query so another organisation's users can never appear. */
export async function listUsers(
  db: Database,
  input: { scope: UserListScope; page: number; pageSize: number },
): Promise<UserListResponse> {
  const where: SQL =
    "staff" in input.scope
      ? isNull(users.organisationId)
      : eq(users.organisationId, input.scope.organisationId);
  const [{ total }] = await db.select({ total: count() }).from(users).where(where);
  const result = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      role: users.role,
      status: users.status,
      isPrimary: users.isPrimary,
      organisationId: users.organisationId,
    })
    .from(users)
    .where(where)
    .orderBy(asc(users.name), asc(users.id))
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize);
  return {
    result: result as UserListResponse["result"],
    pageNumber: input.page,
    pageSize: input.pageSize,
    pageTotal: total,
  };
}
