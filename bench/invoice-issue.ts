/**
 * Invoice issuing under concurrency: `BENCH_ISSUERS` (20) issuers each issue invoices in their own
 * transactions until `BENCH_INVOICES` (2,000) are issued, on a PostgreSQL server (the database
 * `strata_bench_billing`, created fresh each run) and on embedded PGlite. Prints invoices per second
 * and checks that the numbers of the year are exactly 1..N: no gap, no duplicate.
 *
 *   npx tsx bench/invoice-issue.ts
 */
import { randomUUID } from "node:crypto";
import { lineOf } from "@strata/core";
import { eq } from "drizzle-orm";
import pg from "pg";
import { loadConfig } from "../apps/server/src/config.ts";
import { type DatabaseHandle, openPglite, openPostgres } from "../apps/server/src/db/client.ts";
import { runMigrations } from "../apps/server/src/db/migrate.ts";
import { applications, invoices } from "../apps/server/src/db/schema/index.ts";
import { createOrganisationRecord } from "../apps/server/src/lib/accounts.ts";
import { systemActor } from "../apps/server/src/lib/workflow.ts";
import { issueInvoice } from "../apps/server/src/modules/billing/issue.ts";
import { SERVER_URL } from "./catalog-lib.ts";

const ISSUERS = Number(process.env.BENCH_ISSUERS ?? 20);
const TOTAL = Number(process.env.BENCH_INVOICES ?? 2000);
const YEAR = 2040;
const billing = loadConfig({ NODE_ENV: "test" }).billing;

async function run(label: string, handle: DatabaseHandle) {
  await runMigrations(handle);
  const { db } = handle;
  const organisationId = await createOrganisationRecord(db, { name: `Bench ${label}`, tier: "standard" });
  const applicationId = randomUUID();
  await db.insert(applications).values({
    id: applicationId,
    organisationId,
    kind: "registration",
    status: "invoice_issued",
    planType: "standard",
    amountSen: 6_400_000,
  });
  let started = 0;
  const issuer = async () => {
    while (started < TOTAL) {
      started++;
      await db.transaction((tx) =>
        issueInvoice(tx, billing, {
          organisationId,
          subject: { applicationId },
          lines: [lineOf("Standard subscription, 1 year", 1, 6_400_000)],
          actor: systemActor("bench"),
          now: new Date(`${YEAR}-06-01T00:00:00Z`),
        }),
      );
    }
  };
  const t0 = performance.now();
  await Promise.all(Array.from({ length: ISSUERS }, issuer));
  const seconds = (performance.now() - t0) / 1000;
  const rows = await db.select({ sequence: invoices.sequence }).from(invoices).where(eq(invoices.year, YEAR));
  const sequences = rows.map((r) => r.sequence).sort((a, b) => a - b);
  const gapless = sequences.length === TOTAL && sequences.every((s, i) => s === i + 1);
  console.log(
    `${label}: ${TOTAL} invoices by ${ISSUERS} concurrent issuers in ${seconds.toFixed(2)} s = ` +
      `${Math.round(TOTAL / seconds)} invoices/s; numbers 1..${TOTAL} ${gapless ? "gapless, unique" : "BROKEN"}`,
  );
  if (!gapless) process.exitCode = 1;
}

const admin = new pg.Client({ connectionString: SERVER_URL });
await admin.connect();
await admin.query("drop database if exists strata_bench_billing");
await admin.query("create database strata_bench_billing");
await admin.end();
const url = new URL(SERVER_URL);
url.pathname = "/strata_bench_billing";
const server = await openPostgres(url.toString());
try {
  await run("PostgreSQL 15", server);
} finally {
  await server.close();
}
const embedded = await openPglite(null);
try {
  await run("PGlite", embedded);
} finally {
  await embedded.close();
}
