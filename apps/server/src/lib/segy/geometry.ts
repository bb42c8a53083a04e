import { malformedFile } from "../errors.ts";
import type { SegyLayout, SegyReader } from "./reader.ts";
import { scaleCoordinate, TRACE_WORD, traceWord } from "./trace-header.ts";

/** At most this many trace headers are read to learn a file's geometry (a sample of a larger file). */
export const MAX_GEOMETRY_SCAN = 250_000;

export interface KeyRange {
  min: number;
  max: number;
  step: number;
  byte: number;
}

/** Which traces hold which inline and crossline: all of them, or an even sample of a large file. */
export interface TraceIndex {
  traces: Int32Array;
  inlines: Int32Array;
  crosslines: Int32Array;
  /** Every trace was read. */
  complete: boolean;
  /** The traces fill the inline × crossline grid in this order (trace = slow × nFast + fast). */
  gridOrder: "inline" | "crossline" | null;
}

/** The geometry answer of decision 0140, with the trace index sections are cut by. */
export interface SegyGeometry {
  kind: "2d" | "3d";
  traceCount: number;
  samples: number;
  sampleIntervalUs: number;
  timeStartMs: number;
  timeEndMs: number;
  format: SegyLayout["format"];
  byteOrder: SegyLayout["byteOrder"];
  revision: SegyLayout["revision"];
  textualEncoding: SegyLayout["textualEncoding"];
  inline: KeyRange | null;
  crossline: KeyRange | null;
  cdp: { min: number; max: number } | null;
  shotpoint: { min: number; max: number } | null;
  extent: { minX: number; minY: number; maxX: number; maxY: number } | null;
  index: TraceIndex;
}

const gcd = (a: number, b: number): number => (b === 0 ? Math.abs(a) : gcd(b, a % b));

/** Min, max and step (the greatest common divisor of the gaps) of a set of key values. */
function keyRange(values: Set<number>, byte: number): KeyRange {
  const sorted = [...values].sort((a, b) => a - b);
  let step = 0;
  for (let i = 1; i < sorted.length; i++) step = gcd(step, sorted[i] - sorted[i - 1]);
  return { min: sorted[0], max: sorted[sorted.length - 1], step: step || 1, byte };
}

class MinMax {
  min = Number.POSITIVE_INFINITY;
  max = Number.NEGATIVE_INFINITY;
  add(v: number) {
    if (v < this.min) this.min = v;
    if (v > this.max) this.max = v;
  }
  get range() {
    return this.min <= this.max ? { min: this.min, max: this.max } : null;
  }
}

/** Reads the trace headers (all, or an even sample of a large file) and works out the geometry. */
export async function readGeometry(reader: SegyReader, maxScan = MAX_GEOMETRY_SCAN): Promise<SegyGeometry> {
  const { layout, little } = reader;
  const total = layout.traceCount;
  const complete = total <= maxScan;
  const scanned = complete ? total : Math.max(3, maxScan);
  const traces = new Int32Array(scanned);
  // A large file: the first half of the sample in a row (so both keys' steps show), the rest spread evenly.
  const head = complete ? scanned : Math.floor(scanned / 2);
  for (let i = 0; i < scanned; i++) {
    traces[i] = i < head ? i : head + Math.round(((i - head) * (total - 1 - head)) / (scanned - 1 - head));
  }
  const inlines = new Int32Array(scanned);
  const crosslines = new Int32Array(scanned);
  const cdp = new MinMax();
  const shotpoint = new MinMax();
  const cdpX = new MinMax();
  const cdpY = new MinMax();
  const srcX = new MinMax();
  const srcY = new MinMax();
  let cdpNonZero = false;
  let shotpointNonZero = false;
  let cdpXYNonZero = false;
  let srcXYNonZero = false;
  const w = TRACE_WORD;
  const [INLINE, CROSSLINE, CDP, SHOTPOINT, SCALAR] = [
    w.INLINE_3D,
    w.CROSSLINE_3D,
    w.CDP,
    w.ShotPoint,
    w.SourceGroupScalar,
  ];
  const [CDP_X, CDP_Y, SOURCE_X, SOURCE_Y] = [w.CDP_X, w.CDP_Y, w.SourceX, w.SourceY];
  await reader.forEachTrace(
    Array.from(traces),
    0,
    0,
    // Every header of a volume passes here (160,000 for 400 × 400): no closure or array per trace.
    (_, buffer, offset, i) => {
      inlines[i] = traceWord(buffer, INLINE, little, offset);
      crosslines[i] = traceWord(buffer, CROSSLINE, little, offset);
      const c = traceWord(buffer, CDP, little, offset);
      const s = traceWord(buffer, SHOTPOINT, little, offset);
      cdp.add(c);
      shotpoint.add(s);
      cdpNonZero ||= c !== 0;
      shotpointNonZero ||= s !== 0;
      const scalar = traceWord(buffer, SCALAR, little, offset);
      const x = traceWord(buffer, CDP_X, little, offset);
      const y = traceWord(buffer, CDP_Y, little, offset);
      const sx = traceWord(buffer, SOURCE_X, little, offset);
      const sy = traceWord(buffer, SOURCE_Y, little, offset);
      cdpXYNonZero ||= x !== 0 || y !== 0;
      srcXYNonZero ||= sx !== 0 || sy !== 0;
      cdpX.add(scaleCoordinate(x, scalar));
      cdpY.add(scaleCoordinate(y, scalar));
      srcX.add(scaleCoordinate(sx, scalar));
      srcY.add(scaleCoordinate(sy, scalar));
    },
    true,
  );
  const inlineSet = new Set(inlines);
  const crosslineSet = new Set(crosslines);
  const is3d = inlineSet.size > 1 && crosslineSet.size > 1 && uniquePairs(inlines, crosslines);
  const inline = is3d ? keyRange(inlineSet, 189) : null;
  const crossline = is3d ? keyRange(crosslineSet, 193) : null;
  const [ex, ey] = cdpXYNonZero ? [cdpX, cdpY] : [srcX, srcY];
  const extent =
    (cdpXYNonZero || srcXYNonZero) && ex.range && ey.range
      ? { minX: ex.min, minY: ey.min, maxX: ex.max, maxY: ey.max }
      : null;
  const index: TraceIndex = { traces, inlines, crosslines, complete, gridOrder: null };
  if (inline && crossline) index.gridOrder = gridOrder(index, total, inline, crossline);
  const dtMs = layout.sampleIntervalUs / 1000;
  return {
    kind: is3d ? "3d" : "2d",
    traceCount: total,
    samples: layout.samples,
    sampleIntervalUs: layout.sampleIntervalUs,
    timeStartMs: layout.timeStartMs,
    timeEndMs: layout.timeStartMs + (layout.samples - 1) * dtMs,
    format: layout.format,
    byteOrder: layout.byteOrder,
    revision: layout.revision,
    textualEncoding: layout.textualEncoding,
    inline,
    crossline,
    cdp: cdpNonZero ? cdp.range : null,
    shotpoint: shotpointNonZero ? shotpoint.range : null,
    extent,
    index,
  };
}

