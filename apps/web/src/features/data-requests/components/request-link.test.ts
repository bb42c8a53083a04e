import { describe, expect, it } from "vitest";
import { requestDataPath, requestSeedOf } from "./request-link.ts";

const AREA = {
  type: "Polygon" as const,
  coordinates: [
    [
      [104.25, 5.5],
      [105.125, 5.5],
      [105.125, 6.75],
      [104.25, 5.5],
    ] as [number, number][],
  ],
};

const seedOf = (path: string) => requestSeedOf(new URL(path, "http://strata.test").searchParams);

describe("Request this data links", () => {
  it("carry a record page's record, as before", () => {
    const path = requestDataPath({ records: [{ type: "Seismic_2D", id: "S2D-0000001" }] });
    expect(path).toBe("/data-requests?new=1&record=Seismic_2D%3AS2D-0000001");
    expect(seedOf(path)).toEqual({ records: [{ type: "Seismic_2D", id: "S2D-0000001" }], area: null });
  });

  it("carry a map selection's area and records, and read back the same", () => {
    const records = [
      { type: "Well_Log" as const, id: "WLF-1" },
      { type: "Seismic_3D" as const, id: "S3D-2" },
    ];
    expect(seedOf(requestDataPath({ records, area: AREA }))).toEqual({ records, area: AREA });
  });

  it("drop records of no category and an area that is not number pairs", () => {
    expect(seedOf("/data-requests?new=1&record=Nope:1&record=Well_Log:&area=1,2;x,3")).toEqual({
      records: [],
      area: null,
    });
  });

  it("keep an open ring as it came, for the form to say what is wrong with it", () => {
    expect(seedOf("/data-requests?area=1,2;3,4;5,7").area?.coordinates[0]).toEqual([
      [1, 2],
      [3, 4],
      [5, 7],
    ]);
  });
});
