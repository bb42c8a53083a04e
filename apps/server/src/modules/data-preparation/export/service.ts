import {
  CATALOG_REGISTRY,
  type CatalogColumn,
  type CatalogType,
  type ExportMetadataBody,
  SDC_EXPORT_FILE_NAMES,
} from "@strata/core";
import { type AnyColumn, and, asc, gt, inArray, lte, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../../db/client.ts";
import { copyOut, crlfRows } from "../../../db/copy-out.ts";
import {
  CSV_CONTENT_TYPE,
  csvStream,
  FORMULA_TRIGGERS,
  XLSX_CONTENT_TYPE,
  type XlsxTextColumn,
  xlsxSheetStream,
} from "../../../lib/spreadsheet-stream.ts";
import { copyTextRowsXml } from "../../../lib/xlsx-copy-rows.ts";
import { columnOf, commonColumns } from "../../catalogs/index.ts";
import { metadataWhere } from "../metadata/filters.ts";
import { table } from "../metadata/properties.ts";
import { exportHeader } from "./format.ts";

/** Rows read per statement: memory stays flat however many rows the export holds. */
export const EXPORT_BATCH = 1000;

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

/**
 * An export's rows as PostgreSQL writes them for COPY (`copyOut`, CSV or text), a batch at a time,
 * in id order. Batches are cut by keyset: the id of a batch's last row is found first (an index
 * scan), then the COPY reads the rows after the previous batch's up to it, so the millionth row costs
 * what the first does and each statement ends once its bytes are read, however slowly the client
 * takes them. The next batch is read while this one goes out. With `ids`, exactly those records,
 * 1,000 to a statement; otherwise the page of the listing's search and filters.
 */
async function* copyBatches(
  db: Database,
  plan: ExportPlan,
  selection: SQL,
  format: "csv" | "text",
): AsyncGenerator<Buffer> {
  const { type } = plan;
  const id = commonColumns(type).id;
  const copy = (where: SQL | undefined) =>
    copyOut(
      db,
      sql`select ${selection} from ${table(type)} where ${where ?? sql`true`} order by ${id}`,
      format,
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
  let size = Math.min(COPY_BATCH, remaining);
  let pending: Promise<{ bytes: Buffer; last: string | null }> | null = batchAfter(after, size);
  while (pending) {
    const { bytes, last }: { bytes: Buffer; last: string | null } = await pending;
    remaining -= size;
    size = Math.min(COPY_BATCH, remaining);
    // A full batch with rows still wanted: the next statement runs while this batch is written out.
    pending = last !== null && size > 0 ? batchAfter(last, size) : null;
    // Awaited on the next turn; if the client has gone by then, its failure is of no interest.
    pending?.catch(() => undefined);
    if (bytes.length > 0) yield bytes;
  }
}

/** Each batch made into what the file holds, one batch at a time, in order. */
async function* mapBatches(
  batches: AsyncIterable<Buffer>,
  map: (batch: Buffer) => Buffer,
): AsyncGenerator<Buffer> {
  for await (const batch of batches) yield map(batch);
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
    let next = 2; // the first row after the header's
    const rows = mapBatches(copyBatches(db, plan, textSelection(type), "text"), (copy) => {
      const { xml, rows } = copyTextRowsXml(copy, cells, next);
      next += rows;
      return xml;
    });
    return {
      filename: csvName.replace(/\.csv$/, ".xlsx"),
      contentType: XLSX_CONTENT_TYPE,
      stream: xlsxSheetStream(CATALOG_REGISTRY[type].displayName, exportHeader(type), rows),
    };
  }
  return {
    filename: csvName,
    contentType: CSV_CONTENT_TYPE,
    stream: csvStream(
      exportHeader(type),
      mapBatches(copyBatches(db, plan, csvSelection(type), "csv"), crlfRows),
    ),
  };
}
