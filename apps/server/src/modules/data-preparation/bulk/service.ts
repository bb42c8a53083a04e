import type { BulkReport, CatalogType, MetadataColumn } from "@strata/core";
import { getTableColumns, inArray, sql } from "drizzle-orm";
import type { Database } from "../../../db/client.ts";
import { AppError, badRequest } from "../../../lib/errors.ts";
import { rowColumns, toRow } from "../../catalogs/service.ts";
import { commonColumns, insertJsonRows } from "../../catalogs/tables.ts";
import { unguardFormula } from "../export/format.ts";
import { type Author, writeHistories } from "../histories/service.ts";
import { asDatabase, type Executor, metadataProperties, type Tx, table } from "../metadata/properties.ts";
import { checkRecord, LookupValues, type RecordError, type RecordValues } from "../metadata/record.ts";
import { afterChange } from "../metadata/service.ts";
import { matchTableHeader } from "./header.ts";
import type { Cell, Sheet } from "./parse.ts";

const BATCH = 2000;

/** Each data column's key, matched by label or key; unknown or repeated headers are a 400. */
function matchHeader(type: CatalogType, header: string[]): (string | null)[] {
  const match = matchTableHeader(type, header);
  if (!match.ok)
    throw badRequest(match.problem, match.unknown ? { headers: { unknown: match.unknown } } : undefined);
  return match.keys;
}

/** A cell as the record schema takes it: text columns get text, spreadsheet guards come off. */
function cellInput(column: MetadataColumn, cell: Cell): unknown {
  if (typeof cell === "string") return unguardFormula(cell);
  if (column.kind === "text" && (typeof cell === "number" || typeof cell === "boolean")) return String(cell);
  if (column.kind === "text" && cell instanceof Date) return cell.toISOString().slice(0, 10);
  return cell;
}

interface CheckedRow {
  row: number;
  id: string | null;
  action: "add" | "update";
  errors: RecordError[];
  values: RecordValues | null;
  before?: Record<string, unknown>;
}

async function storedRecords(db: Executor, type: CatalogType, ids: string[], lock: boolean) {
  const stored = new Map<string, Record<string, unknown>>();
  for (let i = 0; i < ids.length; i += BATCH) {
    const query = db
      .select(rowColumns(type))
      .from(table(type))
      .where(inArray(commonColumns(type).id, ids.slice(i, i + BATCH)));
    const rows = lock ? await query.for("update") : await query;
    for (const r of rows) {
      const row = toRow(type, r);
      stored.set(String(row.id), row);
    }
  }
  return stored;
}

/** Validates every row: kinds, required columns, lookup lists, duplicate ids; an update merges over the stored record. */
async function checkRows(db: Executor, type: CatalogType, sheet: Sheet, lock: boolean) {
  const properties = metadataProperties(type);
  const keys = matchHeader(type, sheet.header);
  const editable = new Map(properties.columns.filter((c) => c.editable).map((c) => [c.key, c]));
  const matched = [...new Set(keys.filter((k): k is string => k !== null))];
  const missing = [...editable.keys()].filter((k) => !matched.includes(k));
  const idField = properties.idField;

  const inputs = sheet.rows.map(({ row, cells }) => {
    const input: Record<string, unknown> = {};
    keys.forEach((key, i) => {
      const column = key ? editable.get(key) : undefined;
      if (column) input[key!] = cellInput(column, cells[i] ?? null);
    });
    const rawId = input[idField];
    const id =
      rawId === null || rawId === undefined || String(rawId).trim() === "" ? null : String(rawId).trim();
    return { row, input, id };
  });
  const ids = [...new Set(inputs.flatMap((i) => (i.id ? [i.id] : [])))];
  const [stored, lookups] = await Promise.all([
    storedRecords(db, type, ids, lock),
    LookupValues.load(db, type),
  ]);

  const firstRow = new Map<string, number>();
  const rows: CheckedRow[] = inputs.map(({ row, input, id }) => {
    const before = id ? stored.get(id) : undefined;
    const action = before ? "update" : "add";
    if (id && firstRow.has(id)) {
      return {
        row,
        id,
        action,
        values: null,
        errors: [{ column: idField, message: `The id "${id}" is also in row ${firstRow.get(id)}` }],
      };
    }
    if (id) firstRow.set(id, row);
    const checked = checkRecord(type, lookups, input, before);
    return { row, id, action, values: checked.values, errors: checked.errors, before };
  });
  return { rows, headers: { matched, missing } };
}

