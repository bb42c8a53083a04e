import { ADD_ONS, type AddOn, defineAbilityFor, isTier, type Session, userRoleSchema } from "@strata/core";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { organisations, sessions, subscriptions, users } from "../../db/schema/index.ts";
import type { Viewer } from "../../lib/viewer.ts";

interface SessionRow {
  id: string;
  userId: string;
  expiresAt: Date;
}

interface SubscriptionRow {
  status: string;
  endsAt: Date | null;
}

/**
 * A customer is expired (sees the expired variants and the subscription page) unless their
 * organisation's subscription is active and not past its end: an expired one, one that ran out
 * before the expiry job marked it, and one not yet activated (a registration in progress) alike.
 */
export function isSubscriptionExpired(subscription: SubscriptionRow | null, now = new Date()): boolean {
  // A customer user without an organisation exists only in tests of the permission model.
  if (!subscription) return false;
  if (subscription.status !== "active") return true;
  return subscription.endsAt !== null && subscription.endsAt < now;
}

/** A suspended or revoked subscription keeps all its users out, like a suspended user. */
export const SUBSCRIPTION_STATUSES_WITHOUT_ACCESS = ["suspended", "revoked"] as const;

export function subscriptionKeepsUsersOut(subscription: { status: string } | null): boolean {
  return (
    subscription !== null &&
    (SUBSCRIPTION_STATUSES_WITHOUT_ACCESS as readonly string[]).includes(subscription.status)
  );
}

/**
 * The columns a viewer is made of (the user, their organisation's name and its subscription's state),
 * not the three whole rows: every request reads them, and the rows' other columns cost their
 * transfer and mapping each time.
 */
const viewerColumns = {
  user: {
    id: users.id,
    role: users.role,
    status: users.status,
    addOns: users.addOns,
    isPrimary: users.isPrimary,
    name: users.name,
    email: users.email,
    image: users.image,
  },
  organisation: { id: organisations.id, name: organisations.name },
  subscription: { status: subscriptions.status, endsAt: subscriptions.endsAt },
};

type ViewerRow = {
  user: { [K in keyof typeof viewerColumns.user]: (typeof users.$inferSelect)[K] };
  organisation: { id: string; name: string } | null;
  subscription: SubscriptionRow | null;
};

/**
 * The viewer of a live session: the user, their organisation and their ability. Null when the user
 * is not active, so a suspension ends every session at once even before its rows are deleted.
 */
export async function loadViewer(db: Database, session: SessionRow): Promise<Viewer | null> {
  const [row] = await db
    .select(viewerColumns)
    .from(users)
    .leftJoin(organisations, eq(organisations.id, users.organisationId))
    .leftJoin(subscriptions, eq(subscriptions.organisationId, users.organisationId))
    .where(eq(users.id, session.userId));
  return row ? viewerOf(session, row) : null;
}

/**
 * The viewer of the session a cookie's token names, in one statement (the session with its user,
 * organisation and subscription): every request resolves its viewer, so this is the read the portal
 * does most. An expired session is deleted, as better-auth does, and gives null.
 */
export async function loadViewerBySessionToken(db: Database, token: string): Promise<Viewer | null> {
  const [row] = await db
    .select({
      session: { id: sessions.id, userId: sessions.userId, expiresAt: sessions.expiresAt },
      ...viewerColumns,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(organisations, eq(organisations.id, users.organisationId))
    .leftJoin(subscriptions, eq(subscriptions.organisationId, users.organisationId))
    .where(eq(sessions.token, token));
  if (!row) return null;
  if (row.session.expiresAt < new Date()) {
    await db.delete(sessions).where(eq(sessions.token, token));
    return null;
  }
  return viewerOf(row.session, row);
}

function viewerOf(session: SessionRow, { user, organisation, subscription }: ViewerRow): Viewer | null {
  if (user.status !== "active") return null;
  if (isTier(user.role) && subscriptionKeepsUsersOut(subscription)) return null;
  const role = userRoleSchema.parse(user.role);
  const addOnsType = user.addOns.filter((a): a is AddOn => (ADD_ONS as readonly string[]).includes(a));
  // Staff have no subscription; only a customer (a tier) can be expired.
  const isExpired = isTier(role) && isSubscriptionExpired(subscription);
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
