import {
  CATALOG_REGISTRY,
  type CatalogColumn,
  type CatalogType,
  type ExportMetadataBody,
  SDC_EXPORT_FILE_NAMES,
} from "@strata/core";
import { type AnyColumn, and, asc, gt, inArray, lte, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../../db/client.ts";
import { type CopyFormat, copyRows, crlfRows } from "../../../db/copy-csv.ts";
import { copyTextTail } from "../../../lib/copy-text.ts";
import {
  CSV_CONTENT_TYPE,
  csvStream,
  FORMULA_TRIGGERS,
  XLSX_CONTENT_TYPE,
  type XlsxCellKind,
  xlsxRowsFromCopy,
  xlsxSheetStream,
} from "../../../lib/spreadsheet-stream.ts";
import { columnOf, commonColumns } from "../../catalogs/index.ts";
import { metadataWhere } from "../metadata/filters.ts";
import { table } from "../metadata/properties.ts";
import { exportHeader } from "./format.ts";

/** Selected ids per statement of an export of chosen records. */
const EXPORT_BATCH = 1000;

interface ExportPlan {
  type: CatalogType;
  where: SQL | undefined;
  ids: string[] | null;
  skip: number;
  limit: number;
}

const isTimestamp = (key: string) => key === "dateAdded" || key === "dateUpdated";
/** A timestamp as the API writes it: ISO 8601 in UTC, with milliseconds. */
const isoText = (column: SQL | AnyColumn) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * Every column as PostgreSQL's own text, for the workbook (timestamps as ISO 8601 in UTC, as the
 * API writes them): `xlsxRowsFromCopy` writes numbers' and flags' text as their cells.
 */
function textSelection(type: CatalogType): SQL {
  return sql.join(
    CATALOG_REGISTRY[type].columns.map((c) => {
      const column = columnOf(type, c.key);
      return isTimestamp(c.key) ? isoText(column) : sql`${column}::text`;
    }),
    sql`, `,
  );
}

/**
 * Every column as the export's CSV cell, written by PostgreSQL for COPY: text guarded against
 * formulas (the apostrophe `guardFormula` puts before the same characters), flags as True/False,
 * timestamps as the API writes them, numbers and dates as PostgreSQL writes them. An empty text and
 * NULL both become NULL, which COPY writes as an empty field (an empty string it would quote).
 */
function csvSelection(type: CatalogType): SQL {
  // The first character's code point (0 for an empty text): integer comparisons, cheaper than text.
  const triggers = sql.raw(FORMULA_TRIGGERS.map((c) => String(c.codePointAt(0))).join(", "));
  return sql.join(
    CATALOG_REGISTRY[type].columns.map((c) => {
      const column = columnOf(type, c.key);
      if (isTimestamp(c.key)) return isoText(column);
      if (c.kind === "boolean")
        return sql`case when ${column} then 'True' when not ${column} then 'False' end`;
      const text = column.getSQLType() === "text" ? sql`${column}` : sql`${column}::text`;
      if (c.kind !== "text") return text;
      return sql`case when ascii(${text}) in (${triggers}) then '''' || ${text} else nullif(${text}, '') end`;
    }),
    sql`, `,
  );
}

/** Rows per COPY of an export: about 2.5 MB of CSV or COPY text held at a time. */
export const COPY_BATCH = 10_000;

/** A batch's bytes, and the id its next batch starts after (null: no rows are left). */
interface Batch {
  bytes: Buffer;
  last: string | null;
}
/** At most `size` rows after the row with id `key` (null: from the first). */
type BatchAfter = (key: string | null, size: number) => Promise<Batch>;
/** A COPY of the rows `where` selects, in id order, at most `limit` of them. */
type Copy = (where: SQL | undefined, limit?: number) => Promise<Buffer>;

/** The id of the `n`th row of the plan's rows after `key` (null: fewer rows are left). */
async function nthAfter(db: Database, plan: ExportPlan, key: string | null, n: number) {
  const id = commonColumns(plan.type).id;
  const [row] = await db
    .select({ id })
    .from(table(plan.type))
    .where(and(plan.where, key === null ? undefined : gt(id, key)))
    .orderBy(asc(id))
    .offset(n - 1)
    .limit(1);
  return row ? String(row.id) : null;
}

/**
 * A CSV batch: the id of its last row found first (an index scan), then the COPY of the rows after
 * `key` up to it — the CSV's own bytes cannot say which id a row had (a quoted, formula-guarded cell).
 */
const rangeBatch =
  (db: Database, plan: ExportPlan, copy: Copy): BatchAfter =>
  async (key, size) => {
    const id = commonColumns(plan.type).id;
    const last = await nthAfter(db, plan, key, size);
    const bytes = await copy(
      and(plan.where, key === null ? undefined : gt(id, key), last === null ? undefined : lte(id, last)),
    );
    return { bytes, last };
  };

