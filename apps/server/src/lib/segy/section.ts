import { badRequest, malformedFile } from "../errors.ts";
import { lineTraces, type SegyGeometry } from "./geometry.ts";
import { nthSmallest } from "./nth-smallest.ts";
import type { SegyReader } from "./reader.ts";

export type SectionKind = "line" | "inline" | "crossline" | "timeslice";

export interface SectionRequest {
  kind: SectionKind;
  index?: number;
  from?: number;
  to?: number;
  timeFrom?: number;
  timeTo?: number;
  width: number;
  height: number;
  clip?: number;
}

/** The JSON before the bytes of an octet answer (decision 0140). */
export interface SectionMeta {
  kind: SectionKind;
  index: number | null;
  width: number;
  height: number;
  scale: number;
  clip: number;
  x: { label: string; values: number[] };
  y: { label: string; start: number; step: number };
  watermark: string | null;
  decimated: boolean;
}

export interface Section {
  meta: SectionMeta;
  /** width × height bytes, row-major, row 0 at the top; v means (v − 128) × scale. */
  bytes: Uint8Array;
}

/** A section reads at most this many bytes of samples (more traces are thinned evenly). */
export const SECTION_BYTE_BUDGET = 256 << 20;
/** …and at most this many traces. */
export const MAX_SECTION_TRACES = 16_384;
/** A time slice reads one sample of at most this many traces. */
export const MAX_SLICE_TRACES = 262_144;
/** Reading through the gaps between wanted samples stops at this much in all (then one read per trace). */
const READ_THROUGH_BUDGET = 256 << 20;

/** The widest gap worth reading through for `reads` windows, within the read-through budget. */
const gapFor = (reads: number, reader: SegyReader) =>
  Math.min(reader.gapBytes, Math.floor(READ_THROUGH_BUDGET / Math.max(1, reads)));
const CLIP_PERCENTILE = 0.995;
const CLIP_SAMPLE = 65_536;

/**
 * Max-|a| buckets: an output grid where each cell keeps the signed sample of largest magnitude; in
 * whole int8 levels when they come from a preview cache (a quarter of the memory to go through).
 */
class Buckets {
  readonly values: Float32Array | Int8Array;
  constructor(
    readonly width: number,
    readonly height: number,
    levels = false,
  ) {
    this.values = levels ? new Int8Array(width * height) : new Float32Array(width * height);
  }
  add(cell: number, v: number) {
    // NaN and infinities (broken IEEE samples) are skipped.
    if (Number.isFinite(v) && Math.abs(v) > Math.abs(this.values[cell])) this.values[cell] = v;
  }
}

/**
 * Reading from a preview cache (preview-cache.ts) instead of the file: its int8 samples are
 * amplitudes divided by `quantum`, and its time slices are rows of one read each.
 */
export interface FromCache {
  quantum: number;
  slices: SegyReader | null;
}

/** Reads one section of the file, decimated to at most width × height, as 8-bit amplitudes. */
export async function readSection(
  reader: SegyReader,
  geometry: SegyGeometry,
  request: SectionRequest,
  cache?: FromCache,
): Promise<Omit<Section, "meta"> & { meta: Omit<SectionMeta, "watermark"> }> {
  const cut =
    request.kind === "timeslice"
      ? await timeSlice(reader, geometry, request, cache?.slices ?? null)
      : await verticalSection(reader, geometry, request, cache !== undefined);
  const { buckets } = cut;
  // The buckets hold the cache's units when read from it: a clip asked in amplitudes is converted.
  const quantum = cache?.quantum ?? 1;
  const clip =
    request.clip !== undefined
      ? request.clip / quantum
      : cache
        ? levelPercentileClip(buckets.values)
        : percentileClip(buckets.values);
  const scale = clip > 0 ? clip / 127 : 1;
  const byteOf = (value: number) => {
    const v = Math.round(value / scale);
    return (v > 127 ? 127 : v < -127 ? -127 : v) + 128;
  };
  const { values } = buckets;
  const bytes = new Uint8Array(values.length);
  if (values instanceof Int8Array) {
    // 256 levels: each one's byte worked out once, then looked up per cell.
    const byLevel = new Uint8Array(256);
    for (let level = -128; level < 128; level++) byLevel[level & 255] = byteOf(level);
    const levels = new Uint8Array(values.buffer, values.byteOffset, values.length);
    for (let i = 0; i < bytes.length; i++) bytes[i] = byLevel[levels[i]];
  } else {
    for (let i = 0; i < bytes.length; i++) bytes[i] = byteOf(values[i]);
  }
  return {
    meta: {
      kind: request.kind,
      index: cut.index,
      width: buckets.width,
      height: buckets.height,
      scale: scale * quantum,
      clip: clip * quantum,
      x: cut.x,
      y: cut.y,
      decimated: cut.decimated,
    },
    bytes,
  };
}

