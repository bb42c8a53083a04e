import { describe, expect, it } from "vitest";
import { nthSmallest } from "./nth-smallest.ts";

describe("nthSmallest", () => {
  const sorted = (values: Float32Array) => Float32Array.from(values).sort();
  const cases: [string, Float32Array][] = [
    ["random", Float32Array.from({ length: 10_001 }, (_, i) => Math.sin(i * 12.9898) * 43758.5453)],
    ["few distinct values", Float32Array.from({ length: 5_000 }, (_, i) => (i * 7919) % 5)],
    ["ascending", Float32Array.from({ length: 3_000 }, (_, i) => i)],
    ["descending", Float32Array.from({ length: 3_000 }, (_, i) => -i)],
    ["constant", new Float32Array(2_000).fill(3)],
    ["one value", Float32Array.of(42)],
  ];

  it.each(cases)("answers the value a sort puts at each rank (%s)", (_, values) => {
    const expected = sorted(values);
    for (const k of [0, 1, values.length >> 1, Math.floor(values.length * 0.999), values.length - 1]) {
      if (k >= values.length) continue;
      expect(nthSmallest(Float32Array.from(values), k)).toBe(expected[k]);
    }
  });
});
