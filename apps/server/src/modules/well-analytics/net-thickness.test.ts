import { describe, expect, it } from "vitest";
import { parseLas } from "../../lib/las/parse.ts";
import { netThickness } from "./net-thickness.ts";

const las = (unit: string, rows: [number, number][]) =>
  Buffer.from(
    [
      "~Version",
      " VERS.  2.0 : CWLS LOG ASCII STANDARD - VERSION 2.0",
      " WRAP.  NO  : ONE LINE PER DEPTH STEP",
      "~Well",
      ` STRT.${unit}  ${rows[0][0]} : START DEPTH`,
      ` STOP.${unit}  ${rows[rows.length - 1][0]} : STOP DEPTH`,
      ` STEP.${unit}  0 : STEP`,
      " NULL.   -999.25 : NULL VALUE",
      "~Curve",
      ` DEPT.${unit} : DEPTH`,
      " GR.GAPI : GAMMA RAY",
      "~A",
      ...rows.map(([d, gr]) => `${d} ${gr}`),
      "",
    ].join("\n"),
    "latin1",
  );

describe("netThickness", () => {
  it("converts a log in feet to metres and weighs irregular steps by half the distance to each neighbour", () => {
    const log = parseLas(
      las("FT", [
        [1000, 30],
        [1010, 30],
        [1030, 120],
        [1040, 30],
      ]),
    );
    const gr = log.curves.find((c) => c.mnemonic === "GR")!;
    const result = netThickness(log, gr, 75)!;
    // Sample thickness (ft): 5, 15, 15, 5 → gross 40 ft, net 25 ft.
    expect(result.grossM).toBeCloseTo(40 * 0.3048, 9);
    expect(result.netM).toBeCloseTo(25 * 0.3048, 9);
    expect(result.topM).toBeCloseTo(1000 * 0.3048, 9);
    expect(result.bottomM).toBeCloseTo(1040 * 0.3048, 9);
  });

  it("has no interval when GR has no value", () => {
    const log = parseLas(
      las("M", [
        [1000, -999.25],
        [1001, -999.25],
      ]),
    );
    expect(netThickness(log, log.curves[0], 75)).toBeNull();
  });
});
