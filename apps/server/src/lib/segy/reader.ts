import { malformedFile } from "../errors.ts";
import {
  BINARY_HEADER_BYTES,
  BINARY_HEADER_START,
  BINARY_WORDS,
  detectByteOrder,
  readWord,
  revisionOf,
  SAMPLE_BYTES,
} from "./binary-header.ts";
import { SampleDecoder, type SampleFormat } from "./samples.ts";
import { readTextualHeader, TEXTUAL_HEADER_BYTES, type TextualEncoding } from "./textual.ts";
import { TRACE_HEADER_BYTES, TRACE_WORD, traceWord } from "./trace-header.ts";

/**
 * Reads `length` bytes from `start`; may answer short at the end of the file. Given `into` (at least
 * `length` bytes), a reader that can reads into it and answers a view of it; others answer their own.
 */
export type RangeReader = (start: number, length: number, into?: Buffer) => Promise<Buffer>;

const FILE_HEADER_BYTES = TEXTUAL_HEADER_BYTES + BINARY_HEADER_BYTES;
/** More samples per trace than this is refused (a corrupt rev 2 extended count, most likely). */
export const MAX_SAMPLES = 1 << 20;
/** The largest single read: runs of traces are read in pieces of at most this. */
export const READ_CHUNK_BYTES = 4 << 20;
/** Ranges read at the same time (so at most this × READ_CHUNK_BYTES in memory). */
const READS_AT_ONCE = 8;

/**
 * Read buffers kept between reads of traces: a section of a long line reads ~100 MB in 4 MB ranges,
 * and a fresh buffer per range cost more than the read itself (page faults on new memory, then the
 * collector: measured ~80 ms of a 300 ms section). At most READS_AT_ONCE are kept (32 MB); a read
 * that finds none free allocates its own.
 */
const spareBuffers: Buffer[] = [];
const takeBuffer = () => spareBuffers.pop() ?? Buffer.allocUnsafeSlow(READ_CHUNK_BYTES);
const giveBack = (buffer: Buffer) => {
  if (spareBuffers.length < READS_AT_ONCE) spareBuffers.push(buffer);
};

/** What a file's headers say about how its traces are laid out. */
export interface SegyLayout {
  size: number;
  textualEncoding: TextualEncoding;
  byteOrder: "big" | "little";
  revision: 0 | 1 | 2;
  format: SampleFormat;
  samples: number;
  sampleIntervalUs: number;
  /** Delay recording time of the first trace (bytes 109–110), ms. */
  timeStartMs: number;
  /** The byte where the first trace starts (after any extended textual headers). */
  dataStart: number;
  traceBytes: number;
  traceCount: number;
}

/** A SEG-Y file opened through a range reader: its layout, and ranged reads of headers and samples. */
export class SegyReader {
  readonly little: boolean;
  readonly decoder: SampleDecoder;

  private constructor(
    readonly read: RangeReader,
    readonly layout: SegyLayout,
    readonly textual: Buffer,
    readonly binary: Buffer,
    /** Bytes between two wanted windows that are read through rather than starting another read. */
    readonly gapBytes: number,
    /** 240 in a SEG-Y file; 0 in a preview cache's runs of bare int8 samples. */
    readonly traceHeaderBytes = TRACE_HEADER_BYTES,
  ) {
    this.little = layout.byteOrder === "little";
    this.decoder = new SampleDecoder(layout.format, this.little);
  }

  /**
   * Traces of `samples` int8 samples each, with no headers, from byte `dataStart`: a layout of a
   * preview cache (preview-cache.ts), read with the same ranged reads as a file.
   */
  static bareInt8(
    read: RangeReader,
    at: { dataStart: number; samples: number; traceCount: number; gapBytes: number },
  ): SegyReader {
    const layout: SegyLayout = {
      size: at.dataStart + at.samples * at.traceCount,
      textualEncoding: "ascii",
      byteOrder: "little",
      revision: 1,
      format: 8,
      samples: at.samples,
      sampleIntervalUs: 1,
      timeStartMs: 0,
      dataStart: at.dataStart,
      traceBytes: at.samples,
      traceCount: at.traceCount,
    };
    return new SegyReader(read, layout, Buffer.alloc(0), Buffer.alloc(0), at.gapBytes, 0);
  }

