import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOrganisation, createUser } from "../../../test/factories.ts";
import type { TestApp } from "../../../test/harness.ts";
import { ledgerEntry } from "../test/billing-seed.ts";
import {
  expectBadFiltersRefused,
  expectReportAccess,
  exported,
  get,
  qs,
  type Staff,
  startReportTest,
} from "../test/report-test.ts";
import { creditsSource } from "./credits.ts";

let t: TestApp;
let staff: Staff;
let customer: string;

// Oldest first, so each entry's balance follows the one before (the ledger keeps it).
beforeAll(async () => {
  ({ t, staff, customer } = await startReportTest());
  const db = t.database.db;
  const alpha = await createOrganisation(db, { tier: "premium", name: "Credrep Alpha Sdn Bhd" });
  const beta = await createOrganisation(db, { tier: "standard", name: "Credrep Beta Bhd" });
  const admin = await createUser(db, { role: "admin", name: "Credrep Admin" });
  const buyer = await createUser(db, { role: "premium", organisationId: alpha.id, name: "Credrep Buyer" });
  const grant = await ledgerEntry(t, "2025-01-05", {
    organisationId: alpha.id,
    kind: "grant",
    credits: 100,
    reason: "Purchase of Starter (invoice INV-2025-000001)",
  });
  await ledgerEntry(t, "2025-01-20", {
    organisationId: alpha.id,
    kind: "spend",
    credits: -30,
    reference: "download-package:p-1",
    actorUserId: buyer.id,
  });
  await ledgerEntry(t, "2025-02-03", {
    organisationId: alpha.id,
    kind: "refund",
    credits: 10,
    reason: "A file could not be prepared (Package 1)",
    reference: "download-package:p-1",
  });
  await ledgerEntry(t, "2025-02-10", {
    organisationId: alpha.id,
    kind: "adjust",
    credits: -5,
    reason: "Correction of a double grant",
    actorUserId: admin.id,
  });
  await ledgerEntry(t, "2025-02-15", {
    organisationId: beta.id,
    kind: "grant",
    credits: 50,
    reason: "Pilot",
  });
  await ledgerEntry(t, "2025-03-01", {
    organisationId: beta.id,
    kind: "spend",
    credits: -20,
    reference: "p-2",
  });
  await ledgerEntry(t, "2025-04-01", {
    organisationId: alpha.id,
    kind: "expire",
    credits: -75,
    reason: "Credits of Purchase of Starter expired on 2025-04-01",
    reference: `grant:${grant.id}`,
  });
});
afterAll(() => t.close());

const report = (query: Record<string, string | number | undefined>, cookie = staff.admin) =>
  get(t, `/api/reports/credits${qs(query)}`, cookie);
type Row = { organisationName: string; kind: string; credits: number; balanceAfter: number };
const brief = (rows: Row[]) =>
  rows.map((r) => [r.organisationName.split(" ")[1], r.kind, r.credits, r.balanceAfter]);

