import { type HistoryAction, SDC_TYPES, type SDCType } from "@strata/core";
import { and, count, desc, eq, inArray, type SQL } from "drizzle-orm";
import type { Database } from "../../../db/client.ts";
import { metadataHistories } from "../../../db/schema/index.ts";
import { metadataSubjectType, recordAuditEvents } from "../../../lib/audit.ts";
import type { Executor } from "../metadata/properties.ts";

/** Who made a change: kept by id and by name, so the history still names a user deleted since. */
export interface Author {
  id: string | null;
  name: string;
  /** The staff role, recorded in the audit trail; a signed-in viewer's user carries it. */
  role?: string | null;
}

export interface HistoryEntry {
  type: SDCType;
  recordId: string;
  action: HistoryAction;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/**
 * Writes history rows into the one audit trail (the `metadata_histories` view reads them back) and
 * answers their ids; call it with the transaction of the change, so both land or neither.
 */
export async function writeHistories(tx: Executor, by: Author, entries: HistoryEntry[]): Promise<string[]> {
  return recordAuditEvents(
    tx,
    entries.map((e) => ({
      actor: { userId: by.id, role: by.role ?? null, name: by.name },
      action: e.action,
      subjectType: metadataSubjectType(e.type),
      subjectId: e.recordId,
      before: e.before,
      after: e.after,
    })),
  );
}

/** A record's (or a category's, or every) history, newest first; `pageTotal` counts the rows. */
export async function listHistories(
  db: Database,
  query: { ingestType?: SDCType; id?: string; pageNumber: number; pageSize: number },
) {
  // On the view's subject_type, which the audit trail's index covers (sdc_type is derived from it).
  const conditions: SQL[] = [
    query.ingestType
      ? eq(metadataHistories.subjectType, metadataSubjectType(query.ingestType))
      : inArray(metadataHistories.subjectType, SDC_TYPES.map(metadataSubjectType)),
  ];
  if (query.id) conditions.push(eq(metadataHistories.recordId, query.id));
  const where = and(...conditions);
  const [[{ total }], rows] = await Promise.all([
    db.select({ total: count() }).from(metadataHistories).where(where),
    db
      .select()
      .from(metadataHistories)
      .where(where)
      .orderBy(desc(metadataHistories.createdAt), desc(metadataHistories.id))
      .limit(query.pageSize)
      .offset((query.pageNumber - 1) * query.pageSize),
  ]);
  return {
    result: rows.map((r) => ({
      at: r.createdAt.toISOString(),
      by: { id: r.userId, name: r.userName },
      action: r.action as HistoryAction,
      ingestType: r.sdcType as SDCType,
      recordId: r.recordId,
      before: (r.before as Record<string, unknown> | null) ?? null,
      after: (r.after as Record<string, unknown> | null) ?? null,
    })),
    pageNumber: query.pageNumber,
    pageSize: query.pageSize,
    pageTotal: total,
  };
}
