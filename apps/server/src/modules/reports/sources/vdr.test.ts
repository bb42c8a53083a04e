import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { configurations, organisations } from "../../../db/schema/index.ts";
import { createOrganisationRecord, createUserAccount } from "../../../lib/accounts.ts";
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

const at = (d: string) => new Date(`${d}T10:00:00Z`);
const HEADER = [
  "Organisation",
  "Tier",
  "VDR through",
  "VDR access",
  "Access days",
  "Contact e-mail",
  "Settings",
  "Primary user",
  "Primary user's e-mail",
  "Active users",
  "Subscription status",
  "Starts",
  "Ends",
];

beforeAll(async () => {
  ({ t, staff, customer } = await startReportTest());
  const db = t.database.db;
  const settings = (
    id: string,
    saved: { enabled: boolean; accessDays: number; contactEmail: string | null },
  ) => db.update(organisations).set({ vdrSettings: saved }).where(eq(organisations.id, id));
  // The configuration's values are what an organisation without saved settings gets.
  for (const [key, value] of [
    ["vdr.accessDays", 40],
    ["vdr.contactEmail", "desk@vdrep.test"],
  ] as const) {
    await db
      .insert(configurations)
      .values({ key, value: sql`${JSON.stringify(value)}::jsonb` })
      .onConflictDoUpdate({
        target: configurations.key,
        set: { value: sql`${JSON.stringify(value)}::jsonb` },
      });
  }

  const alpha = await createOrganisationRecord(db, {
    name: "Vdrep Alpha Sdn Bhd",
    tier: "vdr",
    subscriptionStartsAt: at("2025-02-01"),
    subscriptionExpiresAt: at("2025-03-15"),
  });
  await settings(alpha, { enabled: true, accessDays: 45, contactEmail: "room@vdrep.test" });
  await createUserAccount(db, {
    email: "alya@vdrep.test",
    name: "Alya Vdrep",
    role: "vdr",
    organisationId: alpha,
    isPrimary: true,
  });
  await createUserAccount(db, {
    email: "amir@vdrep.test",
    name: "Amir Vdrep",
    role: "vdr",
    organisationId: alpha,
  });
  await createUserAccount(db, {
    email: "asma@vdrep.test",
    name: "Asma Vdrep",
    role: "vdr",
    organisationId: alpha,
    status: "suspended",
  });

  await createOrganisationRecord(db, {
    name: "Vdrep Beta Bhd",
    tier: "standard",
    addOns: ["vdr"],
    subscriptionStartsAt: at("2025-04-01"),
    subscriptionExpiresAt: at("2026-03-31"),
  });

  const gamma = await createOrganisationRecord(db, {
    name: "Vdrep Gamma Bhd",
    tier: "premium",
    subscriptionStatus: "expired",
    subscriptionStartsAt: at("2024-06-01"),
    subscriptionExpiresAt: at("2024-12-31"),
  });
  await settings(gamma, { enabled: true, accessDays: 10, contactEmail: null });

  // Neither has the data room: no VDR tier or add-on, and settings saved but turned off.
  await createOrganisationRecord(db, { name: "Vdrep Delta Bhd", tier: "premium", addOns: ["mbr"] });
  const epsilon = await createOrganisationRecord(db, { name: "Vdrep Epsilon Bhd", tier: "standard" });
  await settings(epsilon, { enabled: false, accessDays: 30, contactEmail: null });
});
afterAll(() => t.close());

const report = (query: Record<string, string | number | undefined>, cookie = staff["mbr-admin"]) =>
  get(t, `/api/reports/vdr${qs(query)}`, cookie);
const names = (body: { result: { organisationName: string }[] }) =>
  body.result.map((r) => r.organisationName);

