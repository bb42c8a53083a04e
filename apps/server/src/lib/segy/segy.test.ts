import { copyFile, mkdtemp, readFile, rm, truncate, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { segyFile } from "../demo-catalog/sample-files.ts";
import { AppError } from "../errors.ts";
import { BINARY_WORDS, readWord } from "./binary-header.ts";
import { readGeometry } from "./geometry.ts";
import { sectionPng } from "./png.ts";
import { SegyReader } from "./reader.ts";
import { ibmToNumber, SampleDecoder } from "./samples.ts";
import { readSection } from "./section.ts";
import { fileRangeReader, type OracleFixture, type OracleReading, writeWithSegyio } from "./test/oracle.ts";
import { readTextualHeader } from "./textual.ts";
import { TRACE_WORDS, traceWord } from "./trace-header.ts";

const FORMATS = [1, 2, 3, 5, 8] as const;
const ENDIANS = ["big", "little"] as const;
const ILINES = [10, 11, 12];
const XLINES = [100, 102, 104, 106];

const fixtures: OracleFixture[] = [
  ...FORMATS.flatMap((format) =>
    ENDIANS.map((endian) => ({
      name: `cube-${format}-${endian}`,
      format,
      endian,
      ilines: ILINES,
      xlines: XLINES,
      samples: 8,
      interval: 2000,
    })),
  ),
  {
    name: "line-2d",
    format: 1,
    endian: "big",
    ilines: [1],
    xlines: Array.from({ length: 24 }, (_, i) => i + 1),
    samples: 16,
    interval: 4000,
    delay: 100,
    textual: "C 1 CLIENT STRATA SURVEY TEST LINE 7",
  },
  {
    name: "cube-by-crossline",
    format: 5,
    endian: "little",
    ilines: ILINES,
    xlines: XLINES,
    samples: 8,
    interval: 2000,
    order: "crossline",
    textual: "ascii",
  },
];

let dir: string;
let oracle: Record<string, OracleReading>;
const closers: (() => Promise<void>)[] = [];

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "segy-"));
  oracle = writeWithSegyio(dir, fixtures);
});

afterAll(async () => {
  await Promise.all(closers.map((close) => close()));
  await rm(dir, { recursive: true, force: true });
});

async function openFile(file: string) {
  const { read, size, close } = await fileRangeReader(file);
  closers.push(close);
  return SegyReader.open(read, size);
}

const expectClose = (ours: ArrayLike<number>, theirs: number[], format: number) => {
  expect(ours.length).toBe(theirs.length);
  for (let i = 0; i < theirs.length; i++) {
    if (format === 1) expect(Math.abs(ours[i] - theirs[i])).toBeLessThanOrEqual(Math.abs(theirs[i]) * 1e-6);
    else expect(ours[i]).toBe(theirs[i]);
  }
};

describe("reading SEG-Y as segyio does", () => {
  it.each(fixtures.map((f) => [f.name, f] as const))(
    "%s: layout, headers and samples",
    async (name, fixture) => {
      const theirs = oracle[name];
      const reader = await openFile(theirs.path);
      const { layout, little } = reader;
      expect(layout).toMatchObject({
        format: fixture.format,
        byteOrder: fixture.endian,
        samples: fixture.samples,
        sampleIntervalUs: fixture.interval,
        traceCount: theirs.tracecount,
        timeStartMs: fixture.delay ?? 0,
      });
      for (const word of BINARY_WORDS) {
        const expected = theirs.bin[String(word.byte)];
        if (expected !== undefined && word.size !== 1)
          expect([word.name, readWord(reader.binary, word, little, 3201)]).toEqual([word.name, expected]);
      }
      const headers = await reader.traceHeaders(0, layout.traceCount);
      headers.forEach((header, i) => {
        for (const word of TRACE_WORDS) {
          const expected = theirs.headers[i][String(word.byte)];
          if (expected !== undefined)
            expect([i, word.name, traceWord(header, word, little)]).toEqual([i, word.name, expected]);
        }
      });
      for (let i = 0; i < layout.traceCount; i++)
        expectClose(await reader.traceSamples(i), theirs.traces[i], fixture.format);
      // A window inside a trace reads the same samples.
      expectClose(await reader.traceSamples(1, 2, 3), theirs.traces[1].slice(2, 5), fixture.format);
    },
  );

  it("reads the textual header in EBCDIC or in ASCII", async () => {
    const ebcdic = readTextualHeader((await openFile(oracle["line-2d"].path)).textual);
    expect(ebcdic.encoding).toBe("ebcdic");
    expect(ebcdic.cards).toHaveLength(40);
    expect(ebcdic.cards[0]).toBe("C 1 CLIENT STRATA SURVEY TEST LINE 7".padEnd(80));
    expect(ebcdic.cards.join("")).toBe(oracle["line-2d"].text.padEnd(3200).slice(0, 3200));
    const ascii = await openFile(oracle["cube-by-crossline"].path);
    expect(ascii.layout.textualEncoding).toBe("ascii");
    const cards = readTextualHeader(ascii.textual).cards;
    expect(cards[0]).toBe("C 1 ASCII CARD 1".padEnd(80));
    expect(cards[39]).toBe("C40 ASCII CARD 40".padEnd(80));
  });
});

