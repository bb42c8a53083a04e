/**
 * SEG-Y previews (issue 26) through the project's reader (apps/server/src/lib/segy), each figure
 * against a baseline timed round by round in the same run (the machine is shared: the ratio holds
 * where the milliseconds do not), with the load average at the start and the end.
 *
 *  1. Decode throughput per core (one thread) of SampleDecoder, formats 1 (IBM float), 5 (IEEE
 *     float) and 3 (int16): M samples/s decoding every trace of an in-memory buffer of traces
 *     (~100 MB for the 4-byte formats), against Buffer.copy of the same sample bytes into the same
 *     sized output (the memcpy floor). Target: ≥ 250 M samples/s per core.
 *  2. A 1200 × 800 section of a 2D line of 12,000 traces × 2,000 samples (format 5 and format 1,
 *     ~99 MB each), written once to a temp file, read as the preview service reads a file of disk
 *     storage (a RangeReader over FileHandle.read at positions):
 *       uncached        a fresh SegyReader + readGeometry + readSection every round (the OS page
 *                       cache stays warm: this is not a cold-disk figure). Target ≤ 300 ms.
 *       geometry cached the reader and geometry kept, readSection only: what the service's geometry
 *                       cache gives today. The ingest (brick) cache of issue 26 does not exist yet;
 *                       its target is p95 < 50 ms.
 *     Baseline: reading the whole file sequentially in READ_CHUNK_BYTES pieces with the same
 *     FileHandle.read calls (the page-cache floor for touching every byte once).
 *  3. A 3D volume of 400 × 400 traces × 500 samples, format 8 (int8, ~118 MB; format 5 would be
 *     ~330 MB): an inline, a crossline and a time slice, uncached and geometry cached, against the
 *     same sequential-read baseline.
 *
 *  4. From the preview cache made at ingest (lib/segy/preview-cache.ts): the 2D line of part 2
 *     (format 5) and a volume of 1000 × 1000 traces × 100 samples (format 8, ~340 MB; the issue's
 *     "time slice of a 1M-trace volume"): the cache's build time, then each section as the service
 *     answers it from the cache, against reading the bytes the largest answer needs.
 *     Targets: p95 < 50 ms for a 1200 × 800 view; a time slice < 20 ms.
 *
 *   npx tsx bench/segy-section.ts
 *
 * Knobs: BENCH_ROUNDS (default 15), BENCH_PARTS (default "1,2,3,4"), BENCH_TRACES / BENCH_SAMPLES
 * (2D line, default 12000 / 2000), BENCH_IL / BENCH_XL / BENCH_3D_SAMPLES (3D, default 400 / 400 / 500),
 * BENCH_CACHE_IL / BENCH_CACHE_XL / BENCH_CACHE_SAMPLES (part 4's volume, default 1000 / 1000 / 100),
 * BENCH_DIR (where the temp files go, default the OS temp dir; removed at the end).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { type FileHandle, open } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { readGeometry, type SegyGeometry } from "../apps/server/src/lib/segy/geometry.ts";
import {
  buildPreviewCache,
  openPreviewCache,
  readCachedSection,
} from "../apps/server/src/lib/segy/preview-cache.ts";
import { type RangeReader, READ_CHUNK_BYTES, SegyReader } from "../apps/server/src/lib/segy/reader.ts";
import { SampleDecoder, type SampleFormat } from "../apps/server/src/lib/segy/samples.ts";
import { readSection, type SectionRequest } from "../apps/server/src/lib/segy/section.ts";

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 15);
const PARTS = new Set((process.env.BENCH_PARTS ?? "1,2,3,4").split(",").map((p) => p.trim()));
const TRACES = Number(process.env.BENCH_TRACES ?? 12_000);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 2_000);
const N_IL = Number(process.env.BENCH_IL ?? 400);
const N_XL = Number(process.env.BENCH_XL ?? 400);
const SAMPLES_3D = Number(process.env.BENCH_3D_SAMPLES ?? 500);
const BYTES: Record<SampleFormat, number> = { 1: 4, 2: 4, 3: 2, 5: 4, 8: 1 };
const CACHE_IL = Number(process.env.BENCH_CACHE_IL ?? 1000);
const CACHE_XL = Number(process.env.BENCH_CACHE_XL ?? 1000);
const CACHE_SAMPLES = Number(process.env.BENCH_CACHE_SAMPLES ?? 100);
const DISTINCT_TRACES = 97;

const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(" ");

// ---- figures -------------------------------------------------------------------------------

interface Stats {
  best: number;
  median: number;
  p95: number;
}

function stats(times: number[]): Stats {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) =>
    sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
  return { best: sorted[0], median: at(0.5), p95: at(0.95) };
}

const ms = (s: Stats) =>
  `best ${s.best.toFixed(1)}  median ${s.median.toFixed(1)}  p95 ${s.p95.toFixed(1)} ms`;

/** A figure and its baseline in ms, with the ratio of medians (and of bests). */
function report(label: string, figure: number[], baseline: number[], baseLabel: string, target?: string) {
  const f = stats(figure);
  const b = stats(baseline);
  console.log(`  ${label.padEnd(34)} ${ms(f)}${target ? `   [target ${target}]` : ""}`);
  console.log(
    `  ${`  baseline: ${baseLabel}`.padEnd(34)} ${ms(b)}   ratio ×${(f.median / b.median).toFixed(2)} median, ×${(f.best / b.best).toFixed(2)} best`,
  );
}

