import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eInvoiceLogs, eInvoices } from "../../../db/schema/index.ts";
import type { TestApp } from "../../../test/harness.ts";
import { createInvoice } from "../../e-invoices/test/helpers.ts";
import {
  expectBadFiltersRefused,
  expectReportAccess,
  exported,
  get,
  qs,
  type Staff,
  startReportTest,
} from "../test/report-test.ts";

let t: TestApp;
let staff: Staff;
let customer: string;
let alpha: { eInvoiceId: string; invoiceNumber: string };
let beta: { eInvoiceId: string; invoiceNumber: string };

const HEADER = [
  "Time",
  "Operation",
  "Invoice",
  "Organisation",
  "Method",
  "URL",
  "Answer status",
  "Duration (ms)",
  "Error",
];
const Y2025 = { from: "2025-01-01", to: "2025-12-31" };
const AUTHORITY = "https://authority.example";

beforeAll(async () => {
  ({ t, staff, customer } = await startReportTest());
  const db = t.database.db;
  const eInvoiceOf = async (name: string) => {
    const { invoice, organisation } = await createInvoice(db, t.config.billing, name);
    const id = randomUUID();
    await db.insert(eInvoices).values({
      id,
      invoiceId: invoice.id,
      organisationId: organisation.id,
      documentType: "01",
      status: "valid",
    });
    return { eInvoiceId: id, invoiceNumber: invoice.number };
  };
  alpha = await eInvoiceOf("Einrep Alpha Sdn Bhd");
  beta = await eInvoiceOf("Einrep Beta Bhd");
  const log = (
    id: string,
    at: string,
    eInvoiceId: string | null,
    operation: string,
    method: string,
    path: string,
    responseStatus: number | null,
    more: { requestBody?: unknown; responseBody?: unknown; error?: string } = {},
  ) => ({
    id,
    eInvoiceId,
    operation,
    method,
    url: `${AUTHORITY}${path}`,
    requestBody: (more.requestBody ?? null) as never,
    responseStatus,
    responseBody: (more.responseBody ?? null) as never,
    error: more.error ?? null,
    durationMs: 40,
    createdAt: new Date(at),
  });
  await db.insert(eInvoiceLogs).values([
    log("elog-1", "2025-03-01T08:00:00Z", null, "token", "POST", "/connect/token", 200),
    log(
      "elog-2",
      "2025-03-01T08:00:01Z",
      alpha.eInvoiceId,
      "submit",
      "POST",
      "/api/v1.0/documentsubmissions",
      202,
      {
        requestBody: { documents: [{ format: "JSON", codeNumber: "A-1" }] },
        responseBody: { submissionUid: "SUB-A" },
      },
    ),
    log(
      "elog-3",
      "2025-03-01T08:00:07Z",
      alpha.eInvoiceId,
      "poll",
      "GET",
      "/api/v1.0/documentsubmissions/SUB-A",
      200,
    ),
    log(
      "elog-4",
      "2025-04-10T09:00:00Z",
      beta.eInvoiceId,
      "submit",
      "POST",
      "/api/v1.0/documentsubmissions",
      503,
      {
        responseBody: { error: "The service is unavailable." },
      },
    ),
    log(
      "elog-5",
      "2025-04-10T09:01:00Z",
      beta.eInvoiceId,
      "submit",
      "POST",
      "/api/v1.0/documentsubmissions",
      null,
      {
        error: "No answer within 400 ms",
      },
    ),
    log(
      "elog-6",
      "2025-05-02T10:00:00Z",
      beta.eInvoiceId,
      "cancel",
      "PUT",
      "/api/v1.0/documents/state/D-B/state",
      200,
    ),
  ]);
});
afterAll(() => t.close());

const report = (query: Record<string, string | number | undefined>, cookie = staff.finance) =>
  get(t, `/api/reports/e-invoice-logs${qs(query)}`, cookie);
const ids = (body: { result: { id: string }[] }) => body.result.map((r) => r.id);

