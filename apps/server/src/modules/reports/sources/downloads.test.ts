import type { DownloadItemStatus, DownloadPackageStatus } from "@strata/core";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { downloadItems, downloadPackages } from "../../../db/schema/index.ts";
import { createOrganisationRecord, createUserAccount } from "../../../lib/accounts.ts";
import type { TestApp } from "../../../test/harness.ts";
import { REPORT_EXPORT_BATCH } from "../export.ts";
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

const at = (d: string) => new Date(`${d}T10:00:00Z`);
const HEADER = [
  "Added",
  "Organisation",
  "User",
  "E-mail",
  "Tier",
  "Package",
  "Package reference",
  "Category",
  "Record",
  "Title",
  "Credits",
  "Status",
  "Confirmed",
  "Downloaded",
];

/** A package of `owner` with its items; a draft when `confirmed` is null. */
async function seedPackage(
  owner: { organisationId: string; userId: string; tier: string },
  pkg: {
    id: string;
    name: string;
    status: DownloadPackageStatus;
    confirmed: string | null;
    downloaded?: string;
  },
  items: {
    id: string;
    sdcType: string;
    recordId: string;
    status: DownloadItemStatus;
    credits: number;
    at: string;
  }[],
) {
  const db = t.database.db;
  await db.insert(downloadPackages).values({
    id: pkg.id,
    organisationId: owner.organisationId,
    userId: owner.userId,
    name: pkg.name,
    status: pkg.status,
    pricedFor: pkg.confirmed ? owner.tier : null,
    creditsSpent: pkg.confirmed ? items.reduce((s, i) => s + i.credits, 0) : 0,
    createdAt: at(items[items.length - 1].at),
    confirmedAt: pkg.confirmed ? at(pkg.confirmed) : null,
    downloadedAt: pkg.downloaded ? at(pkg.downloaded) : null,
  });
  await db.insert(downloadItems).values(
    items.map((i) => ({
      id: i.id,
      packageId: pkg.id,
      sdcType: i.sdcType,
      recordId: i.recordId,
      title: `Title of ${i.recordId}`,
      status: i.status,
      credits: i.credits,
      createdAt: at(i.at),
    })),
  );
}

beforeAll(async () => {
  ({ t, staff, customer } = await startReportTest());
  const db = t.database.db;
  const alpha = await createOrganisationRecord(db, { name: "Dlrep Alpha Sdn Bhd", tier: "standard" });
  const beta = await createOrganisationRecord(db, { name: "Dlrep Beta Bhd", tier: "premium" });
  const alice = {
    organisationId: alpha,
    tier: "standard",
    userId: await createUserAccount(db, {
      email: "alice@dlrep.test",
      name: "Alice Tan",
      role: "standard",
      organisationId: alpha,
      isPrimary: true,
    }),
  };
  const bob = {
    organisationId: beta,
    tier: "premium",
    userId: await createUserAccount(db, {
      email: "bob@dlrep.test",
      name: "Bob Lee",
      role: "premium",
      organisationId: beta,
      isPrimary: true,
    }),
  };
  await seedPackage(
    alice,
    {
      id: "dlrep-p1",
      name: "Malay Basin lines",
      status: "expired",
      confirmed: "2025-02-10",
      downloaded: "2025-02-11",
    },
    [
      // One time for both: the id orders them (newest first means the greater id first).
      {
        id: "dlrep-a1",
        sdcType: "Seismic_2D",
        recordId: "S2D-1",
        status: "ready",
        credits: 2,
        at: "2025-02-10",
      },
      {
        id: "dlrep-a2",
        sdcType: "Well_Log",
        recordId: "WL-1",
        status: "ready",
        credits: 1,
        at: "2025-02-10",
      },
    ],
  );
  await seedPackage(
    bob,
    { id: "dlrep-p2", name: "Sabah volumes", status: "ready", confirmed: "2025-05-20" },
    [
      {
        id: "dlrep-b1",
        sdcType: "Seismic_3D",
        recordId: "S3D-1",
        status: "ready",
        credits: 3,
        at: "2025-05-20",
      },
      {
        id: "dlrep-b2",
        sdcType: "Technical_Report",
        recordId: "TR-1",
        status: "cancelled",
        credits: 1,
        at: "2025-05-19",
      },
    ],
  );
  await seedPackage(alice, { id: "dlrep-p3", name: "Surveys", status: "failed", confirmed: "2025-08-03" }, [
    {
      id: "dlrep-a3",
      sdcType: "Non_Seismic",
      recordId: "NS-1",
      status: "failed",
      credits: 1,
      at: "2025-08-03",
    },
  ]);
  // A draft is a basket, not a download: never listed.
  await seedPackage(bob, { id: "dlrep-p4", name: "Next quarter", status: "draft", confirmed: null }, [
    {
      id: "dlrep-b3",
      sdcType: "Seismic_2D",
      recordId: "S2D-9",
      status: "pending",
      credits: 0,
      at: "2025-09-01",
    },
  ]);
});
afterAll(() => t.close());

