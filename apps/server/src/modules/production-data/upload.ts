import { randomUUID } from "node:crypto";
import {
  PRODUCTION_MAX_YEAR,
  PRODUCTION_MIN_YEAR,
  PRODUCTION_UPLOAD_COLUMNS,
  type ProductionChanges,
  type ProductionChangesQuery,
  type ProductionHistory,
  type ProductionUploadReport,
} from "@strata/core";
import { and, desc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { auditEvents, newDataAnnouncements } from "../../db/schema/index.ts";
import { type AuditEvent, recordAuditEvents } from "../../lib/audit.ts";
import { badRequest, invalidFields, notFound } from "../../lib/errors.ts";
import type { Viewer } from "../../lib/viewer.ts";
// The metadata bulk upload's sheet reader (CSV or .xlsx, row numbers as the spreadsheet shows them).
import { type Cell, readSheet } from "../data-preparation/index.ts";
import { refreshProductionSummaries } from "./summaries.ts";

type ColumnKey = (typeof PRODUCTION_UPLOAD_COLUMNS)[number]["key"];
const VOLUME_KEYS = [
  "oilSm3",
  "gasSm3",
  "condensateSm3",
  "waterSm3",
  "waterInjectedSm3",
  "gasInjectedSm3",
] as const satisfies readonly ColumnKey[];
const OPTIONAL_KEYS = ["onStreamDays", ...VOLUME_KEYS] as const;
const REQUIRED: readonly ColumnKey[] = ["wellboreName", "year", "month"];
const LABEL = Object.fromEntries(PRODUCTION_UPLOAD_COLUMNS.map((c) => [c.key, c.label])) as Record<
  ColumnKey,
  string
>;
/** The audit trail's subject type: one subject per wellbore, "production:<wellbore>". */
export const PRODUCTION_SUBJECT = "production";
const MAX_REPORTED = 200;
const BATCH = 2000;

export interface UploadRow {
  wellboreName: string;
  year: number;
  month: number;
  onStreamDays?: number | null;
  oilSm3?: number | null;
  gasSm3?: number | null;
  condensateSm3?: number | null;
  waterSm3?: number | null;
  waterInjectedSm3?: number | null;
  gasInjectedSm3?: number | null;
}
interface RowError {
  row: number;
  column: string;
  message: string;
}

const normal = (s: string) => s.trim().toLowerCase().replace(/\s+/g, " ").replace("sm3", "sm³");

/** Each header cell's column key, by label or key; an unknown or repeated header is a 400. */
function matchHeader(header: string[]): (ColumnKey | null)[] {
  const byName = new Map<string, ColumnKey>();
  for (const c of PRODUCTION_UPLOAD_COLUMNS) {
    byName.set(normal(c.label), c.key);
    byName.set(normal(c.key), c.key);
  }
  const seen = new Set<ColumnKey>();
  const keys = header.map((h, i) => {
    if (h.trim() === "") return null;
    const key = byName.get(normal(h));
    if (!key) {
      throw invalidFields([
        {
          field: `file row 1, column ${i + 1}`,
          message: `Unknown column "${h}": use the template's columns (${PRODUCTION_UPLOAD_COLUMNS.map((c) => c.label).join(", ")})`,
        },
      ]);
    }
    if (seen.has(key))
      throw invalidFields([{ field: `file row 1, column ${i + 1}`, message: `"${h}" appears twice` }]);
    seen.add(key);
    return key;
  });
  const missing = REQUIRED.filter((k) => !seen.has(k));
  if (missing.length) {
    throw invalidFields([
      { field: "file row 1", message: `The header lacks ${missing.map((k) => LABEL[k]).join(", ")}` },
    ]);
  }
  return keys;
}

const blank = (cell: Cell) => cell === null || (typeof cell === "string" && cell.trim() === "");

/** A cell as a number: blank is null (not reported); anything else not a finite number is an error. */
function numberOf(cell: Cell): number | null | "invalid" {
  if (blank(cell)) return null;
  if (typeof cell === "number") return Number.isFinite(cell) ? cell : "invalid";
  if (typeof cell === "string") {
    const text = cell.trim().replace(/,/g, "");
    if (!/^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(text)) return "invalid";
    return Number(text);
  }
  return "invalid";
}

interface Parsed {
  rows: (UploadRow & { row: number })[];
  present: (typeof OPTIONAL_KEYS)[number][];
  errors: RowError[];
}

/** Every row checked: kinds, ranges, repeated months of a well, and wells the catalogue knows. */
async function checkFile(db: Database, buffer: Buffer, filename: string): Promise<Parsed> {
  const sheet = await readSheet(buffer, filename);
  const keys = matchHeader(sheet.header);
  const present = OPTIONAL_KEYS.filter((k) => keys.includes(k));
  const rows: Parsed["rows"] = [];
  const errors: RowError[] = [];
  const seen = new Map<string, number>();
  for await (const { row, cells } of sheet.rows()) {
    const out: Record<string, unknown> = { row };
    let ok = true;
    const fail = (key: ColumnKey, message: string) => {
      errors.push({ row, column: LABEL[key], message });
      ok = false;
    };
    for (const [i, key] of keys.entries()) {
      if (!key) continue;
      const cell = cells[i] ?? null;
      if (key === "wellboreName") {
        const name = blank(cell) ? "" : String(cell).trim();
        if (!name) {
          fail(key, "Name the wellbore");
          continue;
        }
        if (name.length > 200) {
          fail(key, "At most 200 characters");
          continue;
        }
        out.wellboreName = name;
        continue;
      }
      const value = numberOf(cell);
      if (value === "invalid") {
        fail(key, `Not a number: "${String(cell).slice(0, 40)}"`);
        continue;
      }
      if (key === "year" || key === "month") {
        if (value === null) {
          fail(key, "Required");
          continue;
        }
        const [min, max] = key === "year" ? [PRODUCTION_MIN_YEAR, PRODUCTION_MAX_YEAR] : [1, 12];
        if (!Number.isInteger(value) || value < min || value > max) {
          fail(key, `A whole number from ${min} to ${max}`);
          continue;
        }
      } else if (value !== null && value < 0) {
        fail(key, "Must not be negative");
        continue;
      } else if (key === "onStreamDays" && value !== null && value > 31) {
        fail(key, "At most 31 days");
        continue;
      }
      out[key] = value;
    }
    if (ok) {
      const r = out as unknown as UploadRow & { row: number };
      if (r.onStreamDays != null && r.onStreamDays > new Date(Date.UTC(r.year, r.month, 0)).getUTCDate()) {
        errors.push({ row, column: LABEL.onStreamDays, message: "More days than the month has" });
        continue;
      }
      const key = `${r.wellboreName}\u0000${r.year}-${r.month}`;
      const earlier = seen.get(key);
      if (earlier !== undefined) {
        errors.push({ row, column: LABEL.month, message: `The same well and month as row ${earlier}` });
        continue;
      }
      seen.set(key, row);
      rows.push(r);
    }
  }
  if (rows.length === 0 && errors.length === 0)
    throw badRequest("The file has a header row but no data rows.");

  const names = [...new Set(rows.map((r) => r.wellboreName))];
  const known = new Set<string>();
  for (let i = 0; i < names.length; i += BATCH) {
    const chunk = names.slice(i, i + BATCH);
    const result = (await db.execute(
      sql`select distinct wellbore_name from well_logs where wellbore_name = any(${sqlArray(chunk)})`,
    )) as unknown as { rows: { wellbore_name: string }[] };
    for (const r of result.rows) known.add(r.wellbore_name);
  }
  const good = rows.filter((r) => {
    if (known.has(r.wellboreName)) return true;
    errors.push({
      row: r.row,
      column: LABEL.wellboreName,
      message: `No wellbore "${r.wellboreName}" in the well-log catalogue`,
    });
    return false;
  });
  errors.sort((a, b) => a.row - b.row);
  return { rows: good, present, errors };
}

const sqlArray = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;

type Stored = Record<string, unknown> & { wellbore_name: string; year: number; month: number };

/** The stored months the file names, keyed "well\0year-month". */
async function storedMonths(db: Database, rows: UploadRow[]): Promise<Map<string, Stored>> {
  const stored = new Map<string, Stored>();
  for (let i = 0; i < rows.length; i += BATCH) {
    const keys = rows
      .slice(i, i + BATCH)
      .map((r) => ({ wellbore_name: r.wellboreName, year: r.year, month: r.month }));
    const result = (await db.execute(sql`
      select m.* from production_monthly m
      join json_populate_recordset(null::production_monthly, ${JSON.stringify(keys)}::json) k
        on k.wellbore_name = m.wellbore_name and k.year = m.year and k.month = m.month`)) as unknown as {
      rows: Stored[];
    };
    for (const r of result.rows) stored.set(`${r.wellbore_name}\u0000${r.year}-${r.month}`, r);
  }
  return stored;
}

const SNAKE: Record<(typeof OPTIONAL_KEYS)[number], string> = {
  onStreamDays: "on_stream_days",
  oilSm3: "oil_sm3",
  gasSm3: "gas_sm3",
  condensateSm3: "condensate_sm3",
  waterSm3: "water_sm3",
  waterInjectedSm3: "water_injected_sm3",
  gasInjectedSm3: "gas_injected_sm3",
};

/** Adds and corrects months; columns the file lacks keep their stored values. */
async function upsertMonths(db: Database, rows: UploadRow[], present: (typeof OPTIONAL_KEYS)[number][]) {
  const columns = ["wellbore_name", "year", "month", ...present.map((k) => SNAKE[k])];
  const names = sql.raw(columns.join(", "));
  const updates = present.length
    ? sql.raw(`do update set ${present.map((k) => `${SNAKE[k]} = excluded.${SNAKE[k]}`).join(", ")}`)
    : sql.raw("do nothing");
  for (let i = 0; i < rows.length; i += BATCH) {
    const batch = rows.slice(i, i + BATCH).map((r) => {
      const out: Record<string, unknown> = { wellbore_name: r.wellboreName, year: r.year, month: r.month };
      for (const k of present) out[SNAKE[k]] = r[k] ?? null;
      return out;
    });
    await db.execute(sql`
      insert into production_monthly (${names})
      select ${names} from json_populate_recordset(null::production_monthly, ${JSON.stringify(batch)}::json)
      on conflict (wellbore_name, year, month) ${updates}`);
  }
}

const fromStored = (s: Stored | undefined, present: (typeof OPTIONAL_KEYS)[number][]) =>
  s ? Object.fromEntries(present.map((k) => [k, s[SNAKE[k]] === null ? null : Number(s[SNAKE[k]])])) : null;

/**
 * Data staff's bulk add and correction of monthly production from CSV or .xlsx: every row checked
 * (the report names row and column); "apply" writes all rows or none, audits one event per well,
 * brings the summaries in step, and announces the wells on New data.
 */
export async function uploadProduction(
  db: Database,
  viewer: Viewer,
  body: { mode: "validate" | "apply"; filename: string; data: Buffer; announce: boolean },
  requestId: string | null,
): Promise<ProductionUploadReport> {
  const parsed = await checkFile(db, body.data, body.filename);
  const stored = await storedMonths(db, parsed.rows);
  const isStored = (r: UploadRow) => stored.has(`${r.wellboreName}\u0000${r.year}-${r.month}`);
  const updated = parsed.rows.filter(isStored).length;
  const wells = [...new Set(parsed.rows.map((r) => r.wellboreName))];
  const report: ProductionUploadReport = {
    mode: body.mode,
    rows: parsed.rows.length + parsed.errors.length,
    wells: wells.length,
    added: parsed.rows.length - updated,
    updated,
    errors: parsed.errors.slice(0, MAX_REPORTED),
    invalid: new Set(parsed.errors.map((e) => e.row)).size,
    applied: false,
    announcementId: null,
  };
  if (body.mode === "validate") return report;
  if (parsed.errors.length > 0) {
    throw invalidFields(
      parsed.errors.slice(0, MAX_REPORTED).map((e) => ({
        field: `file row ${e.row}, column ${e.column}`,
        message: `${e.message}; nothing was changed`,
      })),
    );
  }

  await db.transaction(async (txn) => {
    const tx = txn as unknown as Database;
    await upsertMonths(tx, parsed.rows, parsed.present);
    const byWell = new Map<string, UploadRow[]>();
    for (const r of parsed.rows) byWell.set(r.wellboreName, [...(byWell.get(r.wellboreName) ?? []), r]);
    const actor = { userId: viewer.user.id, role: viewer.user.role, name: viewer.user.name };
    const events: AuditEvent[] = [...byWell].map(([well, rows]) => ({
      actor,
      action: "production.upload",
      subjectType: PRODUCTION_SUBJECT,
      subjectId: well,
      requestId,
      before: {
        months: rows.filter(isStored).map((r) => ({
          year: r.year,
          month: r.month,
          ...fromStored(stored.get(`${well}\u0000${r.year}-${r.month}`), parsed.present),
        })),
      },
      after: {
        file: body.filename,
        added: rows.filter((r) => !isStored(r)).length,
        months: rows.map((r) => ({
          year: r.year,
          month: r.month,
          ...Object.fromEntries(parsed.present.map((k) => [k, r[k] ?? null])),
        })),
      },
    }));
    await recordAuditEvents(tx, events);
    for (let i = 0; i < wells.length; i += 1000)
      await refreshProductionSummaries(tx, wells.slice(i, i + 1000));
    if (body.announce) report.announcementId = await announce(tx, viewer.user.id, wells, parsed.rows.length);
  });
  report.applied = true;
  return report;
}

/** New data: one published announcement naming the wells' well-log records. */
async function announce(db: Database, userId: string, wells: string[], months: number): Promise<string> {
  const result = (await db.execute(sql`
    select distinct on (wellbore_name) well_log_file_info_id as id from well_logs
    where wellbore_name = any(${sqlArray(wells.slice(0, 1000))})
    order by wellbore_name, well_log_file_info_id limit 1000`)) as unknown as { rows: { id: string }[] };
  const id = randomUUID();
  const now = new Date();
  const shown = wells.slice(0, 10).join(", ") + (wells.length > 10 ? ` and ${wells.length - 10} more` : "");
  await db.insert(newDataAnnouncements).values({
    id,
    title: `New production data: ${wells.length} well${wells.length === 1 ? "" : "s"}`,
    body: `Monthly production (${months.toLocaleString("en")} well-months) was added or corrected for ${shown}. Premium subscribers see it under Production data.`,
    sdcType: "Well_Log",
    recordIds: result.rows.map((r) => r.id),
    publishedAt: now,
    createdBy: userId,
    createdAt: now,
    updatedAt: now,
  });
  return id;
}

/** The audit trail of a well's production, newest first. */
export async function productionHistory(db: Database, wellboreName: string): Promise<ProductionHistory> {
  const rows = await db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.subjectType, PRODUCTION_SUBJECT), eq(auditEvents.subjectId, wellboreName)))
    .orderBy(desc(auditEvents.createdAt))
    .limit(500);
  if (rows.length === 0) {
    const [known] = (
      (await db.execute(
        sql`select 1 from production_monthly where wellbore_name = ${wellboreName} union all select 1 from well_logs where wellbore_name = ${wellboreName} limit 1`,
      )) as unknown as { rows: unknown[] }
    ).rows;
    if (!known) throw notFound(`Wellbore "${wellboreName}"`);
  }
  return { wellboreName, events: rows.map(historyEvent) };
}

