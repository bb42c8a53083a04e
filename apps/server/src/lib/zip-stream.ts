import { Readable } from "node:stream";
import zlib from "node:zlib";
import { type ByteChunk, bytePieces } from "./byte-pieces.ts";
import {
  centralRecord,
  dataDescriptor,
  dosDateTime,
  endRecords,
  localHeader,
  type ZipRecord,
} from "./zip-records.ts";

/** A file of the archive: bytes known up front, or chunks deflated as they arrive. */
export type ZipStreamEntry =
  | { name: string; bytes: Buffer }
  | { name: string; chunks: AsyncIterable<ByteChunk> };

/** Deflate level 1: most of a large export's time is compression, and level 1 is the fastest. */
const LEVEL = 1;
/** A streamed entry is deflated in pieces of this much input, each on a thread of libuv's pool. */
const PIECE = 1 << 20;
/** Pieces deflating at once (libuv's pool has four threads); output keeps their order. */
const IN_FLIGHT = 4;
/** The last block of a deflate stream: empty, final, fixed Huffman codes. */
const FINAL_BLOCK = Buffer.from([0x03, 0x00]);

/**
 * One piece of a deflate stream. The piece ends with a sync flush (its output stops on a byte
 * boundary with the stream left open), so the pieces, deflated independently and in parallel,
 * concatenate into one valid stream once `FINAL_BLOCK` closes it — as pigz does. Each piece starts
 * without the previous piece's window, which costs a fraction of a percent in size at 1 MiB.
 */
function deflatePiece(piece: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    zlib.deflateRaw(
      piece,
      { level: LEVEL, finishFlush: zlib.constants.Z_SYNC_FLUSH, chunkSize: 256 * 1024 },
      (err, out) => (err ? reject(err) : resolve(out)),
    );
  });
}

/**
 * A streamed entry's data, deflated: the chunks packed into pieces of `PIECE` bytes, each piece's
 * CRC-32 (native, `zlib.crc32`) and size taken in order and left in `record` for the data
 * descriptor. The source is read only as fast as the deflated output is taken.
 */
async function* deflated(chunks: AsyncIterable<ByteChunk>, record: ZipRecord): AsyncGenerator<Buffer> {
  const inFlight: Promise<Buffer>[] = [];
  for await (const bytes of bytePieces(chunks, PIECE)) {
    for (let at = 0; at < bytes.length; at += PIECE) {
      const piece = bytes.subarray(at, at + PIECE);
      record.crc32 = zlib.crc32(piece, record.crc32);
      record.size += piece.length;
      const done = deflatePiece(piece);
      // Awaited in order below; if the reader has gone by then, a failure is of no interest.
      done.catch(() => undefined);
      inFlight.push(done);
    }
    while (inFlight.length >= IN_FLIGHT) yield await (inFlight.shift() as Promise<Buffer>);
  }
  while (inFlight.length > 0) yield await (inFlight.shift() as Promise<Buffer>);
  yield FINAL_BLOCK;
}

async function* zipBytes(entries: readonly ZipStreamEntry[], mtime: Date): AsyncGenerator<Buffer> {
  const dos = dosDateTime(mtime);
  const central: Buffer[] = [];
  let cursor = 0;
  for (const entry of entries) {
    const offset = cursor;
    const record: ZipRecord = {
      name: Buffer.from(entry.name),
      method: 8,
      crc32: 0,
      size: 0,
      compressedSize: 0,
      trailing: "chunks" in entry,
    };
    if ("bytes" in entry) {
      const data = zlib.deflateRawSync(entry.bytes, { level: LEVEL });
      Object.assign(record, {
        crc32: zlib.crc32(entry.bytes),
        size: entry.bytes.length,
        compressedSize: data.length,
      });
      const header = localHeader(record, dos);
      cursor += header.length + data.length;
      yield Buffer.concat([header, data]);
    } else {
      const header = localHeader(record, dos);
      cursor += header.length;
      yield header;
      for await (const data of deflated(entry.chunks, record)) {
        record.compressedSize += data.length;
        yield data;
      }
      const descriptor = dataDescriptor(record);
      cursor += record.compressedSize + descriptor.length;
      yield descriptor;
    }
    central.push(centralRecord(record, offset, dos, mtime));
  }
  const directory = Buffer.concat(central);
  yield Buffer.concat([directory, endRecords(entries.length, cursor, directory.length)]);
}

/**
 * A ZIP archive written as it streams, with flat memory: entries in order, every one deflated,
 * a streamed entry's CRC and sizes in a data descriptor after its data (as yazl writes them), its
 * deflate spread over libuv's thread pool. Destroying the stream stops reading the chunks.
 */
export function zipStream(entries: readonly ZipStreamEntry[], mtime = new Date()): Readable {
  return Readable.from(zipBytes(entries, mtime), { objectMode: false });
}
