import { describe, expect, it } from "vitest";
import { curveFamily } from "./families.ts";
import { depthUnit, parseLas } from "./parse.ts";

const las = (text: string) => Buffer.from(text.replace(/^\n/, ""), "latin1");

/** The sample of the LAS 1.2 standard (CWLS), shortened. */
const LAS_12 = `
~VERSION INFORMATION
 VERS.                  1.2:   CWLS LOG ASCII STANDARD -VERSION 1.2
 WRAP.                  NO:   ONE LINE PER DEPTH STEP
~WELL INFORMATION BLOCK
#MNEM.UNIT       DATA TYPE    INFORMATION
#---------    -------------   ------------------------------
 STRT.M        1670.000000:
 STOP.M        1669.750000:
 STEP.M            -0.1250:
 NULL.           -999.2500:
 COMP.             COMPANY:   # ANY OIL COMPANY LTD.
 WELL.                WELL:   ANY ET AL OIL WELL #12
 FLD .               FIELD:   EDAM
~CURVE INFORMATION
#MNEM.UNIT      API CODE      CURVE DESCRIPTION
 DEPT.M                      :   1  DEPTH
 DT  .US/M               :   2  SONIC TRANSIT TIME
 RHOB.K/M3                   :   3  BULK DENSITY
 NPHI.V/V                    :   4   NEUTRON POROSITY
~PARAMETER INFORMATION
 BHT .DEGC   35.5000:   BOTTOM HOLE TEMPERATURE
~Other
     Note: The logging tools became stuck at 625 meters.
~A  DEPTH     DT       RHOB     NPHI
1670.000   123.450 2550.000    0.450
1669.875   123.450 2550.000    0.450
1669.750   -999.25 2550.000    0.450
`;

const LAS_20 = `
~VERSION INFORMATION
 VERS.                          2.0 :   CWLS LOG ASCII STANDARD -VERSION 2.0
 WRAP.                          NO  :   ONE LINE PER DEPTH STEP
~WELL INFORMATION
 STRT    .FT          1500.0000                :START DEPTH
 STOP    .FT          1501.5000                :STOP DEPTH
 STEP    .FT             0.5000                :STEP
 NULL    .            -999.25                  :NULL VALUE
 WELL    .            TAPIS-1                  :WELL
 DATE    .            13/12/1986 12:30         :LOG DATE
~CURVE INFORMATION
 DEPT    .FT                                   :DEPTH
 GR      .GAPI        45 310 01 00             :GAMMA RAY
 CALI    .IN                                   :CALIPER
 ILD     .OHMM                                 :DEEP RESISTIVITY
~A
 1500.0   50.1   8.5   2.1
 1500.5   55.2   8.6   -999.25
 1501.0   60.3   8.7   20.5
 1501.5   65.4   8.8   200
`;

const LAS_20_WRAPPED = `
~Version
VERS.   2.0 : CWLS log ASCII Standard -VERSION 2.0
WRAP.   YES : Multiple lines per depth step
~Well
STRT.M   910.0000 :
STOP.M   909.5000 :
STEP.M  -0.2500   :
NULL.   -999.2500 :
~Curve
DEPT.M : Depth
GR  .GAPI : Gamma
RHOB.G/C3 : Density
NPHI.V/V : Neutron
SP  .MV : Spontaneous potential
~A
910.000
 50.0 2.35
 0.21 -20.5
909.750
 51.0 -999.2500
 0.22 -21.5
909.500
 52.0 2.37
 0.23 -22.5
`;

const LAS_30 = `
~Version
VERS.   3.0 : CWLS LOG ASCII STANDARD - VERSION 3.0
WRAP.   NO  : SINGLE LINE PER DEPTH STEP
DLM .   COMMA : DELIMITING CHARACTER
~Well
STRT.m  1000.0 : First Index Value
STOP.m  1000.6 : Last Index Value
STEP.m  0      : Irregular
NULL.   -999.25 : NULL VALUE
WELL.   BARAM-2 : WELL
~Parameter
BHT .degC 35.5 : Bottom Hole Temperature {F}
~Log_Definition
DEPT.m     : Depth {F}
RHOB.g/cm3 : Bulk density {F}
TNPH.v/v   : Neutron porosity {F}
PEF .b/e   : Photoelectric factor {F}
~Log_Data | Log_Definition
1000.0, 2.31, 0.25, 3.1
1000.2, 2.32,     , 3.2
1000.6, -999.25, 0.27, 3.3
~Tops_Definition
TOPT.   : Top Name {S}
~Tops_Data | Tops_Definition
Formation A
`;

