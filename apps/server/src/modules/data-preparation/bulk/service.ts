import { randomUUID } from "node:crypto";
import { type BulkReport, type CatalogType, type MetadataColumn, REQUIRED_COLUMN_MARK } from "@strata/core";
import { and, eq, getTableColumns, inArray, lt, sql } from "drizzle-orm";
import type { Database } from "../../../db/client.ts";
import { auditEvents, bulkImportRows, bulkImports } from "../../../db/schema/index.ts";
import { badRequest, conflict, validationFailed } from "../../../lib/errors.ts";
import { insertJsonRows } from "../../../lib/insert-json-rows.ts";
import { commonColumns, rowColumns, toRow } from "../../catalogs/index.ts";
import { unguardFormula } from "../export/format.ts";
import { type Author, writeHistories } from "../histories/service.ts";
import { asDatabase, type Executor, metadataProperties, type Tx, table } from "../metadata/properties.ts";
import { checkRecord, LookupValues, type RecordError, type RecordValues } from "../metadata/record.ts";
import { afterChange } from "../metadata/service.ts";
import { matchTableHeader } from "./header.ts";
import type { Cell, Sheet, SheetRow } from "./parse.ts";

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

/** Rows checked per batch (one lookup of their stored records each): small statements keep PGlite's memory small. */
const CHECK_BATCH = 500;

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

/** The sheet's rows in groups of `size`, read from the file as they are needed. */
async function* batchesOf(rows: AsyncIterable<SheetRow>, size: number): AsyncGenerator<SheetRow[]> {
  let batch: SheetRow[] = [];
  for await (const row of rows) {
    batch.push(row);
    if (batch.length === size) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length) yield batch;
}

/** What checking a row needs: the header's column keys, the editable columns, the lookup lists. */
async function rowChecker(db: Executor, type: CatalogType, header: string[]) {
  const properties = metadataProperties(type);
  const keys = matchHeader(type, header);
  const editable = new Map(properties.columns.filter((c) => c.editable).map((c) => [c.key, c]));
  const matched = [...new Set(keys.filter((k): k is string => k !== null))];
  const missing = [...editable.keys()].filter((k) => !matched.includes(k));
  const idField = properties.idField;
  const lookups = await LookupValues.load(db, type);

  const inputOf = (cells: Cell[]) => {
    const input: Record<string, unknown> = {};
    keys.forEach((key, i) => {
      const column = key ? editable.get(key) : undefined;
      if (column) input[key!] = cellInput(column, cells[i] ?? null);
    });
    const rawId = input[idField];
    const id =
      rawId === null || rawId === undefined || String(rawId).trim() === "" ? null : String(rawId).trim();
    return { input, id };
  };

  /** A batch of rows against their stored records (an update merges over the stored record). */
  const check = (rows: SheetRow[], stored: Map<string, Record<string, unknown>>): CheckedRow[] =>
    rows.map(({ row, cells }) => {
      const { input, id } = inputOf(cells);
      const before = id ? stored.get(id) : undefined;
      const checked = checkRecord(type, lookups, input, before);
      return { row, id, action: before ? "update" : "add", ...checked, before };
    });
  const idsOf = (rows: SheetRow[]) => [...new Set(rows.flatMap(({ cells }) => inputOf(cells).id ?? []))];
  // Errors name a column as the uploader's file does ("First Shotpoint", not `firstShotpoint`).
  const headings = new Map(properties.columns.map((c) => [c.key, c.label]));
  keys.forEach((key, i) => {
    const heading = header[i].replace(REQUIRED_COLUMN_MARK, "").trim();
    if (key && heading) headings.set(key, heading);
  });
  const headingOf = (column: string) => headings.get(column) ?? column;
  return { check, idsOf, idField, headingOf, headers: { matched, missing } };
}

/**
 * Validates every row, a batch at a time as the file is read: kinds, required columns, lookup
 * lists, duplicate ids. Only the report is kept (a row number, id, action and errors per row), not
 * the rows' values: the apply reads the file again.
 */
async function checkSheet(db: Executor, type: CatalogType, sheet: Sheet): Promise<BulkReport> {
  const rows = sheet.rows();
  const first = await rows.next();
  if (first.done) throw badRequest("The file has a header row but no data rows.");
  const checker = await rowChecker(db, type, sheet.header);
  const firstRow = new Map<string, number>();
  const report: BulkReport = { rows: [], added: 0, updated: 0, invalid: 0, headers: checker.headers };
  const all = (async function* () {
    yield first.value;
    yield* rows;
  })();
  for await (const batch of batchesOf(all, CHECK_BATCH)) {
    const stored = await storedRecords(db, type, checker.idsOf(batch), false);
    for (const checked of checker.check(batch, stored)) {
      const { row, id, action } = checked;
      let found = checked.errors;
      if (id && firstRow.has(id)) {
        found = [{ column: checker.idField, message: `The id "${id}" is also in row ${firstRow.get(id)}` }];
      } else if (id) firstRow.set(id, row);
      const errors = found.map((e) => ({ ...e, heading: checker.headingOf(e.column) }));
      report.rows.push({ row, id, action, errors });
      if (errors.length) report.invalid++;
      else if (action === "add") report.added++;
      else report.updated++;
    }
    // Checking 100,000 rows takes seconds of CPU: let other requests in between batches.
    await yieldToOthers();
  }
  return report;
}

