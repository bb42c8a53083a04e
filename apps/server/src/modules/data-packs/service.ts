import { randomUUID } from "node:crypto";
import {
  allowedActions,
  DATA_PACK_WORKFLOW,
  type DataPack,
  type DataPackDetail,
  type DataPackInput,
  type DataPackStatus,
  type DataPackWorkflowAction,
} from "@strata/core";
import { and, count, eq, ne, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client.ts";
import { dataPackRecords, dataPacks, dataPrePacks, downloadPackages } from "../../db/schema/index.ts";
import { recordAuditEvent } from "../../lib/audit.ts";
import { conflict, notFound } from "../../lib/errors.ts";
import { type Actor, applyTransition, type Tx, type WorkflowStore } from "../../lib/workflow.ts";
import type { ObjectStorage } from "../../plugins/storage.ts";
import { containing, offsetOf, toPage } from "../reference-data/index.ts";
import { removeUnusedPrePackObjects } from "./pre-packs.ts";
import { latestPrePacks } from "./present.ts";
import { catalogueRecords, packTotals, recordsOfPack } from "./records.ts";

export type PackRow = typeof dataPacks.$inferSelect;

/**
 * Data packs belong to no organisation (the workflow store asks for the column): only staff, whom
 * `applyTransition` never scopes to an organisation, hold the right to move them.
 */
const packTable = dataPacks as typeof dataPacks & { organisationId: AnyPgColumn };

export const dataPackStore: WorkflowStore<typeof DATA_PACK_WORKFLOW, typeof packTable> = {
  workflow: DATA_PACK_WORKFLOW,
  table: packTable,
  subjectType: "data_pack",
  guards: () => ({}),
  guardSql: {},
};

/** A pack's records may change while it is not in customers' hands. */
const EDITABLE: readonly DataPackStatus[] = ["draft", "withdrawn"];

function actionsOf(row: PackRow, actor: Actor): DataPack["allowedActions"] {
  const status = row.status as DataPackStatus;
  const manage = actor.ability.can("manage", "DataPacks");
  return [
    ...(manage && EDITABLE.includes(status) ? (["edit", "delete"] as const) : []),
    ...allowedActions(DATA_PACK_WORKFLOW, status, { ability: actor.ability, guards: {} }),
    ...(actor.ability.can("manage", "DataPrePack") ? (["build_pre_pack"] as const) : []),
  ];
}

async function present(db: Database, rows: PackRow[], actor: Actor): Promise<DataPack[]> {
  const ids = rows.map((r) => r.id);
  const [totals, prePacks] = await Promise.all([packTotals(db, ids), latestPrePacks(db, ids)]);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    credits: row.credits,
    status: row.status as DataPackStatus,
    recordCount: totals.get(row.id)?.recordCount ?? 0,
    sizeBytes: totals.get(row.id)?.sizeBytes ?? 0,
    prePack: prePacks.get(row.id) ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    publishedAt: row.publishedAt?.toISOString() ?? null,
    allowedActions: actionsOf(row, actor),
  }));
}

/** Staff's page of packs of every status, by name. */
export async function listDataPacks(
  db: Database,
  query: { page: number; pageSize: number; q?: string; status?: DataPackStatus },
  actor: Actor,
) {
  const where = and(
    containing(dataPacks.name, query.q),
    query.status ? eq(dataPacks.status, query.status) : undefined,
  );
  const [{ total }] = await db.select({ total: count() }).from(dataPacks).where(where);
  const rows = await db
    .select()
    .from(dataPacks)
    .where(where)
    .orderBy(sql`lower(${dataPacks.name})`, dataPacks.id)
    .limit(query.pageSize)
    .offset(offsetOf(query));
  return toPage(await present(db, rows, actor), total, query);
}

export async function getDataPack(db: Database, id: string, actor: Actor): Promise<DataPackDetail> {
  const [row] = await db.select().from(dataPacks).where(eq(dataPacks.id, id));
  if (!row) throw notFound("Data pack");
  const [pack] = await present(db, [row], actor);
  return { ...pack, records: await recordsOfPack(db, id) };
}

async function nameTaken(tx: Tx, name: string, exceptId: string | null) {
  const [row] = await tx
    .select({ id: dataPacks.id })
    .from(dataPacks)
    .where(
      and(sql`lower(${dataPacks.name}) = lower(${name})`, exceptId ? ne(dataPacks.id, exceptId) : undefined),
    );
  if (row) {
    throw conflict(`A data pack named "${name}" already exists.`, { field: "body.name" });
  }
}

async function writeRecords(tx: Tx, packId: string, input: DataPackInput) {
  const records = await catalogueRecords(tx, input.records);
  await tx.delete(dataPackRecords).where(eq(dataPackRecords.packId, packId));
  await tx
    .insert(dataPackRecords)
    .values(
      records.map((r, position) => ({ packId, sdcType: r.type, recordId: r.id, title: r.title, position })),
    );
}

/** Locks a pack customers cannot take (draft or withdrawn); a published one is 409. */
async function lockEditablePack(tx: Tx, id: string, doing: "editing" | "deleting") {
  const [row] = await tx.select().from(dataPacks).where(eq(dataPacks.id, id)).for("update");
  if (!row) throw notFound("Data pack");
  if (!EDITABLE.includes(row.status as DataPackStatus)) {
    throw conflict(`This pack is ${row.status}: withdraw it before ${doing} it.`, {
      status: row.status,
    });
  }
  return row;
}

