import {
  CATALOG_REGISTRY,
  CATALOG_TYPES,
  type CatalogType,
  isStaffRole,
  MBR_PLUS_ADD_ON_MESSAGE,
  MBR_PLUS_ADD_ON_PATH,
  type MbrPlusList,
  type MbrPlusQuery,
  RENEW_MESSAGE,
} from "@strata/core";
import { and, eq, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client.ts";
import { metadataSubjectType, recordAuditEvent } from "../../lib/audit.ts";
import { forbidden, notFound } from "../../lib/errors.ts";
import { escapeLike } from "../../lib/like-pattern.ts";
import type { Viewer } from "../../lib/viewer.ts";
import type { Actor, Tx } from "../../lib/workflow.ts";
import type { JobRunner } from "../../plugins/jobs.ts";
import { columnOf, parseBox, tableOf } from "../catalogs/index.ts";
import { issuePackage, ownerOf } from "../downloads/index.ts";
import { offsetOf, toPage } from "../reference-data/index.ts";

const maybeColumn = (type: CatalogType, key: string): AnyPgColumn | null =>
  (tableOf(type) as unknown as Record<string, AnyPgColumn>)[key] ?? null;

/** Whether this viewer's MBR+ downloads are allowed: the mbr-plus add-on (section 6), or staff. */
export function mbrPlusDownloads(viewer: Viewer): { canDownload: boolean; message: string } {
  if (isStaffRole(viewer.user.role))
    return { canDownload: true, message: "Staff may download every record." };
  if (!viewer.user.addOnsType.includes("mbr-plus"))
    return { canDownload: false, message: MBR_PLUS_ADD_ON_MESSAGE };
  if (viewer.user.isExpired) return { canDownload: false, message: RENEW_MESSAGE };
  return { canDownload: true, message: "Your MBR-Plus add-on includes the MBR+ datasets." };
}

/** One category's MBR+ records matching the filters, as a union member. */
function selectOf(type: CatalogType, query: MbrPlusQuery) {
  const registry = CATALOG_REGISTRY[type];
  const id = columnOf(type, registry.idField);
  const title = columnOf(type, registry.titleKey);
  const block = maybeColumn(type, "block");
  const conditions = [sql`${columnOf(type, "mbrPlus")} = true`];
  if (query.region) conditions.push(sql`${columnOf(type, "region")} = ${query.region}`);
  if (query.block) conditions.push(block ? sql`${block} = ${query.block}` : sql`false`);
  if (query.q) conditions.push(sql`${title}::text ilike ${`%${escapeLike(query.q)}%`}`);
  return sql`select ${type}::text as type, ${id}::text as id, coalesce(${title}::text, ${id}::text) as title,
    ${columnOf(type, "region")} as region, ${block ? sql`${block}` : sql`null::text`} as block,
    ${columnOf(type, "year")} as year, ${columnOf(type, "bbox")}::text as bbox
    from ${tableOf(type)} where ${sql.join(conditions, sql` and `)}`;
}

/** The MBR+ collection: records flagged MBR+ in every category, filtered, by category and title. */
export async function listMbrPlus(db: Database, viewer: Viewer, query: MbrPlusQuery): Promise<MbrPlusList> {
  const types = query.type ? [query.type] : [...CATALOG_TYPES];
  const union = sql.join(
    types.map((t) => selectOf(t, query)),
    sql` union all `,
  );
  const [{ total }] = (await db.execute<{ total: number }>(sql`select count(*) as total from (${union}) r`))
    .rows;
  const rows = (
    await db.execute<{
      type: CatalogType;
      id: string;
      title: string;
      region: string;
      block: string | null;
      year: number | null;
      bbox: string | null;
    }>(
      sql`select * from (${union}) r order by r.type, lower(r.title), r.id limit ${query.pageSize} offset ${offsetOf(query)}`,
    )
  ).rows;
  return {
    ...toPage(
      rows.map((r) => ({
        type: r.type,
        id: r.id,
        title: r.title,
        region: r.region,
        block: r.block,
        year: r.year === null ? null : Number(r.year),
        bbox: parseBox(r.bbox),
      })),
      Number(total),
      query,
    ),
    ...mbrPlusDownloads(viewer),
    addOnPath: MBR_PLUS_ADD_ON_PATH,
  };
}

async function mbrPlusRecord(db: Pick<Database, "select">, type: CatalogType, id: string) {
  const registry = CATALOG_REGISTRY[type];
  const idColumn = columnOf(type, registry.idField);
  const [row] = (await db
    .select({ id: idColumn, title: columnOf(type, registry.titleKey) })
    // biome-ignore lint/suspicious/noExplicitAny: catalogue tables are addressed by type
    .from(tableOf(type) as any)
    .where(and(eq(idColumn, id), eq(columnOf(type, "mbrPlus"), true)))) as { id: unknown; title: unknown }[];
  if (!row) throw notFound("MBR+ record");
  return { id: String(row.id), title: String(row.title ?? row.id) };
}

/**
 * Takes an MBR+ record as a download package (no credits: the add-on pays for the MBR+ datasets).
 * Without the mbr-plus add-on: 403 with the call to add it.
 */
export async function takeMbrPlusRecord(
  deps: { db: Database; jobs: JobRunner },
  viewer: Viewer,
  requestId: string,
  type: CatalogType,
  id: string,
) {
  const owner = ownerOf(viewer, requestId);
  const record = await mbrPlusRecord(deps.db, type, id);
  const decision = mbrPlusDownloads(viewer);
  if (!decision.canDownload) {
    throw forbidden(decision.message, { reason: "add-on", path: MBR_PLUS_ADD_ON_PATH });
  }
  const packageId = await deps.db.transaction((tx: Tx) =>
    issuePackage(tx, deps, {
      organisationId: owner.organisationId,
      userId: owner.userId,
      name: `MBR+ ${record.title}`.slice(0, 200),
      origin: "mbr-plus",
      originId: `${type}:${record.id}`,
      items: [{ sdcType: type, recordId: record.id, title: record.title, credits: 0 }],
      issuedBy: `MBR+ record taken by ${owner.name}`,
      requestId,
    }),
  );
  return { packageId, created: true };
}

/** Whether a catalogue record is in the MBR+ collection, as data staff's switch shows it. */
export async function readMbrPlusFlag(db: Database, type: CatalogType, id: string) {
  const idColumn = columnOf(type, CATALOG_REGISTRY[type].idField);
  const [row] = (await db
    .select({ mbrPlus: columnOf(type, "mbrPlus") })
    // biome-ignore lint/suspicious/noExplicitAny: catalogue tables are addressed by type
    .from(tableOf(type) as any)
    .where(eq(idColumn, id))) as { mbrPlus: boolean | null }[];
  if (!row) throw notFound("Record");
  return { type, id, mbrPlus: row.mbrPlus === true };
}

/**
 * Data staff flag or unflag a record as MBR+, audited on the record (`metadata:<type>`, action
 * `flag_mbr_plus` / `unflag_mbr_plus`, before and after the flag). Setting the flag it already has
 * changes nothing and writes no row.
 */
export async function setMbrPlusFlag(
  db: Database,
  actor: Actor,
  type: CatalogType,
  id: string,
  mbrPlus: boolean,
) {
  const registry = CATALOG_REGISTRY[type];
  const idColumn = columnOf(type, registry.idField);
  const flag = columnOf(type, "mbrPlus");
  return db.transaction(async (tx: Tx) => {
    const [row] = (await tx
      .select({ id: idColumn, title: columnOf(type, registry.titleKey), mbrPlus: flag })
      // biome-ignore lint/suspicious/noExplicitAny: catalogue tables are addressed by type
      .from(tableOf(type) as any)
      .where(eq(idColumn, id))
      .for("update")) as { id: unknown; title: unknown; mbrPlus: boolean | null }[];
    if (!row) throw notFound("Record");
    const before = row.mbrPlus === true;
    if (before !== mbrPlus) {
      await tx
        // biome-ignore lint/suspicious/noExplicitAny: catalogue tables are addressed by type
        .update(tableOf(type) as any)
        .set({ mbrPlus })
        .where(eq(idColumn, id));
      await recordAuditEvent(tx, {
        actor,
        action: mbrPlus ? "flag_mbr_plus" : "unflag_mbr_plus",
        subjectType: metadataSubjectType(type),
        subjectId: String(row.id),
        before: { mbrPlus: before, title: String(row.title ?? row.id) },
        after: { mbrPlus },
        requestId: actor.requestId,
      });
    }
    return { type, id, mbrPlus };
  });
}
