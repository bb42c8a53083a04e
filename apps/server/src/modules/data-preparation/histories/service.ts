import { randomUUID } from "node:crypto";
import type { HistoryAction, SDCType } from "@strata/core";
import { and, count, desc, eq, type SQL } from "drizzle-orm";
import type { Database } from "../../../db/client.ts";
import { metadataHistories } from "../../../db/schema/index.ts";
import { insertJsonRows } from "../../catalogs/tables.ts";
import { asDatabase, type Executor } from "../metadata/properties.ts";

/** Who made a change: kept by id and by name, so the history still names a user deleted since. */
export interface Author {
  id: string;
  name: string;
}

export interface HistoryEntry {
  type: SDCType;
  recordId: string;
  action: HistoryAction;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** Writes history rows and answers their ids; call it with the transaction of the change, so both land or neither. */
export async function writeHistories(tx: Executor, by: Author, entries: HistoryEntry[]): Promise<string[]> {
  const ids = entries.map(() => randomUUID());
  await insertJsonRows(
    asDatabase(tx),
    metadataHistories,
    entries.map((e, i) => ({
      id: ids[i],
      sdcType: e.type,
      recordId: e.recordId,
      action: e.action,
      before: e.before,
      after: e.after,
      userId: by.id,
      userName: by.name,
    })),
  );
  return ids;
}

/** A record's (or a category's, or every) history, newest first; `pageTotal` counts the rows. */
export async function listHistories(
  db: Database,
  query: { ingestType?: SDCType; id?: string; pageNumber: number; pageSize: number },
) {
  const conditions: SQL[] = [];
  if (query.ingestType) conditions.push(eq(metadataHistories.sdcType, query.ingestType));
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
