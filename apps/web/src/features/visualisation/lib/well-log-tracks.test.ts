import { describe, expect, it } from "vitest";
import type { WellLogCurve } from "../api/types.ts";
import { plotPoints, tracksFor } from "./well-log-tracks.ts";

const curve = (mnemonic: string, family: WellLogCurve["family"], min: number, max: number): WellLogCurve => ({
  mnemonic,
  unit: "",
  description: "",
  family,
  min,
  max,
});
const curves = [
  curve("GR", "gamma", 0, 150),
  curve("CALI", "caliper", 6, 16),
  curve("ILD", "resistivity", 0.5, 300),
  curve("RHOB", "density", 1.95, 2.95),
  curve("NPHI", "neutron", -0.05, 0.45),
  curve("DT", "sonic", 40, 140),
  curve("TEMP", "other", 20, 90),
];

describe("the default well-log tracks", () => {
  it("groups the shown curves by family: gamma and caliper, resistivity on a log scale, porosity, sonic", () => {
    const tracks = tracksFor(curves, new Set(["GR", "CALI", "ILD", "RHOB", "NPHI", "DT"]));
    expect(tracks.map((t) => [t.id, t.scale, t.plots.map((p) => p.mnemonic)])).toEqual([
      ["gr", "linear", ["GR", "CALI"]],
      ["res", "log", ["ILD"]],
      ["por", "linear", ["RHOB", "NPHI"]],
      ["dt", "linear", ["DT"]],
    ]);
  });

  it("reverses neutron and sonic, and spans resistivity over four decades", () => {
    const plots = tracksFor(curves, new Set(["ILD", "NPHI", "DT"])).flatMap((t) => t.plots);
    expect(Object.fromEntries(plots.map((p) => [p.mnemonic, p.domain]))).toEqual({
      ILD: [0.2, 2000],
      NPHI: [0.45, -0.05],
      DT: [140, 40],
    });
  });

  it("drops tracks left empty and opens an Other track for curves of no known family", () => {
    expect(tracksFor(curves, new Set(["TEMP"])).map((t) => t.id)).toEqual(["other"]);
    expect(tracksFor(curves, new Set())).toEqual([]);
  });
});

describe("the plotted points of a /data answer", () => {
  it("keeps both ends of a bucket, one point for a sample, and null gaps", () => {
    const data = {
      index: { mnemonic: "DEPT", unit: "m" },
      watermark: null,
      top: 1000,
      bottom: 1002,
      bucketed: true,
      depths: [1000, 1001, 1002],
      curves: [{ mnemonic: "GR", unit: "gAPI", min: [10, 30, null], max: [20, 30, null] }],
    };
    expect(plotPoints(data, "GR")).toEqual([
      [1000, 10],
      [1000, 20],
      [1001, 30],
      [1002, null],
    ]);
    expect(plotPoints(data, "RHOB")).toEqual([]);
  });
});
