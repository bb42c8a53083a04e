import { describe, expect, it } from "vitest";
import { decimate } from "./decimate.ts";
import { nearestIndex } from "./draw.ts";
import { timeTicks } from "./time-ticks.ts";
import { formatValue, valueAxis } from "./value-axis.ts";

const DAY = 86_400_000;

describe("time axis ticks", () => {
  it("labels 30 years with whole years, about as many as fit", () => {
    const ticks = timeTicks(Date.UTC(1996, 10, 1), Date.UTC(2026, 9, 1), 8);
    expect(ticks.length).toBeGreaterThanOrEqual(4);
    expect(ticks.length).toBeLessThanOrEqual(8);
    expect(ticks.map((t) => t.label)).toContain("2000");
    expect(ticks.every((t) => /^\d{4}$/.test(t.label))).toBe(true);
  });

  it("labels two years with months, and a fortnight with days", () => {
    const months = timeTicks(Date.UTC(2024, 0, 1), Date.UTC(2025, 11, 31), 8);
    expect(months[0].label).toBe("2024");
    expect(months.some((t) => t.label.startsWith("Jul"))).toBe(true);
    const days = timeTicks(Date.UTC(2024, 2, 1), Date.UTC(2024, 2, 14), 8);
    expect(days[0].label).toMatch(/Mar 2024$/);
  });
});

describe("value axis", () => {
  it("starts a linear axis at zero with round ticks covering the data", () => {
    const axis = valueAxis([930, 1210, 1480], "linear");
    expect(axis.min).toBe(0);
    expect(axis.max).toBeGreaterThanOrEqual(1480);
    expect(axis.ticks[1] - axis.ticks[0]).toBe(axis.ticks[2] - axis.ticks[1]);
    expect(axis.fraction(axis.max)).toBe(1);
  });

  it("spans whole decades on a log axis and gives no place to zero", () => {
    const axis = valueAxis([0, 0.5, 42, 3100], "log");
    expect(axis.min).toBe(0.1);
    expect(axis.max).toBe(10_000);
    expect(axis.fraction(0)).toBeNaN();
    expect(axis.fraction(100)).toBeCloseTo(0.6);
  });

  it("writes values short", () => {
    expect(formatValue(1_250_000)).toBe("1.25 M");
    expect(formatValue(35_000)).toBe("35 k");
    expect(formatValue(0.045)).toBe("0.045");
  });
});

describe("decimation", () => {
  it("keeps each pixel column's extremes in order and breaks the line at nulls", () => {
    const n = 10_958; // 30 years of days
    const times = Array.from({ length: n }, (_, i) => i * DAY);
    const values: (number | null)[] = times.map((_, i) => Math.sin(i / 50) * 100);
    values[5000] = 1_000; // a spike that must survive
    values[7000] = null;
    const x = (t: number) => (t / (n * DAY)) * 800;
    const y = (v: number) => 400 - v;
    const points = decimate(times, values, x, y);
    expect(points.length / 2).toBeLessThanOrEqual(800 * 4 + 2);
    const ys = [...points].filter((_, k) => k % 2 === 1);
    expect(Math.min(...ys.filter((v) => !Number.isNaN(v)))).toBe(400 - 1_000);
    expect(ys.filter(Number.isNaN)).toHaveLength(1);
    const xs = [...points].filter((_, k) => k % 2 === 0 && !Number.isNaN(points[k]));
    expect(xs.every((v, k) => k === 0 || v >= xs[k - 1])).toBe(true);
  });

  it("finds the nearest point by time", () => {
    expect(nearestIndex([0, 10, 20], 14)).toBe(1);
    expect(nearestIndex([0, 10, 20], 16)).toBe(2);
    expect(nearestIndex([], 5)).toBe(-1);
  });
});
