import pg from "pg";
import { SERVER_URL } from "./catalog-lib.ts";

/** The reports benchmark's own database (not the catalogue's): no other database is touched. */
export const REPORTS_BENCH_DB = "strata_bench_reports";

export function reportsBenchUrl(): string {
  const url = new URL(SERVER_URL);
  url.pathname = `/${REPORTS_BENCH_DB}`;
  return url.toString();
}

export async function ensureReportsBenchDatabase(): Promise<void> {
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  const { rowCount } = await admin.query("select 1 from pg_database where datname = $1", [REPORTS_BENCH_DB]);
  if (!rowCount) await admin.query(`create database ${REPORTS_BENCH_DB}`);
  await admin.end();
}

/** Issue 12's scale at BENCH_SCALE=1: 10,000 organisations, 100,000 invoices, 1,000,000 download items. */
export function reportCounts(scale = Number(process.env.BENCH_SCALE ?? 1)) {
  const at = (n: number) => Math.max(1, Math.round(n * scale));
  return {
    organisations: at(10_000),
    usersPerOrganisation: 3,
    invoices: at(100_000),
    packages: at(100_000),
    itemsPerPackage: 10,
    ledger: at(300_000),
    auditEvents: at(1_000_000),
    eInvoiceLogs: at(200_000),
    catalogEvents: at(1_000_000),
  };
}
