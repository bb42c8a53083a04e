import { eInvoiceLogsReport } from "@strata/core";
import { and, count, desc, eq, inArray, isNotNull, or, sql } from "drizzle-orm";
import type { z } from "zod";
import { eInvoiceLogs, eInvoices, invoices, organisations } from "../../../db/schema/index.ts";
import { chartPeriod, monthlyChart, monthOf } from "../chart.ts";
import { reportSource } from "../define.ts";
import { exactTime, inPeriod, ofOrganisation, olderThan } from "../filters.ts";

type Query = z.infer<typeof eInvoiceLogsReport.query.chart>;
type Row = z.infer<typeof eInvoiceLogsReport.rowSchema>;
/** The row plus its exact time, the export's keyset cursor (the list's answer leaves it out). */
type Cursored = Row & { cursorAt: string };

/** An answer that was not 2xx, or never came. */
const failed = or(
  sql`${eInvoiceLogs.responseStatus} is null`,
  sql`${eInvoiceLogs.responseStatus} not between 200 and 299`,
  isNotNull(eInvoiceLogs.error),
);

/** The logs of the organisations' e-invoices: a sign-in (`token`) is no organisation's. */
const ofOrganisationLogs = (text: string | undefined) =>
  text
    ? inArray(
        eInvoiceLogs.eInvoiceId,
        sql`(select ${eInvoices.id} from ${eInvoices} where ${ofOrganisation(eInvoices.organisationId, text)})`,
      )
    : undefined;

const filtersOf = (q: Query) =>
  and(
    q.eInvoiceId ? eq(eInvoiceLogs.eInvoiceId, q.eInvoiceId) : undefined,
    q.operation ? eq(eInvoiceLogs.operation, q.operation) : undefined,
    q.failedOnly === "true" ? failed : undefined,
    ofOrganisationLogs(q.organisation),
  );

const where = (q: Query) => and(inPeriod(eInvoiceLogs.createdAt, q), filtersOf(q));

/** Every request to the tax authority and its answer, newest first. */
export const eInvoiceLogsSource = reportSource<Query, Cursored>({
  shape: eInvoiceLogsReport,
  async rows(db, q, window) {
    // An export writes the flat columns only: the bodies (a submission holds the whole document)
    // stay out of its batches, which would otherwise hold thousands of documents at once.
    const exporting = "after" in window;
    const rows = await db
      .select({
        id: eInvoiceLogs.id,
        eInvoiceId: eInvoiceLogs.eInvoiceId,
        invoiceNumber: invoices.number,
        organisationName: organisations.name,
        operation: eInvoiceLogs.operation,
        method: eInvoiceLogs.method,
        url: eInvoiceLogs.url,
        requestBody: exporting ? sql<null>`null` : eInvoiceLogs.requestBody,
        responseStatus: eInvoiceLogs.responseStatus,
        responseBody: exporting ? sql<null>`null` : eInvoiceLogs.responseBody,
        error: eInvoiceLogs.error,
        durationMs: eInvoiceLogs.durationMs,
        createdAt: eInvoiceLogs.createdAt,
        cursorAt: exactTime(eInvoiceLogs.createdAt),
      })
      .from(eInvoiceLogs)
      .leftJoin(eInvoices, eq(eInvoices.id, eInvoiceLogs.eInvoiceId))
      .leftJoin(invoices, eq(invoices.id, eInvoices.invoiceId))
      .leftJoin(organisations, eq(organisations.id, eInvoices.organisationId))
      .where(
        and(
          where(q),
          window.after
            ? olderThan(eInvoiceLogs.createdAt, eInvoiceLogs.id, {
                at: window.after.cursorAt,
                id: window.after.id,
              })
            : undefined,
        ),
      )
      .orderBy(desc(eInvoiceLogs.createdAt), desc(eInvoiceLogs.id))
      .limit(window.limit)
      .offset("offset" in window ? (window.offset ?? 0) : 0);
    return rows.map((r) => ({
      ...r,
      requestBody: r.requestBody ?? null,
      responseBody: r.responseBody ?? null,
      createdAt: r.createdAt.toISOString(),
    }));
  },
  async count(db, q) {
    const [{ n }] = await db.select({ n: count() }).from(eInvoiceLogs).where(where(q));
    return n;
  },
  async chart(db, q) {
    const period = chartPeriod(q);
    const rows = await db
      .select({
        month: monthOf(eInvoiceLogs.createdAt),
        failed: sql<number>`count(*) filter (where ${failed})`.mapWith(Number),
        ok: sql<number>`count(*) filter (where not (${failed}))`.mapWith(Number),
      })
      .from(eInvoiceLogs)
      .where(and(filtersOf(q), inPeriod(eInvoiceLogs.createdAt, period)))
      .groupBy(sql`1`);
    return monthlyChart(
      { title: "Requests to the e-invoice service per month", kind: "bar", valueKind: "number" },
      period,
      rows,
      [
        { key: "ok", label: "Succeeded" },
        { key: "failed", label: "Failed" },
      ],
    );
  },
});