interface Cut {
  buckets: Buckets;
  index: number | null;
  x: SectionMeta["x"];
  y: SectionMeta["y"];
  decimated: boolean;
}

const X_LABEL: Record<SectionKind, string> = {
  line: "Trace",
  inline: "Crossline",
  crossline: "Inline",
  timeslice: "Crossline",
};

/** The traces along x, with their key values, within from/to (a line's ordinals are not listed out). */
interface Along {
  count: number;
  trace: (i: number) => number;
  key: (i: number) => number;
}

function tracesAlong(geometry: SegyGeometry, request: SectionRequest): Along {
  const { kind, from, to } = request;
  if (kind === "line") {
    const first = Math.max(0, Math.ceil(from ?? 0));
    const last = Math.min(geometry.traceCount - 1, Math.floor(to ?? geometry.traceCount - 1));
    return { count: Math.max(0, last - first + 1), trace: (i) => first + i, key: (i) => first + i };
  }
  const along = kind as "inline" | "crossline";
  if (request.index === undefined) throw badRequest(`Give the ${along} number in index`);
  const line = lineTraces(geometry, along, request.index);
  const range = geometry[along];
  if (line.traces.length === 0) {
    throw badRequest(
      `${capitalise(along)} ${request.index} is not in this volume (${along}s ${range?.min}–${range?.max}, step ${range?.step})`,
    );
  }
  const keep = line.keys.flatMap((k, i) =>
    (from === undefined || k >= from) && (to === undefined || k <= to) ? [i] : [],
  );
  return { count: keep.length, trace: (i) => line.traces[keep[i]], key: (i) => line.keys[keep[i]] };
}

const capitalise = (s: string) => s[0].toUpperCase() + s.slice(1);

/** The sample window for timeFrom/timeTo, clamped to the trace. */
export function sampleWindow(geometry: SegyGeometry, request: SectionRequest): [number, number] {
  const dt = geometry.sampleIntervalUs / 1000;
  const t0 = geometry.timeStartMs;
  const first =
    request.timeFrom === undefined ? 0 : Math.max(0, Math.ceil((request.timeFrom - t0) / dt - 1e-9));
  const last =
    request.timeTo === undefined
      ? geometry.samples - 1
      : Math.min(geometry.samples - 1, Math.floor((request.timeTo - t0) / dt + 1e-9));
  if (last < first) {
    throw badRequest(
      `The time window holds no sample: the traces run from ${t0} to ${geometry.timeEndMs} ms`,
    );
  }
  return [first, last];
}

/** A line, inline or crossline; `levels`: the reader is a preview cache's (bare int8 traces). */
async function verticalSection(
  reader: SegyReader,
  geometry: SegyGeometry,
  request: SectionRequest,
  levels: boolean,
): Promise<Cut> {
  if (levels && reader.decoder.format !== 8) throw new Error("A preview cache's layout holds int8 samples");
  const along = tracesAlong(geometry, request);
  if (along.count === 0) throw badRequest("The window from–to holds no trace");
  const [s0, s1] = sampleWindow(geometry, request);
  const nx = along.count;
  const ny = s1 - s0 + 1;
  const windowBytes = ny * reader.decoder.bytesPerSample;
  const readable = Math.min(
    nx,
    MAX_SECTION_TRACES,
    Math.max(1, Math.floor(SECTION_BYTE_BUDGET / windowBytes)),
  );
  // More columns than traces read would be empty: a file of very long traces gets fewer columns.
  const width = Math.min(request.width, readable);
  const height = Math.min(request.height, ny);
  // Positions along x to read: every trace, or an even thinning that still gives each column one.
  const positions = Array.from({ length: readable }, (_, j) => Math.floor((j * nx) / readable));
  const rowStart = new Int32Array(ny);
  for (let s = 0; s < ny; s++) rowStart[s] = Math.floor((s * height) / ny) * width;
  const buckets = new Buckets(width, height, levels);
  const samples = new Float32Array(ny);
  // Read in file order (runs of neighbours are read together); remember each trace's column.
  const order = positions.map((p) => ({ trace: along.trace(p), column: Math.floor((p * width) / nx) }));
  order.sort((a, b) => a.trace - b.trace);
  const traces = order.map((o) => o.trace);
  const gapBytes = gapFor(readable, reader);
  if (buckets.values instanceof Int8Array) {
    // A cache's int8 levels read where they lie (no decode), into int8 cells: the same max-|a| as
    // below, three times faster on a long line's overview (measured: 2000 × 1000 → 1200 × 800).
    const values = buckets.values;
    await reader.forEachTrace(
      traces,
      s0,
      ny,
      (_, buffer, offset, i) => {
        const trace = new Int8Array(buffer.buffer, buffer.byteOffset + offset, ny);
        const column = order[i].column;
        const [cells, rows, n] = [values, rowStart, ny];
        for (let s = 0; s < n; s++) {
          const v = trace[s];
          const cell = rows[s] + column;
          const kept = cells[cell];
          // Always stored (a select, not a branch): data makes the comparison unpredictable.
          cells[cell] = Math.abs(v) > Math.abs(kept) ? v : kept;
        }
      },
      false,
      gapBytes,
    );
  } else {
    const values = buckets.values;
    await reader.forEachTrace(
      traces,
      s0,
      ny,
      (_, buffer, offset, i) => {
        reader.decoder.decode(buffer, offset, ny, samples);
        const column = order[i].column;
        // The hot loop (every sample read): Buckets.add inlined, its arrays and bound in locals.
        const [cells, decoded, rows, n] = [values, samples, rowStart, ny];
        for (let s = 0; s < n; s++) {
          const v = decoded[s];
          const cell = rows[s] + column;
          const kept = cells[cell];
          const magnitude = Math.abs(v);
          // Always stored, the larger chosen by a select: a branch on it mispredicted half the time
          // (measured on noisy data: 2.3× the time). NaN compares false and infinities fail < Infinity,
          // so both are skipped.
          cells[cell] = magnitude > Math.abs(kept) && magnitude < Infinity ? v : kept;
        }
      },
      false,
      gapBytes,
    );
  }
  const dt = geometry.sampleIntervalUs / 1000;
  return {
    buckets,
    index: request.kind === "line" ? null : (request.index ?? null),
    x: {
      label: X_LABEL[request.kind],
      values: Array.from({ length: width }, (_, c) => along.key(Math.ceil((c * nx) / width))),
    },
    y: { label: "Two-way time (ms)", start: geometry.timeStartMs + s0 * dt, step: (ny * dt) / height },
    decimated: width < nx || height < ny,
  };
}

