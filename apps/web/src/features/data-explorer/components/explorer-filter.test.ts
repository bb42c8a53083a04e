import { describe, expect, it } from "vitest";
import type { DataExplorerCell } from "../api/get-data-explorer.ts";
import { cellsUnder, filterFor, filterLabel } from "./explorer-filter.ts";

const cells: DataExplorerCell[] = [
  { type: "Seismic_2D", region: "SK", year: 1990, count: 3 },
  { type: "Seismic_2D", region: "SB", year: 2000, count: 5 },
  { type: "Well_Log", region: null, year: null, count: 7 },
];

describe("cellsUnder", () => {
  it("keeps the cells in the filter's regions and years", () => {
    expect(cellsUnder(cells, { region: ["SK"] })).toEqual([cells[0]]);
    expect(cellsUnder(cells, { year: { min: 1995 } })).toEqual([cells[1]]);
    expect(cellsUnder(cells, { year: [1990, 2000] })).toEqual([cells[0], cells[1]]);
  });

  it("leaves a chart's own column out", () => {
    expect(cellsUnder(cells, { region: ["SK"] }, "region")).toEqual(cells);
    expect(cellsUnder(cells, { region: ["SK"], year: [2000] }, "year")).toEqual([cells[0]]);
  });
});

describe("filterFor", () => {
  it("drops the columns a category does not have", () => {
    expect(filterFor("Well_Log", { region: ["SK"], processingStage: ["PSTM"] })).toEqual({ region: ["SK"] });
  });
});

describe("filterLabel", () => {
  it("names regions and year ranges", () => {
    expect(filterLabel("Seismic_2D", "region", ["SK", "SB"])).toBe("Region: Sarawak, Sabah");
    expect(filterLabel("Seismic_2D", "year", { min: 1990 })).toBe("Year: 1990–…");
    expect(filterLabel("Seismic_2D", "processingStage", ["PSTM"])).toBe("Processing Stage: PSTM");
  });
});