const report = (query: Record<string, string | number | undefined>, cookie = staff.admin) =>
  get(t, `/api/reports/downloads${qs(query)}`, cookie);
const records = (body: { result: { recordId: string }[] }) => body.result.map((r) => r.recordId);

describe("GET /api/reports/downloads", () => {
  it("lists the records of confirmed packages newest first, with who, package, category, credits and status", async () => {
    const all = (await report({ organisation: "Dlrep" })).json();
    expect(all.pageTotal).toBe(5);
    expect(records(all)).toEqual(["NS-1", "S3D-1", "TR-1", "WL-1", "S2D-1"]);
    expect(all.result[1]).toEqual({
      id: "dlrep-b1",
      createdAt: "2025-05-20T10:00:00.000Z",
      organisationName: "Dlrep Beta Bhd",
      userName: "Bob Lee",
      userEmail: "bob@dlrep.test",
      tier: "premium",
      packageName: "Sabah volumes",
      packageId: "dlrep-p2",
      category: "Seismic_3D",
      recordId: "S3D-1",
      title: "Title of S3D-1",
      credits: 3,
      status: "ready",
      confirmedAt: "2025-05-20T10:00:00.000Z",
      downloadedAt: null,
    });
    expect(all.result[3]).toMatchObject({ downloadedAt: "2025-02-11T10:00:00.000Z", userName: "Alice Tan" });
  });

  it("filters by period added, tier priced for, organisation, item status and category", async () => {
    expect(records((await report({ organisation: "Dlrep", tier: "premium" })).json())).toEqual([
      "S3D-1",
      "TR-1",
    ]);
    expect(records((await report({ organisation: "dlrep beta" })).json())).toEqual(["S3D-1", "TR-1"]);
    expect(records((await report({ organisation: "Dlrep", status: "cancelled" })).json())).toEqual(["TR-1"]);
    expect(records((await report({ organisation: "Dlrep", category: "Well_Log" })).json())).toEqual(["WL-1"]);
    const may = (await report({ organisation: "Dlrep", from: "2025-05-01", to: "2025-05-19" })).json();
    expect(records(may)).toEqual(["TR-1"]);
    expect(may.pageTotal).toBe(1);
    expect(
      (await report({ organisation: "Dlrep", from: "2025-09-01", to: "2025-09-30" })).json().pageTotal,
    ).toBe(0);
  });

  it("pages on the server", async () => {
    const first = (await report({ organisation: "Dlrep", pageSize: 2 })).json();
    const third = (await report({ organisation: "Dlrep", pageSize: 2, page: 3 })).json();
    expect(first).toMatchObject({ pageNumber: 1, pageSize: 2, pageTotal: 5 });
    expect(records(first)).toEqual(["NS-1", "S3D-1"]);
    expect(records(third)).toEqual(["S2D-1"]);
  });

  it("charts records per month, a series per category", async () => {
    const url = (q: Record<string, string>) => `/api/reports/downloads/chart${qs(q)}`;
    const year = { organisation: "Dlrep", from: "2025-01-01", to: "2025-12-31" };
    const chart = (await get(t, url(year), staff.loa)).json();
    expect(chart.categories).toHaveLength(12);
    expect(chart.categories[0]).toBe("2025-01");
    const byLabel = Object.fromEntries(
      chart.series.map((s: { label: string; data: number[] }) => [s.label, s.data]),
    );
    expect(Object.keys(byLabel)).toEqual([
      "Seismic 2D",
      "Seismic 3D",
      "Well Log",
      "Technical Report",
      "Non Seismic",
      "Delivered data",
    ]);
    expect(byLabel["Seismic 2D"][1]).toBe(1);
    expect(byLabel["Well Log"][1]).toBe(1);
    expect(byLabel["Seismic 3D"][4]).toBe(1);
    expect(byLabel["Technical Report"][4]).toBe(1);
    expect(byLabel["Non Seismic"][7]).toBe(1);
    // The draft's record of September is not a download.
    expect(chart.series.reduce((n: number, s: { data: number[] }) => n + s.data[8], 0)).toBe(0);
    const wells = (await get(t, url({ ...year, category: "Well_Log" }), staff.loa)).json();
    expect(wells.series).toEqual([{ label: "Well Log", data: [0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] }]);
  });

  it("exports the filtered rows as CSV and XLSX, and an empty result as the header alone", async () => {
    const csv = await exported(t, "downloads", { organisation: "Dlrep", tier: "standard" }, staff.finance);
    expect(csv.status).toBe(200);
    expect(csv.filename).toBe("downloads-report-all.csv");
    expect(csv.rows[0]).toEqual(HEADER);
    expect(csv.rows.slice(1)).toEqual([
      [
        "2025-08-03T10:00:00.000Z",
        "Dlrep Alpha Sdn Bhd",
        "Alice Tan",
        "alice@dlrep.test",
        "standard",
        "Surveys",
        "dlrep-p3",
        "Non_Seismic",
        "NS-1",
        "Title of NS-1",
        "1",
        "failed",
        "2025-08-03T10:00:00.000Z",
        "",
      ],
      expect.arrayContaining(["WL-1", "2025-02-11T10:00:00.000Z"]),
      expect.arrayContaining(["S2D-1", "2"]),
    ]);
    const xlsx = await exported(
      t,
      "downloads",
      { organisation: "Dlrep", from: "2025-05-01", to: "2025-05-31", format: "xlsx" },
      staff["data-admin"],
    );
    expect(xlsx.filename).toBe("downloads-report-2025-05-01-to-2025-05-31.xlsx");
    expect(xlsx.rows.map((r) => [r[8], r[10], r[11]])).toEqual([
      ["Record", "Credits", "Status"],
      ["S3D-1", "3", "ready"],
      ["TR-1", "1", "cancelled"],
    ]);
    const none = await exported(t, "downloads", { organisation: "Nobody here", format: "xlsx" }, staff.admin);
    expect(none.rows).toEqual([HEADER]);
  });

  it("exports every row past a batch's end, rows added in one statement (one time to the microsecond) included", async () => {
    const db = t.database.db;
    const org = await createOrganisationRecord(db, { name: "Dlbulk Gamma Bhd", tier: "standard" });
    const userId = await createUserAccount(db, {
      email: "bulk@dlrep.test",
      name: "Bulk Buyer",
      role: "standard",
      organisationId: org,
    });
    await db.insert(downloadPackages).values({
      id: "dlbulk-p",
      organisationId: org,
      userId,
      name: "Everything",
      status: "ready",
      pricedFor: "standard",
      confirmedAt: at("2025-10-01"),
    });
    const n = REPORT_EXPORT_BATCH + 5;
    await db.insert(downloadItems).values(
      Array.from({ length: n }, (_, i) => ({
        id: `dlbulk-${String(i).padStart(5, "0")}`,
        packageId: "dlbulk-p",
        sdcType: "Well_Log",
        recordId: `WL-B${i}`,
        title: `Bulk ${i}`,
        status: "ready" as const,
        createdAt: sql`'2025-10-01 10:00:00.123456+00'::timestamptz`,
      })),
    );
    const csv = await exported(t, "downloads", { organisation: "Dlbulk" }, staff.admin);
    const ids = csv.rows.slice(1).map((r) => r[8]);
    expect(ids).toHaveLength(n);
    expect(new Set(ids).size).toBe(n);
    expect(ids[0]).toBe(`WL-B${n - 1}`);
    expect(ids[n - 1]).toBe("WL-B0");
  });

  it("answers the staff who view reports, refuses the rest and bad filters", async () => {
    await expectReportAccess(t, "downloads", {
      staff,
      customer,
      allowed: ["superadmin", "admin", "loa", "finance", "data-admin", "system-admin", "mbr-admin"],
    });
    await expectBadFiltersRefused(t, "downloads", staff.admin);
    expect((await report({ status: "delivered" })).statusCode).toBe(400);
    expect((await report({ category: "None" })).statusCode).toBe(400);
    expect(
      (await get(t, `/api/reports/downloads/chart${qs({ category: "Seismic" })}`, staff.admin)).statusCode,
    ).toBe(400);
  });
});