const recordRefsOf = (tx: Tx, packId: string) =>
  tx
    .select({ type: dataPackRecords.sdcType, id: dataPackRecords.recordId })
    .from(dataPackRecords)
    .where(eq(dataPackRecords.packId, packId))
    .orderBy(dataPackRecords.position);

const snapshot = (row: PackRow, records?: DataPackInput["records"]) => ({
  name: row.name,
  description: row.description,
  credits: row.credits,
  status: row.status,
  ...(records ? { records: records.map((r) => `${r.type}/${r.id}`) } : {}),
});

/** A new pack, always a draft: publishing is its own, confirmed action. */
export async function createDataPack(db: Database, input: { values: DataPackInput; actor: Actor }) {
  const id = randomUUID();
  await db.transaction(async (tx) => {
    await nameTaken(tx, input.values.name, null);
    const [row] = await tx
      .insert(dataPacks)
      .values({
        id,
        name: input.values.name,
        description: input.values.description,
        credits: input.values.credits,
        status: "draft",
        createdBy: input.actor.userId,
      })
      .returning();
    await writeRecords(tx, id, input.values);
    await recordAuditEvent(tx, {
      actor: input.actor,
      action: "create",
      subjectType: "data_pack",
      subjectId: id,
      after: snapshot(row, input.values.records),
      requestId: input.actor.requestId,
    });
  });
  return getDataPack(db, id, input.actor);
}

/**
 * Rewrites a pack that customers cannot take (draft or withdrawn; a published one is 409). Its
 * pre-packs no longer match its records: they are deleted, and their ZIPs once committed.
 */
export async function updateDataPack(
  deps: { db: Database; storage: ObjectStorage },
  input: { id: string; values: DataPackInput; actor: Actor },
) {
  const stale = await deps.db.transaction(async (tx) => {
    const before = await lockEditablePack(tx, input.id, "editing");
    await nameTaken(tx, input.values.name, input.id);
    const beforeRecords = await recordRefsOf(tx, input.id);
    const [after] = await tx
      .update(dataPacks)
      .set({
        name: input.values.name,
        description: input.values.description,
        credits: input.values.credits,
        updatedAt: new Date(),
      })
      .where(eq(dataPacks.id, input.id))
      .returning();
    await writeRecords(tx, input.id, input.values);
    const recordsChanged =
      JSON.stringify(beforeRecords.map((r) => `${r.type}/${r.id}`).sort()) !==
      JSON.stringify(input.values.records.map((r) => `${r.type}/${r.id}`).sort());
    const removed = recordsChanged
      ? await tx.delete(dataPrePacks).where(eq(dataPrePacks.packId, input.id)).returning()
      : [];
    await recordAuditEvent(tx, {
      actor: input.actor,
      action: "update",
      subjectType: "data_pack",
      subjectId: input.id,
      before: snapshot(before, beforeRecords as DataPackInput["records"]),
      after: { ...snapshot(after, input.values.records), prePacksRemoved: removed.map((p) => p.id) },
      requestId: input.actor.requestId,
    });
    return removed.length;
  });
  if (stale > 0) await removeUnusedPrePackObjects(deps);
  return getDataPack(deps.db, input.id, input.actor);
}

/** Publish or withdraw through the data pack workflow (409 with the status when it does not apply). */
export async function transitionDataPack(
  db: Database,
  input: { id: string; action: DataPackWorkflowAction; actor: Actor },
) {
  await applyTransition(db, {
    store: dataPackStore,
    id: input.id,
    action: input.action,
    actor: input.actor,
    // The first publication dates the pack; republishing keeps it.
    set: (next, row) => (next === "published" && !row.publishedAt ? { publishedAt: new Date() } : {}),
  });
  return getDataPack(db, input.id, input.actor);
}

/**
 * Deletes a draft or withdrawn pack (a published one is 409: customers may be taking it) with its
 * records and pre-packs. Packages already taken from it stay: each keeps its own items, price and
 * name, and the pack's audit trail keeps what it was (docs/decisions.md "Deleting a data pack").
 * Its pre-packs' ZIPs go once committed, except one a live package is still served from.
 */
export async function deleteDataPack(
  deps: { db: Database; storage: ObjectStorage },
  input: { id: string; actor: Actor },
) {
  const prePacks = await deps.db.transaction(async (tx) => {
    // Locked: a publish or an edit at the same time waits, then finds the pack gone (404).
    const before = await lockEditablePack(tx, input.id, "deleting");
    const records = await recordRefsOf(tx, input.id);
    const [{ taken }] = await tx
      .select({ taken: count() })
      .from(downloadPackages)
      .where(and(eq(downloadPackages.origin, "data_pack"), eq(downloadPackages.originId, input.id)));
    // Its records and pre-packs go with it (on delete cascade).
    const removed = await tx.delete(dataPrePacks).where(eq(dataPrePacks.packId, input.id)).returning();
    await tx.delete(dataPacks).where(eq(dataPacks.id, input.id));
    await recordAuditEvent(tx, {
      actor: input.actor,
      action: "delete",
      subjectType: "data_pack",
      subjectId: input.id,
      before: {
        ...snapshot(before, records as DataPackInput["records"]),
        packagesTaken: taken,
        prePacksRemoved: removed.map((p) => p.id),
      },
      requestId: input.actor.requestId,
    });
    return removed.length;
  });
  if (prePacks > 0) await removeUnusedPrePackObjects(deps);
}
