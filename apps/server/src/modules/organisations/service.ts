import type {
  AdminOrganisation,
  AdminOrganisationListQuery,
  adminOrganisationPatchSchema,
  Tier,
} from "@strata/core";
import { and, asc, count, eq, or, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "../../db/client.ts";
import {
  countries,
  institutes,
  knownCompanies,
  organisations,
  subscriptions,
} from "../../db/schema/index.ts";
import { recordAuditEvent } from "../../lib/audit.ts";
import { invalidField, notFound } from "../../lib/errors.ts";
import type { Actor } from "../../lib/workflow.ts";
import { containing, countryExists, offsetOf, toPage } from "../reference-data/index.ts";

type Patch = z.output<typeof adminOrganisationPatchSchema>;

const columns = {
  id: organisations.id,
  name: organisations.name,
  kind: organisations.kind,
  tier: organisations.tier,
  countryCode: organisations.countryCode,
  registrationNumber: organisations.registrationNumber,
  address: organisations.address,
  knownCompanyId: organisations.knownCompanyId,
  instituteId: organisations.instituteId,
  createdAt: organisations.createdAt,
  countryName: countries.name,
  knownCompanyName: knownCompanies.name,
  instituteName: institutes.name,
  subscriptionStatus: subscriptions.status,
  vdrEnabled: sql<boolean>`coalesce((${organisations.vdrSettings} ->> 'enabled')::boolean, false)`,
};

function selectOrganisations(db: Database) {
  return db
    .select(columns)
    .from(organisations)
    .leftJoin(countries, eq(countries.code, organisations.countryCode))
    .leftJoin(knownCompanies, eq(knownCompanies.id, organisations.knownCompanyId))
    .leftJoin(institutes, eq(institutes.id, organisations.instituteId))
    .leftJoin(subscriptions, eq(subscriptions.organisationId, organisations.id));
}

type Row = Awaited<ReturnType<ReturnType<typeof selectOrganisations>["execute"]>>[number];

function toAdminOrganisation(row: Row): AdminOrganisation {
  return {
    ...row,
    kind: row.kind as AdminOrganisation["kind"],
    tier: row.tier as Tier,
    subscriptionStatus: row.subscriptionStatus as AdminOrganisation["subscriptionStatus"],
    createdAt: row.createdAt.toISOString(),
  };
}

/** Staff's page of organisations; `q` matches the name or the registration number. */
export async function listAdminOrganisations(db: Database, query: AdminOrganisationListQuery) {
  const where = and(
    query.q
      ? or(containing(organisations.name, query.q), containing(organisations.registrationNumber, query.q))
      : undefined,
    query.tier ? eq(organisations.tier, query.tier) : undefined,
    query.kind ? eq(organisations.kind, query.kind) : undefined,
    query.country ? eq(organisations.countryCode, query.country) : undefined,
  );
  const [{ total }] = await db.select({ total: count() }).from(organisations).where(where);
  const rows = await selectOrganisations(db)
    .where(where)
    .orderBy(asc(organisations.name), asc(organisations.id))
    .limit(query.pageSize)
    .offset(offsetOf(query));
  return toPage(rows.map(toAdminOrganisation), total, query);
}

export async function getAdminOrganisation(db: Database, id: string): Promise<AdminOrganisation> {
  const [row] = await selectOrganisations(db).where(eq(organisations.id, id));
  if (!row) throw notFound("Organisation");
  return toAdminOrganisation(row);
}

/** The links must exist and fit the organisation's kind: a company names a known company, an institute an institute. */
async function checkPatch(db: Database, kind: string, patch: Patch) {
  if (patch.countryCode && !(await countryExists(db, patch.countryCode)))
    throw invalidField("body.countryCode", "Unknown country code");
  if (patch.knownCompanyId) {
    if (kind !== "company")
      throw invalidField("body.knownCompanyId", "Only a company links to a known company");
    const [found] = await db
      .select({ id: knownCompanies.id })
      .from(knownCompanies)
      .where(eq(knownCompanies.id, patch.knownCompanyId));
    if (!found) throw invalidField("body.knownCompanyId", "Unknown known company");
  }
  if (patch.instituteId) {
    if (kind !== "institute")
      throw invalidField("body.instituteId", "Only an institute links to an institute");
    const [found] = await db
      .select({ id: institutes.id })
      .from(institutes)
      .where(eq(institutes.id, patch.instituteId));
    if (!found) throw invalidField("body.instituteId", "Unknown institute");
  }
}

const EDITABLE = [
  "name",
  "address",
  "registrationNumber",
  "countryCode",
  "knownCompanyId",
  "instituteId",
] as const;

/** Staff correct an organisation's details; the change and its audit row (what changed) commit together. */
export async function updateAdminOrganisation(
  db: Database,
  input: { id: string; patch: Patch; actor: Actor },
) {
  const current = await getAdminOrganisation(db, input.id);
  await checkPatch(db, current.kind, input.patch);
  await db.transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(organisations)
      .where(eq(organisations.id, input.id))
      .for("update");
    if (!locked) throw notFound("Organisation");
    const changed = EDITABLE.filter((k) => input.patch[k] !== undefined && input.patch[k] !== locked[k]);
    if (changed.length === 0) return;
    await tx
      .update(organisations)
      .set({ ...input.patch, updatedAt: new Date() })
      .where(eq(organisations.id, input.id));
    await recordAuditEvent(tx, {
      actor: input.actor,
      action: "organisation.update",
      subjectType: "organisation",
      subjectId: input.id,
      organisationId: input.id,
      before: Object.fromEntries(changed.map((k) => [k, locked[k]])),
      after: Object.fromEntries(changed.map((k) => [k, input.patch[k]])),
      requestId: input.actor.requestId,
    });
  });
  return getAdminOrganisation(db, input.id);
}
