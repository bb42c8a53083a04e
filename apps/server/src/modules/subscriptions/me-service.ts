import type { MySubscription, Organisation, UpdateOrganisationBody } from "@strata/core";
import { and, eq, exists, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { organisations, subscriptions, users } from "../../db/schema/index.ts";
import { recordAuditEvent } from "../../lib/audit.ts";
import { forbidden, notFound } from "../../lib/errors.ts";
import type { Actor } from "../../lib/workflow.ts";
import { readConfigurations } from "../reference-data/index.ts";
import { selectSubscriptions, toSubscription } from "./present.ts";

type OrganisationRow = typeof organisations.$inferSelect;

export function toOrganisation(row: OrganisationRow): Organisation {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind as Organisation["kind"],
    tier: row.tier as Organisation["tier"],
    countryCode: row.countryCode,
    registrationNumber: row.registrationNumber,
    address: row.address,
    knownCompanyId: row.knownCompanyId,
    instituteId: row.instituteId,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The viewer's organisation; staff have none, so theirs is a 404. */
export async function getMyOrganisation(db: Database, actor: Actor): Promise<Organisation> {
  const [row] = await db
    .select()
    .from(organisations)
    .where(eq(organisations.id, actor.organisationId ?? ""));
  if (!row) throw notFound("Organisation");
  return toOrganisation(row);
}

/**
 * The primary user edits the address and country. Whether the actor is the organisation's primary
 * user is part of the update's condition (as the workflow's isApplicant guard), so a member's
 * attempt changes nothing and is a 403.
 */
export async function updateMyOrganisation(
  db: Database,
  input: { actor: Actor; body: UpdateOrganisationBody },
): Promise<Organisation> {
  const { actor, body } = input;
  const organisationId = actor.organisationId ?? "";
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(organisations).where(eq(organisations.id, organisationId));
    if (!before) throw notFound("Organisation");
    const isPrimary = tx
      .select({ one: sql`1` })
      .from(users)
      .where(
        and(
          eq(users.id, actor.userId ?? ""),
          eq(users.organisationId, organisationId),
          eq(users.isPrimary, true),
        ),
      );
    const [after] = await tx
      .update(organisations)
      .set({ address: body.address, countryCode: body.countryCode, updatedAt: new Date() })
      .where(and(eq(organisations.id, organisationId), exists(isPrimary)))
      .returning();
    if (!after) throw forbidden();
    await recordAuditEvent(tx, {
      actor,
      action: "edit-organisation",
      subjectType: "organisation",
      subjectId: organisationId,
      organisationId,
      before: { address: before.address, countryCode: before.countryCode },
      after: { address: after.address, countryCode: after.countryCode },
      requestId: actor.requestId,
    });
    return toOrganisation(after);
  });
}

export async function getMySubscription(db: Database, actor: Actor): Promise<MySubscription> {
  const [row] = await selectSubscriptions(db).where(
    eq(subscriptions.organisationId, actor.organisationId ?? ""),
  );
  if (!row) throw notFound("Subscription");
  const subscription = toSubscription(row);
  const hasDataRoom = subscription.planType === "vdr" || subscription.addOnsType.includes("vdr");
  return {
    ...subscription,
    dataRoom: hasDataRoom ? await dataRoomOf(db, subscription.organisationId) : null,
  };
}

/** The data room's days and contact: the organisation's own VDR settings, else the configuration's. */
async function dataRoomOf(db: Database, organisationId: string) {
  const [org] = await db
    .select({ vdrSettings: organisations.vdrSettings })
    .from(organisations)
    .where(eq(organisations.id, organisationId));
  const own = org?.vdrSettings as { accessDays?: number; contactEmail?: string | null } | null;
  const config = await readConfigurations(db);
  return {
    accessDays: own?.accessDays ?? config["vdr.accessDays"],
    contactEmail: own?.contactEmail ?? config["vdr.contactEmail"],
  };
}
