import type {
  AddOn,
  AdminSubscriptionsQuery,
  Member,
  Subscription,
  Tier,
  UpdateSubscriptionBody,
} from "@strata/core";
import { and, asc, count, desc, eq, ilike, lt, or, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { organisations, subscriptions, users } from "../../db/schema/index.ts";
import { recordAuditEvent } from "../../lib/audit.ts";
import { conflict, notFound } from "../../lib/errors.ts";
import { escapeLike } from "../../lib/like-pattern.ts";
import type { Actor } from "../../lib/workflow.ts";
import { applyPlanToUsers } from "./activation.ts";
import { selectSubscriptions, toSubscription } from "./present.ts";
import { timelineOf } from "./timeline.ts";

/** A page of subscriptions with admin's filters, soonest end first. */
export async function listSubscriptions(db: Database, query: AdminSubscriptionsQuery) {
  const filters: (SQL | undefined)[] = [
    query.status ? eq(subscriptions.status, query.status) : undefined,
    query.planType ? eq(subscriptions.planType, query.planType) : undefined,
    query.endingBefore ? lt(subscriptions.endsAt, new Date(`${query.endingBefore}T00:00:00Z`)) : undefined,
    query.q
      ? or(
          ilike(organisations.name, `%${escapeLike(query.q)}%`),
          ilike(subscriptions.alias, `%${escapeLike(query.q)}%`),
        )
      : undefined,
  ];
  const where = and(...filters);
  const [{ total }] = await db
    .select({ total: count() })
    .from(subscriptions)
    .innerJoin(organisations, eq(organisations.id, subscriptions.organisationId))
    .where(where);
  const rows = await selectSubscriptions(db)
    .where(where)
    .orderBy(asc(subscriptions.endsAt), asc(organisations.name), asc(subscriptions.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const now = new Date();
  return {
    result: rows.map((row) => toSubscription(row, now)),
    pageNumber: query.page,
    pageSize: query.pageSize,
    pageTotal: total,
  };
}

export async function getSubscription(db: Database, id: string): Promise<Subscription> {
  const [row] = await selectSubscriptions(db).where(eq(subscriptions.id, id));
  if (!row) throw notFound("Subscription");
  return toSubscription(row);
}

/** The subscription, its organisation's users (primary first) and its history. */
export async function getSubscriptionDetail(db: Database, id: string) {
  const subscription = await getSubscription(db, id);
  const members = await db
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
    .where(eq(users.organisationId, subscription.organisationId))
    .orderBy(desc(users.isPrimary), asc(users.name))
    .limit(500);
  return { ...subscription, users: members as Member[], timeline: await timelineOf(db, "subscription", id) };
}

/**
 * Admin's edit (period end, add-ons, plan) in one transaction with its audit row; the organisation
 * and its users follow a changed plan or add-ons. A revoked subscription is closed for good (409).
 */
export async function editSubscription(
  db: Database,
  input: { id: string; body: UpdateSubscriptionBody; actor: Actor },
): Promise<Subscription> {
  const { id, body, actor } = input;
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(subscriptions).where(eq(subscriptions.id, id)).for("update");
    if (!before) throw notFound("Subscription");
    if (before.status === "revoked")
      throw conflict("A revoked subscription cannot be changed.", {
        status: before.status,
        action: "edit",
      });
    const set: Partial<typeof subscriptions.$inferInsert> = {};
    if (body.endsAt !== undefined) set.endsAt = body.endsAt ? new Date(body.endsAt) : null;
    if (body.addOnsType !== undefined) set.addOnsType = [...new Set(body.addOnsType)];
    if (body.planType !== undefined) set.planType = body.planType;
    // A new end resets the reminders: the expiry job counts down to it afresh.
    if (set.endsAt !== undefined) set.lastReminderDays = null;
    const [after] = await tx
      .update(subscriptions)
      .set({ ...set, updatedAt: new Date() })
      .where(eq(subscriptions.id, id))
      .returning();
    if (set.planType !== undefined || set.addOnsType !== undefined)
      await applyPlanToUsers(tx, after.organisationId, after.planType as Tier, after.addOnsType as AddOn[]);
    const pick = (row: typeof before) => ({
      endsAt: row.endsAt?.toISOString() ?? null,
      addOnsType: row.addOnsType,
      planType: row.planType,
    });
    await recordAuditEvent(tx, {
      actor,
      action: "edit",
      subjectType: "subscription",
      subjectId: id,
      organisationId: before.organisationId,
      before: pick(before),
      after: pick(after),
      requestId: actor.requestId,
    });
  });
  return getSubscription(db, id);
}

export async function setAlias(db: Database, input: { id: string; alias: string | null; actor: Actor }) {
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, input.id))
      .for("update");
    if (!before) throw notFound("Subscription");
    await tx
      .update(subscriptions)
      .set({ alias: input.alias, updatedAt: new Date() })
      .where(eq(subscriptions.id, input.id));
    await recordAuditEvent(tx, {
      actor: input.actor,
      action: "alias",
      subjectType: "subscription",
      subjectId: input.id,
      organisationId: before.organisationId,
      before: { alias: before.alias },
      after: { alias: input.alias },
      requestId: input.actor.requestId,
    });
  });
  return getSubscription(db, input.id);
}
