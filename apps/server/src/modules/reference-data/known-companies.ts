import { randomUUID } from "node:crypto";
import type {
  KnownCompany,
  knownCompanyInputSchema,
  knownCompanyPatchSchema,
  ReferenceListQuery,
} from "@strata/core";
import { asc, count, eq, getTableColumns, or, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "../../db/client.ts";
import { knownCompanies } from "../../db/schema/index.ts";
import { recordAuditEvent } from "../../lib/audit.ts";
import { notFound } from "../../lib/errors.ts";
import type { Actor } from "../../lib/workflow.ts";
import { countryExists } from "./countries.ts";
import { inUse, invalidField } from "./errors.ts";
import { containing, offsetOf, toPage } from "./paging.ts";

type Input = z.output<typeof knownCompanyInputSchema>;
type Patch = z.output<typeof knownCompanyPatchSchema>;

// Qualified by hand: drizzle renders a column in a select field without its table, which the
// subquery would read as its own table's column.
const organisationCount = sql<number>`(select count(*)::int from organisations o where o.known_company_id = "known_companies"."id")`;

const columns = { ...getTableColumns(knownCompanies), organisationCount };

type Row = typeof knownCompanies.$inferSelect & { organisationCount: number };

function toKnownCompany(row: Row): KnownCompany {
  return {
    id: row.id,
    name: row.name,
    registrationNumber: row.registrationNumber,
    countryCode: row.countryCode,
    active: row.active,
    organisationCount: row.organisationCount,
    createdAt: row.createdAt.toISOString(),
  };
}

const snapshot = (c: KnownCompany) => ({
  name: c.name,
  registrationNumber: c.registrationNumber,
  countryCode: c.countryCode,
  active: c.active,
});

/** A page of known companies, by name; `q` matches the name or the registration number. */
export async function listKnownCompanies(db: Database, query: ReferenceListQuery) {
  const where = query.q
    ? or(containing(knownCompanies.name, query.q), containing(knownCompanies.registrationNumber, query.q))
    : undefined;
  const [{ total }] = await db.select({ total: count() }).from(knownCompanies).where(where);
  const rows = await db
    .select(columns)
    .from(knownCompanies)
    .where(where)
    .orderBy(asc(knownCompanies.name), asc(knownCompanies.id))
    .limit(query.pageSize)
    .offset(offsetOf(query));
  return toPage(rows.map(toKnownCompany), total, query);
}

export async function getKnownCompany(db: Database, id: string): Promise<KnownCompany> {
  const [row] = await db.select(columns).from(knownCompanies).where(eq(knownCompanies.id, id));
  if (!row) throw notFound("Known company");
  return toKnownCompany(row);
}

async function checkCountry(db: Database, code: string | null | undefined) {
  if (code && !(await countryExists(db, code)))
    throw invalidField("body.countryCode", "Unknown country code");
}

/** Adds a known company; a name already used (in any case) is a 409. */
export async function createKnownCompany(db: Database, input: { values: Input; actor: Actor }) {
  await checkCountry(db, input.values.countryCode);
  const id = randomUUID();
  await db.transaction(async (tx) => {
    await tx.insert(knownCompanies).values({ id, ...input.values });
    await recordAuditEvent(tx, {
      actor: input.actor,
      action: "known_company.create",
      subjectType: "known_company",
      subjectId: id,
      after: input.values,
      requestId: input.actor.requestId,
    });
  });
  return getKnownCompany(db, id);
}

export async function updateKnownCompany(db: Database, input: { id: string; patch: Patch; actor: Actor }) {
  await checkCountry(db, input.patch.countryCode);
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select(columns)
      .from(knownCompanies)
      .where(eq(knownCompanies.id, input.id))
      .for("update");
    if (!before) throw notFound("Known company");
    await tx
      .update(knownCompanies)
      .set({ ...input.patch, updatedAt: new Date() })
      .where(eq(knownCompanies.id, input.id));
    await recordAuditEvent(tx, {
      actor: input.actor,
      action: "known_company.update",
      subjectType: "known_company",
      subjectId: input.id,
      before: snapshot(toKnownCompany(before)),
      after: input.patch,
      requestId: input.actor.requestId,
    });
  });
  return getKnownCompany(db, input.id);
}

/**
 * Deletes a known company no organisation links to. One still linked is a 409: it is deactivated
 * instead (docs/decisions.md), so organisations keep their link and the history stays readable.
 */
export async function deleteKnownCompany(db: Database, input: { id: string; actor: Actor }) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select(columns)
      .from(knownCompanies)
      .where(eq(knownCompanies.id, input.id))
      .for("update");
    if (!row) throw notFound("Known company");
    if (row.organisationCount > 0) {
      throw inUse(
        `${row.name} is linked to ${row.organisationCount} organisation(s) and cannot be deleted; deactivate it instead.`,
      );
    }
    await tx.delete(knownCompanies).where(eq(knownCompanies.id, input.id));
    await recordAuditEvent(tx, {
      actor: input.actor,
      action: "known_company.delete",
      subjectType: "known_company",
      subjectId: input.id,
      before: snapshot(toKnownCompany(row)),
      requestId: input.actor.requestId,
    });
  });
}
