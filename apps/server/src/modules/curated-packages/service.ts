import { randomUUID } from "node:crypto";
import type {
  CatalogType,
  CuratedPackage,
  CuratedPackageBody,
  CuratedPackageDetail,
  CuratedPackageList,
} from "@strata/core";
import { asc, count, desc, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import {
  curatedPackageAssignments,
  curatedPackageRecords,
  curatedPackages,
  users,
} from "../../db/schema/index.ts";
import { recordAuditEvent } from "../../lib/audit.ts";
import { notFound } from "../../lib/errors.ts";
import type { Actor, Tx } from "../../lib/workflow.ts";
import { containing, offsetOf, toPage } from "../reference-data/index.ts";
import { curatableRecords, recordTotalsOf } from "./records.ts";

type Reader = Pick<Database, "select" | "selectDistinct">;
type Row = typeof curatedPackages.$inferSelect & { createdByName: string | null };

export const notFoundCurated = () => notFound("Curated package");

const selectPackages = (db: Reader) =>
  db
    .select({
      id: curatedPackages.id,
      name: curatedPackages.name,
      description: curatedPackages.description,
      createdBy: curatedPackages.createdBy,
      createdAt: curatedPackages.createdAt,
      updatedAt: curatedPackages.updatedAt,
      createdByName: users.name,
    })
    .from(curatedPackages)
    .leftJoin(users, eq(users.id, curatedPackages.createdBy));

async function present(db: Reader, rows: Row[]): Promise<CuratedPackage[]> {
  const ids = rows.map((r) => r.id);
  const totals = await recordTotalsOf(db, ids);
  const assigned =
    ids.length === 0
      ? []
      : await db
          .select({ id: curatedPackageAssignments.curatedPackageId, n: count() })
          .from(curatedPackageAssignments)
          .where(inArray(curatedPackageAssignments.curatedPackageId, ids))
          .groupBy(curatedPackageAssignments.curatedPackageId);
  const assignments = new Map(assigned.map((a) => [a.id, Number(a.n)]));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    description: r.description,
    recordCount: totals.get(r.id)?.recordCount ?? 0,
    sizeBytes: totals.get(r.id)?.sizeBytes ?? 0,
    assignmentCount: assignments.get(r.id) ?? 0,
    createdByName: r.createdByName,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  }));
}

/** Admin's list: newest first, searched by part of the name. */
export async function listCuratedPackages(
  db: Database,
  query: { page: number; pageSize: number; q?: string },
): Promise<CuratedPackageList> {
  const where = containing(curatedPackages.name, query.q);
  const [{ total }] = await db.select({ total: count() }).from(curatedPackages).where(where);
  const rows = await selectPackages(db)
    .where(where)
    .orderBy(desc(curatedPackages.createdAt), desc(curatedPackages.id))
    .limit(query.pageSize)
    .offset(offsetOf(query));
  return toPage(await present(db, rows), total, query);
}

export async function curatedRecordsOf(db: Reader, id: string) {
  const rows = await db
    .select()
    .from(curatedPackageRecords)
    .where(eq(curatedPackageRecords.curatedPackageId, id))
    .orderBy(asc(curatedPackageRecords.position));
  return rows.map((r) => ({ type: r.sdcType as CatalogType, id: r.recordId, title: r.title }));
}

export async function getCuratedPackage(db: Reader, id: string): Promise<CuratedPackageDetail> {
  const [row] = await selectPackages(db).where(eq(curatedPackages.id, id));
  if (!row) throw notFoundCurated();
  const [summary] = await present(db, [row]);
  return { ...summary, records: await curatedRecordsOf(db, id) };
}

async function writeRecords(tx: Tx, id: string, records: CuratedPackageBody["records"]) {
  const found = await curatableRecords(tx, records);
  await tx.delete(curatedPackageRecords).where(eq(curatedPackageRecords.curatedPackageId, id));
  await tx.insert(curatedPackageRecords).values(
    found.map((r, position) => ({
      curatedPackageId: id,
      sdcType: r.type,
      recordId: r.id,
      title: r.title,
      position,
    })),
  );
  return found;
}

const audited = (body: { name: string; description: string }, records: { type: string; id: string }[]) => ({
  name: body.name,
  description: body.description,
  records: records.map((r) => ({ type: r.type, id: r.id })),
});

/** Creates a curated package of existing records that have files (audited). */
export async function createCuratedPackage(
  db: Database,
  input: { body: CuratedPackageBody; actor: Actor },
): Promise<CuratedPackageDetail> {
  const { body, actor } = input;
  const id = randomUUID();
  await db.transaction(async (tx) => {
    await tx.insert(curatedPackages).values({
      id,
      name: body.name,
      description: body.description,
      createdBy: actor.userId,
    });
    const records = await writeRecords(tx, id, body.records);
    await recordAuditEvent(tx, {
      actor,
      action: "create",
      subjectType: "curated_package",
      subjectId: id,
      after: audited(body, records),
      requestId: actor.requestId,
    });
  });
  return getCuratedPackage(db, id);
}

/** Edits the name, description and records; packages already taken from it keep what they had (audited). */
export async function updateCuratedPackage(
  db: Database,
  input: { id: string; body: CuratedPackageBody; actor: Actor },
): Promise<CuratedPackageDetail> {
  const { id, body, actor } = input;
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(curatedPackages).where(eq(curatedPackages.id, id)).for("update");
    if (!before) throw notFoundCurated();
    const beforeRecords = await curatedRecordsOf(tx, id);
    await tx
      .update(curatedPackages)
      .set({ name: body.name, description: body.description, updatedAt: new Date() })
      .where(eq(curatedPackages.id, id));
    const records = await writeRecords(tx, id, body.records);
    await recordAuditEvent(tx, {
      actor,
      action: "update",
      subjectType: "curated_package",
      subjectId: id,
      before: audited(before, beforeRecords),
      after: audited(body, records),
      requestId: actor.requestId,
    });
  });
  return getCuratedPackage(db, id);
}

/** Deletes it with its assignments; download packages already taken from it are not touched (audited). */
export async function deleteCuratedPackage(db: Database, input: { id: string; actor: Actor }) {
  const { id, actor } = input;
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(curatedPackages).where(eq(curatedPackages.id, id)).for("update");
    if (!before) throw notFoundCurated();
    const records = await curatedRecordsOf(tx, id);
    await tx.delete(curatedPackages).where(eq(curatedPackages.id, id));
    await recordAuditEvent(tx, {
      actor,
      action: "delete",
      subjectType: "curated_package",
      subjectId: id,
      before: audited(before, records),
      requestId: actor.requestId,
    });
  });
}
