import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOrganisationRecord } from "../../../lib/accounts.ts";
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

beforeAll(async () => {
  ({ t, staff, customer } = await startReportTest());
  const db = t.database.db;
  const at = (d: string) => new Date(`${d}T10:00:00Z`);
  await createOrganisationRecord(db, {
    name: "Subrep Alpha Sdn Bhd",
    tier: "premium",
    subscriptionStatus: "active",
    subscriptionStartsAt: at("2025-01-15"),
    subscriptionExpiresAt: at("2026-01-14"),
    addOns: ["mbr", "vdr"],
  });
  await createOrganisationRecord(db, {
    name: "Subrep Beta Bhd",
    tier: "standard",
    subscriptionStatus: "expired",
    subscriptionStartsAt: at("2025-03-02"),
    subscriptionExpiresAt: at("2025-09-01"),
  });
  await createOrganisationRecord(db, {
    name: "Subrep Gamma Bhd",
    tier: "premium",
    subscriptionStatus: "suspended",
    subscriptionStartsAt: at("2025-06-20"),
    subscriptionExpiresAt: at("2026-06-19"),
  });
});
afterAll(() => t.close());

const report = (query: Record<string, string | number | undefined>, cookie = staff.admin) =>
  get(t, `/api/reports/subscriptions${qs(query)}`, cookie);

describe("GET /api/reports/subscriptions", () => {
  it("lists subscriptions newest first, filtered by period started, tier, status and organisation", async () => {
    const all = (await report({ organisation: "Subrep" })).json();
    expect(all.pageTotal).toBe(3);
    expect(all.result[0]).toMatchObject({
      organisationName: "Subrep Gamma Bhd",
      planType: "premium",
      status: "suspended",
      startsAt: "2025-06-20T10:00:00.000Z",
    });
    expect(all.result[0]).not.toHaveProperty("cursorAt");
    const premium = (await report({ organisation: "subrep", tier: "premium" })).json();
    expect(premium.result.map((r: { organisationName: string }) => r.organisationName).sort()).toEqual([
      "Subrep Alpha Sdn Bhd",
      "Subrep Gamma Bhd",
    ]);
    const spring = (await report({ organisation: "Subrep", from: "2025-02-01", to: "2025-06-20" })).json();
    expect(spring.result.map((r: { organisationName: string }) => r.organisationName)).toEqual([
      "Subrep Gamma Bhd",
      "Subrep Beta Bhd",
    ]);
    const expired = (await report({ organisation: "Subrep", status: "expired" })).json();
    expect(expired.result).toHaveLength(1);
    expect(expired.result[0].addOns).toBe("");
    const alpha = (await report({ organisation: "Alpha Sdn" })).json();
    expect(alpha.result[0].addOns).toBe("mbr, vdr");
  });

  it("pages on the server", async () => {
    const first = (await report({ organisation: "Subrep", pageSize: 2 })).json();
    const second = (await report({ organisation: "Subrep", pageSize: 2, page: 2 })).json();
    expect(first).toMatchObject({ pageNumber: 1, pageSize: 2, pageTotal: 3 });
    expect(first.result).toHaveLength(2);
    expect(second.result).toHaveLength(1);
    expect(second.result[0].organisationName).toBe("Subrep Alpha Sdn Bhd");
  });

  it("charts subscriptions starting and ending per month of the period", async () => {
    const chart = (
      await get(
        t,
        `/api/reports/subscriptions/chart${qs({ organisation: "Subrep", from: "2025-01-01", to: "2025-12-31" })}`,
        staff.finance,
      )
    ).json();
    expect(chart.categories).toHaveLength(12);
    expect(chart.categories[0]).toBe("2025-01");
    const [starting, ending] = chart.series;
    expect(starting.label).toBe("Starting");
    expect(starting.data[0]).toBe(1);
    expect(starting.data[2]).toBe(1);
    expect(starting.data[5]).toBe(1);
    expect(ending.data[8]).toBe(1);
    expect(starting.data.reduce((a: number, b: number) => a + b, 0)).toBe(3);
  });

  it("exports the filtered rows as CSV and XLSX, and an empty result as the header alone", async () => {
    const csv = await exported(t, "subscriptions", { organisation: "Subrep", tier: "premium" }, staff.loa);
    expect(csv.status).toBe(200);
    expect(csv.filename).toBe("subscriptions-report-all.csv");
    expect(csv.rows[0]).toEqual(["Organisation", "Tier", "Status", "Add-ons", "Starts", "Ends", "Created"]);
    expect(csv.rows.slice(1).map((r) => [r[0], r[4]])).toEqual([
      ["Subrep Gamma Bhd", "2025-06-20"],
      ["Subrep Alpha Sdn Bhd", "2025-01-15"],
    ]);
    const xlsx = await exported(
      t,
      "subscriptions",
      { organisation: "Subrep", from: "2025-01-01", to: "2025-12-31", format: "xlsx" },
      staff["mbr-admin"],
    );
    expect(xlsx.filename).toBe("subscriptions-report-2025-01-01-to-2025-12-31.xlsx");
    expect(xlsx.rows).toHaveLength(4);
    expect(xlsx.rows[1][0]).toBe("Subrep Gamma Bhd");
    const none = await exported(
      t,
      "subscriptions",
      { organisation: "Nobody here", format: "xlsx" },
      staff.admin,
    );
    expect(none.rows).toEqual([["Organisation", "Tier", "Status", "Add-ons", "Starts", "Ends", "Created"]]);
  });

  it("answers the staff who view reports, refuses the rest and bad filters", async () => {
    await expectReportAccess(t, "subscriptions", {
      staff,
      customer,
      allowed: ["superadmin", "admin", "loa", "finance", "data-admin", "system-admin", "mbr-admin"],
    });
    await expectBadFiltersRefused(t, "subscriptions", staff.admin);
    expect((await report({ status: "paused" })).statusCode).toBe(400);
  });
});