// ---- a small SEG-Y writer (big-endian, rev 1) -------------------------------------------------

/** An IBM System/360 single-precision word for a number (rounded to nearest; 0 for 0). */
function ibmBits(value: number): number {
  if (value === 0 || !Number.isFinite(value)) return 0;
  const sign = value < 0 ? 0x80000000 : 0;
  const a = Math.abs(value);
  let exponent = Math.floor(Math.log2(a) / 4) + 65;
  let mantissa = Math.round((a / 16 ** (exponent - 64)) * 2 ** 24);
  if (mantissa >= 2 ** 24) {
    mantissa = Math.round(mantissa / 16);
    exponent++;
  } else if (mantissa < 2 ** 20) {
    mantissa *= 16;
    exponent--;
  }
  return (sign | (exponent << 24) | mantissa) >>> 0;
}

/** A synthetic reflectivity-like trace (a few wavelets and some noise), amplitudes around ±1000. */
function traceValues(seed: number, samples: number): Float64Array {
  const values = new Float64Array(samples);
  let s = seed * 2654435761;
  const rand = () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
  for (let i = 0; i < samples; i++) {
    const t = i / samples;
    values[i] =
      600 * Math.sin(40 * t + seed / 7) * Math.exp(-2 * t) + 300 * Math.sin(i / 3.1) + 100 * (rand() - 0.5);
  }
  return values;
}

/** The sample bytes (big-endian) of one trace in a format. */
function sampleBytes(values: Float64Array, format: SampleFormat): Buffer {
  const out = Buffer.alloc(values.length * BYTES[format]);
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    if (format === 1) out.writeUInt32BE(ibmBits(v), i * 4);
    else if (format === 5) out.writeFloatBE(v, i * 4);
    else if (format === 3) out.writeInt16BE(Math.max(-32768, Math.min(32767, Math.round(v * 10))), i * 2);
    else if (format === 8) out.writeInt8(Math.max(-128, Math.min(127, Math.round(v / 10))), i);
    else out.writeInt32BE(Math.round(v * 1000), i * 4);
  }
  return out;
}

const samplesOf = (format: SampleFormat, samples: number) =>
  Array.from({ length: DISTINCT_TRACES }, (_, k) => sampleBytes(traceValues(k + 1, samples), format));

/** The 3600-byte file header: an EBCDIC-blank textual header and the binary header words read here. */
function fileHeader(format: SampleFormat, samples: number, intervalUs: number): Buffer {
  const head = Buffer.alloc(3600, 0x40);
  const binary = head.subarray(3200).fill(0);
  binary.writeInt32BE(1, 0);
  binary.writeInt16BE(intervalUs, 16);
  binary.writeInt16BE(intervalUs, 18);
  binary.writeInt16BE(samples, 20);
  binary.writeInt16BE(samples, 22);
  binary.writeInt16BE(format, 24);
  binary.writeUInt16BE(0x0100, 300);
  binary.writeInt16BE(1, 302);
  return head;
}

interface TraceKeys {
  inline: number;
  crossline: number;
  cdp: number;
}