const values = (a: Float32Array | Float64Array) => [...a].map((v) => (Number.isNaN(v) ? null : v));

describe("parseLas", () => {
  it("reads LAS 1.2: the ~Well values after the colon, data logged upwards turned over, NULL as null", () => {
    const log = parseLas(las(LAS_12));
    expect(log.version).toBe("1.2");
    expect(log.wrapped).toBe(false);
    expect(log.well.find((i) => i.mnemonic === "WELL")?.value).toBe("ANY ET AL OIL WELL #12");
    expect(log.well.find((i) => i.mnemonic === "STRT")?.value).toBe("1670.000000");
    expect(log.index).toMatchObject({ mnemonic: "DEPT", unit: "m", step: 0.125 });
    expect(values(log.index.values)).toEqual([1669.75, 1669.875, 1670]);
    expect(log.curves.map((c) => [c.mnemonic, c.family])).toEqual([
      ["DT", "sonic"],
      ["RHOB", "density"],
      ["NPHI", "neutron"],
    ]);
    expect(values(log.curves[0].values)).toEqual([null, 123.44999694824219, 123.44999694824219]);
    expect(log.parameters[0]).toMatchObject({ mnemonic: "BHT", unit: "DEGC", value: "35.5000" });
    expect(log.other).toContain("stuck at 625 meters");
  });

  it("reads LAS 2.0 unwrapped in feet, with colons in a value and min/max per curve", () => {
    const log = parseLas(las(LAS_20));
    expect(log.version).toBe("2.0");
    expect(log.nullValue).toBe(-999.25);
    expect(log.index).toMatchObject({ mnemonic: "DEPT", unit: "ft", step: 0.5 });
    expect(log.well.find((i) => i.mnemonic === "DATE")?.value).toBe("13/12/1986 12:30");
    const ild = log.curves.find((c) => c.mnemonic === "ILD")!;
    expect(values(ild.values)).toEqual([2.0999999046325684, null, 20.5, 200]);
    expect(ild.min).toBeCloseTo(2.1, 5);
    expect(ild.max).toBe(200);
    expect(ild.family).toBe("resistivity");
    expect(log.curves.find((c) => c.mnemonic === "CALI")?.family).toBe("caliper");
  });

  it("reads LAS 2.0 wrapped: a depth step over several lines", () => {
    const log = parseLas(las(LAS_20_WRAPPED));
    expect(log.wrapped).toBe(true);
    expect(values(log.index.values)).toEqual([909.5, 909.75, 910]);
    expect(log.index.step).toBe(0.25);
    expect(log.curves.map((c) => c.mnemonic)).toEqual(["GR", "RHOB", "NPHI", "SP"]);
    expect(values(log.curves[1].values)).toEqual([2.369999885559082, null, 2.3499999046325684]);
    expect(values(log.curves[3].values)).toEqual([-22.5, -21.5, -20.5]);
    expect(log.curves[3].family).toBe("sp");
  });

  it("reads LAS 3.0: ~Log_Definition and ~Log_Data with commas, an empty value as null, irregular steps", () => {
    const log = parseLas(las(LAS_30));
    expect(log.version).toBe("3.0");
    expect(log.index).toMatchObject({ unit: "m", step: null });
    expect(values(log.index.values)).toEqual([1000, 1000.2, 1000.6]);
    expect(log.curves.map((c) => [c.mnemonic, c.description, c.family])).toEqual([
      ["RHOB", "Bulk density", "density"],
      ["TNPH", "Neutron porosity", "neutron"],
      ["PEF", "Photoelectric factor", "pef"],
    ]);
    expect(values(log.curves[1].values)).toEqual([0.25, null, 0.27000001072883606]);
    expect(values(log.curves[0].values)[2]).toBeNull();
    expect(log.parameters[0].description).toBe("Bottom Hole Temperature");
  });

  it("reads LAS 3.0 tab-delimited data, CRLF line ends and a byte order mark", () => {
    const text = `\ufeff${LAS_30.replace("COMMA", "TAB").replace(/, */g, "\t")}`.replace(/\n/g, "\r\n");
    const log = parseLas(Buffer.from(text.replace(/^\r\n/, ""), "utf8"));
    expect(values(log.curves[2].values)).toEqual([3.0999999046325684, 3.200000047683716, 3.299999952316284]);
    expect(values(log.curves[1].values)[1]).toBeNull();
  });

  it("renames repeated mnemonics and reads exponents", () => {
    const log = parseLas(las(LAS_20.replace("CALI    .IN ", "GR      .IN ").replace("8.5 ", "8.5e1 ")));
    expect(log.curves.map((c) => c.mnemonic)).toEqual(["GR", "GR:2", "ILD"]);
    expect(log.curves[1].values[0]).toBe(85);
  });

  describe("refuses a malformed file, naming the line", () => {
    const refusal = (text: string) => {
      try {
        parseLas(las(text));
      } catch (err) {
        expect((err as { code: string }).code).toBe("MALFORMED_FILE");
        return (err as Error).message;
      }
      throw new Error("parsed");
    };

    it("without a data section", () => {
      expect(refusal(LAS_20.split("~A")[0])).toBe("Line 16: the file ends without a data section (~A)");
    });
    it("with a value missing on a line", () => {
      expect(refusal(LAS_20.replace("1501.0   60.3   8.7   20.5", "1501.0   60.3   8.7"))).toBe(
        "Line 19: expected 4 values, found 3",
      );
    });
    it("with a value too many on a line", () => {
      expect(refusal(LAS_20.replace(" 1500.5   55.2 ", " 1500.5   55.2 1 "))).toBe(
        "Line 18: expected 4 values, found 5",
      );
    });
    it("with a value that is not a number", () => {
      expect(refusal(LAS_20.replace("60.3", "6O.3"))).toBe(
        'Line 19: "6O.3" is not a number (value 2 of 4 in its depth step)',
      );
    });
    it("without a ~Curve section", () => {
      const noCurves = LAS_20.replace(/~CURVE INFORMATION[\s\S]*?~A/, "~A");
      expect(refusal(noCurves)).toBe("Line 11: the data section comes before any ~Curve definition");
    });
    it("with a wrapped depth step cut short", () => {
      expect(refusal(LAS_20_WRAPPED.replace(" 0.23 -22.5\n", ""))).toBe(
        "Line 22: the last depth step (wrapped) has 3 of 5 values",
      );
    });
    it("with a wrapped section that packs several steps on one line", () => {
      const packed = `${LAS_20_WRAPPED.split("~A")[0]}~A\n${LAS_20_WRAPPED.split("~A\n")[1].replace(/\n/g, " ")}`;
      expect(refusal(packed)).toBe("Line 16: more depth steps than lines in a wrapped data section");
    });
    it("with a header line that is not MNEM.UNIT VALUE : DESCRIPTION", () => {
      expect(refusal(LAS_20.replace(":NULL VALUE", "NULL VALUE"))).toMatch(
        /^Line 8: expected "MNEMONIC\.UNIT/,
      );
    });
    it("with an index that goes back", () => {
      expect(refusal(LAS_20.replace(" 1501.0 ", " 1500.2 "))).toMatch(/^Line 19: the index 1500.2 goes back/);
    });
  });
});

describe("curveFamily", () => {
  it("groups curves by mnemonic, ignoring suffixes", () => {
    const families = [
      "SGR",
      "CGR",
      "HCAL",
      "ZDEN",
      "NPOR",
      "PE",
      "LLD",
      "RXO",
      "MSFL",
      "RESD",
      "DTS",
      "AC",
    ].map(curveFamily);
    expect(families).toEqual([
      "gamma",
      "gamma",
      "caliper",
      "density",
      "neutron",
      "pef",
      "resistivity",
      "resistivity",
      "resistivity",
      "resistivity",
      "sonic",
      "sonic",
    ]);
    expect(curveFamily("GR:2")).toBe("gamma");
    expect(curveFamily("rhob_1")).toBe("density");
    expect(curveFamily("TENS")).toBe("other");
  });
});

describe("depthUnit", () => {
  it("spells metres m and feet ft", () => {
    expect(["M", "m", "METERS", "metres", "F", "FT", "ft", "FEET", "S"].map(depthUnit)).toEqual([
      "m",
      "m",
      "m",
      "m",
      "ft",
      "ft",
      "ft",
      "ft",
      "S",
    ]);
  });
});
