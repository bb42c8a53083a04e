import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { segyFile } from "../demo-catalog/sample-files.ts";
import { seismicLine } from "../demo-catalog/sample-seismic.ts";
import { readGeometry } from "./geometry.ts";
import {
  buildPreviewCache,
  cacheRefusal,
  MAX_CACHE_LAYOUT_BYTES,
  openPreviewCache,
  readCachedSection,
  readCacheHeader,
} from "./preview-cache.ts";
import { type RangeReader, SegyReader } from "./reader.ts";
import { readSection, type SectionRequest } from "./section.ts";
import { type OracleFixture, type OracleReading, writeWithSegyio } from "./test/oracle.ts";

// Files written by segyio (the oracle), as the reader's own tests use them.
const ILINES = [10, 11, 12];
const XLINES = [100, 102, 104, 106];
const fixtures: OracleFixture[] = [
  {
    name: "by-inline",
    format: 3,
    endian: "little",
    ilines: ILINES,
    xlines: XLINES,
    samples: 8,
    interval: 2000,
  },
  {
    name: "by-crossline",
    format: 5,
    endian: "big",
    ilines: ILINES,
    xlines: XLINES,
    samples: 8,
    interval: 2000,
    order: "crossline",
  },
  {
    name: "line",
    format: 1,
    endian: "big",
    ilines: [1],
    xlines: Array.from({ length: 24 }, (_, i) => i + 1),
    samples: 16,
    interval: 4000,
    delay: 100,
  },
];

let dir: string;
let oracle: Record<string, OracleReading>;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "segy-cache-"));
  oracle = writeWithSegyio(dir, fixtures);
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const rangesOf =
  (bytes: Buffer): RangeReader =>
  async (start, length) =>
    bytes.subarray(start, start + length);

/** The cache built (in a temporary file), as bytes. */
async function built(reader: SegyReader, geometry: Awaited<ReturnType<typeof readGeometry>>) {
  const cache = await buildPreviewCache(reader, geometry, dir);
  try {
    return await readFile(cache.path);
  } finally {
    await cache.remove();
  }
}

async function fileAndCache(bytes: Buffer) {
  const reader = await SegyReader.open(rangesOf(bytes), bytes.length);
  const geometry = await readGeometry(reader, Number.POSITIVE_INFINITY);
  const cacheBytes = await built(reader, geometry);
  const header = await readCacheHeader(rangesOf(cacheBytes), cacheBytes.length);
  if (!header) throw new Error("the cache's header did not read back");
  return { reader, geometry, cache: openPreviewCache(header, rangesOf(cacheBytes), 64 << 10) };
}

/** The section from the file and from its cache, as amplitudes, with the largest difference allowed. */
async function bothWays(bytes: Buffer, request: SectionRequest) {
  const { reader, geometry, cache } = await fileAndCache(bytes);
  const fromFile = await readSection(reader, geometry, request);
  const fromCache = await readCachedSection(cache, request);
  const amplitudes = (s: typeof fromFile) => Array.from(s.bytes, (b) => (b - 128) * s.meta.scale);
  // Each side rounds once to its byte; the cache rounded once more, to its quantum.
  const tolerance = fromFile.meta.scale / 2 + fromCache.meta.scale / 2 + cache.header.quantum / 2 + 1e-9;
  return { fromFile, fromCache, file: amplitudes(fromFile), cached: amplitudes(fromCache), tolerance };
}

const expectWithin = (ours: number[], theirs: number[], tolerance: number) => {
  expect(ours.length).toBe(theirs.length);
  for (let i = 0; i < ours.length; i++) expect(Math.abs(ours[i] - theirs[i])).toBeLessThanOrEqual(tolerance);
};

