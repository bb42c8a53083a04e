import type { SelectionGeometry } from "@strata/core";
import { describe, expect, it } from "vitest";
import type { DataExplorerCell } from "../api/get-data-explorer.ts";
import { cellsUnder, explorerQuery, filterFor, filterLabel, parseExplorerFilter } from "./explorer-filter.ts";

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

describe("explorerQuery (the explorer's address, and the map's after \"Show on the map\")", () => {
  const square: SelectionGeometry = {
    type: "Polygon",
    coordinates: [
      [
        [100, 1],
        [101, 1],
        [101, 2],
        [100, 2],
        [100, 1],
      ],
    ],
  };

  it("writes the category, the filter when there is one, and an area with its mode", () => {
    expect(explorerQuery("Seismic_2D", {}).toString()).toBe("type=Seismic_2D");
    const withFilter = explorerQuery("Well_Log", { region: ["SK"] });
    expect(parseExplorerFilter(withFilter.get("filter"), "Well_Log")).toEqual({ region: ["SK"] });
    const inside = explorerQuery("Seismic_3D", {}, { geometry: square, mode: "contains" });
    expect(JSON.parse(inside.get("area") ?? "null")).toEqual(square);
    expect(inside.get("areaMode")).toBe("contains");
    // Touching the area is the default: the address leaves it out.
    expect(explorerQuery("Seismic_3D", {}, { geometry: square, mode: "intersects" }).has("areaMode")).toBe(
      false,
    );
  });

  it("keeps only the category's filterable columns when reading a filter back", () => {
    expect(parseExplorerFilter('{"region":["SB"],"nope":["x"]}', "Seismic_2D")).toEqual({ region: ["SB"] });
    expect(parseExplorerFilter("{", "Seismic_2D")).toEqual({});
  });
});
