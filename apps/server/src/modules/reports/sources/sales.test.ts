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
import { salesSource } from "./sales.ts";

let t: TestApp;
let staff: Staff;
let customer: string;

// Premium 84,000, standard 64,000 and the VDR add-on 30,000 MYR a year, the Project plan 40,000;
// SST 8% on each.
beforeAll(async () => {
  ({ t, staff, customer } = await startReportTest());
  const db = t.database.db;
  const alpha = await createOrganisation(db, { tier: "premium", name: "Salesrep Alpha Sdn Bhd" });
  const beta = await createOrganisation(db, { tier: "standard", name: "Salesrep Beta Bhd" });
  const gamma = await createOrganisation(db, { tier: "standard", name: "Salesrep Gamma Bhd" });
  const project = await creditPlan(t, { name: "Salesrep Project", credits: 1000, priceSen: 4_000_000 });
  const premium = { organisationId: alpha.id, planType: "premium" as const };
  await applicationInvoice(t, { ...premium, issued: "2025-01-28", status: "paid", paidAt: "2025-02-03" });
  await applicationInvoice(t, {
    ...premium,
    kind: "add-on",
    addOns: ["vdr"],
    issued: "2025-02-10",
    status: "paid",
    paidAt: "2025-02-12",
  });
  await creditPurchaseInvoice(t, {
    organisationId: alpha.id,
    plan: project,
    issued: "2025-03-01",
    status: "paid",
    paidAt: "2025-03-04",
  });
  // Refunded: no longer revenue.
  await applicationInvoice(t, {
    ...premium,
    kind: "renewal",
    issued: "2025-03-02",
    status: "refunded",
    paidAt: "2025-03-03",
  });
  const standard = { organisationId: beta.id, planType: "standard" as const };
  await applicationInvoice(t, { ...standard, issued: "2025-02-01", status: "paid", paidAt: "2025-02-05" });
  await applicationInvoice(t, {
    ...standard,
    kind: "renewal",
    issued: "2025-03-10",
    status: "paid",
    paidAt: "2025-03-20",
  });
  // Not paid yet: not revenue.
  await applicationInvoice(t, { ...standard, kind: "renewal", issued: "2025-03-15", status: "issued" });
  await applicationInvoice(t, {
    organisationId: gamma.id,
    planType: "standard",
    issued: "2025-02-20",
    status: "paid",
    paidAt: "2025-02-25",
  });
});
afterAll(() => t.close());

const report = (query: Record<string, string | number | undefined>, cookie = staff.admin) =>
  get(t, `/api/reports/sales${qs(query)}`, cookie);

type Row = { month: string; sale: string; plan: string; invoices: number; totalSen: number };
const brief = (rows: Row[]) => rows.map((r) => [r.month, r.sale, r.plan, r.invoices, r.totalSen]);

