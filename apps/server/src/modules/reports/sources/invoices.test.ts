import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOrganisation } from "../../../test/factories.ts";
import type { TestApp } from "../../../test/harness.ts";
import { applicationInvoice, creditPlan, creditPurchaseInvoice } from "../test/billing-seed.ts";
import {
  expectBadFiltersRefused,
  expectReportAccess,
  exported,
  get,
  qs,
  type Staff,
  startReportTest,
} from "../test/report-test.ts";
import { invoicesSource } from "./invoices.ts";

let t: TestApp;
let staff: Staff;
let customer: string;
const numbers: Record<string, string> = {};

// Totals with SST 8%: premium 90,720, standard 69,120, the VDR add-on 32,400, the Starter plan 540 MYR.
beforeAll(async () => {
  ({ t, staff, customer } = await startReportTest());
  const db = t.database.db;
  const alpha = await createOrganisation(db, { tier: "premium", name: "Invrep Alpha Sdn Bhd" });
  const beta = await createOrganisation(db, { tier: "standard", name: "Invrep Beta Bhd" });
  const starter = await creditPlan(t, { name: "Invrep Starter", credits: 100, priceSen: 50_000 });
  numbers.premium = (
    await applicationInvoice(t, {
      organisationId: alpha.id,
      planType: "premium",
      issued: "2025-01-10",
      status: "paid",
      paidAt: "2025-01-20",
    })
  ).number;
  numbers.credits = (
    await creditPurchaseInvoice(t, {
      organisationId: alpha.id,
      plan: starter,
      issued: "2025-02-05",
      status: "issued",
    })
  ).number;
  numbers.standard = (
    await applicationInvoice(t, {
      organisationId: beta.id,
      planType: "standard",
      kind: "renewal",
      issued: "2025-02-20",
      status: "paid",
      paidAt: "2025-03-02",
    })
  ).number;
  numbers.addOn = (
    await applicationInvoice(t, {
      organisationId: alpha.id,
      planType: "premium",
      kind: "add-on",
      addOns: ["vdr"],
      issued: "2025-03-01",
      status: "cancelled",
    })
  ).number;
  numbers.refunded = (
    await applicationInvoice(t, {
      organisationId: beta.id,
      planType: "standard",
      kind: "renewal",
      issued: "2025-03-05",
      status: "refunded",
      paidAt: "2025-03-06",
    })
  ).number;
});
afterAll(() => t.close());

const report = (query: Record<string, string | number | undefined>, cookie = staff.admin) =>
  get(t, `/api/reports/invoices${qs(query)}`, cookie);
const numbersOf = (rows: { number: string }[]) => rows.map((r) => r.number);

