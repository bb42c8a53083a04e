import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents } from "../../../db/schema/index.ts";
import { createOrganisation } from "../../../test/factories.ts";
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

const HEADER = [
  "Time",
  "Actor",
  "Actor role",
  "Action",
  "Subject type",
  "Subject",
  "Organisation",
  "Request",
];
/** The first half of 2025, where only this file's rows are. */
const H1 = { from: "2025-01-01", to: "2025-07-31" };

beforeAll(async () => {
  ({ t, staff, customer } = await startReportTest());
  const db = t.database.db;
  const alpha = await createOrganisation(db, { tier: "premium", name: "Actrep Alpha Sdn Bhd" });
  const beta = await createOrganisation(db, { tier: "standard", name: "Actrep Beta Bhd" });
  const row = (
    id: string,
    at: string,
    actor: [string, string | null],
    action: string,
    subject: [string, string],
    organisationId: string | null,
    requestId: string | null = null,
  ) => ({
    id,
    actorUserId: null,
    actorName: actor[0],
    actorRole: actor[1],
    action,
    subjectType: subject[0],
    subjectId: subject[1],
    organisationId,
    requestId,
    createdAt: new Date(at),
  });
  await db.insert(auditEvents).values([
    row(
      "act-1",
      "2025-02-03T09:00:00Z",
      ["Farid Actrep", "loa"],
      "approve",
      ["application", "APP-1"],
      alpha.id,
      "req-1",
    ),
    row("act-2", "2025-02-20T12:00:00Z", ["E-invoicing", null], "submit", ["e_invoice", "EI-1"], beta.id),
    row(
      "act-3",
      "2025-04-11T08:00:00Z",
      ["Ravi Actrep", "data-admin"],
      "edit",
      ["metadata:Seismic_2D", "S2D-1"],
      null,
    ),
    // The same moment as act-3: the id breaks the tie.
    row(
      "act-4",
      "2025-04-11T08:00:00Z",
      ["Mei Actrep", "finance"],
      "approve",
      ["payment", "PAY-1"],
      alpha.id,
    ),
    row(
      "act-5",
      "2025-07-01T00:00:00Z",
      ["Daniel Actrep", "admin"],
      "update",
      ["configuration", "vat"],
      null,
      "req-5",
    ),
    row(
      "act-6",
      "2025-07-31T23:00:00Z",
      ["Borneo Link", "service-account"],
      "service_account.call",
      ["service_account", "SA-1"],
      null,
    ),
  ]);
});
afterAll(() => t.close());

const report = (query: Record<string, string | number | undefined>, cookie = staff.admin) =>
  get(t, `/api/reports/action-logs${qs(query)}`, cookie);
const ids = (body: { result: { id: string }[] }) => body.result.map((r) => r.id);

