import { Readable } from "node:stream";
import type { ObjectStorage, PositionalReader } from "../../../plugins/storage.ts";
import type { ZipLayout } from "./layout.ts";

/**
 * Where a download's bytes go, a chunk at a time, in order: resolves once the chunk has left (its
 * memory may then be written again). A response's `write` callback, for one.
 */
export type ByteSink = (chunk: Buffer) => Promise<void>;

/** A part of the archive's range: bytes held in memory, or a stretch of one stored file. */
type Piece = { kind: "bytes"; bytes: Buffer } | { kind: "file"; path: string; from: number; to: number };

/** The pieces that make up the archive's bytes `start`…`end` (both included), in order. */
function* piecesOf(layout: ZipLayout, start: number, end: number): Generator<Piece> {
  for (const segment of layout.segments) {
    const segEnd = segment.offset + segment.length - 1;
    if (segEnd < start || segment.offset > end) continue;
    const from = Math.max(start, segment.offset) - segment.offset;
    const to = Math.min(end, segEnd) - segment.offset;
    if (segment.kind === "bytes") yield { kind: "bytes", bytes: segment.bytes.subarray(from, to + 1) };
    else yield { kind: "file", path: segment.path, from, to };
  }
}

const shortFile = (path: string, read: number, wanted: number) =>
  new Error(`${path} is shorter than recorded (${read} of ${wanted} bytes read)`);

/**
 * The archive's bytes `start`…`end` (both included) as a stream: header bytes from memory, file
 * bytes read from storage from the right offset. Memory stays at one read buffer whatever the size;
 * a stored object shorter than its recorded size fails the stream rather than shift every byte after it.
 * For writing a ZIP into storage (a pre-pack); a download uses `sendZipRange`.
 */
export function streamZipRange(
  storage: ObjectStorage,
  layout: ZipLayout,
  start = 0,
  end = layout.size - 1,
): Readable {
  async function* bytes() {
    for (const piece of piecesOf(layout, start, end)) {
      if (piece.kind === "bytes") {
        yield piece.bytes;
        continue;
      }
      const stream = await storage.createReadStream(piece.path, { start: piece.from, end: piece.to });
      let read = 0;
      for await (const chunk of stream) {
        read += (chunk as Buffer).length;
        yield chunk as Buffer;
      }
      if (read !== piece.to - piece.from + 1) throw shortFile(piece.path, read, piece.to - piece.from + 1);
    }
  }
  return Readable.from(bytes(), { objectMode: false });
}

/** Read buffers a download cycles through: some being read while another is on its way out. */
const BUFFERS = 4;
const BUFFER_BYTES = 4 * 1024 * 1024;
/**
 * Reads in flight at once, at most one buffer fewer than there are: each read copies from the page
 * cache on a thread of libuv's pool, so two cores copy at once where one `cat` copies alone.
 */
const READS_AHEAD = BUFFERS - 1;

/** One read of a stored file's stretch into a buffer, or layout bytes, in the archive's order. */
type Chunk =
  | { kind: "bytes"; bytes: Buffer }
  | { kind: "read"; path: string; position: number; length: number };

/** The archive's pieces cut into reads of at most one buffer each. */
function* chunksOf(layout: ZipLayout, start: number, end: number): Generator<Chunk> {
  for (const piece of piecesOf(layout, start, end)) {
    if (piece.kind === "bytes") {
      yield piece;
      continue;
    }
    for (let position = piece.from; position <= piece.to; position += BUFFER_BYTES)
      yield {
        kind: "read",
        path: piece.path,
        position,
        length: Math.min(BUFFER_BYTES, piece.to - position + 1),
      };
  }
}

/**
 * Sends the archive's bytes `start`…`end` to `sink`. Stored files are read into four 4 MiB buffers
 * used again and again, each only once the sink has let its last chunk go: allocating a fresh buffer
 * per chunk (what a file stream does) costs more than the copy itself. Up to three reads run at once
 * on libuv's pool and are sent in order, so this runs at about the speed of `cat` from the page cache.
 * Storage without positional reads (S3) streams as `streamZipRange` does. A stored object shorter
 * than recorded rejects, after what was sent before it.
 */
export async function sendZipRange(
  storage: ObjectStorage,
  layout: ZipLayout,
  sink: ByteSink,
  start = 0,
  end = layout.size - 1,
): Promise<void> {
  const openReader = storage.openReader?.bind(storage);
  if (!openReader) {
    for await (const chunk of streamZipRange(storage, layout, start, end)) await sink(chunk as Buffer);
    return;
  }
  const buffers = Array.from({ length: BUFFERS }, () => Buffer.allocUnsafe(BUFFER_BYTES));
  const leaving: (Promise<void> | undefined)[] = new Array(BUFFERS);
  // The file being read and the next: reads ahead may cross into it. Each is closed once its last read is done.
  const readers = new Map<string, { reader: Promise<PositionalReader>; reads: number }>();
  const inFlight: { k: number; bytes: Promise<Buffer> }[] = [];
  let turn = 0;

  const readInto = async (k: number, chunk: Extract<Chunk, { kind: "read" }>): Promise<Buffer> => {
    let entry = readers.get(chunk.path);
    if (!entry) {
      entry = { reader: openReader(chunk.path), reads: 0 };
      readers.set(chunk.path, entry);
    }
    entry.reads++;
    const reader = await entry.reader;
    try {
      await leaving[k];
      let read = 0;
      while (read < chunk.length) {
        const n = await reader.read(buffers[k].subarray(read), chunk.length - read, chunk.position + read);
        if (n === 0) throw shortFile(chunk.path, chunk.position + read, chunk.position + chunk.length);
        read += n;
      }
      return buffers[k].subarray(0, read);
    } finally {
      if (--entry.reads === 0 && readers.get(chunk.path) === entry) {
        readers.delete(chunk.path);
        await reader.close();
      }
    }
  };

  const sendOldest = async () => {
    const { k, bytes } = inFlight.shift() as (typeof inFlight)[number];
    const sent = sink(await bytes);
    if (k < 0) return sent;
    // Not awaited: later buffers are read while this one goes out. A failed send is seen when
    // its buffer's turn comes round, or at the end.
    leaving[k] = sent;
    sent.catch(() => {});
  };

  try {
    for (const chunk of chunksOf(layout, start, end)) {
      if (chunk.kind === "bytes") {
        // Layout bytes live as long as the layout: never written again, sent in their turn.
        inFlight.push({ k: -1, bytes: Promise.resolve(chunk.bytes) });
      } else {
        const k = turn++ % BUFFERS;
        const bytes = readInto(k, chunk);
        bytes.catch(() => {}); // seen when its turn to be sent comes
        inFlight.push({ k, bytes });
      }
      while (inFlight.length > READS_AHEAD) await sendOldest();
    }
    while (inFlight.length > 0) await sendOldest();
  } finally {
    await Promise.allSettled([...inFlight.map((f) => f.bytes), ...leaving]);
    await Promise.allSettled([...readers.values()].map(async (r) => (await r.reader).close()));
  }
  // Surfaces the first failed send (the loop has stopped at one only when its turn came round).
  await Promise.all(leaving);
}
