import { randomUUID } from "node:crypto";
import type { Institute, instituteInputSchema, institutePatchSchema, ReferenceListQuery } from "@strata/core";
import { asc, count, eq, getTableColumns, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "../../db/client.ts";
import { institutes } from "../../db/schema/index.ts";
import { recordAuditEvent } from "../../lib/audit.ts";
import { notFound } from "../../lib/errors.ts";
import type { Actor } from "../../lib/workflow.ts";
import { countryExists } from "./countries.ts";
import { inUse, invalidField } from "./errors.ts";
import { containing, offsetOf, toPage } from "./paging.ts";

type Input = z.output<typeof instituteInputSchema>;
type Patch = z.output<typeof institutePatchSchema>;

// Qualified by hand: drizzle renders a column in a select field without its table, which the
// subquery would read as its own table's column.
const organisationCount = sql<number>`(select count(*)::int from organisations o where o.institute_id = "institutes"."id")`;

const columns = { ...getTableColumns(institutes), organisationCount };

type Row = typeof institutes.$inferSelect & { organisationCount: number };

function toInstitute(row: Row): Institute {
  return {
    id: row.id,
    name: row.name,
    countryCode: row.countryCode,
    active: row.active,
    organisationCount: row.organisationCount,
    createdAt: row.createdAt.toISOString(),
  };
}

const snapshot = (c: Institute) => ({
  name: c.name,
  countryCode: c.countryCode,
  active: c.active,
});

/** A page of institutes, by name; `q` matches the name. */
export async function listInstitutes(db: Database, query: ReferenceListQuery) {
  const where = containing(institutes.name, query.q);
  const [{ total }] = await db.select({ total: count() }).from(institutes).where(where);
  const rows = await db
    .select(columns)
    .from(institutes)
    .where(where)
    .orderBy(asc(institutes.name), asc(institutes.id))
    .limit(query.pageSize)
    .offset(offsetOf(query));
  return toPage(rows.map(toInstitute), total, query);
}

export async function getInstitute(db: Database, id: string): Promise<Institute> {
  const [row] = await db.select(columns).from(institutes).where(eq(institutes.id, id));
  if (!row) throw notFound("Institute");
  return toInstitute(row);
}

async function checkCountry(db: Database, code: string | null | undefined) {
  if (code && !(await countryExists(db, code)))
    throw invalidField("body.countryCode", "Unknown country code");
}

/** Adds an institute; a name already used (in any case) is a 409. */
export async function createInstitute(db: Database, input: { values: Input; actor: Actor }) {
  await checkCountry(db, input.values.countryCode);
  const id = randomUUID();
  await db.transaction(async (tx) => {
    await tx.insert(institutes).values({ id, ...input.values });
    await recordAuditEvent(tx, {
      actor: input.actor,
      action: "institute.create",
      subjectType: "institute",
      subjectId: id,
      after: input.values,
      requestId: input.actor.requestId,
    });
  });
  return getInstitute(db, id);
}

export async function updateInstitute(db: Database, input: { id: string; patch: Patch; actor: Actor }) {
  await checkCountry(db, input.patch.countryCode);
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select(columns)
      .from(institutes)
      .where(eq(institutes.id, input.id))
      .for("update");
    if (!before) throw notFound("Institute");
    await tx
      .update(institutes)
      .set({ ...input.patch, updatedAt: new Date() })
      .where(eq(institutes.id, input.id));
    await recordAuditEvent(tx, {
      actor: input.actor,
      action: "institute.update",
      subjectType: "institute",
      subjectId: input.id,
      before: snapshot(toInstitute(before)),
      after: input.patch,
      requestId: input.actor.requestId,
    });
  });
  return getInstitute(db, input.id);
}

/**
 * Deletes an institute no organisation links to. One still linked is a 409: it is deactivated
 * instead (docs/decisions.md), so organisations keep their link and the history stays readable.
 */
export async function deleteInstitute(db: Database, input: { id: string; actor: Actor }) {
  await db.transaction(async (tx) => {
    const [row] = await tx.select(columns).from(institutes).where(eq(institutes.id, input.id)).for("update");
    if (!row) throw notFound("Institute");
    if (row.organisationCount > 0) {
      throw inUse(
        `${row.name} is linked to ${row.organisationCount} organisation(s) and cannot be deleted; deactivate it instead.`,
      );
    }
    await tx.delete(institutes).where(eq(institutes.id, input.id));
    await recordAuditEvent(tx, {
      actor: input.actor,
      action: "institute.delete",
      subjectType: "institute",
      subjectId: input.id,
      before: snapshot(toInstitute(row)),
      requestId: input.actor.requestId,
    });
  });
}