describe("GET /api/reports/vdr", () => {
  it("lists the organisations with the data room by name, with their settings as they apply and subscription", async () => {
    const all = (await report({ organisation: "Vdrep" })).json();
    expect(all.pageTotal).toBe(3);
    expect(names(all)).toEqual(["Vdrep Alpha Sdn Bhd", "Vdrep Beta Bhd", "Vdrep Gamma Bhd"]);
    expect(all.result[0]).toEqual({
      id: expect.any(String),
      organisationName: "Vdrep Alpha Sdn Bhd",
      tier: "vdr",
      source: "VDR tier",
      access: "On",
      accessDays: 45,
      contactEmail: "room@vdrep.test",
      settings: "Saved",
      primaryUserName: "Alya Vdrep",
      primaryUserEmail: "alya@vdrep.test",
      activeUsers: 2,
      status: "active",
      startsAt: "2025-02-01T10:00:00.000Z",
      endsAt: "2025-03-15T10:00:00.000Z",
    });
    // Never saved: off, with the configuration's days and address.
    expect(all.result[1]).toMatchObject({
      source: "VDR add-on",
      access: "Off",
      accessDays: 40,
      contactEmail: "desk@vdrep.test",
      settings: "Defaults",
      primaryUserName: null,
      activeUsers: 0,
    });
    expect(all.result[2]).toMatchObject({
      source: "Settings only",
      access: "On",
      accessDays: 10,
      contactEmail: null,
      status: "expired",
    });
  });

  it("filters by the period the subscription runs in, tier, organisation and status", async () => {
    expect(names((await report({ organisation: "Vdrep", tier: "vdr" })).json())).toEqual([
      "Vdrep Alpha Sdn Bhd",
    ]);
    expect(names((await report({ organisation: "vdrep gam" })).json())).toEqual(["Vdrep Gamma Bhd"]);
    expect(names((await report({ organisation: "Vdrep", status: "expired" })).json())).toEqual([
      "Vdrep Gamma Bhd",
    ]);
    const march = (await report({ organisation: "Vdrep", from: "2025-03-01", to: "2025-03-31" })).json();
    expect(names(march)).toEqual(["Vdrep Alpha Sdn Bhd"]);
    expect(march.pageTotal).toBe(1);
    // Gamma ended on the period's first day, Alpha started on its last.
    const edges = (await report({ organisation: "Vdrep", from: "2024-12-31", to: "2025-02-01" })).json();
    expect(names(edges)).toEqual(["Vdrep Alpha Sdn Bhd", "Vdrep Gamma Bhd"]);
    expect(
      (await report({ organisation: "Vdrep", from: "2025-01-01", to: "2025-01-31" })).json().pageTotal,
    ).toBe(0);
  });

  it("pages on the server", async () => {
    const first = (await report({ organisation: "Vdrep", pageSize: 2 })).json();
    const second = (await report({ organisation: "Vdrep", pageSize: 2, page: 2 })).json();
    expect(first).toMatchObject({ pageNumber: 1, pageSize: 2, pageTotal: 3 });
    expect(names(first)).toEqual(["Vdrep Alpha Sdn Bhd", "Vdrep Beta Bhd"]);
    expect(names(second)).toEqual(["Vdrep Gamma Bhd"]);
  });

  it("charts the VDR subscriptions running and starting per month", async () => {
    const chart = (
      await get(
        t,
        `/api/reports/vdr/chart${qs({ organisation: "Vdrep", from: "2025-01-01", to: "2025-12-31" })}`,
        staff.superadmin,
      )
    ).json();
    expect(chart.categories).toHaveLength(12);
    expect(chart.series).toEqual([
      { label: "Running", data: [0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1] },
      { label: "Starting", data: [0, 1, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0] },
    ]);
  });

  it("exports the filtered rows as CSV and XLSX, and an empty result as the header alone", async () => {
    const csv = await exported(t, "vdr", { organisation: "Vdrep", tier: "vdr" }, staff["system-admin"]);
    expect(csv.filename).toBe("vdr-report-all.csv");
    expect(csv.rows).toEqual([
      HEADER,
      [
        "Vdrep Alpha Sdn Bhd",
        "vdr",
        "VDR tier",
        "On",
        "45",
        "room@vdrep.test",
        "Saved",
        "Alya Vdrep",
        "alya@vdrep.test",
        "2",
        "active",
        "2025-02-01",
        "2025-03-15",
      ],
    ]);
    const xlsx = await exported(
      t,
      "vdr",
      { organisation: "Vdrep", from: "2025-01-01", to: "2025-12-31", format: "xlsx" },
      staff["mbr-admin"],
    );
    expect(xlsx.filename).toBe("vdr-report-2025-01-01-to-2025-12-31.xlsx");
    expect(xlsx.rows.map((r) => [r[0], r[2], r[4]])).toEqual([
      ["Organisation", "VDR through", "Access days"],
      ["Vdrep Alpha Sdn Bhd", "VDR tier", "45"],
      ["Vdrep Beta Bhd", "VDR add-on", "40"],
    ]);
    const none = await exported(t, "vdr", { organisation: "Nobody here" }, staff.superadmin);
    expect(none.rows).toEqual([HEADER]);
  });

  it("answers only the MBR admin, superadmin and system admin, refuses the rest and bad filters", async () => {
    await expectReportAccess(t, "vdr", {
      staff,
      customer,
      allowed: ["superadmin", "system-admin", "mbr-admin"],
    });
    await expectBadFiltersRefused(t, "vdr", staff["mbr-admin"]);
    expect((await report({ status: "paused" })).statusCode).toBe(400);
  });
});