/**
 * Updates many records in one statement per batch: the new values travel as one JSON parameter.
 * `touch` stamps them as changed now; an undo restores the stored stamp instead.
 */
async function updateJsonRows(tx: Tx, type: CatalogType, rows: Record<string, unknown>[], touch = true) {
  const t = table(type);
  const dbColumns = getTableColumns(t);
  const keys = Object.keys(rows[0] ?? {}).filter((k) => dbColumns[k]);
  const idName = commonColumns(type).id.name;
  const stamp = commonColumns(type).dateUpdated.name;
  const assignments = sql.join(
    [
      ...keys
        .filter((k) => dbColumns[k].name !== idName)
        .map((k) => sql`${sql.identifier(dbColumns[k].name)} = v.${sql.identifier(dbColumns[k].name)}`),
      ...(touch ? [sql`${sql.identifier(stamp)} = now()`] : []),
    ],
    sql`, `,
  );
  for (let i = 0; i < rows.length; i += BATCH) {
    const batch = rows
      .slice(i, i + BATCH)
      .map((r) => Object.fromEntries(keys.map((k) => [dbColumns[k].name, r[k]])));
    await tx.execute(sql`
      update ${t} set ${assignments}
      from json_populate_recordset(null::${t}, ${JSON.stringify(batch)}::json) as v
      where ${t}.${sql.identifier(idName)} = v.${sql.identifier(idName)}`);
  }
}

const isUniqueViolation = (err: unknown): boolean => {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === "23505" || e?.cause?.code === "23505";
};

/**
 * Rows applied per transaction: on the embedded database a transaction holds the whole engine (and,
 * as WebAssembly, the event loop), so a chunk is kept to a few tens of milliseconds.
 */
export const APPLY_CHUNK = 250;

/** Lets queued requests (and their queries) run before the next chunk takes the database. */
const yieldToOthers = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * After a chunk on the embedded database, a pause half as long as the chunk took (at most 100 ms):
 * a reader whose request runs several queries in turn gets them all in, instead of one per chunk;
 * the upload keeps about two thirds of the database's time. A server runs readers' statements
 * beside the upload's, so there it does not pause.
 */
const pauseAfter = (startedMs: number) =>
  new Promise<void>((resolve) => setTimeout(resolve, Math.min(100, (performance.now() - startedMs) / 2)));

const changedMeanwhile = () =>
  conflict("Another change added some of these records meanwhile; nothing was applied. Try again.");

/**
 * One chunk of a checked upload, in one transaction: its records as they are now (locked), checked
 * again over them, the adds and updates, lookup values and search words, histories, and the journal
 * rows that undo it. A record added or deleted since the check is a conflict.
 */
async function applyChunk(
  tx: Tx,
  opts: { type: CatalogType; importId: string; by: Author },
  checker: Awaited<ReturnType<typeof rowChecker>>,
  sheetRows: SheetRow[],
  actions: BulkReport["rows"],
) {
  const { type, importId, by } = opts;
  // The search index (GIN) gathers new entries in a pending list and merges it when it passes the
  // limit (4 MB by default): a merge of that size stalled PGlite for up to 1.7 s. Small merges, often.
  await tx.execute(sql`set local gin_pending_list_limit = 256`);
  const current = await storedRecords(tx, type, checker.idsOf(sheetRows), true);
  const rows = checker.check(sheetRows, current);
  for (const [i, r] of rows.entries()) {
    if (r.action !== actions[i].action || r.errors.length) throw changedMeanwhile();
  }
  await insertJsonRows(
    asDatabase(tx),
    table(type),
    rows.filter((r) => r.action === "add").map((r) => r.values!),
  );
  await updateJsonRows(
    tx,
    type,
    rows.filter((r) => r.action === "update").map((r) => r.values!),
  );
  await afterChange(
    tx,
    type,
    rows.map((r) => r.values!),
  );
  const now = new Date().toISOString();
  const historyIds = await writeHistories(
    tx,
    by,
    rows.map((r) => ({
      type,
      recordId: r.id!,
      action: "bulk" as const,
      before: r.before ?? null,
      after: { ...(r.before ?? { dateAdded: now }), ...r.values, dateUpdated: now },
    })),
  );
  await insertJsonRows(
    asDatabase(tx),
    bulkImportRows,
    rows.map((r, i) => ({ importId, recordId: r.id!, before: r.before ?? null, historyId: historyIds[i] })),
  );
  await tx.update(bulkImports).set({ heartbeatAt: new Date() }).where(eq(bulkImports.id, importId));
}

