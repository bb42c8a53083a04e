import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoSampleFiles, sampleFilesOf } from "./files.ts";
import { CatalogGenerator, DEMO_COUNTS } from "./generate.ts";
import { segyFile } from "./sample-files.ts";
import { gridPositions, quantize, seedOf, seismicLine, seismicVolume } from "./sample-seismic.ts";

const SAMPLES = 201;
const common = {
  client: "PETRONAS Carigali Sdn Bhd",
  company: "CGG",
  survey: "Demo survey",
  usi: "DEMO-1",
  crs: "Kertau 1968 / Peninsular RSO",
  year: 1999,
  samples: SAMPLES,
};

/** The RMS of a trace window. */
const rms = (a: ArrayLike<number>, from: number, to: number) => {
  let sum = 0;
  for (let i = from; i < to; i++) sum += a[i] * a[i];
  return Math.sqrt(sum / (to - from));
};

describe("synthetic seismic", () => {
  it("is the same for the same seed and differs between seeds", () => {
    const a = seismicLine(seedOf("S2D-0000001"), 40, { samples: SAMPLES });
    expect(seismicLine(seedOf("S2D-0000001"), 40, { samples: SAMPLES })).toEqual(a);
    expect(seismicLine(seedOf("S2D-0000002"), 40, { samples: SAMPLES })).not.toEqual(a);
  });

  it("holds reflectors well above the noise, laterally continuous away from the fault", () => {
    const traces = 100;
    const line = seismicLine(seedOf("S2D-0000007"), traces, { samples: SAMPLES });
    expect(line.every(Number.isFinite)).toBe(true);
    const trace = (i: number) => line.subarray(i * SAMPLES, (i + 1) * SAMPLES);
    expect(rms(trace(5), 0, SAMPLES)).toBeGreaterThan(0.02);
    // Neighbouring traces look alike (dips are gentle); distant traces across the fault less so.
    const corr = (a: Float32Array, b: Float32Array) => {
      let ab = 0;
      let aa = 0;
      let bb = 0;
      for (let s = 0; s < SAMPLES; s++) {
        ab += a[s] * b[s];
        aa += a[s] * a[s];
        bb += b[s] * b[s];
      }
      return ab / Math.sqrt(aa * bb);
    };
    expect(corr(trace(10), trace(11))).toBeGreaterThan(0.8);
    expect(corr(trace(5), trace(95))).toBeLessThan(corr(trace(10), trace(11)));
  });

  it("generates a 200 × 200 × 200 volume with one value per sample, none of them NaN", () => {
    // Its speed (0.17–0.25 s) is a figure for bench/, not a timed test.
    const volume = seismicVolume(seedOf("S3D-0000001"), 200, 200, { samples: 200 });
    expect(volume.length).toBe(200 * 200 * 200);
    expect(volume.every(Number.isFinite)).toBe(true);
  });

  it("quantizes to 16 and 8 bits within the types' ranges", () => {
    const data = seismicLine(1, 20, { samples: SAMPLES });
    const q16 = quantize(data, 16);
    const q8 = quantize(data, 8);
    expect(q16).toBeInstanceOf(Int16Array);
    expect(q8).toBeInstanceOf(Int8Array);
    expect(Math.max(...q16.map(Math.abs))).toBe(32767);
    expect(Math.max(...q8.map(Math.abs))).toBe(127);
  });
});

describe("the demo's SEG-Y files", () => {
  const generator = new CatalogGenerator(DEMO_COUNTS);
  // Sizes only: the bytes are made when read.
  const files = demoSampleFiles(generator).filter((f) => f.format === "SEG-Y");

  it("are the first 300 2D lines and the bid showcase's of at most 250 kB, two real 3D volumes and small others, under 110 MB in all", () => {
    const lines = files.filter((f) => f.sdcType === "Seismic_2D");
    const volumes = files.filter((f) => f.sdcType === "Seismic_3D");
    // The bid showcase (files.ts) adds a line for each block on offer that lacks one: a few dozen.
    expect(lines.length).toBeGreaterThan(300);
    expect(lines.length).toBeLessThanOrEqual(340);
    expect(lines.slice(0, 300).map((f) => f.recordId)).toEqual(
      Array.from({ length: 300 }, (_, i) => String(generator.record("Seismic_2D", i).seismic2DInfoID)),
    );
    expect(Math.max(...lines.map((f) => f.size))).toBeLessThanOrEqual(250_000);
    expect(volumes.map((f) => f.size).slice(0, 3)).toEqual([
      3600 + 200 * 200 * (240 + 251),
      3600 + 120 * 160 * (240 + 251),
      3600 + 10 * 12 * (240 + 2 * 201),
    ]);
    // ~102 MB: 70 MB of lines and 31 MB of volumes (the two real ones and the showcase's small ones).
    expect(files.reduce((a, f) => a + f.size, 0)).toBeLessThanOrEqual(110_000_000);
  });

  it("make the bytes their size says", () => {
    for (const f of [
      ...sampleFilesOf("Seismic_2D", generator.record("Seismic_2D", 0)),
      ...sampleFilesOf("Seismic_3D", generator.record("Seismic_3D", 2)),
    ]) {
      expect(f.bytes.length).toBe(f.size);
    }
  });
});

