import { once } from "node:events";
import { PassThrough, Readable } from "node:stream";
import {
  CATALOG_REGISTRY,
  type CatalogColumn,
  type CatalogType,
  type ExportMetadataBody,
  SDC_EXPORT_FILE_NAMES,
} from "@strata/core";
import { and, asc, gt, inArray, type SQL } from "drizzle-orm";
import ExcelJS from "exceljs";
import type { Database } from "../../../db/client.ts";
import { rowColumns } from "../../catalogs/service.ts";
import { commonColumns } from "../../catalogs/tables.ts";
import { metadataWhere } from "../metadata/filters.ts";
import { table } from "../metadata/properties.ts";
import { exportHeader, guardFormula } from "./format.ts";

/** Rows read per statement: memory stays flat however many rows the export holds. */
export const EXPORT_BATCH = 5000;

type Row = Record<string, unknown>;

interface ExportPlan {
  type: CatalogType;
  where: SQL | undefined;
  ids: string[] | null;
  skip: number;
  limit: number;
}

/**
 * The rows of an export in id order, a batch at a time, by keyset (each statement starts after the
 * last id of the one before, so the millionth row costs what the first does). With `ids`, exactly
 * those records; otherwise the page of the listing's search and filters.
 */
async function* batches(db: Database, plan: ExportPlan): AsyncGenerator<Row[]> {
  const { type } = plan;
  const id = commonColumns(type).id;
  const idField = CATALOG_REGISTRY[type].idField;
  const select = () => db.select(rowColumns(type)).from(table(type));
  if (plan.ids) {
    const ids = [...new Set(plan.ids)];
    for (let i = 0; i < ids.length; i += EXPORT_BATCH) {
      yield await select()
        .where(inArray(id, ids.slice(i, i + EXPORT_BATCH)))
        .orderBy(asc(id));
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
  let remaining = plan.limit;
  while (remaining > 0) {
    const size = Math.min(EXPORT_BATCH, remaining);
    const rows: Row[] = await select()
      .where(and(plan.where, after === null ? undefined : gt(id, after)))
      .orderBy(asc(id))
      .limit(size);
    if (rows.length > 0) yield rows;
    if (rows.length < size) return;
    remaining -= rows.length;
    after = String(rows[rows.length - 1][idField]);
  }
}

/** One CSV field (RFC 4180): quoted when it holds a comma, quote or line break; text guarded against formulas. */
function csvField(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "boolean") return value ? "True" : "False";
  if (typeof value === "number") return String(value);
  if (value instanceof Date) return value.toISOString();
  const text = guardFormula(String(value));
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const csvLine = (values: unknown[]) => `${values.map(csvField).join(",")}\r\n`;

/** UTF-8 with a byte-order mark, so Excel reads accents and symbols right; CRLF line ends. */
async function* csvChunks(db: Database, plan: ExportPlan, columns: CatalogColumn[]): AsyncGenerator<string> {
  yield `\uFEFF${csvLine(exportHeader(plan.type))}`;
  for await (const rows of batches(db, plan)) {
    let chunk = "";
    for (const row of rows) chunk += csvLine(columns.map((c) => row[c.key]));
    yield chunk;
  }
}

function xlsxCell(value: unknown): string | number | boolean | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "number" || typeof value === "boolean") return value;
  return String(value);
}

/**
 * A workbook written as it streams (exceljs WorkbookWriter, inline strings, no styles): rows are
 * committed as they come and the batch loop waits while the response is not taking bytes.
 */
function xlsxStream(db: Database, plan: ExportPlan, columns: CatalogColumn[]): Readable {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: false,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(CATALOG_REGISTRY[plan.type].displayName);
  (async () => {
    sheet.addRow(exportHeader(plan.type)).commit();
    for await (const rows of batches(db, plan)) {
      for (const row of rows) sheet.addRow(columns.map((c) => xlsxCell(row[c.key]))).commit();
      await new Promise((resolve) => setImmediate(resolve));
      if (out.writableNeedDrain) await once(out, "drain");
    }
    sheet.commit();
    await workbook.commit();
  })().catch((err) => out.destroy(err));
  return out;
}

/**
 * The export of a category's metadata as a file stream: CSV or .xlsx, named as section 9 says.
 * Search and filters are checked (400) before the first byte is sent.
 */
export function exportMetadata(db: Database, body: ExportMetadataBody) {
  const type = body.ingestType;
  const plan: ExportPlan = {
    type,
    where: body.ids ? undefined : metadataWhere(type, body),
    ids: body.ids ?? null,
    skip: (body.pageNumber - 1) * body.pageSize,
    limit: body.pageSize,
  };
  const columns = CATALOG_REGISTRY[type].columns;
  const csvName = SDC_EXPORT_FILE_NAMES[type];
  if (body.format === "xlsx") {
    return {
      filename: csvName.replace(/\.csv$/, ".xlsx"),
      contentType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      stream: xlsxStream(db, plan, columns),
    };
  }
  return {
    filename: csvName,
    contentType: "text/csv; charset=utf-8",
    stream: Readable.from(csvChunks(db, plan, columns)),
  };
}
