import { describe, expect, it } from "vitest";
import { lasFile } from "../demo-catalog/sample-las.ts";
import { decodeLasLog, encodeLasLog } from "./columnar.ts";
import { parseLas } from "./parse.ts";

const text = `~VERSION INFORMATION
 VERS.   2.0 : CWLS LOG ASCII STANDARD - VERSION 2.0
 WRAP.   NO  : ONE LINE PER DEPTH STEP
~WELL INFORMATION
 STRT.M  1500.0 :
 STOP.M  1500.5 :
 STEP.M  0.25 :
 NULL.   -999.25 :
 WELL.   COLUMNAR-1 : WELL
~CURVE INFORMATION
 DEPT.M     : DEPTH
 GR  .GAPI  : GAMMA RAY
 RHOB.G/CC  : BULK DENSITY
~A
 1500.00  45.5  2.31
 1500.25  -999.25  2.35
 1500.50  60.25  -999.25
`;

describe("a LAS log stored columnar", () => {
  it("reads back what was parsed: header, depths, curves and their missing values", () => {
    for (const bytes of [
      Buffer.from(text, "latin1"),
      lasFile({
        well: "COLUMNAR-2",
        field: "FIELD",
        company: "Strata",
        uwi: "UWI-2",
        location: "Block PM1",
        date: "2020-01-01",
        unit: "m",
        top: 1500,
        bottom: 1800,
        datum: "KB",
      }),
    ]) {
      const parsed = parseLas(bytes);
      const stored = encodeLasLog(parsed);
      const read = decodeLasLog(stored);
      expect(read).toEqual(parsed);
      // Float32 columns and float64 depths, not text: smaller than the file for any real log.
      if (parsed.index.values.length > 100) expect(stored.length).toBeLessThan(bytes.length);
    }
    const read = decodeLasLog(encodeLasLog(parseLas(Buffer.from(text, "latin1"))));
    expect(Array.from(read?.curves[0].values ?? [])).toEqual([45.5, Number.NaN, 60.25]);
    expect(read?.well.find((item) => item.mnemonic === "WELL")?.value).toBe("COLUMNAR-1");
  });

  it("reads nothing from another version, a cut store or bytes that are not one", () => {
    const stored = encodeLasLog(parseLas(Buffer.from(text, "latin1")));
    const other = Buffer.from(stored);
    other.write('{"version":2', 4);
    expect(decodeLasLog(other)).toBeNull();
    expect(decodeLasLog(stored.subarray(0, stored.length - 4))).toBeNull();
    expect(decodeLasLog(Buffer.from("~VERSION"))).toBeNull();
    expect(decodeLasLog(Buffer.alloc(0))).toBeNull();
  });
});