  /** Reads and checks the file's headers; a file that breaks the format is a `malformedFile` (422). */
  static async open(
    read: RangeReader,
    size: number,
    options: { gapBytes?: number } = {},
  ): Promise<SegyReader> {
    if (size < FILE_HEADER_BYTES + TRACE_HEADER_BYTES) {
      throw malformedFile(
        size < FILE_HEADER_BYTES
          ? `Truncated SEG-Y: ${size} bytes, shorter than the 3600-byte textual and binary header`
          : "This SEG-Y file holds no traces after its 3600-byte header",
      );
    }
    const head = await readExactly(read, 0, FILE_HEADER_BYTES + TRACE_HEADER_BYTES);
    const textual = head.subarray(0, TEXTUAL_HEADER_BYTES);
    const binary = head.subarray(BINARY_HEADER_START, FILE_HEADER_BYTES);
    const byteOrder = detectByteOrder(binary);
    const little = byteOrder === "little";
    const word = (name: string) => readWord(binary, BINARY_WORDS.find((w) => w.name === name)!, little, 3201);
    const format = word("Format");
    if (byteOrder === null || !(format in SAMPLE_BYTES)) {
      throw malformedFile(
        `SEG-Y binary header: data format code ${byteOrder === null ? binary.readInt16BE(24) : format} (bytes 3225–3226) is not one read here (1 IBM float, 2 int32, 3 int16, 5 IEEE float, 8 int8)`,
      );
    }
    const revision = revisionOf(binary, little);
    const extended = word("ExtendedHeaders");
    if (revision > 0 && extended < 0) {
      throw malformedFile(
        "SEG-Y binary header: a variable number of extended textual headers is not read here",
      );
    }
    const dataStart = FILE_HEADER_BYTES + (revision > 0 ? extended : 0) * TEXTUAL_HEADER_BYTES;
    const firstTrace =
      dataStart === FILE_HEADER_BYTES
        ? head.subarray(FILE_HEADER_BYTES)
        : await readExactly(read, dataStart, TRACE_HEADER_BYTES);
    const traceHeaderSamples =
      (firstTrace.length === TRACE_HEADER_BYTES
        ? traceWord(firstTrace, TRACE_WORD.TRACE_SAMPLE_COUNT, little)
        : 0) & 0xffff;
    let samples = (little ? binary.readUInt16LE(20) : binary.readUInt16BE(20)) || traceHeaderSamples;
    const extSamples = word("ExtSamples");
    if (revision >= 2 && extSamples > 0) samples = extSamples;
    if (samples <= 0) throw malformedFile("SEG-Y binary header: the number of samples per trace is 0");
    if (samples > MAX_SAMPLES) {
      throw malformedFile(
        `SEG-Y binary header: ${samples} samples per trace is more than the ${MAX_SAMPLES} read here`,
      );
    }
    const interval =
      word("Interval") ||
      (firstTrace.length === TRACE_HEADER_BYTES
        ? traceWord(firstTrace, TRACE_WORD.TRACE_SAMPLE_INTERVAL, little)
        : 0);
    if (interval <= 0) {
      throw malformedFile(
        `SEG-Y binary header: the sample interval (bytes 3217–3218) is ${interval}, not positive`,
      );
    }
    const traceBytes = TRACE_HEADER_BYTES + samples * SAMPLE_BYTES[format];
    const dataBytes = size - dataStart;
    if (dataBytes < traceBytes) throw malformedFile("This SEG-Y file holds no whole trace after its headers");
    if (dataBytes % traceBytes !== 0) {
      throw malformedFile(
        `Truncated SEG-Y: ${dataBytes} bytes of traces is not a whole number of ${traceBytes}-byte traces (${samples} samples of format ${format})`,
      );
    }
    const layout: SegyLayout = {
      size,
      textualEncoding: readTextualHeader(textual).encoding,
      byteOrder,
      revision,
      format: format as SampleFormat,
      samples,
      sampleIntervalUs: interval,
      timeStartMs: traceWord(firstTrace, TRACE_WORD.DelayRecordingTime, little),
      dataStart,
      traceBytes,
      traceCount: dataBytes / traceBytes,
    };
    return new SegyReader(
      read,
      layout,
      Buffer.from(textual),
      Buffer.from(binary),
      options.gapBytes ?? 64 << 10,
    );
  }

