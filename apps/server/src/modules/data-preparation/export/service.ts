import {
  CATALOG_REGISTRY,
  type CatalogColumn,
  type CatalogType,
  type ExportMetadataBody,
  SDC_EXPORT_FILE_NAMES,
} from "@strata/core";
import { type AnyColumn, and, asc, gt, inArray, lte, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../../db/client.ts";
import { copyCsv, crlfRows } from "../../../db/copy-csv.ts";
import {
  CSV_CONTENT_TYPE,
  csvStream,
  FORMULA_TRIGGERS,
  mapEach,
  textRowXml,
  XLSX_CONTENT_TYPE,
  type XlsxTextColumn,
  xlsxSheetStream,
} from "../../../lib/spreadsheet-stream.ts";
import { columnOf, commonColumns } from "../../catalogs/index.ts";
import { metadataWhere } from "../metadata/filters.ts";
import { table } from "../metadata/properties.ts";
import { exportHeader } from "./format.ts";

/** Rows read per statement: memory stays flat however many rows the export holds. */
export const EXPORT_BATCH = 1000;

/** A row as PostgreSQL writes it as text, by column key; null for NULL. */
type Row = Record<string, string | null>;

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
 * Every column as PostgreSQL's own text (timestamps as ISO 8601 in UTC, as the API writes them):
 * the driver then parses no dates or numbers, which halves the cost of reading a row.
 */
function textSelection(type: CatalogType): SQL {
  return sql.join(
    CATALOG_REGISTRY[type].columns.map((c) => {
      const column = columnOf(type, c.key);
      const text = isTimestamp(c.key) ? isoText(column) : sql`${column}::text`;
      return sql`${text} as ${sql.identifier(c.key)}`;
    }),
    sql`, `,
  );
}

/**
 * The rows of a workbook export in id order, a batch at a time, by keyset (each statement starts after the
 * last id of the one before, so the millionth row costs what the first does). With `ids`, exactly
 * those records; otherwise the page of the listing's search and filters.
 */
async function* batches(db: Database, plan: ExportPlan): AsyncGenerator<Row[]> {
  const { type } = plan;
  const id = commonColumns(type).id;
  const idField = CATALOG_REGISTRY[type].idField;
  const selection = textSelection(type);
  const read = async (where: SQL | undefined, limit: number) => {
    const result = await db.execute<Row>(
      sql`select ${selection} from ${table(type)} where ${where ?? sql`true`} order by ${id} limit ${limit}`,
    );
    return result.rows;
  };
  if (plan.ids) {
    const ids = [...new Set(plan.ids)];
    for (let i = 0; i < ids.length; i += EXPORT_BATCH) {
      yield await read(inArray(id, ids.slice(i, i + EXPORT_BATCH)), EXPORT_BATCH);
    }
    return;
  }
  let after: string | null = null;
  if (plan.skip > 0) {
    const [start] = await db
      .select({ id })
      .from(table(type))
      .where(plan.where)
      .orderBy(asc(id))
      .offset(plan.skip - 1)
      .limit(1);
    if (!start) return;
    after = String(start.id);
  }
  const readAfter = (key: string | null, size: number) =>
    read(and(plan.where, key === null ? undefined : gt(id, key)), size);
  let remaining = plan.limit;
  let size = Math.min(EXPORT_BATCH, remaining);
  let pending: Promise<Row[]> | null = readAfter(after, size);
  while (pending) {
    const rows: Row[] = await pending;
    remaining -= rows.length;
    const more: boolean = rows.length === size && remaining > 0;
    const nextSize = Math.min(EXPORT_BATCH, remaining);
    // The next statement runs in the database while this batch is written out.
    pending = more ? readAfter(rows[rows.length - 1][idField], nextSize) : null;
    // Awaited on the next turn; if the client has gone by then, its failure is of no interest.
    pending?.catch(() => undefined);
    size = nextSize;
    if (rows.length > 0) yield rows;
  }
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

/** Rows per COPY of a CSV export: about 2.5 MB of CSV held at a time. */
export const CSV_COPY_BATCH = 10_000;

/**
 * A CSV export's rows, a batch at a time, each batch one COPY written by PostgreSQL (`copyCsv`), in
 * id order. Batches are cut by keyset: the id of a batch's last row is found first (an index scan),
 * then the COPY reads the rows after the previous batch's up to it, so the millionth row costs what
 * the first does and each statement ends once its bytes are read, however slowly the client takes
 * them. The next batch is read while this one goes out.
 */
async function* csvBatches(db: Database, plan: ExportPlan): AsyncGenerator<Buffer> {
  const { type } = plan;
  const id = commonColumns(type).id;
  const selection = csvSelection(type);
  const copy = async (where: SQL | undefined) =>
    crlfRows(
      await copyCsv(
        db,
        sql`select ${selection} from ${table(type)} where ${where ?? sql`true`} order by ${id}`,
      ),
    );
  if (plan.ids) {
    const ids = [...new Set(plan.ids)];
    for (let i = 0; i < ids.length; i += EXPORT_BATCH)
      yield await copy(inArray(id, ids.slice(i, i + EXPORT_BATCH)));
    return;
  }
  /** The id of the `n`th row after `key` (null: fewer rows are left). */
  const nthAfter = async (key: string | null, n: number) => {
    const [row] = await db
      .select({ id })
      .from(table(type))
      .where(and(plan.where, key === null ? undefined : gt(id, key)))
      .orderBy(asc(id))
      .offset(n - 1)
      .limit(1);
    return row ? String(row.id) : null;
  };
  /** One batch: the rows after `key`, at most `size` of them, and the last one's id when it is full. */
  const batchAfter = async (key: string | null, size: number) => {
    const last = await nthAfter(key, size);
    const bytes = await copy(
      and(plan.where, key === null ? undefined : gt(id, key), last === null ? undefined : lte(id, last)),
    );
    return { bytes, last };
  };
  let after: string | null = null;
  if (plan.skip > 0) {
    after = await nthAfter(null, plan.skip);
    if (after === null) return;
  }
  let remaining = plan.limit;
  let size = Math.min(CSV_COPY_BATCH, remaining);
  let pending: Promise<{ bytes: Buffer; last: string | null }> | null = batchAfter(after, size);
  while (pending) {
    const { bytes, last }: { bytes: Buffer; last: string | null } = await pending;
    remaining -= size;
    size = Math.min(CSV_COPY_BATCH, remaining);
    // A full batch with rows still wanted: the next statement runs while this batch is written out.
    pending = last !== null && size > 0 ? batchAfter(last, size) : null;
    // Awaited on the next turn; if the client has gone by then, its failure is of no interest.
    pending?.catch(() => undefined);
    if (bytes.length > 0) yield bytes;
  }
}

/** The workbook's columns: numbers and flags as typed cells; text, dates and timestamps as text, as the bulk upload reads them back. */
const xlsxColumns = (columns: CatalogColumn[]): XlsxTextColumn[] =>
  columns.map((c) => ({ key: c.key, kind: c.kind === "number" || c.kind === "boolean" ? c.kind : "text" }));

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
    const cells = xlsxColumns(columns);
    let rowNumber = 1; // the header's
    const rows = mapEach(batches(db, plan), (row) => textRowXml(++rowNumber, cells, row));
    return {
      filename: csvName.replace(/\.csv$/, ".xlsx"),
      contentType: XLSX_CONTENT_TYPE,
      stream: xlsxSheetStream(CATALOG_REGISTRY[type].displayName, exportHeader(type), rows),
    };
  }
  return {
    filename: csvName,
    contentType: CSV_CONTENT_TYPE,
    stream: csvStream(exportHeader(type), csvBatches(db, plan)),
  };
}