function reportOf(checked: Awaited<ReturnType<typeof checkRows>>): BulkReport {
  const { rows, headers } = checked;
  const valid = rows.filter((r) => r.errors.length === 0);
  return {
    rows: rows.map(({ row, id, action, errors }) => ({ row, id, action, errors })),
    added: valid.filter((r) => r.action === "add").length,
    updated: valid.filter((r) => r.action === "update").length,
    invalid: rows.length - valid.length,
    headers,
  };
}

/** Updates many records in one statement per batch: the new values travel as one JSON parameter. */
async function updateJsonRows(tx: Tx, type: CatalogType, rows: RecordValues[]) {
  const t = table(type);
  const dbColumns = getTableColumns(t);
  const keys = Object.keys(rows[0] ?? {}).filter((k) => dbColumns[k]);
  const idName = commonColumns(type).id.name;
  const assignments = sql.join(
    keys
      .filter((k) => dbColumns[k].name !== idName)
      .map((k) => sql`${sql.identifier(dbColumns[k].name)} = v.${sql.identifier(dbColumns[k].name)}`),
    sql`, `,
  );
  for (let i = 0; i < rows.length; i += BATCH) {
    const batch = rows
      .slice(i, i + BATCH)
      .map((r) => Object.fromEntries(keys.map((k) => [dbColumns[k].name, r[k]])));
    await tx.execute(sql`
      update ${t} set ${assignments}, ${sql.identifier(commonColumns(type).dateUpdated.name)} = now()
      from json_populate_recordset(null::${t}, ${JSON.stringify(batch)}::json) as v
      where ${t}.${sql.identifier(idName)} = v.${sql.identifier(idName)}`);
  }
}

const isUniqueViolation = (err: unknown): boolean => {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === "23505" || e?.cause?.code === "23505";
};

/**
 * A bulk file of one category: every row is checked first. `validate` answers the per-row report;
 * `apply` writes all rows (adds and updates, with their history) in one transaction, or none: any
 * invalid row is a 400 carrying the report, and nothing is written.
 */
export async function bulkAddUpdate(
  db: Database,
  opts: { type: CatalogType; mode: "validate" | "apply"; sheet: Sheet; by: Author },
): Promise<BulkReport> {
  const { type, sheet, by } = opts;
  if (sheet.rows.length === 0) throw badRequest("The file has a header row but no data rows.");
  if (opts.mode === "validate") return reportOf(await checkRows(db, type, sheet, false));
  try {
    return await db.transaction(async (tx) => {
      const checked = await checkRows(tx, type, sheet, true);
      const report = reportOf(checked);
      if (report.invalid > 0) {
        throw new AppError(
          "VALIDATION_FAILED",
          `${report.invalid} of ${checked.rows.length} rows are invalid; nothing was added or updated.`,
          report,
        );
      }
      const adds = checked.rows.filter((r) => r.action === "add");
      const updates = checked.rows.filter((r) => r.action === "update");
      await insertJsonRows(
        asDatabase(tx),
        table(type),
        adds.map((r) => r.values!),
      );
      await updateJsonRows(
        tx,
        type,
        updates.map((r) => r.values!),
      );
      await afterChange(
        tx,
        type,
        checked.rows.map((r) => r.values!),
      );
      const now = new Date().toISOString();
      await writeHistories(
        tx,
        by,
        checked.rows.map((r) => ({
          type,
          recordId: r.id!,
          action: "bulk" as const,
          before: r.before ?? null,
          after: { ...(r.before ?? { dateAdded: now }), ...r.values, dateUpdated: now },
        })),
      );
      return report;
    });
  } catch (err) {
    if (isUniqueViolation(err)) {
      throw new AppError(
        "CONFLICT",
        "Another change added some of these records meanwhile; nothing was applied. Try again.",
      );
    }
    throw err;
  }
}