  /** The byte offset of a trace (its header). */
  traceOffset(trace: number): number {
    return this.layout.dataStart + trace * this.layout.traceBytes;
  }

  /** The 240-byte headers of traces `start` … `start + count − 1`, one ranged read per piece. */
  async traceHeaders(start: number, count: number): Promise<Buffer[]> {
    const headers: Buffer[] = [];
    await this.forEachTrace(
      Array.from({ length: count }, (_, i) => start + i),
      0,
      0,
      (_, buffer, offset) => {
        headers.push(Buffer.from(buffer.subarray(offset, offset + TRACE_HEADER_BYTES)));
      },
      true,
    );
    return headers;
  }

  /** The samples `first` … `first + count − 1` of one trace. */
  async traceSamples(trace: number, first = 0, count = this.layout.samples): Promise<Float32Array> {
    const out = new Float32Array(count);
    await this.forEachTrace([trace], first, count, (_, buffer, offset) => {
      this.decoder.decode(buffer, offset, count, out);
    });
    return out;
  }

  /**
   * Calls `visit` for each trace in `traces` with a buffer holding, at `offset`, its samples
   * `first` … `first + count − 1` — or its 240-byte header when `headers` is set. Windows close to
   * each other in the file (ascending, gaps of at most `gapBytes`, the reader's unless a caller
   * bounds it by what it may read in all) are read as one range of at most
   * READ_CHUNK_BYTES, a few ranges at a time: one read per trace costs far more than skipping a few
   * kilobytes, on disk and much more on S3.
   */
  async forEachTrace(
    traces: readonly number[],
    first: number,
    count: number,
    visit: (trace: number, buffer: Buffer, offset: number, position: number) => void,
    headers = false,
    gapBytes = this.gapBytes,
  ): Promise<void> {
    const bps = this.decoder.bytesPerSample;
    const windowStart = headers ? 0 : this.traceHeaderBytes + first * bps;
    const windowBytes = headers ? TRACE_HEADER_BYTES : count * bps;
    const at = (i: number) => this.traceOffset(traces[i]) + windowStart;
    const groups: { from: number; to: number; start: number; end: number }[] = [];
    for (let i = 0; i < traces.length; ) {
      const start = at(i);
      let end = start + windowBytes;
      let j = i + 1;
      while (j < traces.length && traces[j] > traces[j - 1]) {
        const next = at(j);
        if (next - end > gapBytes || next + windowBytes - start > READ_CHUNK_BYTES) break;
        end = next + windowBytes;
        j++;
      }
      groups.push({ from: i, to: j, start, end });
      i = j;
    }
    const owned: Buffer[] = [];
    try {
      for (let g = 0; g < groups.length; g += READS_AT_ONCE) {
        const batch = groups.slice(g, g + READS_AT_ONCE);
        // A group is at most READ_CHUNK_BYTES, or one window longer than that: that one gets its own.
        const reads = await Promise.allSettled(
          batch.map((group, k) => {
            const length = group.end - group.start;
            if (length > READ_CHUNK_BYTES) return readExactly(this.read, group.start, length);
            owned[k] ??= takeBuffer();
            return readExactly(this.read, group.start, length, owned[k]);
          }),
        );
        // Every read of the batch has ended before one's failure is thrown: a buffer given back
        // while a read still writes into it would corrupt the next reader's bytes.
        const buffers = reads.map((read) => {
          if (read.status === "rejected") throw read.reason;
          return read.value;
        });
        // Visits are synchronous: once they are done, the buffers are read into again.
        batch.forEach((group, k) => {
          for (let i = group.from; i < group.to; i++) visit(traces[i], buffers[k], at(i) - group.start, i);
        });
      }
    } finally {
      for (const buffer of owned) if (buffer) giveBack(buffer);
    }
  }
}

async function readExactly(read: RangeReader, start: number, length: number, into?: Buffer): Promise<Buffer> {
  const buffer = await read(start, length, into);
  if (buffer.length < length) {
    throw malformedFile(`This SEG-Y file ends early: ${length} bytes at byte ${start} could not be read`);
  }
  return buffer;
}
