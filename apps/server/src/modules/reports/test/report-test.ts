import type { StaffRole } from "@strata/core";
import { parse } from "csv-parse/sync";
import ExcelJS from "exceljs";
import { expect } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/harness.ts";
import { signedIn, signedInStaff } from "../../applications/test/factory.ts";

export type Staff = Record<StaffRole, string>;

/** The app with a signed-in cookie for every staff role and for a premium customer's primary user. */
export async function startReportTest(): Promise<{ t: TestApp; staff: Staff; customer: string }> {
  const t = await buildTestApp();
  const roles: StaffRole[] = [
    "superadmin",
    "admin",
    "loa",
    "finance",
    "data-admin",
    "system-admin",
    "mbr-admin",
  ];
  const staff = {} as Staff;
  for (const role of roles) staff[role] = (await signedInStaff(t.app, t.database.db, role)).cookie;
  const customer = (await signedIn(t.app, t.database.db, { role: "premium", isPrimary: true })).cookie;
  return { t, staff, customer };
}

export const get = (t: TestApp, url: string, cookie?: string) =>
  t.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });

/** `{ a: 1 }` → `?a=1`. */
export const qs = (query: Record<string, string | number | undefined> = {}) => {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined) q.set(k, String(v));
  const s = q.toString();
  return s ? `?${s}` : "";
};

/**
 * The report's three calls answer exactly the roles given: 200 for them, 403 for the other staff
 * and the customer, 401 signed out.
 */
export async function expectReportAccess(
  t: TestApp,
  key: string,
  who: { staff: Staff; customer: string; allowed: readonly StaffRole[] },
) {
  for (const path of [`/api/reports/${key}`, `/api/reports/${key}/chart`, `/api/reports/${key}/export`]) {
    expect((await get(t, path)).statusCode, `${path} signed out`).toBe(401);
    expect((await get(t, path, who.customer)).statusCode, `${path} customer`).toBe(403);
    for (const [role, cookie] of Object.entries(who.staff)) {
      const status = (await get(t, path, cookie)).statusCode;
      expect(status, `${path} ${role}`).toBe(who.allowed.includes(role as StaffRole) ? 200 : 403);
    }
  }
}

type SharedFilter = "from" | "to" | "tier" | "organisation";

/**
 * Filters out of range are a 400 naming the field, on the list, the chart and the export alike.
 * `filters`: the shared filters the report takes (all four unless given).
 */
export async function expectBadFiltersRefused(
  t: TestApp,
  key: string,
  cookie: string,
  filters: readonly SharedFilter[] = ["from", "to", "tier", "organisation"],
) {
  const bad: [Record<string, string>, SharedFilter][] = [
    [{ from: "2026-13-01" }, "from"],
    [{ from: "1899-01-01" }, "from"],
    [{ from: "2026-05-01", to: "2026-04-01" }, "to"],
    [{ tier: "platinum" }, "tier"],
    [{ organisation: "x" }, "organisation"],
  ];
  for (const path of [`/api/reports/${key}`, `/api/reports/${key}/chart`, `/api/reports/${key}/export`]) {
    for (const [query, field] of bad.filter(([, f]) => filters.includes(f))) {
      const res = await get(t, `${path}${qs(query)}`, cookie);
      expect(res.statusCode, `${path} ${JSON.stringify(query)}`).toBe(400);
      expect(JSON.stringify(res.json().error), `${path} names ${field}`).toContain(field);
    }
  }
  expect((await get(t, `/api/reports/${key}${qs({ pageSize: 0 })}`, cookie)).statusCode).toBe(400);
  expect((await get(t, `/api/reports/${key}/export${qs({ format: "pdf" })}`, cookie)).statusCode).toBe(400);
}

/** The export's rows (header first) as a spreadsheet user reads them, from CSV or XLSX. */
export async function exported(
  t: TestApp,
  key: string,
  query: Record<string, string | number | undefined>,
  cookie: string,
): Promise<{ status: number; filename: string; rows: string[][] }> {
  const res = await get(t, `/api/reports/${key}/export${qs(query)}`, cookie);
  const filename = /filename="([^"]+)"/.exec(String(res.headers["content-disposition"]))?.[1] ?? "";
  if (res.statusCode !== 200) return { status: res.statusCode, filename, rows: [] };
  if (query.format === "xlsx") {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const rows: string[][] = [];
    workbook.worksheets[0].eachRow((row) => {
      const cells = Array.from((row.values as unknown[]).slice(1), (v) =>
        v === null || v === undefined ? "" : String(v),
      );
      rows.push(cells);
    });
    return { status: 200, filename, rows };
  }
  const text = res.rawPayload.toString("utf8");
  expect(text.startsWith("\uFEFF")).toBe(true);
  return { status: 200, filename, rows: parse(text.slice(1), { relax_column_count: true }) as string[][] };
}
