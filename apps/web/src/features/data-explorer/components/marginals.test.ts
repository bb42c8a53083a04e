import { describe, expect, it } from "vitest";
import { marginalsFromCells, marginalsFromFacets } from "./marginals.ts";

describe("marginalsFromCells", () => {
  it("counts one category by region and year, each leaving its own filter out", () => {
    const m = marginalsFromCells(
      [
        { type: "Seismic_2D", region: "SK", year: 1990, count: 3 },
        { type: "Seismic_2D", region: "SB", year: 1990, count: 5 },
        { type: "Well_Log", region: "SK", year: 1990, count: 7 },
      ],
      "Seismic_2D",
      { region: ["SK"] },
    );
    expect(m.total).toBe(3);
    expect([...m.regions]).toEqual([
      ["SK", 3],
      ["SB", 5],
    ]);
    expect([...m.years]).toEqual([[1990, 3]]);
  });
});

describe("marginalsFromFacets", () => {
  it("totals the picked regions and reads the year facet", () => {
    const m = marginalsFromFacets(
      {
        type: "Seismic_2D",
        facets: [
          {
            key: "region",
            label: "Region",
            values: [
              { value: "SK", count: 4 },
              { value: "PM", count: 2 },
              { value: null, count: 1 },
            ],
          },
          { key: "year", label: "Year", values: [{ value: 2001, count: 4 }] },
        ],
      },
      { region: ["SK"], operator: ["X"] },
    );
    expect(m.total).toBe(4);
    expect([...m.regions]).toEqual([
      ["SK", 4],
      ["PM", 2],
    ]);
    expect([...m.years]).toEqual([[2001, 4]]);
  });
});