describe("header variants", () => {
  it("decodes IBM floats", () => {
    expect(ibmToNumber(0x42640000)).toBe(100);
    expect(ibmToNumber(0xc276a000)).toBe(-118.625);
    expect(ibmToNumber(0x41100000)).toBe(1);
    expect(ibmToNumber(0x40800000)).toBe(0.5);
    expect(ibmToNumber(0)).toBe(0);
  });

  it("decodes IBM float traces as IEEE singles: exact in range, truncated subnormal below, infinite above", () => {
    // What segyio's ibm2ieee gives, from the definition: the exact value (a float64 holds every IBM
    // float), ±Infinity from 2^128, truncated to a multiple of 2^-149 below 2^-126.
    const expected = (word: number) => {
      const value = ibmToNumber(word);
      const sign = word & 0x80000000 ? -1 : 1;
      const magnitude = Math.abs(value);
      if (magnitude >= 2 ** 128) return sign * Number.POSITIVE_INFINITY;
      if (magnitude < 2 ** -126) return sign * Math.floor(magnitude / 2 ** -149) * 2 ** -149;
      return value;
    };
    // Every exponent with both signs and the edge fractions, so both the four-at-a-time path and
    // the word-by-word one (a group with a subnormal or an overflow, and a run's last words) are met.
    const words: number[] = [];
    for (let exponent = 0; exponent < 128; exponent++) {
      for (const fraction of [0, 1, 0x0fffff, 0x100000, 0x123456, 0x800000, 0xffffff]) {
        words.push((exponent << 24) | fraction, ((0x80 | exponent) << 24) | fraction);
      }
    }
    words.push(0x42640000, 0xc276a000, 0x41100000, 0x3b123456); // a run whose length is not a multiple of 4
    for (const little of [false, true]) {
      const bytes = Buffer.alloc(words.length * 4 + 3);
      for (const [i, word] of words.entries()) {
        if (little) bytes.writeUInt32LE(word >>> 0, 3 + i * 4);
        else bytes.writeUInt32BE(word >>> 0, 3 + i * 4);
      }
      const out = new Float32Array(words.length + 1);
      new SampleDecoder(1, little).decode(bytes, 3, words.length, out, 1);
      for (const [i, word] of words.entries()) {
        expect(Object.is(out[i + 1], expected(word)), `${word.toString(16)}: ${out[i + 1]}`).toBe(true);
      }
    }
    // Runs of seismic amplitudes (all in range, zeros among them) decode as the definition says.
    const run = Array.from({ length: 1001 }, (_, i) =>
      i % 7 === 0 ? 0 : ((i % 2 ? 0xc1 : 0x41) << 24) | ((i * 2654435761) & 0xffffff),
    );
    const bytes = Buffer.alloc(run.length * 4);
    for (const [i, word] of run.entries()) bytes.writeUInt32BE(word >>> 0, i * 4);
    const out = new Float32Array(run.length);
    new SampleDecoder(1, false).decode(bytes, 0, run.length, out);
    expect(Array.from(out)).toEqual(run.map(expected));
    expect(Object.is(out[0], 0)).toBe(true);
  });

  const variant = async (name: string, change: (bytes: Buffer) => Buffer) => {
    const file = path.join(dir, `${name}.sgy`);
    await writeFile(file, change(Buffer.from(await readFile(oracle["cube-2-little"].path))));
    return openFile(file);
  };

  it("reads rev 2's byte-order word and revision", async () => {
    const reader = await variant("rev2", (bytes) => {
      bytes.writeUInt32LE(0x01020304, 3296);
      bytes.set([2, 0], 3500);
      return bytes;
    });
    expect(reader.layout).toMatchObject({ revision: 2, byteOrder: "little", format: 2, traceCount: 12 });
  });

  it("skips extended textual headers (rev 1, bytes 3505–3506)", async () => {
    const reader = await variant("extended", (bytes) => {
      bytes.set([1, 0], 3500);
      bytes.writeInt16LE(1, 3504);
      return Buffer.concat([bytes.subarray(0, 3600), Buffer.alloc(3200, 0x40), bytes.subarray(3600)]);
    });
    expect(reader.layout).toMatchObject({ revision: 1, dataStart: 6800, traceCount: 12 });
    expectClose(await reader.traceSamples(11), oracle["cube-2-little"].traces[11], 2);
  });

  it("leaves NaN and infinite samples out of a section", async () => {
    const file = path.join(dir, "not-finite.sgy");
    const bytes = Buffer.from(await readFile(oracle["cube-5-big"].path));
    const traceBytes = 240 + 8 * 4;
    bytes.writeFloatBE(Number.NaN, 3600 + 4 * traceBytes + 240);
    bytes.writeFloatBE(Number.POSITIVE_INFINITY, 3600 + 4 * traceBytes + 244);
    await writeFile(file, bytes);
    const reader = await openFile(file);
    const section = await readSection(reader, await readGeometry(reader), {
      kind: "inline",
      index: 11,
      width: 9,
      height: 9,
    });
    expect(Number.isFinite(section.meta.clip)).toBe(true);
    expect(section.meta.clip).toBeGreaterThan(0);
    expect(section.bytes[0]).toBe(128);
    expect(section.bytes[4]).toBe(128);
  });
});