describe("a SEG-Y file's preview cache", () => {
  it("cuts the same inlines, crosslines and time slices as the file, in either trace order", async () => {
    for (const name of ["by-inline", "by-crossline"]) {
      const bytes = await readFile(oracle[name].path);
      const requests: SectionRequest[] = [
        { kind: "inline", index: 11, width: 100, height: 100, clip: 1000 },
        { kind: "crossline", index: 104, timeFrom: 4, timeTo: 10, width: 100, height: 100, clip: 1000 },
        { kind: "timeslice", index: 6, from: 102, width: 100, height: 100, clip: 1000 },
        // The window's own clip (no clip asked): the 99.5th percentile of what it shows.
        { kind: "inline", index: 12, width: 2, height: 3 },
      ];
      for (const request of requests) {
        const { fromFile, fromCache, file, cached, tolerance } = await bothWays(bytes, request);
        expect(fromCache.meta.x, `${name} ${request.kind}`).toEqual(fromFile.meta.x);
        expect(fromCache.meta.y).toEqual(fromFile.meta.y);
        expect([fromCache.meta.width, fromCache.meta.height]).toEqual([
          fromFile.meta.width,
          fromFile.meta.height,
        ]);
        expectWithin(cached, file, tolerance);
      }
    }
  });

  it("cuts a 2D line of IBM floats the same, decimated or not, and keeps the file's geometry", async () => {
    const bytes = await readFile(oracle.line.path);
    for (const request of [
      { kind: "line", width: 100, height: 100 },
      { kind: "line", from: 3, to: 20, timeFrom: 120, width: 5, height: 4 },
    ] satisfies SectionRequest[]) {
      const { fromFile, fromCache, file, cached, tolerance } = await bothWays(bytes, request);
      expect(fromCache.meta.x).toEqual(fromFile.meta.x);
      expect(fromCache.meta.decimated).toBe(fromFile.meta.decimated);
      expectWithin(cached, file, tolerance);
    }
    const { geometry, cache } = await fileAndCache(bytes);
    const { index: _index, ...answer } = geometry;
    expect(cache.fileGeometry).toEqual(answer);
    expect(cache.byCrossline).toBeNull();
    expect(cache.bySample).toBeNull();
  });

  it("answers a long line's whole-screen views from its overview, and zoomed views from the traces", async () => {
    const traces = 4100; // an overview of ceil(4100 / 2048) = 3 traces a column
    const bytes = segyFile({
      client: "Strata",
      company: "Strata",
      survey: "LONG",
      line: "LONG-1",
      usi: "LONG-USI",
      crs: "GDM2000",
      year: 2020,
      positions: Array.from({ length: traces }, (_, i) => ({ lon: 104 + i / 1e4, lat: 5, shotpoint: i })),
      samples: 40,
      data: seismicLine(3, traces, { samples: 40 }),
    });
    const { reader, geometry, cache } = await fileAndCache(bytes);
    expect(cache.overview?.at).toMatchObject({ traces: 1367, samples: 40, traceStep: 3, sampleStep: 1 });
    const whole = { kind: "line", width: 100, height: 40, clip: 1e9 } satisfies SectionRequest;
    const fromOverview = await readCachedSection(cache, whole);
    const fromFile = await readSection(reader, geometry, whole);
    expect(fromOverview.meta).toMatchObject({ width: 100, height: 40, decimated: true });
    expect(fromOverview.meta.y).toEqual(fromFile.meta.y);
    // Columns named by the file's traces, each the first of an overview block.
    expect(fromOverview.meta.x.values.every((v) => v % 3 === 0 && v < traces)).toBe(true);
    expect(fromOverview.meta.x.values[0]).toBe(0);
    // The strongest amplitude survives any max-|a| thinning: the same in both, within the rounding.
    const largest = (s: typeof fromFile) =>
      Math.max(...Array.from(s.bytes, (b) => Math.abs(b - 128) * s.meta.scale));
    expect(Math.abs(largest(fromOverview) - largest(fromFile))).toBeLessThanOrEqual(
      fromFile.meta.scale + cache.header.quantum,
    );
    // Zoomed in to fewer traces a column than the overview holds: the traces themselves.
    const zoomed = await readCachedSection(cache, {
      kind: "line",
      from: 1000,
      to: 1299,
      width: 300,
      height: 40,
    });
    expect(zoomed.meta.x.values).toEqual(Array.from({ length: 300 }, (_, i) => 1000 + i));
    expect(zoomed.meta.decimated).toBe(false);
  });

  it("fills an irregular volume's grid (holes left blank), so it is cut by inline without its headers", async () => {
    // The cube without its second trace (inline 10, crossline 102), the first two swapped: no grid order.
    const bytes = await readFile(oracle["by-inline"].path);
    const traceBytes = 240 + 8 * 2;
    const trace = (i: number) => bytes.subarray(3600 + i * traceBytes, 3600 + (i + 1) * traceBytes);
    const irregular = Buffer.concat([
      bytes.subarray(0, 3600),
      trace(2),
      trace(0),
      ...ILINES.slice(1).flatMap((_, k) => XLINES.map((__, x) => trace(4 + k * 4 + x))),
    ]);
    const { geometry, cache } = await fileAndCache(irregular);
    expect(geometry.index.gridOrder).toBeNull();
    expect(cache.header.traces).toBe(12);
    const inline10 = await readSection(
      cache.byInline.reader,
      cache.byInline.geometry,
      { kind: "inline", index: 10, width: 10, height: 10, clip: 1000 },
      { quantum: cache.header.quantum, slices: cache.bySample },
    );
    expect(inline10.meta.x.values).toEqual(XLINES);
    // The missing traces (crosslines 102 and 106 of inline 10) are blank columns: every byte 128.
    for (const column of [1, 3]) {
      for (let s = 0; s < 8; s++) expect(inline10.bytes[s * 4 + column]).toBe(128);
    }
    const {
      file: fromFile,
      cached,
      tolerance,
    } = await bothWays(irregular, { kind: "inline", index: 11, width: 10, height: 10, clip: 1000 });
    expectWithin(cached, fromFile, tolerance);
  });

  it("refuses a file whose headers were not all read, or too large a grid", async () => {
    const bytes = await readFile(oracle["by-inline"].path);
    const reader = await SegyReader.open(rangesOf(bytes), bytes.length);
    expect(cacheRefusal(await readGeometry(reader, 5))).toBe("its trace headers were not all read");
    const whole = await readGeometry(reader, Number.POSITIVE_INFINITY);
    expect(cacheRefusal(whole)).toBeNull();
    expect(cacheRefusal({ ...whole, samples: MAX_CACHE_LAYOUT_BYTES })).toMatch(
      /more than the 4 GB a cache layout holds/,
    );
    await expect(buildPreviewCache(reader, await readGeometry(reader, 5), dir)).rejects.toMatchObject({
      code: "MALFORMED_FILE",
    });
  });

  it("reads no header of another version or a broken one (the cache is then rebuilt)", async () => {
    const { reader, geometry } = await fileAndCache(await readFile(oracle.line.path));
    const bytes = await built(reader, geometry);
    const length = bytes.readUInt32LE(0);
    const other = Buffer.from(bytes);
    other.write('{"version":2', 4);
    expect(await readCacheHeader(rangesOf(other), other.length)).toBeNull();
    expect(await readCacheHeader(rangesOf(bytes.subarray(0, length)), length)).toBeNull();
    expect(await readCacheHeader(rangesOf(bytes), bytes.length)).toMatchObject({
      version: 1,
      traces: 24,
      samples: 16,
    });
  });
});