describe("GET /api/reports/invoices", () => {
  it("lists every invoice newest issued first, with what it bills, its dates and amounts", async () => {
    const all = (await report({ organisation: "Invrep" })).json();
    expect(all.pageTotal).toBe(5);
    expect(numbersOf(all.result)).toEqual([
      numbers.refunded,
      numbers.addOn,
      numbers.standard,
      numbers.credits,
      numbers.premium,
    ]);
    expect(numbers.premium).toMatch(/^INV-2025-\d{6}$/);
    expect(all.result.map((r: { subject: string }) => r.subject)).toEqual([
      "Standard subscription renewal",
      "Premium subscription add-on",
      "Standard subscription renewal",
      "Download credits: Invrep Starter",
      "Premium subscription registration",
    ]);
    expect(all.result[4]).toEqual({
      id: expect.any(String),
      number: numbers.premium,
      organisationName: "Invrep Alpha Sdn Bhd",
      subject: "Premium subscription registration",
      status: "paid",
      issuedAt: "2025-01-10T10:00:00.000Z",
      dueAt: "2025-02-09T10:00:00.000Z",
      paidAt: "2025-01-20T10:00:00.000Z",
      subtotalSen: 8_400_000,
      taxSen: 672_000,
      totalSen: 9_072_000,
    });
    expect(all.result[3]).toMatchObject({ status: "issued", paidAt: null, totalSen: 54_000 });
  });

  it("filters by the period issued, status, the organisation's tier and name", async () => {
    const february = (await report({ organisation: "Invrep", from: "2025-02-01", to: "2025-02-28" })).json();
    expect(numbersOf(february.result)).toEqual([numbers.standard, numbers.credits]);
    const paid = (await report({ organisation: "Invrep", status: "paid" })).json();
    expect(numbersOf(paid.result)).toEqual([numbers.standard, numbers.premium]);
    const standard = (await report({ organisation: "Invrep", tier: "standard" })).json();
    expect(numbersOf(standard.result)).toEqual([numbers.refunded, numbers.standard]);
    const alpha = (await report({ organisation: "invrep alpha" })).json();
    expect(numbersOf(alpha.result)).toEqual([numbers.addOn, numbers.credits, numbers.premium]);
  });

  it("pages on the server, and an export's keyset walks the same rows in the same order", async () => {
    const second = (await report({ organisation: "Invrep", pageSize: 2, page: 2 })).json();
    expect(second).toMatchObject({ pageNumber: 2, pageSize: 2, pageTotal: 5 });
    expect(numbersOf(second.result)).toEqual([numbers.standard, numbers.credits]);

    const query = { organisation: "Invrep" };
    const walked: { number: string }[] = [];
    let batch = await invoicesSource.rows(t.database.db, query, { limit: 2, after: null });
    while (batch.length > 0 && walked.length < 50) {
      walked.push(...(batch as { number: string }[]));
      batch = await invoicesSource.rows(t.database.db, query, { limit: 2, after: batch[batch.length - 1] });
    }
    expect(numbersOf(walked)).toEqual(numbersOf((await report(query)).json().result));
  });

  it("charts the totals invoiced (by month issued) and paid (by month paid), in sen", async () => {
    const chart = (
      await get(
        t,
        `/api/reports/invoices/chart${qs({ organisation: "Invrep", from: "2025-01-01", to: "2025-04-30" })}`,
        staff.finance,
      )
    ).json();
    expect(chart).toMatchObject({
      valueKind: "money",
      categories: ["2025-01", "2025-02", "2025-03", "2025-04"],
    });
    expect(chart.series).toEqual([
      { label: "Invoiced", data: [9_072_000, 54_000 + 6_912_000, 3_240_000 + 6_912_000, 0] },
      // The refunded invoice was paid in March all the same.
      { label: "Paid", data: [9_072_000, 0, 6_912_000 + 6_912_000, 0] },
    ]);
    const cancelled = (
      await get(
        t,
        `/api/reports/invoices/chart${qs({ organisation: "Invrep", status: "cancelled", from: "2025-03-01", to: "2025-03-31" })}`,
        staff.admin,
      )
    ).json();
    expect(cancelled.series).toEqual([
      { label: "Invoiced", data: [3_240_000] },
      { label: "Paid", data: [0] },
    ]);
  });

  it("exports the rows with dates and MYR decimals in CSV, numbers in XLSX, and an empty result as the header", async () => {
    const header = [
      "Invoice",
      "Organisation",
      "For",
      "Status",
      "Issued",
      "Due",
      "Paid",
      "Subtotal (MYR)",
      "SST (MYR)",
      "Total (MYR)",
    ];
    const csv = await exported(t, "invoices", { organisation: "Invrep Alpha" }, staff.finance);
    expect(csv.status).toBe(200);
    expect(csv.filename).toBe("invoices-report-all.csv");
    expect(csv.rows).toEqual([
      header,
      [
        numbers.addOn,
        "Invrep Alpha Sdn Bhd",
        "Premium subscription add-on",
        "cancelled",
        "2025-03-01",
        "2025-03-31",
        "",
        "30000.00",
        "2400.00",
        "32400.00",
      ],
      [
        numbers.credits,
        "Invrep Alpha Sdn Bhd",
        "Download credits: Invrep Starter",
        "issued",
        "2025-02-05",
        "2025-03-07",
        "",
        "500.00",
        "40.00",
        "540.00",
      ],
      [
        numbers.premium,
        "Invrep Alpha Sdn Bhd",
        "Premium subscription registration",
        "paid",
        "2025-01-10",
        "2025-02-09",
        "2025-01-20",
        "84000.00",
        "6720.00",
        "90720.00",
      ],
    ]);
    const xlsx = await exported(
      t,
      "invoices",
      { organisation: "Invrep", status: "refunded", format: "xlsx" },
      staff["system-admin"],
    );
    expect(xlsx.rows.slice(1)).toEqual([
      [
        numbers.refunded,
        "Invrep Beta Bhd",
        "Standard subscription renewal",
        "refunded",
        "2025-03-05",
        "2025-04-04",
        "2025-03-06",
        "64000",
        "5120",
        "69120",
      ],
    ]);
    const none = await exported(t, "invoices", { organisation: "Nobody here", format: "xlsx" }, staff.admin);
    expect(none.rows).toEqual([header]);
  });

  it("answers the staff who view reports, refuses the rest and bad filters", async () => {
    await expectReportAccess(t, "invoices", {
      staff,
      customer,
      allowed: ["superadmin", "admin", "loa", "finance", "data-admin", "system-admin", "mbr-admin"],
    });
    await expectBadFiltersRefused(t, "invoices", staff.admin);
    const badStatus = await report({ status: "overdue" });
    expect(badStatus.statusCode).toBe(400);
    expect(JSON.stringify(badStatus.json().error)).toContain("status");
  });
});
