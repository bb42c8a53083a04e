import { describe, expect, it } from "vitest";
import type { LasLog } from "../../lib/las/parse.ts";
import { parseLas } from "../../lib/las/parse.ts";
import { ParsedLogCache, wellLogData } from "./well-log-service.ts";

const logOf = (bytes: number) => ({ bytes }) as LasLog;

describe("ParsedLogCache", () => {
  it("keeps the most recently used logs within its byte budget", async () => {
    const cache = new ParsedLogCache(100);
    let loads = 0;
    const get = (key: string, bytes = 40) =>
      cache.get(key, async () => {
        loads++;
        return logOf(bytes);
      });
    await get("a");
    await get("b");
    await get("a"); // a is now the most recent
    await get("c"); // 120 bytes: b goes
    expect(loads).toBe(3);
    await get("a");
    await get("c");
    expect(loads).toBe(3);
    await get("b");
    expect(loads).toBe(4);
    await get("huge", 1000); // larger than the budget: served, not kept
    await get("huge", 1000);
    expect(loads).toBe(6);
  });

  it("loads a key once for requests at the same time, and again after a failure", async () => {
    const cache = new ParsedLogCache(100);
    let loads = 0;
    const slow = () =>
      cache.get("k", async () => {
        loads++;
        await new Promise((resolve) => setTimeout(resolve, 10));
        return logOf(10);
      });
    const [first, second] = await Promise.all([slow(), slow()]);
    expect(first).toBe(second);
    expect(loads).toBe(1);
    await expect(cache.get("bad", () => Promise.reject(new Error("broken")))).rejects.toThrow("broken");
    expect(await cache.get("bad", async () => logOf(1))).toEqual({ bytes: 1 });
  });
});

describe("wellLogData", () => {
  const log = parseLas(
    Buffer.from(
      [
        "~V",
        "VERS. 2.0 :",
        "WRAP. NO :",
        "~W",
        "STEP.FT 0 :",
        "NULL. -999.25 :",
        "~C",
        "DEPT.FT :",
        "GR.GAPI :",
        "~A",
        ...Array.from({ length: 25 }, (_, i) => `${1000 + i * 2} ${i === 4 ? -999.25 : 123.456789 + i}`),
      ].join("\n"),
    ),
  );

  it("answers an empty window between two samples, and the samples of a window that ends on one", () => {
    const empty = wellLogData(log, { curves: ["GR"], top: 1000.5, bottom: 1001.5, points: 10 }, null);
    expect(empty).toMatchObject({ bucketed: false, depths: [], curves: [{ min: [], max: [] }] });
    const exact = wellLogData(log, { curves: ["gr"], top: 1002, bottom: 1010, points: 10 }, "W");
    expect(exact.depths).toEqual([1002, 1004, 1006, 1008, 1010]);
    expect(exact.curves[0].min).toEqual([124.46, 125.46, 126.46, null, 128.46]);
    expect(exact.watermark).toBe("W");
  });

  it("buckets every step exactly once, a bucket of nulls as null", () => {
    const data = wellLogData(log, { curves: ["GR"], top: 1000, bottom: 1020, points: 10 }, null);
    expect(data.bucketed).toBe(true);
    expect(data.depths).toHaveLength(10);
    expect(data.depths[0]).toBe(1000);
    expect(data.curves[0].min[0]).toBe(123.46);
    expect(data.curves[0].max.at(-1)).toBe(133.46);
  });
});
