import { CATALOG_REGISTRY, type CatalogType, type PackageRecord } from "@strata/core";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { catalogFiles, dataPackRecords } from "../../db/schema/index.ts";
import { conflict, notFound } from "../../lib/errors.ts";
import { columnOf, commonColumns, tableOf } from "../catalogs/index.ts";

type Reader = Pick<Database, "select">;

export interface CatalogueRecord {
  type: CatalogType;
  id: string;
  title: string;
}

/**
 * The records as the catalogue has them, in the order given: each must exist (404 naming it) and
 * have files (409 naming it), as for a download package; whose rights apply is the taker's, later.
 */
export async function catalogueRecords(
  db: Reader,
  records: readonly PackageRecord[],
): Promise<CatalogueRecord[]> {
  const byType = new Map<CatalogType, string[]>();
  for (const r of records) byType.set(r.type, [...(byType.get(r.type) ?? []), r.id]);
  const found = new Map<string, CatalogueRecord & { files: number }>();
  for (const [type, ids] of byType) {
    const { id } = commonColumns(type);
    const rows = await db
      .select({ id, title: columnOf(type, CATALOG_REGISTRY[type].titleKey) })
      // biome-ignore lint/suspicious/noExplicitAny: catalogue tables are addressed by type
      .from(tableOf(type) as any)
      .where(inArray(id, ids));
    const files = await db
      .select({ recordId: catalogFiles.recordId, n: sql<number>`count(*)::int` })
      .from(catalogFiles)
      .where(and(eq(catalogFiles.sdcType, type), inArray(catalogFiles.recordId, ids)))
      .groupBy(catalogFiles.recordId);
    const counts = new Map(files.map((f) => [f.recordId, Number(f.n)]));
    for (const row of rows as { id: unknown; title: unknown }[]) {
      const recordId = String(row.id);
      found.set(`${type}\u0000${recordId}`, {
        type,
        id: recordId,
        title: String(row.title ?? recordId),
        files: counts.get(recordId) ?? 0,
      });
    }
  }
  return records.map((r) => {
    const hit = found.get(`${r.type}\u0000${r.id}`);
    if (!hit) {
      throw notFound("Record", `${CATALOG_REGISTRY[r.type].displayName} record ${r.id} not found`, {
        record: r,
      });
    }
    if (hit.files === 0) {
      throw conflict(`${hit.title} has no files to download.`, { record: r });
    }
    return { type: hit.type, id: hit.id, title: hit.title };
  });
}

/** A pack's records in its order, with their files' count and bytes. */
export async function recordsOfPack(db: Reader, packId: string) {
  const rows = await db
    .select({
      type: dataPackRecords.sdcType,
      id: dataPackRecords.recordId,
      title: dataPackRecords.title,
      fileCount: sql<number>`count(${catalogFiles.id})::int`,
      sizeBytes: sql<string>`coalesce(sum(${catalogFiles.sizeBytes}), 0)`,
    })
    .from(dataPackRecords)
    .leftJoin(
      catalogFiles,
      and(
        eq(catalogFiles.sdcType, dataPackRecords.sdcType),
        eq(catalogFiles.recordId, dataPackRecords.recordId),
      ),
    )
    .where(eq(dataPackRecords.packId, packId))
    .groupBy(
      dataPackRecords.sdcType,
      dataPackRecords.recordId,
      dataPackRecords.title,
      dataPackRecords.position,
    )
    .orderBy(asc(dataPackRecords.position), asc(dataPackRecords.recordId));
  return rows.map((r) => ({
    type: r.type as CatalogType,
    id: r.id,
    title: r.title,
    fileCount: Number(r.fileCount),
    sizeBytes: Number(r.sizeBytes),
  }));
}

/** Each pack's record count and files' bytes. */
export async function packTotals(db: Reader, packIds: string[]) {
  const totals = new Map<string, { recordCount: number; sizeBytes: number }>();
  if (packIds.length === 0) return totals;
  const counts = await db
    .select({ packId: dataPackRecords.packId, n: sql<number>`count(*)::int` })
    .from(dataPackRecords)
    .where(inArray(dataPackRecords.packId, packIds))
    .groupBy(dataPackRecords.packId);
  const sizes = await db
    .select({
      packId: dataPackRecords.packId,
      bytes: sql<string>`coalesce(sum(${catalogFiles.sizeBytes}), 0)`,
    })
    .from(dataPackRecords)
    .innerJoin(
      catalogFiles,
      and(
        eq(catalogFiles.sdcType, dataPackRecords.sdcType),
        eq(catalogFiles.recordId, dataPackRecords.recordId),
      ),
    )
    .where(inArray(dataPackRecords.packId, packIds))
    .groupBy(dataPackRecords.packId);
  const bytes = new Map(sizes.map((s) => [s.packId, Number(s.bytes)]));
  for (const id of packIds) totals.set(id, { recordCount: 0, sizeBytes: bytes.get(id) ?? 0 });
  for (const c of counts)
    totals.set(c.packId, { recordCount: Number(c.n), sizeBytes: bytes.get(c.packId) ?? 0 });
  return totals;
}