describe("GET /api/reports/sales", () => {
  it("sums paid invoices by month and what they sold, newest month first, refunds and unpaid left out", async () => {
    const all = (await report({ organisation: "Salesrep" })).json();
    expect(all.pageTotal).toBe(5);
    expect(brief(all.result)).toEqual([
      ["2025-03", "subscription", "Standard", 1, 6_912_000],
      ["2025-03", "download-credits", "Salesrep Project", 1, 4_320_000],
      ["2025-02", "subscription", "Premium", 1, 9_072_000],
      ["2025-02", "subscription", "Standard", 2, 13_824_000],
      ["2025-02", "add-on", "Add-on: Virtual Data Room", 1, 3_240_000],
    ]);
    expect(all.result[3]).toMatchObject({ subtotalSen: 12_800_000, taxSen: 1_024_000, planKey: "standard" });
  });

  it("filters by the period paid, the buyer's tier and organisation", async () => {
    const march = (await report({ organisation: "Salesrep", from: "2025-03-01", to: "2025-03-31" })).json();
    expect(brief(march.result).map((r) => r[2])).toEqual(["Standard", "Salesrep Project"]);
    const premium = (await report({ organisation: "Salesrep", tier: "premium" })).json();
    expect(brief(premium.result).map((r) => r[2])).toEqual([
      "Salesrep Project",
      "Premium",
      "Add-on: Virtual Data Room",
    ]);
    const beta = (await report({ organisation: "salesrep beta" })).json();
    expect(brief(beta.result)).toEqual([
      ["2025-03", "subscription", "Standard", 1, 6_912_000],
      ["2025-02", "subscription", "Standard", 1, 6_912_000],
    ]);
  });

  it("pages on the server, and an export's keyset walks the same rows in the same order", async () => {
    const first = (await report({ organisation: "Salesrep", pageSize: 2 })).json();
    const third = (await report({ organisation: "Salesrep", pageSize: 2, page: 3 })).json();
    expect(first).toMatchObject({ pageNumber: 1, pageSize: 2, pageTotal: 5 });
    expect(brief(first.result).map((r) => r[2])).toEqual(["Standard", "Salesrep Project"]);
    expect(brief(third.result).map((r) => r[2])).toEqual(["Add-on: Virtual Data Room"]);

    const query = { organisation: "Salesrep" };
    const walked: Row[] = [];
    let batch = await salesSource.rows(t.database.db, query, { limit: 2, after: null });
    while (batch.length > 0 && walked.length < 50) {
      walked.push(...(batch as Row[]));
      batch = await salesSource.rows(t.database.db, query, { limit: 2, after: batch[batch.length - 1] });
    }
    expect(brief(walked)).toEqual(brief((await report(query)).json().result));
  });

  it("charts revenue per month by kind of sale, in sen", async () => {
    const chart = (
      await get(
        t,
        `/api/reports/sales/chart${qs({ organisation: "Salesrep", from: "2025-01-01", to: "2025-06-30" })}`,
        staff.finance,
      )
    ).json();
    expect(chart).toMatchObject({ valueKind: "money", kind: "bar" });
    expect(chart.categories).toEqual(["2025-01", "2025-02", "2025-03", "2025-04", "2025-05", "2025-06"]);
    expect(chart.series).toEqual([
      { label: "Subscriptions", data: [0, 22_896_000, 6_912_000, 0, 0, 0] },
      { label: "Add-ons", data: [0, 3_240_000, 0, 0, 0, 0] },
      { label: "Download credits", data: [0, 0, 4_320_000, 0, 0, 0] },
    ]);
    const premium = (
      await get(
        t,
        `/api/reports/sales/chart${qs({ organisation: "Salesrep", tier: "premium", from: "2025-02-01", to: "2025-03-31" })}`,
        staff.admin,
      )
    ).json();
    expect(premium.series.map((s: { data: number[] }) => s.data)).toEqual([
      [9_072_000, 0],
      [3_240_000, 0],
      [0, 4_320_000],
    ]);
  });

  it("exports the rows with MYR as decimals in CSV and as numbers in XLSX, and an empty result as the header", async () => {
    const header = ["Month", "Sale", "Plan", "Invoices", "Subtotal (MYR)", "SST (MYR)", "Total (MYR)"];
    const csv = await exported(t, "sales", { organisation: "Salesrep", from: "2025-02-01" }, staff.loa);
    expect(csv.status).toBe(200);
    expect(csv.filename).toBe("sales-report-2025-02-01-to-today.csv");
    expect(csv.rows[0]).toEqual(header);
    expect(csv.rows.slice(1)).toEqual([
      ["2025-03", "subscription", "Standard", "1", "64000.00", "5120.00", "69120.00"],
      ["2025-03", "download-credits", "Salesrep Project", "1", "40000.00", "3200.00", "43200.00"],
      ["2025-02", "subscription", "Premium", "1", "84000.00", "6720.00", "90720.00"],
      ["2025-02", "subscription", "Standard", "2", "128000.00", "10240.00", "138240.00"],
      ["2025-02", "add-on", "Add-on: Virtual Data Room", "1", "30000.00", "2400.00", "32400.00"],
    ]);
    const xlsx = await exported(
      t,
      "sales",
      { organisation: "Salesrep", tier: "standard", format: "xlsx" },
      staff["data-admin"],
    );
    expect(xlsx.filename).toBe("sales-report-all.xlsx");
    expect(xlsx.rows.slice(1)).toEqual([
      ["2025-03", "subscription", "Standard", "1", "64000", "5120", "69120"],
      ["2025-02", "subscription", "Standard", "2", "128000", "10240", "138240"],
    ]);
    const none = await exported(t, "sales", { organisation: "Nobody here" }, staff.admin);
    expect(none.rows).toEqual([header]);
  });

  it("answers the staff who view reports, refuses the rest and bad filters", async () => {
    await expectReportAccess(t, "sales", {
      staff,
      customer,
      allowed: ["superadmin", "admin", "loa", "finance", "data-admin", "system-admin", "mbr-admin"],
    });
    await expectBadFiltersRefused(t, "sales", staff.admin);
  });
});