describe("GET /api/reports/action-logs", () => {
  it("lists the trail newest first, the id breaking ties, with actor, subject and organisation", async () => {
    const all = (await report(H1)).json();
    expect(all.pageTotal).toBe(6);
    expect(ids(all)).toEqual(["act-6", "act-5", "act-4", "act-3", "act-2", "act-1"]);
    expect(all.result[5]).toEqual({
      id: "act-1",
      createdAt: "2025-02-03T09:00:00.000Z",
      actorName: "Farid Actrep",
      actorRole: "loa",
      action: "approve",
      subjectType: "application",
      subjectId: "APP-1",
      organisationName: "Actrep Alpha Sdn Bhd",
      requestId: "req-1",
    });
    // The server acting on its own has no role: the report calls it automatic.
    expect(all.result[4]).toMatchObject({ actorName: "E-invoicing", actorRole: "automatic" });
    expect(all.result[1]).toMatchObject({ organisationName: null, requestId: "req-5" });
  });

  it("filters by period, organisation, actor role, action and subject type", async () => {
    expect(ids((await report({ from: "2025-02-20", to: "2025-04-11" })).json())).toEqual([
      "act-4",
      "act-3",
      "act-2",
    ]);
    expect(ids((await report({ ...H1, organisation: "Actrep Alpha" })).json())).toEqual(["act-4", "act-1"]);
    expect(ids((await report({ ...H1, actorRole: "loa" })).json())).toEqual(["act-1"]);
    expect(ids((await report({ ...H1, actorRole: "automatic" })).json())).toEqual(["act-2"]);
    expect(ids((await report({ ...H1, actorRole: "service-account" })).json())).toEqual(["act-6"]);
    expect(ids((await report({ ...H1, action: " Approve " })).json())).toEqual(["act-4", "act-1"]);
    expect(ids((await report({ ...H1, subjectType: "metadata" })).json())).toEqual(["act-3"]);
    expect(ids((await report({ ...H1, subjectType: "payment" })).json())).toEqual(["act-4"]);
    expect((await report({ ...H1, subjectType: "news" })).json()).toMatchObject({ pageTotal: 0, result: [] });
  });

  it("pages on the server", async () => {
    const second = (await report({ ...H1, pageSize: 4, page: 2 })).json();
    expect(second).toMatchObject({ pageNumber: 2, pageSize: 4, pageTotal: 6 });
    expect(ids(second)).toEqual(["act-2", "act-1"]);
  });

  it("charts the actions per month by what they changed", async () => {
    const chart = (await get(t, `/api/reports/action-logs/chart${qs(H1)}`, staff.finance)).json();
    expect(chart.categories).toEqual([
      "2025-01",
      "2025-02",
      "2025-03",
      "2025-04",
      "2025-05",
      "2025-06",
      "2025-07",
    ]);
    expect(chart.series).toEqual([
      { label: "Applications and subscriptions", data: [0, 1, 0, 0, 0, 0, 0] },
      { label: "Accounts", data: [0, 0, 0, 0, 0, 0, 1] },
      { label: "Billing", data: [0, 1, 0, 1, 0, 0, 0] },
      { label: "Downloads", data: [0, 0, 0, 0, 0, 0, 0] },
      { label: "Metadata", data: [0, 0, 0, 1, 0, 0, 0] },
      { label: "Reference data and settings", data: [0, 0, 0, 0, 0, 0, 1] },
      { label: "Content", data: [0, 0, 0, 0, 0, 0, 0] },
      { label: "Technical studies", data: [0, 0, 0, 0, 0, 0, 0] },
    ]);
    const alpha = (
      await get(
        t,
        `/api/reports/action-logs/chart${qs({ ...H1, organisation: "Actrep Alpha" })}`,
        staff.admin,
      )
    ).json();
    expect(alpha.series.map((s: { data: number[] }) => s.data.reduce((a, b) => a + b, 0))).toEqual([
      1, 0, 1, 0, 0, 0, 0, 0,
    ]);
  });

  it("exports the filtered rows as CSV and XLSX, and an empty result as the header alone", async () => {
    const csv = await exported(t, "action-logs", { ...H1, action: "approve" }, staff.loa);
    expect(csv.status).toBe(200);
    expect(csv.filename).toBe("action-logs-report-2025-01-01-to-2025-07-31.csv");
    expect(csv.rows).toEqual([
      HEADER,
      [
        "2025-04-11T08:00:00.000Z",
        "Mei Actrep",
        "finance",
        "approve",
        "payment",
        "PAY-1",
        "Actrep Alpha Sdn Bhd",
        "",
      ],
      [
        "2025-02-03T09:00:00.000Z",
        "Farid Actrep",
        "loa",
        "approve",
        "application",
        "APP-1",
        "Actrep Alpha Sdn Bhd",
        "req-1",
      ],
    ]);
    const xlsx = await exported(t, "action-logs", { ...H1, format: "xlsx" }, staff["mbr-admin"]);
    expect(xlsx.rows).toHaveLength(7);
    expect(xlsx.rows[1]).toEqual([
      "2025-07-31T23:00:00.000Z",
      "Borneo Link",
      "service-account",
      "service_account.call",
      "service_account",
      "SA-1",
    ]);
    const none = await exported(t, "action-logs", { ...H1, action: "nothing-like-this" }, staff.admin);
    expect(none.rows).toEqual([HEADER]);
  });

  it("exports every row across batches when many share a millisecond, each once", async () => {
    // 1,500 rows at one microsecond and 600 at an earlier one of the same millisecond: the
    // second batch starts among the latter, which a cursor cut to milliseconds would skip.
    const at = (us: string) => sql`${`2025-09-15T10:00:00.123${us}Z`}::timestamptz`;
    const bulk = Array.from({ length: 2100 }, (_, i) => ({
      id: `bulk-${String(i).padStart(4, "0")}`,
      actorName: "Bulk Actrep",
      actorRole: "data-admin",
      action: "bulk-import",
      subjectType: "metadata:Well_Log",
      subjectId: `WL-${i}`,
      createdAt: at(i < 1500 ? "789" : "456"),
    }));
    await t.database.db.insert(auditEvents).values(bulk);
    const csv = await exported(t, "action-logs", { from: "2025-09-15", to: "2025-09-15" }, staff.admin);
    const subjects = csv.rows.slice(1).map((r) => r[5]);
    expect(subjects.length).toBeGreaterThan(REPORT_EXPORT_BATCH);
    expect(subjects).toHaveLength(2100);
    expect(new Set(subjects).size).toBe(2100);
    // Newest first, then by id descending within each moment.
    expect(subjects[0]).toBe("WL-1499");
    expect(subjects[1499]).toBe("WL-0");
    expect(subjects[1500]).toBe("WL-2099");
    expect(subjects[2099]).toBe("WL-1500");
  });

  it("answers the staff who view reports, refuses the rest and bad filters", async () => {
    await expectReportAccess(t, "action-logs", {
      staff,
      customer,
      allowed: ["superadmin", "admin", "loa", "finance", "data-admin", "system-admin", "mbr-admin"],
    });
    await expectBadFiltersRefused(t, "action-logs", staff.admin, ["from", "to", "organisation"]);
    expect((await report({ actorRole: "janitor" })).statusCode).toBe(400);
    expect((await report({ subjectType: "metadata:Well_Log" })).statusCode).toBe(400);
    expect((await report({ action: "x".repeat(65) })).statusCode).toBe(400);
  });
});
