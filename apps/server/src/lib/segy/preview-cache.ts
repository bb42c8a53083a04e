/**
 * A SEG-Y file's preview cache (issue 26, decision 0236): made once at ingest, so a section is one
 * sequential read of 8-bit samples instead of a scan of the file's headers and every sample.
 *
 *   uint32 LE n, n bytes of JSON (CacheHeader), then the layouts, each `traces × samples` int8:
 *     byInline     traces in order (a 2D line: the file's; a 3D volume: its inline × crossline grid,
 *                  inline-major, holes of an irregular volume left as zero traces)
 *     byCrossline  3D: the same grid crossline-major, so a crossline is one read
 *     bySample     3D: sample-major, so a time slice is one row of one read
 *     overview     a long 2D line: max-|a| of blocks of traceStep traces × sampleStep samples, at
 *                  most 2048 × 1024, so the whole line on a screen reads 2 MB, not the line
 *
 * Samples are amplitudes divided by `quantum` and rounded, clamped to ±127: quantum is 1/127 of
 * twice the 99.9th percentile |a| of an even sample of traces, so the strongest few spikes clip
 * and the rest keep their resolution. A preview never shows more than 8 bits anyway (decision 0140).
 */
import { type FileHandle, mkdtemp, open, rm } from "node:fs/promises";
import path from "node:path";
import { malformedFile } from "../errors.ts";
import { countOf, type SegyGeometry } from "./geometry.ts";
import { nthSmallest } from "./nth-smallest.ts";
import { type RangeReader, SegyReader } from "./reader.ts";
import { readSection, type SectionRequest, sampleWindow } from "./section.ts";

export const PREVIEW_CACHE_VERSION = 1;
/** A layout's size at most (traces × samples bytes, on disk): a larger file is previewed from itself. */
export const MAX_CACHE_LAYOUT_BYTES = 4 * 1024 ** 3;
/** Traces decoded to learn the quantum, and their samples at most. */
const QUANTUM_TRACES = 512;
const QUANTUM_SAMPLES = 1 << 20;
/** A 2D line's overview at most (traces × samples). */
const OVERVIEW_TRACES = 2048;
const OVERVIEW_SAMPLES = 1024;
/** Bytes of int8 samples handled per step of a build (what it holds in memory, about). */
const STEP_BYTES = 16 << 20;

export interface CacheHeader {
  version: typeof PREVIEW_CACHE_VERSION;
  /** The file's geometry (what the geometry call answers), without its trace index. */
  geometry: Omit<SegyGeometry, "index">;
  quantum: number;
  traces: number;
  samples: number;
  /** Byte offsets of the layouts in the cache. */
  byInline: number;
  byCrossline: number | null;
  bySample: number | null;
  overview: Overview | null;
}

/** A 2D line decimated once: overview trace j holds traces j × traceStep …, sample k samples k × sampleStep …. */
export interface Overview {
  at: number;
  traces: number;
  samples: number;
  traceStep: number;
  sampleStep: number;
}

/** Why a file gets no cache (it is then previewed from itself), or null when it can have one. */
export function cacheRefusal(geometry: SegyGeometry): string | null {
  if (!geometry.index.complete) return "its trace headers were not all read";
  const traces = gridTraces(geometry);
  if (traces * geometry.samples > MAX_CACHE_LAYOUT_BYTES) {
    return `${traces} traces × ${geometry.samples} samples is more than the ${MAX_CACHE_LAYOUT_BYTES / 1024 ** 3} GB a cache layout holds`;
  }
  return null;
}

/** Traces in a layout: the file's for a 2D line, the whole inline × crossline grid for a volume. */
function gridTraces(geometry: SegyGeometry): number {
  return geometry.inline && geometry.crossline
    ? countOf(geometry.inline) * countOf(geometry.crossline)
    : geometry.traceCount;
}