describe("geometry", () => {
  it("tells a 3D volume by its inline/crossline grid, in either sort order", async () => {
    for (const name of ["cube-5-big", "cube-by-crossline"]) {
      const geometry = await readGeometry(await openFile(oracle[name].path));
      expect(geometry).toMatchObject({
        kind: "3d",
        traceCount: 12,
        samples: 8,
        sampleIntervalUs: 2000,
        timeStartMs: 0,
        timeEndMs: 14,
        inline: { min: 10, max: 12, step: 1, byte: 189 },
        crossline: { min: 100, max: 106, step: 2, byte: 193 },
        cdp: null,
      });
      expect(geometry.index.gridOrder).toBe(name === "cube-by-crossline" ? "crossline" : "inline");
      // CDP X/Y scaled by bytes 71–72 (−10: divide by 10).
      expect(geometry.extent).toEqual({
        minX: (5_000_000 + 250 * 100 + 3 * 10) / 10,
        maxX: (5_000_000 + 250 * 106 + 3 * 12) / 10,
        minY: (60_000_000 + 120 * 10 - 106) / 10,
        maxY: (60_000_000 + 120 * 12 - 100) / 10,
      });
    }
  });

  it("cuts a large volume from a sample of its headers when its traces fill the grid", async () => {
    const theirs = oracle["cube-by-crossline"];
    const reader = await openFile(theirs.path);
    const sampled = await readGeometry(reader, 5);
    expect(sampled.index).toMatchObject({ complete: false, gridOrder: "crossline" });
    expect(sampled.index.traces).toEqual(Int32Array.from([0, 1, 2, 7, 11]));
    expect(sampled).toMatchObject({
      kind: "3d",
      inline: { min: 10, max: 12, step: 1 },
      crossline: { min: 100, max: 106, step: 2 },
    });
    const full = await readGeometry(reader);
    for (const [kind, index] of [
      ["inline", 11],
      ["crossline", 104],
    ] as const) {
      const fast = await readSection(reader, sampled, { kind, index, width: 10, height: 10, clip: 100 });
      const slow = await readSection(reader, full, { kind, index, width: 10, height: 10, clip: 100 });
      expect(fast).toEqual(slow);
    }
    // Traces out of grid order cannot be found from a sample: refused (422), not guessed.
    const shuffled = path.join(dir, "shuffled.sgy");
    const bytes = await readFile(theirs.path);
    const traceBytes = 240 + 8 * 4;
    const trace = (i: number) => bytes.subarray(3600 + i * traceBytes, 3600 + (i + 1) * traceBytes);
    await writeFile(
      shuffled,
      Buffer.concat([
        bytes.subarray(0, 3600),
        trace(1),
        trace(0),
        ...Array.from({ length: 10 }, (_, i) => trace(i + 2)),
      ]),
    );
    const shuffledReader = await openFile(shuffled);
    const irregular = await readGeometry(shuffledReader, 5);
    expect(irregular.index.gridOrder).toBeNull();
    await expect(
      readSection(shuffledReader, irregular, { kind: "inline", index: 11, width: 10, height: 10 }),
    ).rejects.toMatchObject({
      code: "MALFORMED_FILE",
    });
    // Read whole, the same file is cut by its headers.
    const whole = await readSection(shuffledReader, await readGeometry(shuffledReader), {
      kind: "inline",
      index: 11,
      width: 10,
      height: 10,
      clip: 100,
    });
    expect(whole.meta.x.values).toEqual(XLINES);
  });

  it("tells a 2D line, with its CDP and shotpoint ranges and start time", async () => {
    const geometry = await readGeometry(await openFile(oracle["line-2d"].path));
    expect(geometry).toMatchObject({
      kind: "2d",
      traceCount: 24,
      format: 1,
      byteOrder: "big",
      textualEncoding: "ebcdic",
      timeStartMs: 100,
      timeEndMs: 160,
      inline: null,
      crossline: null,
      cdp: { min: 1000, max: 1023 },
      shotpoint: { min: 200, max: 246 },
    });
  });
});

