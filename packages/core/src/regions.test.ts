import { describe, expect, it } from "vitest";
import { dataPath, encodePathSegment, regionCode } from "./regions.ts";

describe("regionCode", () => {
  it.each([
    ["Peninsular Malaysia", "PM"],
    ["Peninsular East", "PM"],
    ["Sabah", "SB"],
    ["Sarawak", "SK"],
  ])("maps %s to %s", (name, code) => {
    expect(regionCode(name)).toBe(code);
  });

  it.each(["Johor", "", "toString"])("throws on the unknown region %j", (name) => {
    expect(() => regionCode(name)).toThrow("Unknown region");
  });
});

describe("dataPath", () => {
  it("builds each category's path", () => {
    expect(dataPath({ type: "Seismic_2D", region: "Sabah", usi: "USI-1" })).toBe("Seismic 2D/SB/USI-1/SEG-Y");
    expect(dataPath({ type: "Seismic_2D", region: "SB", usi: "USI-1", rest: ["line.sgy"] })).toBe(
      "Seismic 2D/SB/USI-1/SEG-Y/line.sgy",
    );
    expect(dataPath({ type: "Seismic_3D", region: "Sarawak", usi: "USI-9", processingStage: "PSTM" })).toBe(
      "Seismic 3D/SK/USI-9/PSTM",
    );
    expect(
      dataPath({
        type: "Well_Log",
        region: "Peninsular East",
        wellbore: "Bunga-1",
        datasetGroup: "Composite",
        dataType: "LAS",
        fileName: "bunga.las",
      }),
    ).toBe("WELL LOGS/PM/Bunga-1/Composite/LAS/bunga.las");
    expect(dataPath({ type: "Technical_Report", region: "Peninsular Malaysia" })).toBe("Technical Report/PM");
    expect(dataPath({ type: "Non_Seismic", surveyType: "Gravity", region: "Sabah", unsi: "NS-4" })).toBe(
      "Non Seismic/Gravity/SB/NS-4",
    );
  });

  it("encodes slashes inside a segment and nothing else", () => {
    expect(
      dataPath({ type: "Seismic_3D", region: "SB", usi: "A/B", processingStage: "Pre Stack/Time" }),
    ).toBe("Seismic 3D/SB/A%2FB/Pre Stack%2FTime");
    expect(encodePathSegment("a b&c%/d")).toBe("a b&c%%2Fd");
  });

  it("refuses an empty segment or an unknown region", () => {
    expect(() => dataPath({ type: "Seismic_2D", region: "SB", usi: "" })).toThrow("empty");
    expect(() => dataPath({ type: "Technical_Report", region: "Mars" })).toThrow("Unknown region");
  });
});