/** A cache built into a temporary file: written to storage from there, then removed. */
export interface BuiltCache {
  path: string;
  size: number;
  header: CacheHeader;
  remove(): Promise<void>;
}

/**
 * Builds the cache of a file whose geometry was read whole (`readGeometry(reader, Infinity)`) into a
 * temporary file under `tempDir`, a step of at most STEP_BYTES at a time: the transposed layouts
 * are made by reading the inline-major one back in runs of whole inlines (crosslines) or whole
 * traces (time slices), so memory stays the same whatever the volume's size.
 */
export async function buildPreviewCache(
  reader: SegyReader,
  geometry: SegyGeometry,
  tempDir: string,
): Promise<BuiltCache> {
  const refusal = cacheRefusal(geometry);
  if (refusal) throw malformedFile(`No preview cache for this SEG-Y file: ${refusal}`);
  const traces = gridTraces(geometry);
  const is3d = geometry.inline !== null && geometry.crossline !== null;
  const quantum = await quantumOf(reader, geometry);
  const { header, headerBytes, size } = layOut(geometry, quantum, traces, is3d);

  const dir = await mkdtemp(path.join(tempDir, "preview-cache-"));
  const remove = () => rm(dir, { recursive: true, force: true });
  const file = path.join(dir, "cache");
  const out = await open(file, "w+");
  try {
    // Full size at once: the holes of an irregular grid read back as zero traces.
    await out.truncate(size);
    await out.write(headerBytes, 0, headerBytes.length, 0);
    await writeByInline(reader, geometry, quantum, header, out);
    if (is3d && geometry.inline && geometry.crossline) {
      await transpose(out, header, countOf(geometry.inline), countOf(geometry.crossline));
    }
  } catch (err) {
    await out.close();
    await remove();
    throw err;
  }
  await out.close();
  return { path: file, size, header, remove };
}

/** The header and where each layout goes. */
function layOut(geometry: SegyGeometry, quantum: number, traces: number, is3d: boolean) {
  const { index: _index, ...fileGeometry } = geometry;
  const samples = geometry.samples;
  const layoutBytes = traces * samples;
  const header: CacheHeader = {
    version: PREVIEW_CACHE_VERSION,
    geometry: fileGeometry,
    quantum,
    traces,
    samples,
    byInline: 0,
    byCrossline: null,
    bySample: null,
    overview: null,
  };
  const traceStep = Math.ceil(traces / OVERVIEW_TRACES);
  const sampleStep = Math.ceil(samples / OVERVIEW_SAMPLES);
  const overview: Overview | null =
    is3d || (traceStep === 1 && sampleStep === 1)
      ? null
      : {
          at: 1e15,
          traces: Math.ceil(traces / traceStep),
          samples: Math.ceil(samples / sampleStep),
          traceStep,
          sampleStep,
        };
  // The header's length depends on the offsets it holds: placed once with room for them.
  const provisional = JSON.stringify({
    ...header,
    byInline: 1e15,
    byCrossline: 1e15,
    bySample: 1e15,
    overview,
  });
  const dataStart = 4 + Buffer.byteLength(provisional);
  header.byInline = dataStart;
  if (is3d) {
    header.byCrossline = dataStart + layoutBytes;
    header.bySample = dataStart + 2 * layoutBytes;
  }
  const overviewBytes = overview ? overview.traces * overview.samples : 0;
  if (overview) header.overview = { ...overview, at: dataStart + layoutBytes };
  const json = Buffer.from(JSON.stringify(header).padEnd(provisional.length, " "), "utf8");
  const headerBytes = Buffer.alloc(4 + json.length);
  headerBytes.writeUInt32LE(json.length, 0);
  json.copy(headerBytes, 4);
  return { header, headerBytes, size: dataStart + layoutBytes * (is3d ? 3 : 1) + overviewBytes };
}