describe("sections", () => {
  /** The byte a sample becomes at a given clip. */
  const byteOf = (a: number, clip: number) =>
    Math.max(-127, Math.min(127, Math.round(a / (clip / 127)))) + 128;

  it("cuts an inline, a crossline and a time slice at full resolution, as segyio reads the traces", async () => {
    for (const name of ["cube-3-little", "cube-by-crossline"]) {
      const theirs = oracle[name];
      const reader = await openFile(theirs.path);
      const geometry = await readGeometry(reader);
      const traceOf = (il: number, xl: number) =>
        theirs.headers.findIndex((h) => h["189"] === il && h["193"] === xl);
      const clip = 1000;
      const inline = await readSection(reader, geometry, {
        kind: "inline",
        index: 11,
        width: 100,
        height: 100,
        clip,
      });
      expect(inline.meta).toMatchObject({
        width: 4,
        height: 8,
        decimated: false,
        x: { label: "Crossline", values: XLINES },
      });
      expect(inline.meta.y).toEqual({ label: "Two-way time (ms)", start: 0, step: 2 });
      for (let c = 0; c < 4; c++) {
        for (let s = 0; s < 8; s++) {
          expect(inline.bytes[s * 4 + c]).toBe(byteOf(theirs.traces[traceOf(11, XLINES[c])][s], clip));
        }
      }
      const crossline = await readSection(reader, geometry, {
        kind: "crossline",
        index: 104,
        timeFrom: 4,
        timeTo: 8,
        width: 100,
        height: 100,
        clip,
      });
      expect(crossline.meta).toMatchObject({ width: 3, height: 3, x: { label: "Inline", values: ILINES } });
      expect(crossline.meta.y.start).toBe(4);
      expect(crossline.bytes[2 * 3 + 1]).toBe(byteOf(theirs.traces[traceOf(11, 104)][4], clip));
      const slice = await readSection(reader, geometry, {
        kind: "timeslice",
        index: 6,
        from: 102,
        width: 100,
        height: 100,
        clip,
      });
      expect(slice.meta).toMatchObject({
        index: 6,
        width: 3,
        height: 3,
        x: { label: "Crossline", values: [102, 104, 106] },
      });
      expect(slice.meta.y).toEqual({ label: "Inline", start: 10, step: 1 });
      for (let r = 0; r < 3; r++) {
        for (let c = 0; c < 3; c++) {
          expect(slice.bytes[r * 3 + c]).toBe(
            byteOf(theirs.traces[traceOf(ILINES[r], XLINES[c + 1])][3], clip),
          );
        }
      }
    }
  });

  it("decimates a line to the size asked, each cell the sample of largest |amplitude| in its bucket", async () => {
    const theirs = oracle["line-2d"];
    const reader = await openFile(theirs.path);
    const geometry = await readGeometry(reader);
    const section = await readSection(reader, geometry, { kind: "line", width: 5, height: 4, clip: 5000 });
    expect(section.meta).toMatchObject({ width: 5, height: 4, decimated: true, index: null });
    expect(section.meta.y).toEqual({ label: "Two-way time (ms)", start: 100, step: 16 });
    expect(section.meta.x.values).toEqual([0, 5, 10, 15, 20]);
    expect(section.bytes).toHaveLength(20);
    for (let c = 0; c < 5; c++) {
      for (let r = 0; r < 4; r++) {
        let best = 0;
        for (let t = Math.ceil((c * 24) / 5); t < Math.ceil(((c + 1) * 24) / 5); t++) {
          for (let s = r * 4; s < r * 4 + 4; s++)
            if (Math.abs(theirs.traces[t][s]) > Math.abs(best)) best = theirs.traces[t][s];
        }
        expect(section.bytes[r * 5 + c]).toBe(byteOf(best, 5000));
      }
    }
    // Without a clip: the 99.5th percentile |a|, so a few cells reach the ends and none is 0.
    const auto = await readSection(reader, geometry, { kind: "line", width: 24, height: 16 });
    expect(auto.meta.clip).toBeGreaterThan(0);
    expect(Math.min(...auto.bytes)).toBeGreaterThanOrEqual(1);
    expect(Math.max(...auto.bytes)).toBeLessThanOrEqual(255);
  });

  it("reads a line longer than its read buffers hold at once as it reads a short one: each buffer read into again", async () => {
    // 5,000 traces of 2,000 IEEE samples: 40 MB, more than the eight 4 MB buffers a read of traces keeps.
    const [traces, samples, width, height] = [5000, 2000, 40, 25];
    const data = new Float32Array(traces * samples);
    for (let t = 0; t < traces; t++)
      for (let s = 0; s < samples; s++) data[t * samples + s] = ((t * 7919 + s * 104729) % 2001) - 1000;
    const file = path.join(dir, "long-line.sgy");
    const positions = Array.from({ length: traces }, (_, t) => ({
      lon: 104 + t * 1e-4,
      lat: 4,
      shotpoint: t + 1,
    }));
    await writeFile(
      file,
      segyFile({
        client: "C",
        company: "C",
        survey: "S",
        line: "L",
        usi: "U",
        crs: "4326",
        year: 2020,
        positions,
        samples,
        data,
      }),
    );
    const reader = await openFile(file);
    const geometry = await readGeometry(reader);
    expect(geometry.traceCount).toBe(traces);
    const section = await readSection(reader, geometry, { kind: "line", width, height, clip: 1000 });
    expect(section.meta).toMatchObject({ width, height, decimated: true });
    for (let c = 0; c < width; c++) {
      for (let r = 0; r < height; r++) {
        let best = 0;
        for (let t = Math.ceil((c * traces) / width); t < Math.ceil(((c + 1) * traces) / width); t++) {
          for (let s = Math.ceil((r * samples) / height); s < Math.ceil(((r + 1) * samples) / height); s++)
            if (Math.abs(data[t * samples + s]) > Math.abs(best)) best = data[t * samples + s];
        }
        expect(section.bytes[r * width + c]).toBe(byteOf(best, 1000));
      }
    }
  });

  it("decimates a time slice the same way: each cell the largest |amplitude| of its inlines × crosslines", async () => {
    const theirs = oracle["cube-5-big"];
    const reader = await openFile(theirs.path);
    const slice = await readSection(reader, await readGeometry(reader), {
      kind: "timeslice",
      index: 2,
      width: 2,
      height: 2,
      clip: 5000,
    });
    expect(slice.meta).toMatchObject({ width: 2, height: 2, decimated: true, x: { values: [100, 104] } });
    expect(slice.meta.y).toEqual({ label: "Inline", start: 10, step: 1.5 });
    // Rows: inlines [10, 11] and [12]; columns: crosslines [100, 102] and [104, 106]; sample 1 (2 ms).
    const rows = [[10, 11], [12]];
    const columns = [
      [100, 102],
      [104, 106],
    ];
    const cells = rows.flatMap((ils) => columns.map((xls) => [ils, xls]));
    cells.forEach(([ils, xls], cell) => {
      let best = 0;
      for (const il of ils) {
        for (const xl of xls) {
          const v = theirs.traces[theirs.headers.findIndex((h) => h["189"] === il && h["193"] === xl)][1];
          if (Math.abs(v) > Math.abs(best)) best = v;
        }
      }
      expect(slice.bytes[cell]).toBe(byteOf(best, 5000));
    });
  });

  it("refuses a line or time that is not in the file (400)", async () => {
    const reader = await openFile(oracle["cube-5-big"].path);
    const geometry = await readGeometry(reader);
    const refusal = (request: Parameters<typeof readSection>[2]) =>
      readSection(reader, geometry, request).then(
        () => null,
        (err: AppError) => [err.status, err.message],
      );
    expect(await refusal({ kind: "inline", index: 99, width: 10, height: 10 })).toEqual([
      400,
      "Inline 99 is not in this volume (inlines 10–12, step 1)",
    ]);
    expect((await refusal({ kind: "timeslice", index: 500, width: 10, height: 10 }))?.[0]).toBe(400);
    expect((await refusal({ kind: "line", timeFrom: 50, timeTo: 60, width: 10, height: 10 }))?.[0]).toBe(400);
  });

  it("draws a palette PNG, the watermark in it", async () => {
    const bytes = new Uint8Array(300 * 200).fill(128);
    const plain = sectionPng(bytes, 300, 200, { colormap: "seismic", gain: 2, watermark: null });
    const marked = sectionPng(bytes, 300, 200, { colormap: "seismic", gain: 2, watermark: "Acme Oil & Gas" });
    expect(plain.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(plain.readUInt32BE(16)).toBe(300);
    expect(plain.readUInt32BE(20)).toBe(200);
    expect(marked.equals(plain)).toBe(false);
  });
});

describe("malformed files (422, never a 500 or a hang)", () => {
  const refusal = async (bytes: Buffer) => {
    const file = path.join(dir, `broken-${Math.random()}.sgy`);
    await writeFile(file, bytes);
    return openFile(file).then(
      () => null,
      (err: AppError) => {
        expect(err).toBeInstanceOf(AppError);
        return [err.status, err.message];
      },
    );
  };

  it("refuses an empty, a truncated and a header-only file", async () => {
    const good = await readFile(oracle["cube-5-big"].path);
    expect(await refusal(Buffer.alloc(0))).toEqual([
      422,
      "Truncated SEG-Y: 0 bytes, shorter than the 3600-byte textual and binary header",
    ]);
    expect(await refusal(good.subarray(0, 3600))).toEqual([
      422,
      "This SEG-Y file holds no traces after its 3600-byte header",
    ]);
    const [status, message] = (await refusal(good.subarray(0, good.length - 10))) ?? [];
    expect(status).toBe(422);
    expect(message).toMatch(/^Truncated SEG-Y: .* is not a whole number of 272-byte traces/);
  });

  it("refuses an unknown format code and zero samples", async () => {
    const good = await readFile(oracle["cube-5-big"].path);
    const badFormat = Buffer.from(good);
    badFormat.writeInt16BE(99, 3224);
    expect((await refusal(badFormat))?.[1]).toMatch(
      /data format code 99 \(bytes 3225–3226\) is not one read here/,
    );
    const ibmFloat64 = Buffer.from(good);
    ibmFloat64.writeInt16BE(6, 3224);
    expect((await refusal(ibmFloat64))?.[0]).toBe(422);
    const noSamples = Buffer.from(good);
    noSamples.writeUInt16BE(0, 3220);
    noSamples.writeUInt16BE(0, 3600 + 114);
    expect(await refusal(noSamples)).toEqual([
      422,
      "SEG-Y binary header: the number of samples per trace is 0",
    ]);
  });

  it("refuses a file that ends inside a read", async () => {
    const file = path.join(dir, "shrinks.sgy");
    await copyFile(oracle["cube-5-big"].path, file);
    const reader = await openFile(file);
    await truncate(file, 4000);
    await expect(reader.traceSamples(11)).rejects.toMatchObject({ code: "MALFORMED_FILE" });
  });
});
