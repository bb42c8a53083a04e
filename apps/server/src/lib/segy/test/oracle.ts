import { execFileSync } from "node:child_process";
import { open } from "node:fs/promises";
import path from "node:path";
import type { RangeReader } from "../reader.ts";

/** A file segyio writes: 2D when `ilines` has one value, else a 3D volume. */
export interface OracleFixture {
  name: string;
  format: 1 | 2 | 3 | 5 | 8;
  endian: "big" | "little";
  ilines: number[];
  xlines: number[];
  samples: number;
  interval: number;
  delay?: number;
  /** "ascii" writes an ASCII textual header over segyio's; other text goes in as EBCDIC through segyio. */
  textual?: string;
  order?: "inline" | "crossline";
}

/** segyio's own reading of a fixture it wrote. */
export interface OracleReading {
  path: string;
  tracecount: number;
  format: number;
  samples: number[];
  bin: Record<string, number>;
  headers: Record<string, number>[];
  traces: number[][];
  text: string;
}

const SCRIPT = path.join(import.meta.dirname, "segyio_oracle.py");

/** Writes the fixtures into `dir` with segyio (Debian's, so `/usr/bin/python3`) and reads them back. */
export function writeWithSegyio(dir: string, fixtures: OracleFixture[]): Record<string, OracleReading> {
  const out = execFileSync("/usr/bin/python3", [SCRIPT, dir, JSON.stringify(fixtures)], {
    encoding: "utf8",
    maxBuffer: 64 << 20,
  });
  return JSON.parse(out);
}

/** A range reader over a local file (what the storage's positional reader does). */
export async function fileRangeReader(
  file: string,
): Promise<{ read: RangeReader; size: number; close: () => Promise<void> }> {
  const handle = await open(file, "r");
  const size = (await handle.stat()).size;
  return {
    size,
    // As the service's reader of disk storage: into the buffer given, when one is.
    read: async (start, length, into) => {
      const buffer = into && into.length >= length ? into : Buffer.alloc(length);
      const { bytesRead } = await handle.read(buffer, 0, length, start);
      return buffer.subarray(0, bytesRead);
    },
    close: () => handle.close(),
  };
}