/** Pass 1: every trace quantised into its place of the inline-major layout (and a line's overview). */
async function writeByInline(
  reader: SegyReader,
  geometry: SegyGeometry,
  quantum: number,
  header: CacheHeader,
  out: FileHandle,
) {
  const samples = geometry.samples;
  const place = placeOf(geometry);
  const inOrder = !geometry.inline || !geometry.crossline || geometry.index.gridOrder === "inline";
  const perStep = Math.max(1, Math.floor(STEP_BYTES / samples));
  const step = Buffer.alloc(perStep * samples);
  const values = new Float32Array(samples);
  const overview = header.overview;
  const kept = overview ? new Int8Array(overview.traces * overview.samples) : null;
  for (let from = 0; from < geometry.traceCount; from += perStep) {
    const to = Math.min(geometry.traceCount, from + perStep);
    const scattered: Promise<unknown>[] = [];
    await reader.forEachTrace(
      Array.from({ length: to - from }, (_, i) => from + i),
      0,
      samples,
      (trace, buffer, offset) => {
        reader.decoder.decode(buffer, offset, samples, values);
        const at = (trace - from) * samples;
        for (let s = 0; s < samples; s++) {
          const a = values[s];
          // NaN and infinities (broken IEEE samples) become 0, as sections skip them: a − a is 0
          // only for a finite a.
          const v = a - a === 0 ? Math.round(a / quantum) : 0;
          step[at + s] = (v > 127 ? 127 : v < -127 ? -127 : v) & 0xff;
        }
        if (kept && overview) keep(kept, overview, step, at, trace, samples);
        // Out of grid order (crossline-sorted or irregular): each trace written to its place.
        if (!inOrder) scattered.push(out.write(step, at, samples, header.byInline + place(trace) * samples));
      },
    );
    if (inOrder) await out.write(step, 0, (to - from) * samples, header.byInline + from * samples);
    else await Promise.all(scattered);
  }
  if (kept && overview) await out.write(new Uint8Array(kept.buffer), 0, kept.length, overview.at);
}

/** A line's overview: each block keeps the sample of largest |a| (a line's traces come in order). */
function keep(kept: Int8Array, overview: Overview, step: Buffer, at: number, trace: number, samples: number) {
  const column = Math.floor(trace / overview.traceStep) * overview.samples;
  for (let s = 0; s < samples; s++) {
    const byte = step[at + s];
    const v = byte > 127 ? byte - 256 : byte;
    const cell = column + Math.floor(s / overview.sampleStep);
    const k = kept[cell];
    // Always stored (a select): a data-driven branch here mispredicts half the time.
    kept[cell] = Math.abs(v) > Math.abs(k) ? v : k;
  }
}

/**
 * Pass 2 of a volume: the inline-major layout read back in runs of whole inlines, each crossline's
 * part of the run written to the crossline-major layout; then in runs of whole traces, each
 * sample's part written to its time-slice row.
 */
async function transpose(out: FileHandle, header: CacheHeader, nIl: number, nXl: number) {
  const { samples, traces } = header;
  const inlineBytes = nXl * samples;
  const inlinesPerRun = Math.max(1, Math.floor(STEP_BYTES / inlineBytes));
  for (let il0 = 0; il0 < nIl; il0 += inlinesPerRun) {
    const il1 = Math.min(nIl, il0 + inlinesPerRun);
    const run = await readAt(out, header.byInline + il0 * inlineBytes, (il1 - il0) * inlineBytes);
    const part = Buffer.alloc((il1 - il0) * samples);
    for (let xl = 0; xl < nXl; xl++) {
      for (let il = il0; il < il1; il++) {
        const from = ((il - il0) * nXl + xl) * samples;
        run.copy(part, (il - il0) * samples, from, from + samples);
      }
      await out.write(part, 0, part.length, header.byCrossline! + (xl * nIl + il0) * samples);
    }
  }
  const tracesPerRun = Math.max(1, Math.floor(STEP_BYTES / samples));
  for (let t0 = 0; t0 < traces; t0 += tracesPerRun) {
    const t1 = Math.min(traces, t0 + tracesPerRun);
    const run = await readAt(out, header.byInline + t0 * samples, (t1 - t0) * samples);
    const row = Buffer.alloc(t1 - t0);
    for (let s = 0; s < samples; s++) {
      for (let t = 0; t < t1 - t0; t++) row[t] = run[t * samples + s];
      await out.write(row, 0, row.length, header.bySample! + s * traces + t0);
    }
  }
}

