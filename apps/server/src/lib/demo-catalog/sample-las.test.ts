import { describe, expect, it } from "vitest";
import { parseLas } from "../las/parse.ts";
import { type LasInput, lasFile } from "./sample-las.ts";

const input: LasInput = {
  well: "TAPIS-1",
  field: "Tapis",
  company: "PETRONAS Carigali Sdn Bhd",
  uwi: "WLF-0000001",
  location: "Block PM326",
  date: "1985-12-02",
  unit: "m",
  top: 1500,
  bottom: 2600,
  datum: "KB",
};

describe("demo LAS files", () => {
  const log = parseLas(lasFile(input));
  const curve = (mnemonic: string) => log.curves.find((c) => c.mnemonic === mnemonic)!.values;

  it("log the wireline curves at 0.1524 m over the record's interval, the same bytes every time", () => {
    expect(log.curves.map((c) => `${c.mnemonic}:${c.family}`)).toEqual([
      "GR:gamma",
      "CALI:caliper",
      "RHOB:density",
      "NPHI:neutron",
      "PEF:pef",
      "ILD:resistivity",
      "ILM:resistivity",
      "DT:sonic",
      "SP:sp",
    ]);
    expect(log.index).toMatchObject({ unit: "m", step: 0.1524 });
    expect(log.index.values[0]).toBe(1500);
    expect(log.index.values.at(-1)).toBeGreaterThan(2599.8);
    expect(lasFile(input).equals(lasFile(input))).toBe(true);
  });

  it("show sands and shales, density–neutron crossover in gas and resistive hydrocarbon zones", () => {
    const [gr, rhob, nphi, ild] = ["GR", "RHOB", "NPHI", "ILD"].map(curve);
    const count = (test: (i: number) => boolean) => log.index.values.filter((_, i) => test(i)).length;
    expect(count((i) => gr[i] < 50)).toBeGreaterThan(100);
    expect(count((i) => gr[i] > 90)).toBeGreaterThan(100);
    // Density porosity (sandstone matrix) well above the neutron's: the gas crossover.
    expect(count((i) => (2.65 - rhob[i]) / 1.6 - nphi[i] > 0.06)).toBeGreaterThan(5);
    expect(count((i) => ild[i] > 20)).toBeGreaterThan(5);
    expect(count((i) => ild[i] < 3)).toBeGreaterThan(100);
    expect(curve("DT").slice(0, 3).every(Number.isNaN)).toBe(true);
  });

  it("let two runs of one wellbore log the same beds", () => {
    const other = parseLas(lasFile({ ...input, uwi: "WLF-0000002", top: 2000, bottom: 2400 }));
    const gr = curve("GR");
    const offset = Math.round((2000 - 1500) / 0.1524);
    const otherGr = other.curves[0].values;
    let difference = 0;
    for (let i = 0; i < otherGr.length; i++) difference += Math.abs(otherGr[i] - gr[i + offset]);
    expect(difference / otherGr.length).toBeLessThan(6);
  });

  it("stay under 1.5 MB over a long interval, in feet at 0.5 ft", () => {
    const long = lasFile({ ...input, top: 500, bottom: 5600 });
    expect(long.length).toBeLessThan(1.5e6);
    const feet = parseLas(lasFile({ ...input, unit: "ft", top: 5000, bottom: 6000 }));
    expect(feet.index).toMatchObject({ unit: "ft", step: 0.5 });
    expect(feet.curves.find((c) => c.mnemonic === "DT")?.unit).toBe("US/F");
  });
});
