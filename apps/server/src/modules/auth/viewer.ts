import { ADD_ONS, type AddOn, defineAbilityFor, isTier, type Session, userRoleSchema } from "@strata/core";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { organisations, users } from "../../db/schema/index.ts";
import type { Viewer } from "../../lib/viewer.ts";

interface SessionRow {
  id: string;
  userId: string;
  expiresAt: Date;
}

interface OrganisationRow {
  subscriptionStatus: string;
  subscriptionExpiresAt: Date | null;
}

/** A customer is expired when their organisation's subscription is marked expired or has run out. */
export function isSubscriptionExpired(organisation: OrganisationRow | null, now = new Date()): boolean {
  if (!organisation) return false;
  if (organisation.subscriptionStatus === "expired") return true;
  return organisation.subscriptionExpiresAt !== null && organisation.subscriptionExpiresAt < now;
}

/**
 * The viewer of a live session: the user, their organisation and their ability. Null when the user
 * is not active, so a suspension ends every session at once even before its rows are deleted.
 */
export async function loadViewer(db: Database, session: SessionRow): Promise<Viewer | null> {
  const [row] = await db
    .select({ user: users, organisation: organisations })
    .from(users)
    .leftJoin(organisations, eq(organisations.id, users.organisationId))
    .where(eq(users.id, session.userId));
  if (row?.user.status !== "active") return null;
  const { user, organisation } = row;
  const role = userRoleSchema.parse(user.role);
  const addOnsType = user.addOns.filter((a): a is AddOn => (ADD_ONS as readonly string[]).includes(a));
  // Staff have no subscription; only a customer (a tier) can be expired.
  const isExpired = isTier(role) && isSubscriptionExpired(organisation);
  const abilityUser = { id: user.id, role, addOnsType, isPrimary: user.isPrimary, isExpired };
  return {
    sessionId: session.id,
    sessionExpiresAt: session.expiresAt,
    ability: defineAbilityFor(abilityUser),
    user: {
      ...abilityUser,
      name: user.name,
      email: user.email,
      image: user.image,
      status: "active",
      organisation: organisation ? { id: organisation.id, name: organisation.name } : null,
    },
  };
}

/** The next-auth session object of GET /api/auth/session. */
export function toSessionObject(viewer: Viewer): Session {
  const { user } = viewer;
  return {
    expires: viewer.sessionExpiresAt.toISOString(),
    user: {
      name: user.name,
      email: user.email,
      image: user.image,
      role: user.role,
      addOnsType: user.addOnsType,
      isPrimary: user.isPrimary,
      isExpired: user.isExpired,
      sub: user.id,
    },
  };
}