async function readAt(handle: FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  let done = 0;
  while (done < length) {
    const { bytesRead } = await handle.read(buffer, done, length - done, position + done);
    if (bytesRead === 0) break;
    done += bytesRead;
  }
  return buffer;
}

/** Where each file trace goes in the layouts: its grid position (inline-major) or, in 2D, itself. */
function placeOf(geometry: SegyGeometry): (trace: number) => number {
  const { inline, crossline, index } = geometry;
  if (!inline || !crossline || index.gridOrder === "inline") return (trace) => trace;
  const nXl = countOf(crossline);
  const places = new Int32Array(geometry.traceCount);
  for (let i = 0; i < index.traces.length; i++) {
    places[index.traces[i]] =
      ((index.inlines[i] - inline.min) / inline.step) * nXl +
      (index.crosslines[i] - crossline.min) / crossline.step;
  }
  return (trace) => places[trace];
}

/** 1/127 of twice the 99.9th percentile |a| over an even sample of traces (1 when all are zero). */
async function quantumOf(reader: SegyReader, geometry: SegyGeometry): Promise<number> {
  const count = Math.min(geometry.traceCount, QUANTUM_TRACES, Math.ceil(QUANTUM_SAMPLES / geometry.samples));
  const picked = Array.from({ length: count }, (_, i) => Math.floor((i * geometry.traceCount) / count));
  const magnitudes = new Float32Array(count * geometry.samples);
  let n = 0;
  const values = new Float32Array(geometry.samples);
  await reader.forEachTrace(picked, 0, geometry.samples, (_, buffer, offset) => {
    reader.decoder.decode(buffer, offset, geometry.samples, values);
    for (const v of values) if (Number.isFinite(v)) magnitudes[n++] = Math.abs(v);
  });
  if (n === 0) return 1;
  const found = magnitudes.subarray(0, n);
  const p999 = nthSmallest(found, Math.min(n - 1, Math.floor(n * 0.999)));
  // Selection leaves everything above the 99.9th percentile after it: the largest is among those.
  let max = p999;
  for (let i = Math.floor(n * 0.999); i < n; i++) if (found[i] > max) max = found[i];
  const clip = Math.min(max, 2 * p999);
  return clip > 0 ? clip / 127 : 1;
}

/** An open cache: the file's geometry, and readers of its layouts with the geometries they are cut by. */
export interface OpenPreviewCache {
  header: CacheHeader;
  /** The file's geometry as the geometry call answers it. */
  fileGeometry: Omit<SegyGeometry, "index">;
  /** Lines, inlines and time slices' picks: the grid inline-major (2D: the line). */
  byInline: { reader: SegyReader; geometry: SegyGeometry };
  /** 3D: crosslines, from the grid crossline-major. */
  byCrossline: { reader: SegyReader; geometry: SegyGeometry } | null;
  /** 3D: time slices, one row per sample. */
  bySample: SegyReader | null;
  /** A long 2D line's overview, with its geometry (overview traces and samples). */
  overview: { reader: SegyReader; geometry: SegyGeometry; at: Overview } | null;
}

/** Reads a cache's header; a cache of another version or a broken one answers null (rebuild it). */
export async function readCacheHeader(read: RangeReader, size: number): Promise<CacheHeader | null> {
  if (size < 4) return null;
  const length = (await read(0, 4)).readUInt32LE(0);
  if (length > size - 4 || length > 1 << 20) return null;
  try {
    const header = JSON.parse((await read(4, length)).toString("utf8")) as CacheHeader;
    return header.version === PREVIEW_CACHE_VERSION ? header : null;
  } catch {
    return null;
  }
}