/** Writes a file of `count` traces (sample bytes cycled from a few distinct traces) in ~8 MB writes. */
async function writeSegy(
  file: string,
  format: SampleFormat,
  samples: number,
  count: number,
  keys: (trace: number) => TraceKeys,
): Promise<number> {
  const distinct = samplesOf(format, samples);
  const traceBytes = 240 + samples * BYTES[format];
  const perWrite = Math.max(1, Math.floor((8 << 20) / traceBytes));
  const handle = await open(file, "w");
  try {
    await handle.write(fileHeader(format, samples, 2000), 0, 3600, 0);
    let position = 3600;
    for (let first = 0; first < count; first += perWrite) {
      const n = Math.min(perWrite, count - first);
      const chunk = Buffer.alloc(n * traceBytes);
      for (let j = 0; j < n; j++) {
        const trace = first + j;
        const header = chunk.subarray(j * traceBytes, j * traceBytes + 240);
        const k = keys(trace);
        header.writeInt32BE(trace + 1, 0); // trace sequence in line
        header.writeInt32BE(trace + 1, 4); // trace sequence in file
        header.writeInt32BE(k.cdp, 20); // CDP
        header.writeInt16BE(1, 28); // trace id
        header.writeInt16BE(1, 70); // coordinate scalar
        header.writeInt32BE(500_000 + 25 * (k.crossline || trace), 180); // CDP X
        header.writeInt32BE(6_000_000 + 25 * k.inline, 184); // CDP Y
        header.writeInt32BE(k.inline, 188);
        header.writeInt32BE(k.crossline, 192);
        header.writeInt32BE(1000 + trace, 196); // shotpoint
        header.writeInt16BE(samples, 114);
        header.writeInt16BE(2000, 116);
        distinct[trace % DISTINCT_TRACES].copy(chunk, j * traceBytes + 240);
      }
      await handle.write(chunk, 0, chunk.length, position);
      position += chunk.length;
    }
    return position;
  } finally {
    await handle.close();
  }
}

// ---- reading as the preview service does ------------------------------------------------------

/** The service's RangeReader over disk storage: FileHandle.read at a position, into the buffer given. */
function rangeReader(handle: FileHandle): RangeReader {
  return async (start, length, into) => {
    const buffer = into && into.length >= length ? into : Buffer.allocUnsafe(length);
    const { bytesRead } = await handle.read(buffer, 0, length, start);
    return buffer.subarray(0, bytesRead);
  };
}

/** Baseline: the whole file read in order, READ_CHUNK_BYTES at a time into one buffer, with the same calls. */
async function readWhole(file: string, size: number): Promise<number> {
  const handle = await open(file, "r");
  try {
    const read = rangeReader(handle);
    const into = Buffer.allocUnsafe(READ_CHUNK_BYTES);
    let sum = 0;
    for (let at = 0; at < size; at += READ_CHUNK_BYTES) {
      const buffer = await read(at, Math.min(READ_CHUNK_BYTES, size - at), into);
      sum += buffer[buffer.length - 1];
    }
    return sum;
  } finally {
    await handle.close();
  }
}

/** Opened as the service opens a file (the disk storage's gap of 64 kB). */
async function openSegy(handle: FileHandle, size: number) {
  const reader = await SegyReader.open(rangeReader(handle), size, { gapBytes: 64 << 10 });
  const started = performance.now();
  const geometry = await readGeometry(reader);
  return { reader, geometry, geometryMs: performance.now() - started };
}

const now = () => performance.now();

/**
 * Rounds of: baseline (whole-file read), uncached (open + geometry + each request) and geometry
 * cached (each request on a reader and geometry kept open), the order rotated round by round.
 */
