import { describe, expect, it } from "vitest";
import {
  initialMetadataAdminState,
  type MetadataAdminState,
  metadataAdminReducer,
} from "./metadata-admin-state.ts";
import { diffRecord } from "./record-diff.ts";
import {
  exportBody,
  exportFileName,
  fileNameFromDisposition,
  listBody,
  selectionAfterChange,
} from "./requests.ts";

function searched(): MetadataAdminState {
  return [
    { type: "searchTermChanged", searchTerm: "pucung" },
    { type: "filterChanged", column: "basic", values: ["True"] },
    { type: "searchApplied" },
    { type: "searchTermChanged", searchTerm: "typed but not applied" },
    { type: "pageChanged", page: 2, size: 10 },
    { type: "listingChanged", loading: false, total: 1234 },
  ].reduce(
    (state, action) => metadataAdminReducer(state, action as Parameters<typeof metadataAdminReducer>[1]),
    initialMetadataAdminState(),
  );
}

describe("the listing body", () => {
  it("sends the applied term and filter, the page and the unlinked switch", () => {
    expect(listBody(searched())).toEqual({
      ingestType: "Seismic_2D",
      pageNumber: 2,
      pageSize: 10,
      searchTerm: "pucung",
      searchFilter: { basic: ["True"] },
      IsShowOnlyUnlinkedMetadata: false,
    });
  });

  it("leaves out an empty term and filter", () => {
    const body = listBody(initialMetadataAdminState("Well_Log"));
    expect(body.searchTerm).toBeUndefined();
    expect(body.searchFilter).toBeUndefined();
    expect(body).toMatchObject({ ingestType: "Well_Log", pageNumber: 1, pageSize: 10 });
  });
});

describe("the export body", () => {
  it("exporting all asks for page 1 sized to the total, under the same search", () => {
    const state = metadataAdminReducer(searched(), { type: "exportOpened" });
    expect(exportBody(state, "csv")).toEqual({
      ingestType: "Seismic_2D",
      pageNumber: 1,
      pageSize: 1234,
      searchTerm: "pucung",
      searchFilter: { basic: ["True"] },
      IsShowOnlyUnlinkedMetadata: false,
      format: "csv",
    });
  });

  it("exporting the selection sends its ids", () => {
    let state = metadataAdminReducer(searched(), { type: "rowsSelected", ids: ["a", "b"] });
    state = metadataAdminReducer(state, { type: "exportOpened" });
    expect(exportBody(state, "xlsx")).toMatchObject({
      pageNumber: 1,
      pageSize: 2,
      ids: ["a", "b"],
      format: "xlsx",
    });
  });
});

describe("export file names (section 9)", () => {
  it("names the CSV as the spec does and the workbook alike", () => {
    expect(exportFileName("Seismic_2D", "csv")).toBe("Seismic2DMetadata.csv");
    expect(exportFileName("Well_Log", "csv")).toBe("WellLog.csv");
    expect(exportFileName("Non_Seismic", "xlsx")).toBe("NonSeismicMetadata.xlsx");
  });

  it("reads the name of a Content-Disposition header", () => {
    expect(fileNameFromDisposition('attachment; filename="TechnicalReport.csv"')).toBe("TechnicalReport.csv");
    expect(fileNameFromDisposition("attachment; filename=WellLog.xlsx")).toBe("WellLog.xlsx");
    expect(fileNameFromDisposition("attachment; filename*=UTF-8''Seismic3DMetadata.csv")).toBe(
      "Seismic3DMetadata.csv",
    );
    expect(fileNameFromDisposition(null)).toBeNull();
    expect(fileNameFromDisposition("attachment")).toBeNull();
  });
});

describe("row selection across pages", () => {
  it("keeps rows of other pages when this page's selection changes", () => {
    const include = { type: "include" as const, ids: new Set(["p1-a", "p2-a"]) };
    expect(selectionAfterChange(["p1-a", "p1-b"], ["p2-a", "p2-b"], include)).toEqual(["p1-a", "p2-a"]);
  });

  it("reads an exclude model as every row of this page but the excluded", () => {
    const exclude = { type: "exclude" as const, ids: new Set(["p2-b"]) };
    expect(selectionAfterChange(["p1-a"], ["p2-a", "p2-b", "p2-c"], exclude)).toEqual([
      "p1-a",
      "p2-a",
      "p2-c",
    ]);
  });
});

describe("a history entry's changes", () => {
  it("lists the changed keys in column order, then the rest", () => {
    expect(
      diffRecord(
        { lineName: "A", length: 10, basic: true, extra: 1 },
        { lineName: "B", length: 10, basic: false, zeta: 2, extra: 1 },
        ["basic", "lineName"],
      ),
    ).toEqual([
      { key: "basic", before: true, after: false },
      { key: "lineName", before: "A", after: "B" },
      { key: "zeta", before: null, after: 2 },
    ]);
  });

  it("counts every value of a creation as changed, and treats missing and null alike", () => {
    expect(diffRecord(null, { a: 1 })).toEqual([{ key: "a", before: null, after: 1 }]);
    expect(diffRecord({ a: null }, {})).toEqual([]);
  });
});
