import { CATALOG_REGISTRY, type CatalogType, type GetMetadataBody, type MetadataRow } from "@strata/core";
import { and, asc, count, eq, inArray } from "drizzle-orm";
import type { Database } from "../../../db/client.ts";
import { catalogFiles, recordTags } from "../../../db/schema/index.ts";
import { type AppError, conflict, invalidField, invalidFields, notFound } from "../../../lib/errors.ts";
import { commonColumns, rowColumns, toRow } from "../../catalogs/index.ts";
import { type Author, writeHistories } from "../histories/service.ts";
import { fileCountExpression, metadataWhere } from "./filters.ts";
import { type Executor, type Tx, table } from "./properties.ts";
import { addOpenLookupValues, checkRecord, LookupValues, type RecordError } from "./record.ts";
import { addSearchWords } from "./search-words.ts";

/** One page of a type's records in id order, with their file counts; `pageTotal` counts the matches. */
export async function listMetadata(db: Database, body: GetMetadataBody) {
  const type = body.ingestType;
  const where = metadataWhere(type, body);
  const [[{ total }], rows] = await Promise.all([
    db.select({ total: count() }).from(table(type)).where(where),
    db
      .select({ ...rowColumns(type), fileCount: fileCountExpression(type) })
      .from(table(type))
      .where(where)
      .orderBy(asc(commonColumns(type).id))
      .limit(body.pageSize)
      .offset((body.pageNumber - 1) * body.pageSize),
  ]);
  return {
    result: rows.map((r) => {
      const fileCount = Number(r.fileCount);
      return { ...toRow(type, r), fileCount, linked: fileCount > 0 } as MetadataRow;
    }),
    pageNumber: body.pageNumber,
    pageSize: body.pageSize,
    pageTotal: total,
  };
}

/** A stored record in the API's shape (the history's before/after), locked for the transaction. */
async function lockRecord(tx: Executor, type: CatalogType, id: string) {
  const [row] = await tx
    .select(rowColumns(type))
    .from(table(type))
    .where(eq(commonColumns(type).id, id))
    .for("update");
  return row ? toRow(type, row) : undefined;
}

/** A 400 naming each bad column of a record as `body.record.<column>`. */
function invalidRecord(errors: RecordError[]): AppError {
  const issues = errors.map((e) => ({ field: `body.record.${e.column}`, message: e.message }));
  return invalidFields(issues);
}

/** Adds a record (409 when its id exists) with its history row, in one transaction. */
export async function createMetadata(
  db: Database,
  opts: { type: CatalogType; record: Record<string, unknown>; by: Author },
) {
  const { type, by } = opts;
  const lookups = await LookupValues.load(db, type);
  const checked = checkRecord(type, lookups, opts.record);
  if (!checked.values) throw invalidRecord(checked.errors);
  const values = checked.values;
  const id = String(values[CATALOG_REGISTRY[type].idField]);
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(table(type))
      .values(values)
      .onConflictDoNothing()
      .returning(rowColumns(type));
    if (inserted.length === 0) {
      throw conflict(`A ${CATALOG_REGISTRY[type].displayName} record "${id}" already exists`);
    }
    await afterChange(tx, type, [values]);
    await writeHistories(tx, by, [
      { type, recordId: id, action: "create", before: null, after: toRow(type, inserted[0]) },
    ]);
    return { id };
  });
}

/** Changes a record (404 when it does not exist): the given columns over the stored ones; the id stays. */
export async function updateMetadata(
  db: Database,
  opts: { type: CatalogType; id: string; record: Record<string, unknown>; by: Author },
) {
  const { type, id, by } = opts;
  const idField = CATALOG_REGISTRY[type].idField;
  const given = opts.record[idField];
  if (given !== undefined && given !== null && String(given).trim() !== id) {
    throw invalidField(`body.record.${idField}`, "The id of a record cannot be changed");
  }
  const lookups = await LookupValues.load(db, type);
  return db.transaction(async (tx) => {
    const before = await lockRecord(tx, type, id);
    if (!before) throw notFound(`${CATALOG_REGISTRY[type].displayName} record "${id}"`);
    const checked = checkRecord(type, lookups, opts.record, before);
    if (!checked.values) throw invalidRecord(checked.errors);
    const [after] = await tx
      .update(table(type))
      .set({ ...checked.values, dateUpdated: new Date() })
      .where(eq(commonColumns(type).id, id))
      .returning(rowColumns(type));
    await afterChange(tx, type, [checked.values]);
    await writeHistories(tx, by, [
      { type, recordId: id, action: "update", before, after: toRow(type, after) },
    ]);
    return { id };
  });
}

/** What every change of records brings along: new values of the open lookup lists, new search words. */
export async function afterChange(tx: Tx, type: CatalogType, records: Record<string, unknown>[]) {
  const idField = CATALOG_REGISTRY[type].idField;
  await addOpenLookupValues(tx, type, records as never);
  await addSearchWords(
    tx,
    type,
    records.map((r) => String(r[idField])),
  );
}

/** Deletes records with their file links and tags; ids that do not exist are skipped. */
export async function deleteMetadata(db: Database, opts: { type: CatalogType; ids: string[]; by: Author }) {
  const { type, by } = opts;
  const ids = [...new Set(opts.ids)];
  return db.transaction(async (tx) => {
    const deleted = await tx
      .delete(table(type))
      .where(inArray(commonColumns(type).id, ids))
      .returning(rowColumns(type));
    const deletedIds = deleted.map((r) => String(r[CATALOG_REGISTRY[type].idField]));
    if (deletedIds.length) {
      await tx
        .delete(catalogFiles)
        .where(and(eq(catalogFiles.sdcType, type), inArray(catalogFiles.recordId, deletedIds)));
      await tx
        .delete(recordTags)
        .where(and(eq(recordTags.sdcType, type), inArray(recordTags.recordId, deletedIds)));
      await writeHistories(
        tx,
        by,
        deleted.map((r) => ({
          type,
          recordId: String(r[CATALOG_REGISTRY[type].idField]),
          action: "delete" as const,
          before: toRow(type, r),
          after: null,
        })),
      );
    }
    return { deleted: deletedIds.length };
  });
}