async function sectionRounds(
  title: string,
  file: string,
  size: number,
  requests: { label: string; request: SectionRequest }[],
  check: (geometry: SegyGeometry) => void,
) {
  const cachedHandle = await open(file, "r");
  const cached = await openSegy(cachedHandle, size);
  check(cached.geometry);
  // Warm-up: one of each (JIT, page cache).
  await readWhole(file, size);
  for (const { request } of requests) await readSection(cached.reader, cached.geometry, request);
  const baseline: number[] = [];
  const geometryTimes: number[] = [];
  const uncached = requests.map(() => [] as number[]);
  const hot = requests.map(() => [] as number[]);
  let shape = "";
  const steps = [
    async () => {
      const t = now();
      await readWhole(file, size);
      baseline.push(now() - t);
    },
    async () => {
      for (const [i, { request }] of requests.entries()) {
        const t = now();
        const handle = await open(file, "r");
        try {
          const { reader, geometry, geometryMs } = await openSegy(handle, size);
          if (i === 0) geometryTimes.push(geometryMs);
          await readSection(reader, geometry, request);
        } finally {
          await handle.close();
        }
        uncached[i].push(now() - t);
      }
    },
    async () => {
      const shapes: string[] = [];
      for (const [i, { request }] of requests.entries()) {
        const t = now();
        const section = await readSection(cached.reader, cached.geometry, request);
        hot[i].push(now() - t);
        if (section.bytes.every((b) => b === section.bytes[0]))
          throw new Error(`${requests[i].label}: a flat section`);
        shapes.push(`${section.meta.width}×${section.meta.height}`);
      }
      shape = shapes.join(", ");
    },
  ];
  for (let r = 0; r < ROUNDS; r++) {
    for (let k = 0; k < steps.length; k++) await steps[(r + k) % steps.length]();
  }
  await cachedHandle.close();
  console.log(`${title}; answers ${shape}; load average ${load()}`);
  const floor = "whole file, sequential";
  report("geometry scan alone (in uncached)", geometryTimes, baseline, floor);
  for (const [i, { label }] of requests.entries()) {
    report(`${label}: uncached`, uncached[i], baseline, floor, "≤ 300 ms");
    report(`${label}: geometry cached`, hot[i], baseline, floor, "p95 < 50 ms from the ingest cache");
  }
}

// ---- 4. from the preview cache ---------------------------------------------------------------

/**
 * Builds the file's preview cache once (timed: the ingest job's work) and writes it beside the
 * file, then rounds of each request as the service answers it from the cache (the cache file
 * opened, its header known, the layout read), against a baseline read in the same rounds: the
 * bytes the largest answer needs, read sequentially (the whole line's layout for a 2D line; one
 * time slice's row for a volume).
 */
async function cacheRounds(
  title: string,
  file: string,
  size: number,
  requests: { label: string; request: SectionRequest; target?: string }[],
) {
  const handle = await open(file, "r");
  const built = now();
  const reader = await SegyReader.open(rangeReader(handle), size, { gapBytes: 64 << 10 });
  const geometry = await readGeometry(reader, Number.POSITIVE_INFINITY);
  const cache = await buildPreviewCache(reader, geometry, dir);
  const buildMs = now() - built;
  await handle.close();
  const cacheFile = cache.path;
  const { header } = cache;
  const baselineBytes = header.bySample === null ? header.traces * header.samples : header.traces;
  const baselineAt = header.bySample ?? header.byInline;
  console.log(
    `${title}: cache built in ${(buildMs / 1000).toFixed(1)} s (${(cache.size / 1e6).toFixed(1)} MB, quantum ${header.quantum.toPrecision(3)}); load average ${load()}`,
  );
  const answer = async (request: SectionRequest) => {
    const cacheHandle = await open(cacheFile, "r");
    try {
      return await readCachedSection(openPreviewCache(header, rangeReader(cacheHandle), 64 << 10), request);
    } finally {
      await cacheHandle.close();
    }
  };
  const readBaseline = async () => {
    const baseHandle = await open(cacheFile, "r");
    try {
      const read = rangeReader(baseHandle);
      for (let at = 0; at < baselineBytes; at += READ_CHUNK_BYTES) {
        await read(baselineAt + at, Math.min(READ_CHUNK_BYTES, baselineBytes - at));
      }
    } finally {
      await baseHandle.close();
    }
  };
  for (const { request } of requests) await answer(request);
  await readBaseline();
  const baseline: number[] = [];
  const times = requests.map(() => [] as number[]);
  let shape = "";
  for (let r = 0; r < ROUNDS; r++) {
    const shapes: string[] = [];
    const steps = [
      async () => {
        const t = now();
        await readBaseline();
        baseline.push(now() - t);
      },
      async () => {
        for (const [i, { request, label }] of requests.entries()) {
          const t = now();
          const section = await answer(request);
          times[i].push(now() - t);
          if (section.bytes.every((b) => b === section.bytes[0])) throw new Error(`${label}: a flat section`);
          shapes.push(`${section.meta.width}×${section.meta.height}`);
        }
      },
    ];
    for (let k = 0; k < steps.length; k++) await steps[(r + k) % steps.length]();
    shape = shapes.join(", ");
  }
  await cache.remove();
  console.log(`  answers ${shape}; ${ROUNDS} rounds, page cache warm; load average ${load()}`);
  const floor = `${(baselineBytes / 1e6).toFixed(1)} MB of the cache, sequential`;
  for (const [i, { label, target }] of requests.entries()) {
    report(`${label}: from the cache`, times[i], baseline, floor, target ?? "p95 < 50 ms");
  }
}

