/**
 * The reports' data set at issue 12's scale, generated in PostgreSQL itself (generate_series):
 * 10,000 organisations with their subscriptions and 30,000 users, 100,000 invoices (with their
 * applications and payments), 100,000 download packages of 10 items (1,000,000 items), a credit
 * ledger, audit events, e-invoice logs and catalogue interest events, spread over two years.
 *
 *   npx tsx bench/reports-generate.ts      # BENCH_SCALE=0.1 for a tenth; then bench/reports.ts
 *   psql postgres://postgres@127.0.0.1:5432/test -c 'drop database strata_bench_reports'  # start over
 *
 * Deterministic (row i is always the same); a table already filled is left as it is.
 */
import { CREDIT_LEDGER_KINDS, INVOICE_STATUSES, TIERS } from "@strata/core";
import pg from "pg";
import { openPostgres } from "../apps/server/src/db/client.ts";
import { runMigrations } from "../apps/server/src/db/migrate.ts";
import { ensureReportsBenchDatabase, reportCounts, reportsBenchUrl } from "./reports-lib.ts";

const counts = reportCounts();
const array = (values: readonly string[]) => `array[${values.map((v) => `'${v}'`).join(",")}]`;
const TIER = array(TIERS.filter((t) => t !== "basic"));
const INVOICE_STATUS = array(INVOICE_STATUSES);
const SDC = array(["Seismic_2D", "Seismic_3D", "Well_Log", "Technical_Report", "Non_Seismic"]);
/** Two years back from a fixed day, so runs compare. */
const EPOCH = "timestamptz '2026-11-01 00:00:00+00'";
const ago = (expr: string) =>
  `(${EPOCH} - ((${expr}) % 730) * interval '1 day' - ((${expr}) % 86400) * interval '1 second')`;

await ensureReportsBenchDatabase();
const database = await openPostgres(reportsBenchUrl());
await runMigrations(database);
await database.close();

const client = new pg.Client({ connectionString: reportsBenchUrl() });
await client.connect();

