/**
 * A parsed LAS file stored columnar (decision 0236): its header as JSON, then the depths as float64
 * and each curve as float32, so a preview reads a log back without parsing its text (and in about a
 * third of the bytes of a file of 12-character columns).
 *
 *   uint32 LE n, n bytes of JSON (the log without its columns, and `steps`), padding to a multiple
 *   of 8, steps × float64 depths, then steps × float32 per curve in the header's order.
 */
import type { LasLog } from "./parse.ts";

export const LAS_COLUMNAR_VERSION = 1;

interface ColumnarHeader {
  version: typeof LAS_COLUMNAR_VERSION;
  steps: number;
  log: Omit<LasLog, "index" | "curves"> & {
    index: Omit<LasLog["index"], "values">;
    curves: Omit<LasLog["curves"][number], "values">[];
  };
}

const align8 = (n: number) => Math.ceil(n / 8) * 8;

export function encodeLasLog(log: LasLog): Buffer {
  const steps = log.index.values.length;
  const { values: _depths, ...index } = log.index;
  const header: ColumnarHeader = {
    version: LAS_COLUMNAR_VERSION,
    steps,
    log: { ...log, index, curves: log.curves.map(({ values: _values, ...curve }) => curve) },
  };
  const json = Buffer.from(JSON.stringify(header), "utf8");
  const dataStart = align8(4 + json.length);
  const out = Buffer.alloc(dataStart + steps * 8 + log.curves.length * steps * 4);
  out.writeUInt32LE(json.length, 0);
  json.copy(out, 4);
  new Float64Array(out.buffer, out.byteOffset + dataStart, steps).set(log.index.values);
  log.curves.forEach((curve, i) => {
    new Float32Array(out.buffer, out.byteOffset + dataStart + steps * 8 + i * steps * 4, steps).set(
      curve.values,
    );
  });
  return out;
}

/** The log back, or null for bytes of another version or a broken store (then the file is parsed). */
export function decodeLasLog(bytes: Buffer): LasLog | null {
  if (bytes.length < 4) return null;
  const length = bytes.readUInt32LE(0);
  if (length > bytes.length - 4) return null;
  let header: ColumnarHeader;
  try {
    header = JSON.parse(bytes.subarray(4, 4 + length).toString("utf8")) as ColumnarHeader;
  } catch {
    return null;
  }
  if (header.version !== LAS_COLUMNAR_VERSION) return null;
  const { steps, log } = header;
  const dataStart = align8(4 + length);
  if (bytes.length !== dataStart + steps * 8 + log.curves.length * steps * 4) return null;
  // Copied out of the (possibly pooled, unaligned) buffer into arrays of their own.
  const column = (at: number, size: 4 | 8) => {
    const copy = new Uint8Array(steps * size);
    copy.set(bytes.subarray(at, at + steps * size));
    return copy.buffer;
  };
  return {
    ...log,
    index: { ...log.index, values: new Float64Array(column(dataStart, 8)) },
    curves: log.curves.map((curve, i) => ({
      ...curve,
      values: new Float32Array(column(dataStart + steps * 8 + i * steps * 4, 4)),
    })),
  };
}