// ---- 1. decode throughput ------------------------------------------------------------------

function decodeBench(format: SampleFormat, traces: number, samples: number) {
  const distinct = samplesOf(format, samples);
  const traceBytes = 240 + samples * BYTES[format];
  const buffer = Buffer.allocUnsafe(traces * traceBytes);
  for (let t = 0; t < traces; t++) distinct[t % DISTINCT_TRACES].copy(buffer, t * traceBytes + 240);
  const decoder = new SampleDecoder(format, false);
  const out = new Float32Array(samples);
  const copyTarget = Buffer.allocUnsafeSlow(samples * 4);
  const windowBytes = samples * BYTES[format];
  // Check: the decoder gives back what was written (first trace).
  decoder.decode(buffer, 240, samples, out);
  const expected = traceValues(1, samples);
  const scale = format === 3 ? 10 : format === 8 ? 0.1 : 1;
  for (let i = 0; i < samples; i += 97) {
    const want = format === 1 || format === 5 ? expected[i] : Math.round(expected[i] * scale);
    if (Math.abs(out[i] - want) > Math.abs(want) * 1e-5 + 1e-3) {
      throw new Error(`format ${format}: sample ${i} decoded as ${out[i]}, written ${want}`);
    }
  }
  const decodeRound = () => {
    const t = now();
    for (let tr = 0; tr < traces; tr++) decoder.decode(buffer, tr * traceBytes + 240, samples, out);
    return now() - t;
  };
  const copyRound = () => {
    const t = now();
    for (let tr = 0; tr < traces; tr++) {
      const at = tr * traceBytes + 240;
      buffer.copy(copyTarget, 0, at, at + windowBytes);
    }
    return now() - t;
  };
  decodeRound();
  copyRound();
  const decode: number[] = [];
  const copy: number[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    if (r % 2) {
      decode.push(decodeRound());
      copy.push(copyRound());
    } else {
      copy.push(copyRound());
      decode.push(decodeRound());
    }
  }
  const total = traces * samples;
  const rate = (t: number) => total / (t / 1000) / 1e6;
  const d = stats(decode);
  const c = stats(copy);
  const name = { 1: "IBM float", 2: "int32", 3: "int16", 5: "IEEE float", 8: "int8" }[format];
  console.log(
    `Decode format ${format} (${name}): ${traces.toLocaleString("en")} traces × ${samples} samples (${(buffer.length / 1e6).toFixed(0)} MB), ${ROUNDS} rounds; load average ${load()}`,
  );
  console.log(
    `  SampleDecoder.decode      best ${rate(d.best).toFixed(0)}  median ${rate(d.median).toFixed(0)}  at p95 time ${rate(d.p95).toFixed(0)} M samples/s   [target ≥ 250 M samples/s per core]`,
  );
  console.log(
    `    baseline: Buffer.copy   best ${rate(c.best).toFixed(0)}  median ${rate(c.median).toFixed(0)}  at p95 time ${rate(c.p95).toFixed(0)} M samples/s   decode takes ×${(d.median / c.median).toFixed(2)} the copy's time (median)`,
  );
}

// ---- main ----------------------------------------------------------------------------------