async function fill(table: string, statement: string) {
  const { rows } = await client.query(`select exists (select 1 from ${table}) as filled`);
  if (rows[0].filled) {
    console.log(`${table}: already filled`);
    return;
  }
  const started = performance.now();
  const result = await client.query(statement);
  console.log(`${table}: ${result.rowCount} rows in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

const exists = async (table: string) =>
  (await client.query("select to_regclass($1) is not null as ok", [table])).rows[0].ok as boolean;

const o = counts.organisations;
await fill(
  "organisations",
  `insert into organisations (id, name, tier, kind, registration_number, created_at, updated_at)
   select 'org-' || i, 'Bench Organisation ' || i, (${TIER})[1 + i % 12], 'company', 'REG' || i, ${ago("i * 7")}, ${ago("i * 7")}
   from generate_series(1, ${o}) i`,
);
await fill(
  "subscriptions",
  `insert into subscriptions (id, organisation_id, plan_type, status, starts_at, ends_at, created_at, updated_at)
   select 'sub-' || i, 'org-' || i, (${TIER})[1 + i % 12], (array['active','active','expired','suspended','inactive'])[1 + i % 5],
          ${ago("i * 7")}, ${ago("i * 7")} + interval '1 year', ${ago("i * 7")}, ${ago("i * 7")}
   from generate_series(1, ${o}) i`,
);
await fill(
  "users",
  `insert into users (id, name, email, email_verified, role, organisation_id, is_primary, status, created_at, updated_at)
   select 'user-' || i, 'Bench User ' || i, 'user-' || i || '@bench.strata.test', true,
          (${TIER})[1 + ((i - 1) / ${counts.usersPerOrganisation}) % 12], 'org-' || (1 + (i - 1) / ${counts.usersPerOrganisation}),
          i % ${counts.usersPerOrganisation} = 1, 'active', ${ago("i * 3")}, ${ago("i * 3")}
   from generate_series(1, ${o * counts.usersPerOrganisation}) i`,
);
const n = counts.invoices;
await fill(
  "applications",
  `insert into applications (id, organisation_id, kind, status, last_stable_status, plan_type, duration_value, duration_unit, amount_sen, submitted_at, created_at, updated_at)
   select 'app-' || i, 'org-' || (1 + i % ${o}), 'renewal', 'approved', 'approved', (${TIER})[1 + i % 12], 1, 'years',
          100000 + (i % 50) * 10000, ${ago("i * 13")}, ${ago("i * 13")}, ${ago("i * 13")}
   from generate_series(1, ${n}) i`,
);
await fill(
  "invoices",
  `insert into invoices (id, organisation_id, number, year, sequence, application_id, status, lines, subtotal_sen, tax_rate_bp, tax_sen, total_sen, seller, buyer, issued_at, due_at, paid_at, created_at, updated_at)
   select 'inv-' || i, 'org-' || (1 + i % ${o}), 'INV-BENCH-' || lpad(i::text, 7, '0'), 2000 + i / 1000000, i, 'app-' || i,
          (${INVOICE_STATUS})[1 + (i * 7) % 6], '[]'::jsonb, 100000 + (i % 50) * 10000, 800, (100000 + (i % 50) * 10000) * 8 / 100,
          (100000 + (i % 50) * 10000) * 108 / 100, '{}'::jsonb, '{}'::jsonb, ${ago("i * 13")}, ${ago("i * 13")} + interval '30 days',
          case when (${INVOICE_STATUS})[1 + (i * 7) % 6] in ('paid', 'refunded') then ${ago("i * 13")} + interval '5 days' end,
          ${ago("i * 13")}, ${ago("i * 13")}
   from generate_series(1, ${n}) i`,
);
await fill(
  "payments",
  `insert into payments (id, invoice_id, organisation_id, method, status, amount_sen, created_at, updated_at, decided_at)
   select 'pay-' || i.id, i.id, i.organisation_id, 'online', 'approved', i.total_sen, i.paid_at, i.paid_at, i.paid_at
   from invoices i where i.paid_at is not null`,
);
const p = counts.packages;
await fill(
  "download_packages",
  `insert into download_packages (id, organisation_id, user_id, name, status, priced_for, credits_spent, created_at, updated_at, confirmed_at, ready_at, expires_at, downloaded_at)
   select 'pkg-' || i, 'org-' || (1 + (i % (${o * counts.usersPerOrganisation})) / ${counts.usersPerOrganisation}),
          'user-' || (1 + i % ${o * counts.usersPerOrganisation}), 'Package ' || i,
          (array['ready','expired','expired','cancelled','ready'])[1 + i % 5], 'standard', ${counts.itemsPerPackage},
          ${ago("i * 11")}, ${ago("i * 11")}, ${ago("i * 11")}, ${ago("i * 11")}, ${ago("i * 11")} + interval '7 days',
          case when i % 3 = 0 then ${ago("i * 11")} + interval '1 hour' end
   from generate_series(1, ${p}) i`,
);
await fill(
  "download_items",
  `insert into download_items (id, package_id, sdc_type, record_id, title, status, file_count, size_bytes, credits, created_at)
   select 'item-' || p || '-' || k, 'pkg-' || p, (${SDC})[1 + (p + k) % 5], 'rec-' || ((p * 31 + k) % 500000), 'Record ' || ((p * 31 + k) % 500000),
          (array['ready','ready','ready','cancelled','failed'])[1 + (p + k) % 5], 2, 1000000 + k * 1000, 1, ${ago("p * 11")}
   from generate_series(1, ${p}) p, generate_series(1, ${counts.itemsPerPackage}) k`,
);
await fill(
  "credit_ledger",
  `insert into credit_ledger (id, organisation_id, kind, credits, balance_after, reason, reference, created_at)
   select 'led-' || i, 'org-' || (1 + i % ${o}), (${array(CREDIT_LEDGER_KINDS)})[1 + i % 5],
          case when (${array(CREDIT_LEDGER_KINDS)})[1 + i % 5] in ('spend', 'expire') then -(1 + i % 10) else 1 + i % 50 end,
          100 + i % 1000, 'Bench entry ' || i, 'pkg-' || (1 + i % ${p}), ${ago("i * 5")}
   from generate_series(1, ${counts.ledger}) i`,
);
await fill(
  "audit_events",
  `insert into audit_events (id, actor_user_id, actor_role, actor_name, action, subject_type, subject_id, organisation_id, request_id, created_at)
   select 'aud-' || i, 'user-' || (1 + i % 1000), (array['admin','finance','loa','premium','standard'])[1 + i % 5], 'Bench Actor ' || (i % 1000),
          (array['submit','approve','issue','pay','confirm','sign-in'])[1 + i % 6],
          (array['application','invoice','payment','download-package','subscription'])[1 + i % 5], 'subj-' || i,
          'org-' || (1 + i % ${o}), 'req-' || i, ${ago("i")}
   from generate_series(1, ${counts.auditEvents}) i`,
);
await fill(
  "e_invoices",
  `insert into e_invoices (id, invoice_id, organisation_id, document_type, status, attempts, created_at, updated_at)
   select 'ei-' || i.id, i.id, i.organisation_id, '01', (array['valid','valid','invalid','queued'])[1 + i.sequence % 4], 1, i.issued_at, i.issued_at
   from invoices i where i.sequence % 2 = 0`,
);
await fill(
  "e_invoice_logs",
  `insert into e_invoice_logs (id, e_invoice_id, operation, method, url, response_status, error, duration_ms, created_at)
   select 'eil-' || i, 'ei-inv-' || (2 * (1 + i % (${n} / 2))), (array['token','submit','poll'])[1 + i % 3], 'POST',
          'http://127.0.0.1/api/v1.0/documentsubmissions', case when i % 10 = 0 then 400 else 202 end,
          case when i % 10 = 0 then 'Rejected' end, 50 + i % 400, ${ago("i * 3")}
   from generate_series(1, ${counts.eInvoiceLogs}) i`,
);
if (await exists("catalog_events")) {
  // The interests report's events: the columns as the migration names them (read, not assumed).
  const { rows } = await client.query(
    "select column_name from information_schema.columns where table_name = 'catalog_events'",
  );
  const columns = new Set(rows.map((r: { column_name: string }) => r.column_name));
  const values: Record<string, string> = {
    id: "'cev-' || i",
    user_id: `'user-' || (1 + i % ${o * counts.usersPerOrganisation})`,
    organisation_id: `'org-' || (1 + (i % ${o * counts.usersPerOrganisation}) / ${counts.usersPerOrganisation})`,
    kind: "(array['search','view','bookmark','map-area'])[1 + i % 4]",
    sdc_type: `(${SDC})[1 + i % 5]`,
    record_id: "'rec-' || (i % 500000)",
    term: "case when i % 4 = 0 then (array['malay basin','sarawak','3d survey','well logs','kikeh'])[1 + i % 5] end",
    created_at: ago("i"),
  };
  const names = Object.keys(values).filter((c) => columns.has(c));
  await fill(
    "catalog_events",
    `insert into catalog_events (${names.join(", ")}) select ${names.map((c) => values[c]).join(", ")}
     from generate_series(1, ${counts.catalogEvents}) i`,
  );
}
const started = performance.now();
await client.query("vacuum analyze");
console.log(`vacuum analyze in ${((performance.now() - started) / 1000).toFixed(1)} s`);
await client.end();
