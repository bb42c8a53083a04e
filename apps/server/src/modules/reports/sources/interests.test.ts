import { randomUUID } from "node:crypto";
import type { CatalogEventKind, CatalogType } from "@strata/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogEvents } from "../../../db/schema/index.ts";
import { createOrganisation, createUser } from "../../../test/factories.ts";
import type { TestApp } from "../../../test/harness.ts";
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

const HEADER = ["Time", "Organisation", "User", "Kind", "Category", "Record", "Search term"];

beforeAll(async () => {
  ({ t, staff, customer } = await startReportTest());
  const db = t.database.db;
  const alpha = await createOrganisation(db, { tier: "premium", name: "Intrep Alpha Sdn Bhd" });
  const beta = await createOrganisation(db, { tier: "standard", name: "Intrep Beta Bhd" });
  const aina = await createUser(db, { role: "premium", organisationId: alpha.id, name: "Aina Intrep" });
  const badrul = await createUser(db, { role: "premium", organisationId: alpha.id, name: "Badrul Intrep" });
  const chong = await createUser(db, { role: "standard", organisationId: beta.id, name: "Chong Intrep" });
  const event = (
    at: string,
    who: { id: string | null; organisationId: string },
    kind: CatalogEventKind,
    more: { sdcType?: CatalogType; recordId?: string; term?: string } = {},
  ) => ({
    id: randomUUID(),
    userId: who.id,
    organisationId: who.organisationId,
    kind,
    sdcType: more.sdcType ?? null,
    recordId: more.recordId ?? null,
    term: more.term ?? null,
    createdAt: new Date(at),
  });
  const inAlpha = (u: { id: string }) => ({ id: u.id, organisationId: alpha.id });
  const inBeta = (u: { id: string } | null) => ({ id: u?.id ?? null, organisationId: beta.id });
  await db.insert(catalogEvents).values([
    event("2025-01-10T09:00:00Z", inAlpha(aina), "search", { sdcType: "Seismic_2D", term: "Malay Basin" }),
    event("2025-02-14T10:30:00Z", inAlpha(aina), "view", { sdcType: "Well_Log", recordId: "WLF-INT-1" }),
    event("2025-03-03T08:15:00Z", inAlpha(badrul), "bookmark", {
      sdcType: "Seismic_3D",
      recordId: "S3D-INT-9",
    }),
    event("2025-03-20T16:45:00Z", inBeta(chong), "map-area"),
    event("2025-06-05T11:00:00Z", inBeta(chong), "search", { term: "Tapis" }),
    // A removed user's event: the organisation's interest, no one's name.
    event("2025-06-30T23:59:59Z", inBeta(null), "view", {
      sdcType: "Technical_Report",
      recordId: "TR-INT-7",
    }),
  ]);
});
afterAll(() => t.close());

const report = (query: Record<string, string | number | undefined>, cookie = staff.admin) =>
  get(t, `/api/reports/interests${qs(query)}`, cookie);
type Row = { kind: string; organisationName: string; recordId: string | null; term: string | null };
const kinds = (body: { result: Row[] }) => body.result.map((r) => r.kind);

