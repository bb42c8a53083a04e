import {
  type PublishedDataPack,
  type PublishedDataPackDetail,
  spreadCredits,
  type TakenDataPack,
} from "@strata/core";
import { and, asc, count, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { dataPackRecords, dataPacks, dataPrePacks } from "../../db/schema/index.ts";
import { recordAuditEvent } from "../../lib/audit.ts";
import { AppError, forbidden, notFound } from "../../lib/errors.ts";
import type { JobRunner } from "../../plugins/jobs.ts";
import {
  auditActor,
  type DownloadableRecord,
  downloadableRecords,
  issuePackage,
  type Owner,
} from "../downloads/index.ts";
import { containing, offsetOf, toPage } from "../reference-data/index.ts";
import { filesOfPrePack, type PrePackRow, readyPrePackOf } from "./present.ts";
import { packTotals, recordsOfPack } from "./records.ts";

type PackRow = typeof dataPacks.$inferSelect;
const PUBLISHED = eq(dataPacks.status, "published");

async function presentPublished(db: Database, rows: PackRow[]): Promise<PublishedDataPack[]> {
  const ids = rows.map((r) => r.id);
  const totals = await packTotals(db, ids);
  const ready =
    ids.length === 0
      ? []
      : await db
          .selectDistinct({ packId: dataPrePacks.packId })
          .from(dataPrePacks)
          .where(and(inArray(dataPrePacks.packId, ids), eq(dataPrePacks.status, "ready")));
  const instant = new Set(ready.map((r) => r.packId));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    credits: row.credits,
    recordCount: totals.get(row.id)?.recordCount ?? 0,
    sizeBytes: totals.get(row.id)?.sizeBytes ?? 0,
    instant: instant.has(row.id),
    publishedAt: row.publishedAt?.toISOString() ?? null,
  }));
}

/** The published packs a customer may take, by name; drafts and withdrawn packs are not listed. */
export async function listPublishedPacks(
  db: Database,
  query: { page: number; pageSize: number; q?: string },
) {
  const where = and(PUBLISHED, containing(dataPacks.name, query.q));
  const [{ total }] = await db.select({ total: count() }).from(dataPacks).where(where);
  const rows = await db
    .select()
    .from(dataPacks)
    .where(where)
    .orderBy(sql`lower(${dataPacks.name})`, dataPacks.id)
    .limit(query.pageSize)
    .offset(offsetOf(query));
  return toPage(await presentPublished(db, rows), total, query);
}

/** A published pack with its records; any other is not found. */
export async function getPublishedPack(db: Database, id: string): Promise<PublishedDataPackDetail> {
  const [row] = await db
    .select()
    .from(dataPacks)
    .where(and(eq(dataPacks.id, id), PUBLISHED));
  if (!row) throw notFound("Data pack");
  const [pack] = await presentPublished(db, [row]);
  return { ...pack, records: await recordsOfPack(db, id) };
}

/**
 * The records as the taker may download them. The first refusal stops `downloadableRecords`; a
 * customer should learn every record in the way at once, so the refusal names them all.
 */
async function takerRecords(
  db: Database,
  records: { type: DownloadableRecord["type"]; id: string }[],
  owner: Owner,
): Promise<DownloadableRecord[]> {
  try {
    return await downloadableRecords(db, records, owner);
  } catch (err) {
    if (!(err instanceof AppError) || err.code !== "FORBIDDEN") throw err;
    const refused: { record: { type: string; id: string }; message: string }[] = [];
    for (const record of records) {
      try {
        await downloadableRecords(db, [record], owner);
      } catch (one) {
        if (one instanceof AppError && one.code === "FORBIDDEN")
          refused.push({ record, message: one.message });
      }
    }
    throw forbidden(
      `You may not download ${refused.length} of the pack's ${records.length} records. ${refused.map((r) => r.message).join(" ")}`,
      { records: refused.map((r) => r.record) },
    );
  }
}

/** Whether a pre-pack holds exactly the records' current files (a file added or resized since makes it stale). */
function matches(prePack: PrePackRow, records: DownloadableRecord[]) {
  const key = (f: { path: string; sizeBytes: number }) => `${f.path}\u0000${f.sizeBytes}`;
  const built = new Set(filesOfPrePack(prePack).map(key));
  const now = new Set(records.flatMap((r) => r.files).map(key));
  return built.size === now.size && [...now].every((k) => built.has(k));
}

/**
 * Takes a published pack: a download package is made for the user, one item per record, the pack's
 * price spread over them (by size, summing to the price), spent from the organisation's credits (409
 * when short) and prepared like any package; a matching ready pre-pack is served as it is. Each take
 * is a new package that costs the price again.
 */
export async function takeDataPack(
  deps: { db: Database; jobs: JobRunner },
  owner: Owner,
  packId: string,
): Promise<TakenDataPack> {
  const taken = await deps.db.transaction(async (tx) => {
    // Shared: a concurrent withdrawal waits for this take (and the next take sees it withdrawn).
    const [pack] = await tx
      .select()
      .from(dataPacks)
      .where(and(eq(dataPacks.id, packId), PUBLISHED))
      .for("share");
    if (!pack) throw notFound("Data pack");
    const refs = await tx
      .select({ type: dataPackRecords.sdcType, id: dataPackRecords.recordId })
      .from(dataPackRecords)
      .where(eq(dataPackRecords.packId, packId))
      .orderBy(asc(dataPackRecords.position), asc(dataPackRecords.recordId));
    const records = await takerRecords(tx as unknown as Database, refs as DownloadableRecord[], owner);
    const shares = spreadCredits(
      pack.credits,
      records.map((r) => r.files.reduce((s, f) => s + f.sizeBytes, 0)),
    );
    const prePack = await readyPrePackOf(tx, packId);
    const prebuiltPath = prePack?.path && matches(prePack, records) ? prePack.path : null;
    const packageId = await issuePackage(tx, deps, {
      organisationId: owner.organisationId,
      userId: owner.userId,
      name: pack.name,
      origin: "data_pack",
      originId: pack.id,
      items: records.map((r, i) => ({ sdcType: r.type, recordId: r.id, title: r.title, credits: shares[i] })),
      issuedBy: `Data pack "${pack.name}" taken by ${owner.name}`,
      prebuiltPath,
      requestId: owner.requestId,
    });
    await recordAuditEvent(tx, {
      actor: auditActor(owner),
      action: "take",
      subjectType: "data_pack",
      subjectId: pack.id,
      organisationId: owner.organisationId,
      after: { packageId, credits: pack.credits, prePackId: prebuiltPath ? prePack?.id : null },
      requestId: owner.requestId,
    });
    return { packageId, credits: pack.credits, prebuilt: prebuiltPath !== null };
  });
  return taken;
}