const PYTHON = "/usr/bin/python3";
const hasSegyio = (() => {
  if (!existsSync(PYTHON)) return false;
  try {
    execFileSync(PYTHON, ["-c", "import segyio"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
})();

/** What segyio reads of a file: geometry, format and all samples as a flat list. */
const READ = `
import json, sys, segyio
path, structured = sys.argv[1], sys.argv[2] == "1"
with segyio.open(path, ignore_geometry=not structured) as f:
    out = {
        "format": int(f.format),
        "samples": len(f.samples),
        "interval": int(f.bin[segyio.BinField.Interval]),
        "tracecount": f.tracecount,
        "ilines": [int(x) for x in f.ilines] if structured else None,
        "xlines": [int(x) for x in f.xlines] if structured else None,
        "sorting": int(f.sorting) if structured else None,
        "cdp": [int(f.header[i][segyio.TraceField.CDP]) for i in range(f.tracecount)],
        "shotpoint": [int(f.header[i][segyio.TraceField.ShotPoint]) for i in range(f.tracecount)],
        "energy": [int(f.header[i][segyio.TraceField.EnergySourcePoint]) for i in range(f.tracecount)],
        "scalar": int(f.header[0][segyio.TraceField.SourceGroupScalar]),
        "cdpx": int(f.header[0][segyio.TraceField.CDP_X]),
        "data": [float(v) for v in segyio.tools.collect(f.trace[:]).ravel()],
    }
print(json.dumps(out))
`;

describe.skipIf(!hasSegyio)("synthetic SEG-Y read by segyio", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), "strata-segy-"));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });
  const read = (file: string, structured: boolean) =>
    JSON.parse(
      execFileSync(PYTHON, ["-c", READ, file, structured ? "1" : "0"], {
        encoding: "utf8",
        maxBuffer: 64 << 20,
      }),
    );

  it("reads a 2D line in 16-bit integers: CDP and shotpoint increasing, samples exact", async () => {
    const traces = 30;
    const data = quantize(seismicLine(seedOf("line"), traces, { samples: SAMPLES }), 16);
    const file = path.join(dir, "line.sgy");
    await writeFile(
      file,
      segyFile({
        ...common,
        line: "L-1",
        positions: Array.from({ length: traces }, (_, i) => ({
          lon: 104 + i * 0.001,
          lat: 5.5,
          shotpoint: 1001 + i * 10,
        })),
        data,
      }),
    );
    const f = read(file, false);
    expect(f).toMatchObject({
      format: 3,
      samples: SAMPLES,
      interval: 4000,
      tracecount: traces,
      scalar: -100,
    });
    expect(f.cdp).toEqual(Array.from({ length: traces }, (_, i) => i + 1));
    expect(f.shotpoint).toEqual(Array.from({ length: traces }, (_, i) => 1001 + i * 10));
    expect(f.energy).toEqual(f.shotpoint);
    expect(f.cdpx).toBe(Math.round(104 * 3600 * 100));
    expect(f.data).toEqual([...data]);
  });

  it("reads a 3D volume in 8-bit integers with its inline/crossline geometry, samples exact", async () => {
    const [inlines, crosslines] = [6, 9];
    const data = quantize(seismicVolume(seedOf("volume"), inlines, crosslines, { samples: SAMPLES }), 8);
    const positions = gridPositions(
      [
        [104, 5],
        [104.1, 5],
        [104.1, 5.1],
        [104, 5.1],
      ],
      { inlines, crosslines, firstInline: 1000, firstCrossline: 2000, binI: 25, binJ: 12.5 },
    );
    const file = path.join(dir, "volume.sgy");
    await writeFile(file, segyFile({ ...common, line: "INLINES", positions, data }));
    const f = read(file, true);
    expect(f).toMatchObject({ format: 8, samples: SAMPLES, tracecount: inlines * crosslines });
    expect(f.ilines).toEqual(Array.from({ length: inlines }, (_, i) => 1000 + i));
    expect(f.xlines).toEqual(Array.from({ length: crosslines }, (_, j) => 2000 + j));
    expect(f.sorting).toBe(2); // segyio.TraceSortingFormat.INLINE_SORTING
    expect(f.cdp).toEqual(Array.from({ length: inlines * crosslines }, (_, i) => i + 1));
    expect(f.data).toEqual([...data]);
  });

  it("reads a small demo volume with the record's first inline and crossline", async () => {
    const record = new CatalogGenerator(DEMO_COUNTS).record("Seismic_3D", 2);
    const [demo] = sampleFilesOf("Seismic_3D", record);
    const file = path.join(dir, "demo.sgy");
    await writeFile(file, demo.bytes);
    const f = read(file, true);
    expect(f).toMatchObject({ format: 3, samples: 201, tracecount: 120 });
    expect(f.ilines).toEqual(Array.from({ length: 10 }, (_, i) => Number(record.firstILine) + i));
    expect(f.xlines).toEqual(Array.from({ length: 12 }, (_, j) => Number(record.firstJLine) + j));
  });

  it("reads a float line (format 5) as written", async () => {
    const traces = 5;
    const data = seismicLine(seedOf("float"), traces, { samples: SAMPLES });
    const file = path.join(dir, "float.sgy");
    await writeFile(
      file,
      segyFile({
        ...common,
        line: "F-1",
        positions: Array.from({ length: traces }, (_, i) => ({ lon: 104, lat: 5, shotpoint: i + 1 })),
        data,
      }),
    );
    const f = read(file, false);
    expect(f.format).toBe(5);
    expect(f.data).toEqual([...data]);
  });
});
