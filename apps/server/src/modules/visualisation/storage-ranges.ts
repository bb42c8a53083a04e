import type { RangeReader } from "../../lib/segy/reader.ts";
import type { ObjectStorage } from "../../plugins/storage.ts";

/** An object of storage opened for ranged reads, and how far apart two reads may be to be read as one. */
export interface RangedObject {
  read: RangeReader;
  /** A request to S3 costs far more than reading through a gap: read through larger ones there. */
  gapBytes: number;
  close(): Promise<void>;
}

/**
 * Opens `key` for ranged reads: through the positional reader where storage has one (local disk),
 * else a ranged GET per read (S3). `missing` turns a vanished object into the caller's error.
 */
export async function openRanged(
  storage: ObjectStorage,
  key: string,
  missing: (err: unknown) => unknown,
): Promise<RangedObject> {
  if (storage.openReader) {
    const handle = await storage.openReader(key).catch((err) => {
      throw missing(err);
    });
    return {
      read: async (start, length, into) => {
        const buffer = into && into.length >= length ? into : Buffer.allocUnsafe(length);
        const bytesRead = await handle.read(buffer, length, start);
        return buffer.subarray(0, bytesRead);
      },
      gapBytes: 64 << 10,
      close: () => handle.close(),
    };
  }
  return {
    read: (start, length) =>
      storage.readRange(key, { start, end: start + length - 1 }).catch((err) => {
        throw missing(err);
      }),
    gapBytes: 1 << 20,
    close: async () => {},
  };
}