/**
 * Undoes an upload from its journal, a chunk per transaction: records it added are deleted, records
 * it changed get their stored values back, its history rows go. Then the upload's rows go.
 */
export async function undoImport(db: Database, importId: string): Promise<void> {
  const [upload] = await db.select().from(bulkImports).where(eq(bulkImports.id, importId));
  if (!upload) return;
  const type = upload.sdcType as CatalogType;
  for (;;) {
    const done = await db.transaction(async (tx) => {
      const journal = await tx
        .select()
        .from(bulkImportRows)
        .where(eq(bulkImportRows.importId, importId))
        .limit(APPLY_CHUNK);
      if (journal.length === 0) return true;
      const added = journal.filter((j) => j.before === null).map((j) => j.recordId);
      if (added.length) await tx.delete(table(type)).where(inArray(commonColumns(type).id, added));
      await updateJsonRows(
        tx,
        type,
        journal.flatMap((j) => (j.before === null ? [] : [j.before as Record<string, unknown>])),
        false,
      );
      // The undone rows' history entries describe changes that no longer exist: they go with them.
      await tx.delete(auditEvents).where(
        inArray(
          auditEvents.id,
          journal.map((j) => j.historyId),
        ),
      );
      await tx.delete(bulkImportRows).where(
        and(
          eq(bulkImportRows.importId, importId),
          inArray(
            bulkImportRows.recordId,
            journal.map((j) => j.recordId),
          ),
        ),
      );
      return false;
    });
    if (done) break;
    await yieldToOthers();
  }
  await db.delete(bulkImports).where(eq(bulkImports.id, importId));
}

/**
 * Undoes uploads left half-applied by a process that stopped: on the embedded database every one
 * found at start (only this process uses it), on a server those whose heartbeat is older than
 * `staleMs` (another instance may be applying the others).
 */
export async function recoverBulkImports(db: Database, staleMs: number | null): Promise<number> {
  const stale = await db
    .select({ id: bulkImports.id })
    .from(bulkImports)
    .where(staleMs === null ? undefined : lt(bulkImports.heartbeatAt, new Date(Date.now() - staleMs)));
  for (const { id } of stale) await undoImport(db, id);
  return stale.length;
}

/**
 * A bulk file of one category: every row is checked first. `validate` answers the per-row report;
 * `apply` writes all rows (adds and updates, with their history) or none: any invalid row is a 400
 * carrying the report, and nothing is written. The file is read twice (check, then apply), a batch
 * at a time, so its rows are never all in memory. The rows are applied a chunk per transaction, so
 * other requests keep being answered on the embedded database, which runs one statement at a time;
 * a chunk that fails (a record added or deleted meanwhile, an error) undoes the chunks before it.
 */
export async function bulkAddUpdate(
  db: Database,
  opts: {
    type: CatalogType;
    mode: "validate" | "apply";
    sheet: Sheet;
    by: Author;
    chunkSize?: number;
    /** True on the embedded database, whose one engine the upload would otherwise hold. */
    pauseBetweenChunks?: boolean;
  },
): Promise<BulkReport> {
  const { type, sheet, by } = opts;
  const report = await checkSheet(db, type, sheet);
  if (opts.mode === "validate") return report;
  if (report.invalid > 0) {
    throw validationFailed(
      `${report.invalid} of ${report.rows.length} rows are invalid; nothing was added or updated.`,
      report,
    );
  }
  const checker = await rowChecker(db, type, sheet.header);
  const importId = randomUUID();
  await db.insert(bulkImports).values({ id: importId, sdcType: type });
  const chunkSize = opts.chunkSize ?? APPLY_CHUNK;
  try {
    let done = 0;
    for await (const rows of batchesOf(sheet.rows(), chunkSize)) {
      const started = performance.now();
      const actions = report.rows.slice(done, done + rows.length);
      await db.transaction((tx) => applyChunk(tx, { type, importId, by }, checker, rows, actions));
      done += rows.length;
      if (opts.pauseBetweenChunks) await pauseAfter(started);
    }
  } catch (err) {
    await undoImport(db, importId);
    if (isUniqueViolation(err)) throw changedMeanwhile();
    throw err;
  }
  await db.delete(bulkImports).where(eq(bulkImports.id, importId));
  return report;
}
