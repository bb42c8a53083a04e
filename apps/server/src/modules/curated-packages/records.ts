import { CATALOG_REGISTRY, type CatalogType, type CuratedRecord, type PackageRecord } from "@strata/core";
import { and, countDistinct, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { catalogFiles, curatedPackageRecords } from "../../db/schema/index.ts";
import { conflict, notFound } from "../../lib/errors.ts";
import { columnOf, commonColumns, tableOf } from "../catalogs/index.ts";

type Reader = Pick<Database, "select" | "selectDistinct">;

/**
 * The records admin curates, each checked to exist (404 naming it) and to have files (409 naming
 * it), as the download manager checks them; no tier check: admin chose them for the organisation.
 * Duplicates are dropped, the order kept.
 */
export async function curatableRecords(
  db: Reader,
  records: readonly PackageRecord[],
): Promise<CuratedRecord[]> {
  const unique = [...new Map(records.map((r) => [`${r.type}\u0000${r.id}`, r])).values()];
  const byType = new Map<CatalogType, string[]>();
  for (const r of unique) byType.set(r.type, [...(byType.get(r.type) ?? []), r.id]);
  const titles = new Map<string, string>();
  const withFiles = new Set<string>();
  for (const [type, ids] of byType) {
    const { id } = commonColumns(type);
    const rows = await db
      .select({ id, title: columnOf(type, CATALOG_REGISTRY[type].titleKey) })
      // biome-ignore lint/suspicious/noExplicitAny: catalogue tables are addressed by type
      .from(tableOf(type) as any)
      .where(inArray(id, ids));
    for (const row of rows as { id: unknown; title: unknown }[]) {
      titles.set(`${type}\u0000${row.id}`, String(row.title ?? row.id));
    }
    const files = await db
      .selectDistinct({ recordId: catalogFiles.recordId })
      .from(catalogFiles)
      .where(and(eq(catalogFiles.sdcType, type), inArray(catalogFiles.recordId, ids)));
    for (const f of files) withFiles.add(`${type}\u0000${f.recordId}`);
  }
  return unique.map((r) => {
    const key = `${r.type}\u0000${r.id}`;
    const title = titles.get(key);
    if (title === undefined) {
      throw notFound("Record", `${CATALOG_REGISTRY[r.type].displayName} record ${r.id} not found`, {
        record: r,
      });
    }
    if (!withFiles.has(key)) {
      throw conflict(`${title} has no files to download.`, { record: r });
    }
    return { type: r.type, id: r.id, title };
  });
}

/** Each curated package's record count and the bytes of its records' files (as stored now). */
export async function recordTotalsOf(
  db: Reader,
  ids: readonly string[],
): Promise<Map<string, { recordCount: number; sizeBytes: number }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: curatedPackageRecords.curatedPackageId,
      recordCount: countDistinct(sql`(${curatedPackageRecords.sdcType}, ${curatedPackageRecords.recordId})`),
      sizeBytes: sql<string>`coalesce(sum(${catalogFiles.sizeBytes}), 0)`,
    })
    .from(curatedPackageRecords)
    .leftJoin(
      catalogFiles,
      and(
        eq(catalogFiles.sdcType, curatedPackageRecords.sdcType),
        eq(catalogFiles.recordId, curatedPackageRecords.recordId),
      ),
    )
    .where(inArray(curatedPackageRecords.curatedPackageId, [...ids]))
    .groupBy(curatedPackageRecords.curatedPackageId);
  return new Map(
    rows.map((r) => [r.id, { recordCount: Number(r.recordCount), sizeBytes: Number(r.sizeBytes) }]),
  );
}
