import { afterAll, beforeAll, expect, it } from "vitest";
import { seedStaticContent } from "../../seed/demo.ts";
import type { TestApp } from "../../test/harness.ts";
import { seedReportsDemo } from "./demo.ts";
import { get, qs, type Staff, startReportTest } from "./test/report-test.ts";

let t: TestApp;
let staff: Staff;
const now = new Date(Date.UTC(2026, 0, 10, 12));

beforeAll(async () => {
  ({ t, staff } = await startReportTest());
  await seedStaticContent(t.database.db);
  await seedReportsDemo(t.database.db, now);
  await seedReportsDemo(t.database.db, now);
});
afterAll(() => t.close());

it("gives the subscriptions report a year of organisations joining, once however often it runs", async () => {
  const period = { from: "2025-01-01", to: "2025-12-31" };
  const chart = (await get(t, `/api/reports/subscriptions/chart${qs(period)}`, staff.admin)).json();
  const [starting, ending] = chart.series;
  expect(starting.data).toEqual([2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2]);
  expect(ending.data.every((n: number) => n === 0)).toBe(true);
  const list = (
    await get(t, `/api/reports/subscriptions${qs({ ...period, pageSize: 100 })}`, staff.admin)
  ).json();
  expect(list.pageTotal).toBe(24);
  const statuses = new Set(list.result.map((r: { status: string }) => r.status));
  expect(statuses).toEqual(new Set(["active", "expired", "suspended"]));
  const tiers = new Set(list.result.map((r: { planType: string }) => r.planType));
  expect(tiers.size).toBeGreaterThanOrEqual(5);
});