describe("GET /api/reports/credits", () => {
  it("lists the ledger newest first with signed credits and the balance after each entry", async () => {
    const all = (await report({ organisation: "Credrep" })).json();
    expect(all.pageTotal).toBe(7);
    expect(brief(all.result)).toEqual([
      ["Alpha", "expire", -75, 0],
      ["Beta", "spend", -20, 30],
      ["Beta", "grant", 50, 50],
      ["Alpha", "adjust", -5, 75],
      ["Alpha", "refund", 10, 80],
      ["Alpha", "spend", -30, 70],
      ["Alpha", "grant", 100, 100],
    ]);
    expect(all.result[3]).toMatchObject({
      reason: "Correction of a double grant",
      reference: null,
      actorName: "Credrep Admin",
      createdAt: "2025-02-10T10:00:00.000Z",
    });
    expect(all.result[5]).toMatchObject({
      reason: null,
      reference: "download-package:p-1",
      actorName: "Credrep Buyer",
    });
  });

  it("filters by the period written, kind of entry, the organisation's tier and name", async () => {
    const february = (await report({ organisation: "Credrep", from: "2025-02-01", to: "2025-02-28" })).json();
    expect(brief(february.result).map((r) => r[1])).toEqual(["grant", "adjust", "refund"]);
    const spends = (await report({ organisation: "Credrep", kind: "spend" })).json();
    expect(brief(spends.result)).toEqual([
      ["Beta", "spend", -20, 30],
      ["Alpha", "spend", -30, 70],
    ]);
    const standard = (await report({ organisation: "Credrep", tier: "standard" })).json();
    expect(brief(standard.result).map((r) => r[0])).toEqual(["Beta", "Beta"]);
    const beta = (await report({ organisation: "credrep beta" })).json();
    expect(beta.pageTotal).toBe(2);
  });

  it("pages on the server, and an export's keyset walks the same rows in the same order", async () => {
    const last = (await report({ organisation: "Credrep", pageSize: 3, page: 3 })).json();
    expect(last).toMatchObject({ pageNumber: 3, pageSize: 3, pageTotal: 7 });
    expect(brief(last.result)).toEqual([["Alpha", "grant", 100, 100]]);

    const query = { organisation: "Credrep" };
    const walked: Row[] = [];
    let batch = await creditsSource.rows(t.database.db, query, { limit: 3, after: null });
    while (batch.length > 0 && walked.length < 50) {
      walked.push(...(batch as Row[]));
      batch = await creditsSource.rows(t.database.db, query, { limit: 3, after: batch[batch.length - 1] });
    }
    expect(brief(walked)).toEqual(brief((await report(query)).json().result));
  });

  it("charts credits granted, spent, refunded, adjusted and expired per month", async () => {
    const chart = (
      await get(
        t,
        `/api/reports/credits/chart${qs({ organisation: "Credrep", from: "2025-01-01", to: "2025-04-30" })}`,
        staff["mbr-admin"],
      )
    ).json();
    expect(chart).toMatchObject({
      valueKind: "number",
      categories: ["2025-01", "2025-02", "2025-03", "2025-04"],
    });
    expect(chart.series).toEqual([
      { label: "Granted", data: [100, 50, 0, 0] },
      { label: "Spent", data: [30, 0, 20, 0] },
      { label: "Refunded", data: [0, 10, 0, 0] },
      { label: "Adjusted", data: [0, -5, 0, 0] },
      { label: "Expired", data: [0, 0, 0, 75] },
    ]);
    const beta = (
      await get(
        t,
        `/api/reports/credits/chart${qs({ organisation: "Credrep", tier: "standard", kind: "grant", from: "2025-01-01", to: "2025-04-30" })}`,
        staff.admin,
      )
    ).json();
    expect(beta.series[0].data).toEqual([0, 50, 0, 0]);
    expect(beta.series.slice(1).flatMap((s: { data: number[] }) => s.data)).toEqual(Array(16).fill(0));
  });

  it("exports the entries as CSV and XLSX, and an empty result as the header alone", async () => {
    const header = ["Organisation", "Entry", "Credits", "Balance after", "Reason", "Reference", "By", "Time"];
    const csv = await exported(t, "credits", { organisation: "Credrep Beta" }, staff.loa);
    expect(csv.status).toBe(200);
    expect(csv.filename).toBe("credits-report-all.csv");
    expect(csv.rows).toEqual([
      header,
      ["Credrep Beta Bhd", "spend", "-20", "30", "", "p-2", "", "2025-03-01T10:00:00.000Z"],
      ["Credrep Beta Bhd", "grant", "50", "50", "Pilot", "", "", "2025-02-15T10:00:00.000Z"],
    ]);
    const xlsx = await exported(
      t,
      "credits",
      { organisation: "Credrep", kind: "expire", from: "2025-04-01", to: "2025-04-30", format: "xlsx" },
      staff.finance,
    );
    expect(xlsx.filename).toBe("credits-report-2025-04-01-to-2025-04-30.xlsx");
    expect(xlsx.rows).toHaveLength(2);
    expect(xlsx.rows[1].slice(0, 5)).toEqual([
      "Credrep Alpha Sdn Bhd",
      "expire",
      "-75",
      "0",
      "Credits of Purchase of Starter expired on 2025-04-01",
    ]);
    const none = await exported(t, "credits", { organisation: "Nobody here" }, staff.admin);
    expect(none.rows).toEqual([header]);
  });

  it("answers the staff who view reports, refuses the rest and bad filters", async () => {
    await expectReportAccess(t, "credits", {
      staff,
      customer,
      allowed: ["superadmin", "admin", "loa", "finance", "data-admin", "system-admin", "mbr-admin"],
    });
    await expectBadFiltersRefused(t, "credits", staff.admin);
    const badKind = await report({ kind: "bonus" });
    expect(badKind.statusCode).toBe(400);
    expect(JSON.stringify(badKind.json().error)).toContain("kind");
  });
});