function uniquePairs(inlines: Int32Array, crosslines: Int32Array): boolean {
  const [il, xl] = [new MinMax(), new MinMax()];
  for (let i = 0; i < inlines.length; i++) {
    il.add(inlines[i]);
    xl.add(crosslines[i]);
  }
  const span = xl.max - xl.min + 1;
  // Each pair as one number (a volume's grid: far below 2^53), not a string per trace (6× slower).
  if ((il.max - il.min + 1) * span > Number.MAX_SAFE_INTEGER) {
    return uniqueAsText(inlines, crosslines);
  }
  const seen = new Set<number>();
  for (let i = 0; i < inlines.length; i++) {
    const key = (inlines[i] - il.min) * span + (crosslines[i] - xl.min);
    if (seen.has(key)) return false;
    seen.add(key);
  }
  return true;
}

/** The same for keys spread too far for one number: each pair as text. */
function uniqueAsText(inlines: Int32Array, crosslines: Int32Array): boolean {
  const seen = new Set<string>();
  for (let i = 0; i < inlines.length; i++) {
    const key = `${inlines[i]}:${crosslines[i]}`;
    if (seen.has(key)) return false;
    seen.add(key);
  }
  return true;
}

/** How many inlines (or crosslines) a key range spans, holes included. */
export const countOf = (r: KeyRange) => (r.max - r.min) / r.step + 1;

/** Whether the traces fill the grid in inline-major or crossline-major order (checked on every read header). */
function gridOrder(
  index: TraceIndex,
  total: number,
  inline: KeyRange,
  crossline: KeyRange,
): TraceIndex["gridOrder"] {
  const nIl = countOf(inline);
  const nXl = countOf(crossline);
  if (nIl * nXl !== total) return null;
  const fits = (order: "inline" | "crossline") => {
    for (let i = 0; i < index.traces.length; i++) {
      const il = (index.inlines[i] - inline.min) / inline.step;
      const xl = (index.crosslines[i] - crossline.min) / crossline.step;
      const expected = order === "inline" ? il * nXl + xl : xl * nIl + il;
      if (expected !== index.traces[i]) return false;
    }
    return true;
  };
  return fits("inline") ? "inline" : fits("crossline") ? "crossline" : null;
}

/**
 * The traces of one inline or crossline, ordered by the other key, with that key's values. A large
 * file whose traces do not fill a regular grid cannot be cut without reading every header: refused.
 */
export function lineTraces(
  geometry: SegyGeometry,
  along: "inline" | "crossline",
  number: number,
): { traces: number[]; keys: number[] } {
  const { index, inline, crossline } = geometry;
  if (!inline || !crossline) throw malformedFile("This SEG-Y file is 2D: it has no inlines or crosslines");
  const [fixed, other] = along === "inline" ? [inline, crossline] : [crossline, inline];
  if (index.gridOrder) {
    const nIl = countOf(inline);
    const nXl = countOf(crossline);
    const fixedIdx = (number - fixed.min) / fixed.step;
    if (!Number.isInteger(fixedIdx) || fixedIdx < 0 || fixedIdx >= countOf(fixed))
      return { traces: [], keys: [] };
    const traces: number[] = [];
    const keys: number[] = [];
    for (let k = 0; k < countOf(other); k++) {
      const [il, xl] = along === "inline" ? [fixedIdx, k] : [k, fixedIdx];
      traces.push(index.gridOrder === "inline" ? il * nXl + xl : xl * nIl + il);
      keys.push(other.min + k * other.step);
    }
    return { traces, keys };
  }
  if (!index.complete) {
    throw malformedFile(
      "This SEG-Y volume is too large to cut by inline or crossline without an index: its traces do not fill a regular inline × crossline grid",
    );
  }
  const [fixedKeys, otherKeys] =
    along === "inline" ? [index.inlines, index.crosslines] : [index.crosslines, index.inlines];
  const found: { trace: number; key: number }[] = [];
  for (let i = 0; i < index.traces.length; i++) {
    if (fixedKeys[i] === number) found.push({ trace: index.traces[i], key: otherKeys[i] });
  }
  found.sort((a, b) => a.key - b.key);
  return { traces: found.map((f) => f.trace), keys: found.map((f) => f.key) };
}
