import { createReadStream } from "node:fs";
import os from "node:os";
import { readGeometry } from "../../lib/segy/geometry.ts";
import {
  buildPreviewCache,
  type CacheHeader,
  cacheRefusal,
  type OpenPreviewCache,
  openPreviewCache,
  readCacheHeader,
} from "../../lib/segy/preview-cache.ts";
import { SegyReader } from "../../lib/segy/reader.ts";
import type { ObjectStorage, StoredObject } from "../../plugins/storage.ts";
import { type BuildOutcome, type CachedFile, cacheKeyOf } from "./cache-keys.ts";
import { openRanged } from "./storage-ranges.ts";

/** A SEG-Y file's preview cache (lib/segy/preview-cache.ts), read by ranges and written to its key. */
export async function buildSeismicCache(storage: ObjectStorage, file: CachedFile): Promise<BuildOutcome> {
  // The positional reader on local disk, ranged GETs (read through 1 MB gaps) on S3.
  const source = await openRanged(storage, file.path, (err) => err);
  try {
    // Every header is read (no sample of a large file): the cache holds the whole grid.
    const reader = await SegyReader.open(source.read, file.stored.size, { gapBytes: source.gapBytes });
    const geometry = await readGeometry(reader, Number.POSITIVE_INFINITY);
    const refusal = cacheRefusal(geometry);
    if (refusal) return { skipped: refusal };
    // Built in a temporary file (a volume's cache may be gigabytes), then streamed to storage.
    const built = await buildPreviewCache(reader, geometry, os.tmpdir());
    try {
      await storage.write(file.key, createReadStream(built.path));
    } finally {
      await built.remove();
    }
    return "built";
  } finally {
    await source.close();
  }
}

/** Cache headers read lately, by cache key (a key names one version of one file). */
const HEADERS_KEPT = 64;
const headers = new Map<string, CacheHeader>();

/** The file's cache opened for reads, or null while it has none (or one of another version). */
export async function findPreviewCache(
  storage: ObjectStorage,
  fileId: string,
  stored: StoredObject,
): Promise<{ cache: OpenPreviewCache; close: () => Promise<void> } | null> {
  const key = cacheKeyOf("SEG-Y", fileId, stored);
  const found = await storage.stat(key);
  if (!found) return null;
  // A cache deleted between the stat and the open is as good as none.
  const ranged = await openRanged(storage, key, (err) => err).catch(() => null);
  if (!ranged) return null;
  try {
    let header = headers.get(key);
    if (!header) {
      const read = await readCacheHeader(ranged.read, found.size);
      if (!read) {
        await ranged.close();
        return null;
      }
      header = read;
      headers.set(key, header);
      if (headers.size > HEADERS_KEPT) headers.delete(headers.keys().next().value as string);
    }
    return { cache: openPreviewCache(header, ranged.read, ranged.gapBytes), close: ranged.close };
  } catch (err) {
    await ranged.close();
    throw err;
  }
}