async function timeSlice(
  reader: SegyReader,
  geometry: SegyGeometry,
  request: SectionRequest,
  slices: SegyReader | null,
): Promise<Cut> {
  const { inline, crossline, index } = geometry;
  if (!inline || !crossline) throw badRequest("This SEG-Y file is 2D: it has no time slices");
  if (request.index === undefined) throw badRequest("Give the time in ms in index");
  const dt = geometry.sampleIntervalUs / 1000;
  const sample = Math.round((request.index - geometry.timeStartMs) / dt);
  if (sample < 0 || sample >= geometry.samples) {
    throw badRequest(
      `Time ${request.index} ms is outside the traces (${geometry.timeStartMs}–${geometry.timeEndMs} ms)`,
    );
  }
  const xlFrom = Math.max(crossline.min, request.from ?? crossline.min);
  const xlTo = Math.min(crossline.max, request.to ?? crossline.max);
  const firstCol = Math.ceil((xlFrom - crossline.min) / crossline.step);
  const lastCol = Math.floor((xlTo - crossline.min) / crossline.step);
  const nCols = lastCol - firstCol + 1;
  const nRows = (inline.max - inline.min) / inline.step + 1;
  if (nCols <= 0) throw badRequest("The window from–to holds no crossline");
  // Thin rows and columns evenly until the traces to read fit the budget.
  let rowStride = 1;
  let colStride = 1;
  while (Math.ceil(nRows / rowStride) * Math.ceil(nCols / colStride) > MAX_SLICE_TRACES) {
    if (Math.ceil(nRows / rowStride) >= Math.ceil(nCols / colStride)) rowStride++;
    else colStride++;
  }
  const rowsRead = Math.ceil(nRows / rowStride);
  const colsRead = Math.ceil(nCols / colStride);
  const width = Math.min(request.width, colsRead);
  const height = Math.min(request.height, rowsRead);
  const cellOf = (row: number, col: number) => {
    if (row % rowStride !== 0 || (col - firstCol) % colStride !== 0 || col < firstCol || col > lastCol)
      return -1;
    const r = Math.floor(((row / rowStride) * height) / rowsRead);
    const c = Math.floor((((col - firstCol) / colStride) * width) / colsRead);
    return r * width + c;
  };
  const fromCache = slices !== null && index.gridOrder === "inline";
  // A cache's samples are int8 levels: its cells are too (as a vertical section's from the cache).
  const buckets = new Buckets(width, height, fromCache);
  const nXl = (crossline.max - crossline.min) / crossline.step + 1;
  if (slices && fromCache) {
    // A cache's time slice is one row holding every grid trace's level (inline-major): one read
    // into a kept buffer, no decode, then the kept rows and columns straight into their cells.
    const cells = buckets.values;
    const cellOfColumn = new Int32Array(colsRead);
    for (let k = 0; k < colsRead; k++) cellOfColumn[k] = Math.floor((k * width) / colsRead);
    const length = slices.layout.samples;
    await slices.forEachTrace([sample], 0, length, (_, buffer, offset) => {
      const row = new Int8Array(buffer.buffer, buffer.byteOffset + offset, length);
      for (let r = 0; r < nRows; r += rowStride) {
        const cellRow = Math.floor(((r / rowStride) * height) / rowsRead) * width;
        const rowStart = r * nXl;
        for (let col = firstCol, k = 0; col <= lastCol; col += colStride, k++) {
          const v = row[rowStart + col];
          const cell = cellRow + cellOfColumn[k];
          const kept = cells[cell];
          // Always stored (a select, not a branch): data makes the comparison unpredictable.
          cells[cell] = Math.abs(v) > Math.abs(kept) ? v : kept;
        }
      }
    });
  } else {
    await readPicks(
      reader,
      slicePicks(geometry, { nRows, rowStride, firstCol, lastCol, colStride, nXl }, cellOf),
      sample,
      buckets,
    );
  }
  return {
    buckets,
    index: geometry.timeStartMs + sample * dt,
    x: {
      label: X_LABEL.timeslice,
      values: Array.from(
        { length: width },
        (_, c) => crossline.min + (firstCol + Math.ceil((c * colsRead) / width) * colStride) * crossline.step,
      ),
    },
    y: { label: "Inline", start: inline.min, step: ((rowsRead * rowStride) / height) * inline.step },
    decimated: width < nCols || height < nRows,
  };
}