describe("GET /api/reports/interests", () => {
  it("lists the events newest first with their organisation, user, category, record and term", async () => {
    const all = (await report({ organisation: "Intrep" })).json();
    expect(all.pageTotal).toBe(6);
    expect(kinds(all)).toEqual(["view", "search", "map-area", "bookmark", "view", "search"]);
    expect(all.result[0]).toEqual({
      id: expect.any(String),
      createdAt: "2025-06-30T23:59:59.000Z",
      organisationName: "Intrep Beta Bhd",
      userName: null,
      kind: "view",
      sdcType: "Technical_Report",
      recordId: "TR-INT-7",
      term: null,
    });
    expect(all.result[1]).toMatchObject({ userName: "Chong Intrep", sdcType: null, term: "Tapis" });
    expect(all.result[3]).toMatchObject({ userName: "Badrul Intrep", recordId: "S3D-INT-9" });
  });

  it("filters by period, tier, organisation, kind and category", async () => {
    const march = (await report({ organisation: "Intrep", from: "2025-03-01", to: "2025-03-31" })).json();
    expect(kinds(march)).toEqual(["map-area", "bookmark"]);
    // The last day of the period counts to its last second.
    const june = (await report({ organisation: "Intrep", from: "2025-06-30", to: "2025-06-30" })).json();
    expect(june.result.map((r: Row) => r.recordId)).toEqual(["TR-INT-7"]);
    const premium = (await report({ organisation: "Intrep", tier: "premium" })).json();
    expect(premium.result.map((r: Row) => r.organisationName)).toEqual([
      "Intrep Alpha Sdn Bhd",
      "Intrep Alpha Sdn Bhd",
      "Intrep Alpha Sdn Bhd",
    ]);
    const beta = (await report({ organisation: "intrep beta" })).json();
    expect(kinds(beta)).toEqual(["view", "search", "map-area"]);
    const searches = (await report({ organisation: "Intrep", kind: "search" })).json();
    expect(searches.result.map((r: Row) => r.term)).toEqual(["Tapis", "Malay Basin"]);
    const wellLogs = (await report({ organisation: "Intrep", sdcType: "Well_Log" })).json();
    expect(wellLogs.result.map((r: Row) => r.recordId)).toEqual(["WLF-INT-1"]);
    const none = (await report({ organisation: "Intrep", tier: "basic" })).json();
    expect(none).toMatchObject({ pageTotal: 0, result: [] });
  });

  it("pages on the server", async () => {
    const first = (await report({ organisation: "Intrep", pageSize: 4 })).json();
    const second = (await report({ organisation: "Intrep", pageSize: 4, page: 2 })).json();
    expect(first).toMatchObject({ pageNumber: 1, pageSize: 4, pageTotal: 6 });
    expect(first.result).toHaveLength(4);
    expect(kinds(second)).toEqual(["view", "search"]);
    expect(second.result.map((r: Row) => r.recordId)).toEqual(["WLF-INT-1", null]);
  });

  it("charts the events of each kind per month of the period", async () => {
    const chart = (
      await get(
        t,
        `/api/reports/interests/chart${qs({ organisation: "Intrep", from: "2025-01-01", to: "2025-06-30" })}`,
        staff["data-admin"],
      )
    ).json();
    expect(chart.categories).toEqual(["2025-01", "2025-02", "2025-03", "2025-04", "2025-05", "2025-06"]);
    expect(chart.series).toEqual([
      { label: "Searches", data: [1, 0, 0, 0, 0, 1] },
      { label: "Records viewed", data: [0, 1, 0, 0, 0, 1] },
      { label: "Bookmarks", data: [0, 0, 1, 0, 0, 0] },
      { label: "Map areas", data: [0, 0, 1, 0, 0, 0] },
      { label: "Previews opened", data: [0, 0, 0, 0, 0, 0] },
    ]);
    const viewsOnly = (
      await get(
        t,
        `/api/reports/interests/chart${qs({ organisation: "Intrep", kind: "view", from: "2025-01-01", to: "2025-06-30" })}`,
        staff.admin,
      )
    ).json();
    expect(viewsOnly.series.map((s: { data: number[] }) => s.data.reduce((a, b) => a + b, 0))).toEqual([
      0, 2, 0, 0, 0,
    ]);
  });

  it("exports the filtered rows as CSV and XLSX, and an empty result as the header alone", async () => {
    const csv = await exported(t, "interests", { organisation: "Intrep", tier: "standard" }, staff.loa);
    expect(csv.status).toBe(200);
    expect(csv.filename).toBe("interests-report-all.csv");
    expect(csv.rows).toEqual([
      HEADER,
      ["2025-06-30T23:59:59.000Z", "Intrep Beta Bhd", "", "view", "Technical_Report", "TR-INT-7", ""],
      ["2025-06-05T11:00:00.000Z", "Intrep Beta Bhd", "Chong Intrep", "search", "", "", "Tapis"],
      ["2025-03-20T16:45:00.000Z", "Intrep Beta Bhd", "Chong Intrep", "map-area", "", "", ""],
    ]);
    const xlsx = await exported(
      t,
      "interests",
      { organisation: "Intrep", from: "2025-01-01", to: "2025-02-28", format: "xlsx" },
      staff.finance,
    );
    expect(xlsx.filename).toBe("interests-report-2025-01-01-to-2025-02-28.xlsx");
    // A workbook row ends at its last filled cell.
    expect(xlsx.rows).toEqual([
      HEADER,
      ["2025-02-14T10:30:00.000Z", "Intrep Alpha Sdn Bhd", "Aina Intrep", "view", "Well_Log", "WLF-INT-1"],
      [
        "2025-01-10T09:00:00.000Z",
        "Intrep Alpha Sdn Bhd",
        "Aina Intrep",
        "search",
        "Seismic_2D",
        "",
        "Malay Basin",
      ],
    ]);
    const none = await exported(
      t,
      "interests",
      { organisation: "Intrep", kind: "bookmark", tier: "basic" },
      staff.admin,
    );
    expect(none.rows).toEqual([HEADER]);
  });

  it("answers the staff who view reports, refuses the rest and bad filters", async () => {
    await expectReportAccess(t, "interests", {
      staff,
      customer,
      allowed: ["superadmin", "admin", "loa", "finance", "data-admin", "system-admin", "mbr-admin"],
    });
    await expectBadFiltersRefused(t, "interests", staff.admin);
    expect((await report({ kind: "click" })).statusCode).toBe(400);
    expect((await report({ sdcType: "Seismic_4D" })).statusCode).toBe(400);
  });
});
