import {
  CATALOG_REGISTRY,
  type CatalogAccess,
  type CatalogDetails,
  type CatalogType,
  DOWNLOAD_FLAGS,
  type DownloadFlags,
  downloadDecision,
  downloadRefusal,
  type LinkedRecord,
  splitLinkedValues,
} from "@strata/core";
import { and, arrayContains, asc, eq, inArray, lte, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client.ts";
import { catalogBookmarks, catalogFiles, type Geometry, recordTags, tags } from "../../db/schema/index.ts";
import { notFound } from "../../lib/errors.ts";
import type { Viewer } from "../../lib/viewer.ts";
import { renewHintFor } from "./access.ts";
import { rowColumns, toRow } from "./service.ts";
import { columnOf, commonColumns, keyExpression, tableOf } from "./tables.ts";

// biome-ignore lint/suspicious/noExplicitAny: tables are addressed by registry key
const table = (type: CatalogType) => tableOf(type) as unknown as PgTable<any>;
const LINKED_PER_VALUE = 10;

/** `(x2,y2),(x1,y1)` → `[minX, minY, maxX, maxY]`. */
export function parseBox(text: string | null): [number, number, number, number] | null {
  if (!text) return null;
  const n = text.match(/-?\d+(\.\d+)?(e-?\d+)?/gi)?.map(Number);
  if (n?.length !== 4) return null;
  return [Math.min(n[0], n[2]), Math.min(n[1], n[3]), Math.max(n[0], n[2]), Math.max(n[1], n[3])];
}

/** Records of `types` whose `key` equals one of the values (case-insensitive), at most a few per value. */
async function recordsByKey(db: Database, types: CatalogType[], key: string, values: string[]) {
  const found = new Map<string, { total: number; records: LinkedRecord[] }>();
  if (values.length === 0) return found;
  const lowered = [...new Set(values.map((v) => v.toLowerCase()))];
  for (const type of types) {
    const def = CATALOG_REGISTRY[type];
    const k = keyExpression(type, { key, kind: "text" });
    const { id } = commonColumns(type);
    const ranked = db
      .select({
        value: sql<string>`${k}`.as("value"),
        id: sql<string>`${id}`.as("id"),
        title: sql<string>`${columnOf(type, def.titleKey)}`.as("title"),
        rn: sql<number>`(row_number() over (partition by ${k} order by ${id}))::int`.as("rn"),
        total: sql<number>`(count(*) over (partition by ${k}))::int`.as("total"),
      })
      .from(table(type))
      .where(inArray(k, lowered))
      .as("ranked");
    const rows = await db
      .select()
      .from(ranked)
      .where(lte(ranked.rn, LINKED_PER_VALUE))
      .orderBy(asc(ranked.value), asc(ranked.rn));
    for (const row of rows) {
      const entry = found.get(row.value) ?? { total: 0, records: [] };
      if (row.rn === 1) entry.total += Number(row.total);
      entry.records.push({ type, id: row.id, title: row.title });
      found.set(row.value, entry);
    }
  }
  return found;
}

/** A technical report's linked values, split (section 5) and resolved to the records they name. */
async function linkedValues(db: Database, type: CatalogType, row: Record<string, unknown>) {
  const columns = CATALOG_REGISTRY[type].columns.filter((c) => c.linksTo);
  return Promise.all(
    columns.map(async (column) => {
      const values = splitLinkedValues(row[column.key] as string | null);
      const found = await recordsByKey(db, column.linksTo!.types, column.linksTo!.key, values);
      return {
        column: column.key,
        label: column.label,
        values: values.map((value) => {
          const hit = found.get(value.toLowerCase());
          return { value, total: hit?.total ?? 0, records: hit?.records ?? [] };
        }),
      };
    }),
  );
}

/** Technical reports whose linked values name this record (its USI, UNSI or wellbore). */
async function referencingReports(
  db: Database,
  type: CatalogType,
  row: Record<string, unknown>,
): Promise<LinkedRecord[]> {
  const reports = CATALOG_REGISTRY.Technical_Report;
  const links = reports.columns.filter((c) => c.linksTo?.types.includes(type) && c.key !== "fields");
  const conditions = links
    .map((c) => ({ list: columnOf("Technical_Report", `${c.key}List`), value: row[c.linksTo!.key] }))
    .filter((l) => typeof l.value === "string" && l.value !== "")
    .map((l) => arrayContains(l.list, [l.value as string]));
  if (conditions.length === 0) return [];
  const { id } = commonColumns("Technical_Report");
  const rows = await db
    .select({ id, title: columnOf("Technical_Report", reports.titleKey) })
    .from(table("Technical_Report"))
    .where(conditions.length === 1 ? conditions[0] : sql`(${sql.join(conditions, sql` or `)})`)
    .orderBy(asc(id))
    .limit(20);
  return rows.map((r) => ({ type: "Technical_Report" as const, id: String(r.id), title: String(r.title) }));
}

/** Everything the record page shows: metadata, geometry, files, the viewer's download decision, links, tags and bookmark. */
export async function recordDetails(
  db: Database,
  type: CatalogType,
  recordId: string,
  viewer: Viewer,
  access: CatalogAccess,
): Promise<CatalogDetails> {
  const def = CATALOG_REGISTRY[type];
  const { id, geometry, bbox } = commonColumns(type);
  const [raw] = await db
    .select({ ...rowColumns(type), geometry, bbox: sql<string | null>`${bbox}::text` })
    .from(table(type))
    .where(eq(id, recordId));
  if (!raw) throw notFound(`${def.displayName} record`);
  const record = toRow(type, raw);
  const flags = Object.fromEntries(DOWNLOAD_FLAGS.map((f) => [f, record[f] === true])) as DownloadFlags;
  const { role, addOnsType, isExpired } = viewer.user;

  const [files, linked, referencedBy, recordTagRows, bookmark] = await Promise.all([
    access === "full"
      ? db
          .select({
            id: catalogFiles.id,
            name: catalogFiles.name,
            sizeBytes: catalogFiles.sizeBytes,
            format: catalogFiles.format,
            path: catalogFiles.path,
          })
          .from(catalogFiles)
          .where(and(eq(catalogFiles.sdcType, type), eq(catalogFiles.recordId, recordId)))
          .orderBy(asc(catalogFiles.name))
      : [],
    linkedValues(db, type, raw),
    type === "Technical_Report" ? [] : referencingReports(db, type, raw),
    db
      .select({ id: tags.id, name: tags.name })
      .from(recordTags)
      .innerJoin(tags, eq(tags.id, recordTags.tagId))
      .where(and(eq(recordTags.sdcType, type), eq(recordTags.recordId, recordId)))
      .orderBy(asc(tags.name)),
    db
      .select({ id: catalogBookmarks.id })
      .from(catalogBookmarks)
      .where(
        and(
          eq(catalogBookmarks.userId, viewer.user.id),
          eq(catalogBookmarks.kind, "record"),
          eq(catalogBookmarks.sdcType, type),
          eq(catalogBookmarks.recordId, recordId),
        ),
      ),
  ]);

  return {
    type,
    id: recordId,
    title: String(record[def.titleKey] ?? recordId),
    access,
    renew: renewHintFor(access),
    record,
    geometry: (raw.geometry as Geometry | null) ?? null,
    bbox: parseBox(raw.bbox as string | null),
    files,
    filesHidden: access === "expired",
    download: downloadDecision(flags, { role, addOnsType, isExpired }),
    refusal: downloadRefusal(flags, { role, addOnsType, isExpired }),
    linked,
    referencedBy,
    tags: recordTagRows,
    bookmarkId: bookmark[0]?.id ?? null,
  };
}
