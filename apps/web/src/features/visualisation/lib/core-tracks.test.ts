import type { CoreSample } from "@strata/core";
import { describe, expect, it } from "vitest";
import { CORE_KH, CORE_POROSITY, coreTracks } from "./core-tracks.ts";

const sample = (depthM: number, porosity: number | null, kh: number | null): CoreSample => ({
  id: `S-${depthM}`,
  wellboreName: "TAPIS-1",
  sampleNumber: String(depthM),
  depthM,
  formation: "Tapis Sand",
  analysisType: "RCA",
  porosityFraction: porosity,
  permeabilityHorizontalMd: kh,
  permeabilityVerticalMd: null,
  grainDensityGPerCm3: null,
  waterSaturationFraction: null,
  oilSaturationFraction: null,
  gasSaturationFraction: null,
  lithology: null,
});

describe("core plugs as dot tracks beside the logs", () => {
  const samples = [
    sample(1210, 0.25, 120),
    sample(1200, 0.2, 0),
    sample(900, 0.1, 1),
    sample(1205, null, 30),
  ];

  it("places the plugs within a metre-indexed log, by depth, porosity in % and Kh only when positive", () => {
    const core = coreTracks(samples, { unit: "m", top: 1000, bottom: 1500 })!;
    expect(core.inRange).toBe(3);
    expect(core.points[CORE_POROSITY]).toEqual([
      [1200, 20],
      [1210, 25],
    ]);
    expect(core.points[CORE_KH]).toEqual([
      [1205, 30],
      [1210, 120],
    ]);
    expect(core.tracks.map((t) => [t.label, t.scale, t.plots[0]!.unit, t.plots[0]!.kind])).toEqual([
      ["Core porosity", "linear", "%", "dot"],
      ["Core permeability", "log", "mD", "dot"],
    ]);
  });

  it("converts the stored metres to feet for a log indexed in feet", () => {
    const core = coreTracks([sample(1000, 0.2, 10)], { unit: "FT", top: 3000, bottom: 3500 })!;
    expect(core.inRange).toBe(1);
    expect(core.points[CORE_POROSITY]![0]![0]).toBeCloseTo(3280.84, 2);
  });

  it("cannot place core on a log indexed by time", () => {
    expect(coreTracks(samples, { unit: "ms", top: 0, bottom: 3000 })).toBeNull();
  });
});
