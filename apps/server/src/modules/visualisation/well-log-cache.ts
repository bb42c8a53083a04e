import { decodeLasLog, encodeLasLog } from "../../lib/las/columnar.ts";
import { type LasLog, parseLas } from "../../lib/las/parse.ts";
import type { ObjectStorage, StoredObject } from "../../plugins/storage.ts";
import { type BuildOutcome, type CachedFile, cacheKeyOf } from "./cache-keys.ts";

/** LAS files are read whole; a larger one is refused rather than held in memory. */
export const LAS_MAX_BYTES = 200 * 1024 * 1024;

const tooLarge = (size: number) =>
  `This LAS file is ${Math.round(size / 1e6)} MB; previews read LAS files up to ${LAS_MAX_BYTES / 1024 / 1024} MB.`;

/** A LAS file's columnar store (lib/las/columnar.ts): parsed once, written to its key. */
export async function buildWellLogCache(storage: ObjectStorage, file: CachedFile): Promise<BuildOutcome> {
  if (file.stored.size > LAS_MAX_BYTES) return { skipped: tooLarge(file.stored.size) };
  const log = parseLas(await readWhole(storage, file.path, file.stored.size));
  await storage.write(file.key, encodeLasLog(log));
  return "built";
}

export { tooLarge as lasTooLarge };

async function readWhole(storage: ObjectStorage, key: string, size: number): Promise<Buffer> {
  return size === 0 ? Buffer.alloc(0) : storage.readRange(key, { start: 0, end: size - 1 });
}

/**
 * The file's log from its columnar store when it has one, else parsed from the file itself (a store
 * of another version or a broken one counts as none).
 */
export async function loadWellLog(
  storage: ObjectStorage,
  fileId: string,
  path: string,
  stored: StoredObject,
): Promise<LasLog> {
  const key = cacheKeyOf("LAS", fileId, stored);
  const cached = await storage.stat(key);
  if (cached) {
    const log = decodeLasLog(await readWhole(storage, key, cached.size).catch(() => Buffer.alloc(0)));
    if (log) return log;
  }
  return parseLas(await readWhole(storage, path, stored.size));
}