/** The layouts of a cache whose header was read, over `read` of the cache object. */
export function openPreviewCache(header: CacheHeader, read: RangeReader, gapBytes: number): OpenPreviewCache {
  const layout = (dataStart: number) =>
    SegyReader.bareInt8(read, { dataStart, samples: header.samples, traceCount: header.traces, gapBytes });
  const gridGeometry = (gridOrder: "inline" | "crossline" | null): SegyGeometry => ({
    ...header.geometry,
    traceCount: header.traces,
    index: {
      traces: new Int32Array(0),
      inlines: new Int32Array(0),
      crosslines: new Int32Array(0),
      complete: true,
      gridOrder,
    },
  });
  const is3d = header.byCrossline !== null && header.bySample !== null;
  return {
    header,
    fileGeometry: header.geometry,
    byInline: { reader: layout(header.byInline), geometry: gridGeometry(is3d ? "inline" : null) },
    byCrossline:
      header.byCrossline === null
        ? null
        : { reader: layout(header.byCrossline), geometry: gridGeometry("crossline") },
    bySample:
      header.bySample === null
        ? null
        : SegyReader.bareInt8(read, {
            dataStart: header.bySample,
            samples: header.traces,
            traceCount: header.samples,
            gapBytes,
          }),
    overview: overviewOf(header, read, gapBytes),
  };
}

function overviewOf(header: CacheHeader, read: RangeReader, gapBytes: number): OpenPreviewCache["overview"] {
  const at = header.overview;
  if (!at) return null;
  const dtUs = header.geometry.sampleIntervalUs * at.sampleStep;
  return {
    reader: SegyReader.bareInt8(read, {
      dataStart: at.at,
      samples: at.samples,
      traceCount: at.traces,
      gapBytes,
    }),
    geometry: {
      ...header.geometry,
      traceCount: at.traces,
      samples: at.samples,
      sampleIntervalUs: dtUs,
      timeEndMs: header.geometry.timeStartMs + ((at.samples - 1) * dtUs) / 1000,
      index: {
        traces: new Int32Array(0),
        inlines: new Int32Array(0),
        crosslines: new Int32Array(0),
        complete: true,
        gridOrder: null,
      },
    },
    at,
  };
}

/**
 * A section from the cache: from the layout that holds it in one read (crosslines: the
 * crossline-major one), or a long line's overview when the view thins at least as much as it does.
 */
export async function readCachedSection(cache: OpenPreviewCache, request: SectionRequest) {
  const fromCache = { quantum: cache.header.quantum, slices: cache.bySample };
  const overview = cache.overview;
  if (request.kind === "line" && overview) {
    const { traceStep, sampleStep } = overview.at;
    const geometry = cache.byInline.geometry;
    const first = Math.max(0, Math.ceil(request.from ?? 0));
    const last = Math.min(geometry.traceCount - 1, Math.floor(request.to ?? geometry.traceCount - 1));
    const [s0, s1] = sampleWindow(geometry, request);
    if ((last - first + 1) / request.width >= traceStep && (s1 - s0 + 1) / request.height >= sampleStep) {
      const section = await readSection(
        overview.reader,
        overview.geometry,
        { ...request, from: Math.floor(first / traceStep), to: Math.floor(last / traceStep) },
        fromCache,
      );
      // The columns are named by the file's traces (each overview trace starts a block of them).
      section.meta.x.values = section.meta.x.values.map((v) => v * traceStep);
      section.meta.decimated = true;
      return section;
    }
  }
  const layout = request.kind === "crossline" && cache.byCrossline ? cache.byCrossline : cache.byInline;
  return readSection(layout.reader, layout.geometry, request, fromCache);
}
