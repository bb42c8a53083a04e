import { Readable } from "node:stream";
import type { ObjectStorage } from "../../../plugins/storage.ts";
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

/** Read buffers a download cycles through: one being read while the others are on their way out. */
const BUFFERS = 4;
const BUFFER_BYTES = 4 * 1024 * 1024;

/**
 * Sends the archive's bytes `start`…`end` to `sink`. Stored files are read into four 4 MiB buffers
 * used again and again, each only once the sink has let its last chunk go: allocating a fresh buffer
 * per chunk (what a file stream does) costs more than the copy itself, so this runs near the speed of
 * `cat` from the page cache. Storage without positional reads (S3) streams as `streamZipRange` does.
 * A stored object shorter than recorded rejects, after what was sent.
 */
export async function sendZipRange(
  storage: ObjectStorage,
  layout: ZipLayout,
  sink: ByteSink,
  start = 0,
  end = layout.size - 1,
): Promise<void> {
  if (!storage.openReader) {
    for await (const chunk of streamZipRange(storage, layout, start, end)) await sink(chunk as Buffer);
    return;
  }
  const buffers = Array.from({ length: BUFFERS }, () => Buffer.allocUnsafe(BUFFER_BYTES));
  const leaving: (Promise<void> | undefined)[] = new Array(BUFFERS);
  let turn = 0;
  try {
    for (const piece of piecesOf(layout, start, end)) {
      if (piece.kind === "bytes") {
        // Layout bytes live as long as the layout: never written again.
        await sink(piece.bytes);
        continue;
      }
      const reader = await storage.openReader(piece.path);
      try {
        let position = piece.from;
        while (position <= piece.to) {
          const k = turn++ % BUFFERS;
          await leaving[k];
          const wanted = Math.min(BUFFER_BYTES, piece.to - position + 1);
          const read = await reader.read(buffers[k], wanted, position);
          if (read === 0) throw shortFile(piece.path, position - piece.from, piece.to - piece.from + 1);
          // Not awaited: the next buffer is read while this one goes out.
          const sent = sink(buffers[k].subarray(0, read));
          leaving[k] = sent;
          // A failed send is seen when its buffer's turn comes round, or at the end.
          sent.catch(() => {});
          position += read;
        }
      } finally {
        await reader.close();
      }
    }
  } finally {
    await Promise.allSettled(leaving);
  }
  // Surfaces the first failed send (the loop has stopped at one only when its turn came round).
  await Promise.all(leaving);
}