/** One audit event of a well's production as the history shows it: who, when, which months. */
function historyEvent(r: typeof auditEvents.$inferSelect): ProductionHistory["events"][number] {
  const after = (r.after ?? {}) as { months?: { year: number; month: number }[]; added?: number };
  const months = after.months ?? [];
  const sorted = [...months].sort((a, b) => a.year * 12 + a.month - (b.year * 12 + b.month));
  return {
    id: r.id,
    at: r.createdAt.toISOString(),
    actorName: r.actorName,
    action: r.action,
    months: months.length,
    added: after.added ?? 0,
    first: sorted[0] ? { year: sorted[0].year, month: sorted[0].month } : null,
    last: sorted.at(-1) ? { year: sorted.at(-1)!.year, month: sorted.at(-1)!.month } : null,
  };
}

/**
 * Every well's production loads and corrections, newest first (data staff's history of changes):
 * one row per well and upload, from the audit trail the upload writes. Production belongs to no
 * organisation: every member of the data staff reads the same trail.
 */
export async function productionChanges(
  db: Database,
  query: ProductionChangesQuery,
): Promise<ProductionChanges> {
  const where = and(
    eq(auditEvents.subjectType, PRODUCTION_SUBJECT),
    query.wellbore === undefined ? undefined : eq(auditEvents.subjectId, query.wellbore),
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(auditEvents)
      .where(where)
      .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: sql<number>`count(*)::int` }).from(auditEvents).where(where),
  ]);
  return {
    items: rows.map((r) => ({ ...historyEvent(r), wellboreName: r.subjectId })),
    total: Number(counted?.total ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}