/** The traces a time slice reads, each with its cell (−1 for a trace thinned out). */
function slicePicks(
  geometry: SegyGeometry,
  grid: {
    nRows: number;
    rowStride: number;
    firstCol: number;
    lastCol: number;
    colStride: number;
    nXl: number;
  },
  cellOf: (row: number, col: number) => number,
): { trace: number; cell: number }[] {
  const { index, inline, crossline } = geometry;
  const picks: { trace: number; cell: number }[] = [];
  if (index.gridOrder) {
    for (let row = 0; row < grid.nRows; row += grid.rowStride) {
      for (let col = grid.firstCol; col <= grid.lastCol; col += grid.colStride) {
        const trace = index.gridOrder === "inline" ? row * grid.nXl + col : col * grid.nRows + row;
        picks.push({ trace, cell: cellOf(row, col) });
      }
    }
  } else if (index.complete && inline && crossline) {
    for (let i = 0; i < index.traces.length; i++) {
      const cell = cellOf(
        (index.inlines[i] - inline.min) / inline.step,
        (index.crosslines[i] - crossline.min) / crossline.step,
      );
      if (cell >= 0) picks.push({ trace: index.traces[i], cell });
    }
  } else {
    throw malformedFile(
      "This SEG-Y volume is too large to slice without an index: its traces do not fill a regular grid",
    );
  }
  return picks;
}

/** One sample of each picked trace, read in file order, into its cell. */
async function readPicks(
  reader: SegyReader,
  picks: { trace: number; cell: number }[],
  sample: number,
  buckets: Buckets,
) {
  picks.sort((a, b) => a.trace - b.trace);
  const value = new Float32Array(1);
  await reader.forEachTrace(
    picks.map((p) => p.trace),
    sample,
    1,
    (_, buffer, offset, i) => {
      reader.decoder.decode(buffer, offset, 1, value);
      buckets.add(picks[i].cell, value[0]);
    },
    false,
    gapFor(picks.length, reader),
  );
}

/**
 * percentileClip for a cache's cells, whose values are whole int8 levels: counted in 128 bins, every
 * cell, no sort (a sort of the sample was most of a cached section's time).
 */
export function levelPercentileClip(values: Float32Array | Int8Array): number {
  const counts = new Uint32Array(128);
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    counts[v < 0 ? -v : v]++;
  }
  const rank = Math.min(values.length - 1, Math.floor(CLIP_PERCENTILE * values.length));
  let seen = 0;
  for (let level = 0; level < 128; level++) {
    seen += counts[level];
    if (seen > rank) return level;
  }
  return 127;
}

/** The 99.5th percentile of |a| over (an even sample of) the cells. */
export function percentileClip(values: Float32Array | Int8Array): number {
  const n = Math.min(values.length, CLIP_SAMPLE);
  const sample = new Float32Array(n);
  for (let i = 0; i < n; i++) sample[i] = Math.abs(values[Math.floor((i * values.length) / n)]);
  return n === 0 ? 0 : nthSmallest(sample, Math.min(n - 1, Math.floor(CLIP_PERCENTILE * n)));
}