const dir = mkdtempSync(path.join(process.env.BENCH_DIR ?? os.tmpdir(), "segbench-"));
const started = now();
console.log(
  `SEG-Y previews (issue 26): ${ROUNDS} rounds, node ${process.version}, ${os.cpus().length} cores; load average ${load()} (start)`,
);
try {
  if (PARTS.has("1")) {
    for (const format of [5, 1, 3] as const) decodeBench(format, TRACES, SAMPLES);
  }
  if (PARTS.has("2")) {
    for (const format of [5, 1] as const) {
      const file = path.join(dir, `line-f${format}.sgy`);
      const size = await writeSegy(file, format, SAMPLES, TRACES, (t) => ({
        inline: 0,
        crossline: 0,
        cdp: t + 1,
      }));
      await sectionRounds(
        `2D line, format ${format}: ${TRACES.toLocaleString("en")} traces × ${SAMPLES} samples (${(size / 1e6).toFixed(1)} MB), ${ROUNDS} rounds, page cache warm`,
        file,
        size,
        [{ label: "line 1200×800", request: { kind: "line", width: 1200, height: 800 } }],
        (g) => {
          if (g.kind !== "2d" || g.traceCount !== TRACES)
            throw new Error(`2D line read as ${g.kind}, ${g.traceCount} traces`);
        },
      );
      rmSync(file);
    }
  }
  if (PARTS.has("3")) {
    const file = path.join(dir, "volume-f8.sgy");
    const size = await writeSegy(file, 8, SAMPLES_3D, N_IL * N_XL, (t) => ({
      inline: 1000 + Math.floor(t / N_XL),
      crossline: 2000 + (t % N_XL),
      cdp: t + 1,
    }));
    const midTime = Math.round(SAMPLES_3D / 2) * 2;
    await sectionRounds(
      `3D volume, format 8: ${N_IL} × ${N_XL} traces × ${SAMPLES_3D} samples (${(size / 1e6).toFixed(1)} MB), ${ROUNDS} rounds, page cache warm`,
      file,
      size,
      [
        {
          label: "inline",
          request: { kind: "inline", index: 1000 + Math.floor(N_IL / 2), width: 1200, height: 800 },
        },
        {
          label: "crossline",
          request: { kind: "crossline", index: 2000 + Math.floor(N_XL / 2), width: 1200, height: 800 },
        },
        {
          label: `time slice ${midTime} ms`,
          request: { kind: "timeslice", index: midTime, width: 1200, height: 800 },
        },
      ],
      (g) => {
        if (g.kind !== "3d" || g.index.gridOrder !== "inline")
          throw new Error(`3D volume read as ${g.kind}, ${g.index.gridOrder}`);
      },
    );
  }
  if (PARTS.has("4")) {
    const line = path.join(dir, "line-f5.sgy");
    const lineSize = await writeSegy(line, 5, SAMPLES, TRACES, (t) => ({
      inline: 0,
      crossline: 0,
      cdp: t + 1,
    }));
    await cacheRounds(
      `2D line, format 5: ${TRACES.toLocaleString("en")} traces × ${SAMPLES} samples (${(lineSize / 1e6).toFixed(1)} MB)`,
      line,
      lineSize,
      [{ label: "line 1200×800", request: { kind: "line", width: 1200, height: 800 } }],
    );
    rmSync(line);
    const volume = path.join(dir, "volume-cache-f8.sgy");
    const volumeSize = await writeSegy(volume, 8, CACHE_SAMPLES, CACHE_IL * CACHE_XL, (t) => ({
      inline: 1000 + Math.floor(t / CACHE_XL),
      crossline: 2000 + (t % CACHE_XL),
      cdp: t + 1,
    }));
    const midTime = Math.round(CACHE_SAMPLES / 2) * 2;
    await cacheRounds(
      `3D volume, format 8: ${CACHE_IL} × ${CACHE_XL} traces (${(CACHE_IL * CACHE_XL).toLocaleString("en")}) × ${CACHE_SAMPLES} samples (${(volumeSize / 1e6).toFixed(1)} MB)`,
      volume,
      volumeSize,
      [
        {
          label: "inline",
          request: { kind: "inline", index: 1000 + Math.floor(CACHE_IL / 2), width: 1200, height: 800 },
        },
        {
          label: "crossline",
          request: { kind: "crossline", index: 2000 + Math.floor(CACHE_XL / 2), width: 1200, height: 800 },
        },
        {
          label: `time slice ${midTime} ms`,
          request: { kind: "timeslice", index: midTime, width: 1200, height: 800 },
          target: "< 20 ms",
        },
      ],
    );
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
console.log(`Done in ${((now() - started) / 1000).toFixed(0)} s; load average ${load()} (end)`);