describe("GET /api/reports/e-invoice-logs", () => {
  it("lists the requests newest first with their bodies, invoice and organisation", async () => {
    const all = (await report(Y2025)).json();
    expect(all.pageTotal).toBe(6);
    expect(ids(all)).toEqual(["elog-6", "elog-5", "elog-4", "elog-3", "elog-2", "elog-1"]);
    // The fields the e-invoice detail page's log reads, plus the invoice and organisation.
    expect(all.result[4]).toEqual({
      id: "elog-2",
      eInvoiceId: alpha.eInvoiceId,
      invoiceNumber: alpha.invoiceNumber,
      organisationName: "Einrep Alpha Sdn Bhd",
      operation: "submit",
      method: "POST",
      url: `${AUTHORITY}/api/v1.0/documentsubmissions`,
      requestBody: { documents: [{ format: "JSON", codeNumber: "A-1" }] },
      responseStatus: 202,
      responseBody: { submissionUid: "SUB-A" },
      error: null,
      durationMs: 40,
      createdAt: "2025-03-01T08:00:01.000Z",
    });
    // A sign-in is for no one invoice.
    expect(all.result[5]).toMatchObject({ eInvoiceId: null, invoiceNumber: null, organisationName: null });
  });

  it("filters by e-invoice, operation, failure, period and organisation", async () => {
    expect(ids((await report({ eInvoiceId: alpha.eInvoiceId })).json())).toEqual(["elog-3", "elog-2"]);
    expect(ids((await report({ ...Y2025, operation: "submit" })).json())).toEqual([
      "elog-5",
      "elog-4",
      "elog-2",
    ]);
    // Not 2xx, or no answer at all.
    expect(ids((await report({ ...Y2025, failedOnly: "true" })).json())).toEqual(["elog-5", "elog-4"]);
    expect((await report({ ...Y2025, failedOnly: "false" })).json().pageTotal).toBe(6);
    expect(ids((await report({ from: "2025-04-10", to: "2025-04-10" })).json())).toEqual([
      "elog-5",
      "elog-4",
    ]);
    expect(ids((await report({ organisation: "einrep beta" })).json())).toEqual([
      "elog-6",
      "elog-5",
      "elog-4",
    ]);
    expect((await report({ organisation: "Einrep", operation: "token" })).json()).toMatchObject({
      pageTotal: 0,
      result: [],
    });
  });

  it("pages on the server", async () => {
    const second = (await report({ ...Y2025, pageSize: 5, page: 2 })).json();
    expect(second).toMatchObject({ pageNumber: 2, pageSize: 5, pageTotal: 6 });
    expect(ids(second)).toEqual(["elog-1"]);
  });

  it("charts the requests per month, succeeded and failed", async () => {
    const chart = (
      await get(
        t,
        `/api/reports/e-invoice-logs/chart${qs({ from: "2025-03-01", to: "2025-05-31" })}`,
        staff.superadmin,
      )
    ).json();
    expect(chart.categories).toEqual(["2025-03", "2025-04", "2025-05"]);
    expect(chart.series).toEqual([
      { label: "Succeeded", data: [3, 0, 1] },
      { label: "Failed", data: [0, 2, 0] },
    ]);
    const submits = (
      await get(
        t,
        `/api/reports/e-invoice-logs/chart${qs({ from: "2025-03-01", to: "2025-05-31", operation: "submit" })}`,
        staff.finance,
      )
    ).json();
    expect(submits.series.map((s: { data: number[] }) => s.data)).toEqual([
      [1, 0, 0],
      [0, 2, 0],
    ]);
  });

  it("exports the flat columns as CSV and XLSX, and an empty result as the header alone", async () => {
    const csv = await exported(t, "e-invoice-logs", { ...Y2025, failedOnly: "true" }, staff.finance);
    expect(csv.status).toBe(200);
    expect(csv.filename).toBe("e-invoice-logs-report-2025-01-01-to-2025-12-31.csv");
    expect(csv.rows).toEqual([
      HEADER,
      [
        "2025-04-10T09:01:00.000Z",
        "submit",
        beta.invoiceNumber,
        "Einrep Beta Bhd",
        "POST",
        `${AUTHORITY}/api/v1.0/documentsubmissions`,
        "",
        "40",
        "No answer within 400 ms",
      ],
      [
        "2025-04-10T09:00:00.000Z",
        "submit",
        beta.invoiceNumber,
        "Einrep Beta Bhd",
        "POST",
        `${AUTHORITY}/api/v1.0/documentsubmissions`,
        "503",
        "40",
        "",
      ],
    ]);
    const xlsx = await exported(t, "e-invoice-logs", { ...Y2025, format: "xlsx" }, staff["system-admin"]);
    expect(xlsx.rows).toHaveLength(7);
    // The sign-in: no invoice or organisation; numbers as numbers, the row ending at its last cell.
    expect(xlsx.rows[6]).toEqual([
      "2025-03-01T08:00:00.000Z",
      "token",
      "",
      "",
      "POST",
      `${AUTHORITY}/connect/token`,
      "200",
      "40",
    ]);
    const none = await exported(
      t,
      "e-invoice-logs",
      { ...Y2025, operation: "cancel", failedOnly: "true" },
      staff.finance,
    );
    expect(none.rows).toEqual([HEADER]);
  });

  it("answers finance and those who manage everything, refuses the rest and bad filters", async () => {
    await expectReportAccess(t, "e-invoice-logs", {
      staff,
      customer,
      allowed: ["superadmin", "system-admin", "finance"],
    });
    await expectBadFiltersRefused(t, "e-invoice-logs", staff.finance, ["from", "to", "organisation"]);
    expect((await report({ operation: "refund" })).statusCode).toBe(400);
    expect((await report({ failedOnly: "yes" })).statusCode).toBe(400);
  });
});