/**
 * A batch of COPY text: the first `size` rows after `key`, one statement, the next batch starting
 * after the id its last row holds (the first field). A `limit` keeps PostgreSQL on the id index in
 * order; a range of ids made it fetch the rows in the table's order and sort them by a collation,
 * 3.5× slower where ids are not in insertion order (Non-Seismic).
 */
const limitBatch =
  (plan: ExportPlan, copy: Copy): BatchAfter =>
  async (key, size) => {
    const id = commonColumns(plan.type).id;
    const bytes = await copy(and(plan.where, key === null ? undefined : gt(id, key)), size);
    const { rows, lastFirst } = copyTextTail(bytes);
    return { bytes, last: rows === size ? lastFirst : null };
  };

/**
 * An export's rows, a batch at a time, each batch one COPY, in id order (`ids`: exactly those
 * records). Batches are cut by keyset, each starting after the id the one before ended with, so the
 * millionth row costs what the first does and each statement ends once its bytes are read, however
 * slowly the client takes them. The next batch is read while this one goes out.
 */
async function* copyBatches(
  db: Database,
  plan: ExportPlan,
  copy: Copy,
  batchAfter: BatchAfter,
): AsyncGenerator<Buffer> {
  if (plan.ids) {
    const id = commonColumns(plan.type).id;
    const ids = [...new Set(plan.ids)];
    for (let i = 0; i < ids.length; i += EXPORT_BATCH)
      yield await copy(inArray(id, ids.slice(i, i + EXPORT_BATCH)));
    return;
  }
  let after: string | null = null;
  if (plan.skip > 0) {
    after = await nthAfter(db, plan, null, plan.skip);
    if (after === null) return;
  }
  let remaining = plan.limit;
  let size = Math.min(COPY_BATCH, remaining);
  let pending: Promise<Batch> | null = batchAfter(after, size);
  while (pending) {
    const { bytes, last }: Batch = await pending;
    remaining -= size;
    size = Math.min(COPY_BATCH, remaining);
    // A full batch with rows still wanted: the next statement runs while this batch is written out.
    pending = last !== null && size > 0 ? batchAfter(last, size) : null;
    // Awaited on the next turn; if the client has gone by then, its failure is of no interest.
    pending?.catch(() => undefined);
    if (bytes.length > 0) yield bytes;
  }
}

/** The rows `where` selects, in id order, with `selection`'s columns, as COPY writes them in `format`. */
const copyOf =
  (db: Database, plan: ExportPlan, selection: SQL, format: CopyFormat): Copy =>
  (where, limit) =>
    copyRows(
      db,
      sql`select ${selection} from ${table(plan.type)} where ${where ?? sql`true`} order by ${commonColumns(plan.type).id}${limit === undefined ? sql`` : sql` limit ${limit}`}`,
      format,
    );

/** Each column's kind of cell in the workbook: numbers and flags typed; text, dates and timestamps as text, as the bulk upload reads them back. */
const cellKinds = (columns: CatalogColumn[]): XlsxCellKind[] =>
  columns.map((c) => (c.kind === "number" || c.kind === "boolean" ? c.kind : "text"));

/**
 * The export of a category's metadata as a file stream: CSV or .xlsx, named as section 9 says.
 * Search and filters are checked (400) before the first byte is sent: parsed here, then run once
 * (a one-row probe), so input the database refuses is an error answer, never a stream cut short.
 */
export async function exportMetadata(db: Database, body: ExportMetadataBody) {
  const type = body.ingestType;
  const plan: ExportPlan = {
    type,
    where: body.ids ? undefined : metadataWhere(type, body),
    ids: body.ids ?? null,
    skip: (body.pageNumber - 1) * body.pageSize,
    limit: body.pageSize,
  };
  const probeWhere = plan.ids ? inArray(commonColumns(type).id, plan.ids.slice(0, 1)) : plan.where;
  await db
    .select({ id: commonColumns(type).id })
    .from(table(type))
    .where(probeWhere)
    .limit(1);
  const columns = CATALOG_REGISTRY[type].columns;
  const csvName = SDC_EXPORT_FILE_NAMES[type];
  if (body.format === "xlsx") {
    const copy = copyOf(db, plan, textSelection(type), "text");
    const batches = copyBatches(db, plan, copy, limitBatch(plan, copy));
    const rows = xlsxRowsFromCopy(batches, cellKinds(columns));
    return {
      filename: csvName.replace(/\.csv$/, ".xlsx"),
      contentType: XLSX_CONTENT_TYPE,
      stream: xlsxSheetStream(CATALOG_REGISTRY[type].displayName, exportHeader(type), rows),
    };
  }
  // CRLF row ends, as RFC 4180 and the app's other CSV files end them.
  const csvOf = copyOf(db, plan, csvSelection(type), "csv");
  const copy: Copy = async (where, limit) => crlfRows(await csvOf(where, limit));
  return {
    filename: csvName,
    contentType: CSV_CONTENT_TYPE,
    stream: csvStream(exportHeader(type), copyBatches(db, plan, copy, rangeBatch(db, plan, copy))),
  };
}
