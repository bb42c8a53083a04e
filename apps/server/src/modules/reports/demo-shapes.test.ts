import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.ts";
import { createDemoDatabase } from "../../test/demo-database.ts";
import { downloadsSource } from "./sources/downloads.ts";
import { usersSource } from "./sources/users.ts";
import { vdrSource } from "./sources/vdr.ts";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createDemoDatabase();
}, 120_000);
afterAll(() => database?.close());

/** Months of the chart's last twelve with something in any series. */
const monthsWithData = (chart: { series: { data: number[] }[] }) =>
  chart.series[0].data.filter((_, m) => chart.series.some((s) => s.data[m] > 0)).length;

describe("the demo's reports", () => {
  it("spread downloads over the past year, across every category", async () => {
    const chart = await downloadsSource.chart(database.db, {});
    expect(chart.categories).toHaveLength(12);
    expect(monthsWithData(chart)).toBeGreaterThanOrEqual(9);
    for (const s of chart.series)
      expect(
        s.data.some((n) => n > 0),
        s.label,
      ).toBe(true);
    const rows = await downloadsSource.rows(database.db, {}, { limit: 1000, offset: 0 });
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(["ready", "failed"]));
    // Standard, premium, the six academic tiers and the Bintulu data room.
    expect(new Set(rows.map((r) => r.organisationName)).size).toBe(9);
  });

  it("have customers joining over the past year, of every kind", async () => {
    const chart = await usersSource.chart(database.db, {});
    expect(monthsWithData(chart)).toBeGreaterThanOrEqual(9);
    for (const s of chart.series)
      expect(
        s.data.some((n) => n > 0),
        s.label,
      ).toBe(true);
  });

  it("have data rooms over the past year, by tier, add-on and settings", async () => {
    const chart = await vdrSource.chart(database.db, {});
    const [running, starting] = chart.series;
    expect(running.data.filter((n) => n > 0).length).toBeGreaterThanOrEqual(6);
    expect(starting.data.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(4);
    const rows = await vdrSource.rows(database.db, {}, { limit: 100, offset: 0 });
    const byName = new Map(rows.map((r) => [r.organisationName, r]));
    expect(byName.get("Borneo Data Room Partners")).toMatchObject({
      source: "VDR tier",
      access: "On",
      accessDays: 45,
    });
    expect(byName.get("Bintulu Gas Exploration Bhd")).toMatchObject({
      source: "VDR add-on",
      status: "active",
    });
    expect(byName.get("Kerteh Petroleum Partners")).toMatchObject({
      settings: "Defaults",
      status: "expired",
    });
  });
});
