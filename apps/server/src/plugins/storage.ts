import { randomBytes } from "node:crypto";
import { createWriteStream, type Dirent, readdirSync, statSync } from "node:fs";
import { mkdir, open, rename, rm, stat, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { notFound } from "../lib/errors.ts";

/** One stored object: its key (a `/`-separated path relative to the storage root), size and time. */
export interface StoredObject {
  path: string;
  size: number;
  modifiedAt: Date;
}

/** A byte range, both ends included (as HTTP Range). */
export interface ByteRange {
  start: number;
  end?: number;
}

/**
 * Object storage for the data files (seismic, logs, reports) at the section-9 data paths. Keys are
 * `/`-separated; each segment is already encoded (`encodePathSegment`), so a key never escapes the
 * root. Implemented by a local directory; an S3-compatible service fits the same interface
 * (list → ListObjectsV2 pages, stat → HeadObject, read → GetObject with Range, write → PutObject or
 * multipart upload, delete → DeleteObject).
 */
export interface ObjectStorage {
  /** Every object whose key starts with `prefix`, in key order (byte order, like S3). */
  list(prefix: string): AsyncIterable<StoredObject>;
  stat(key: string): Promise<StoredObject | null>;
  /** The object's bytes, or a range of them. Rejects with an ENOENT-coded error when missing. */
  createReadStream(key: string, range?: ByteRange): Promise<Readable>;
  /** A range read into memory: the headers and trailers a validator needs. Short near the end. */
  readRange(key: string, range: ByteRange): Promise<Buffer>;
  /** Writes the whole object; readers see either the old bytes or the new ones, never a part. */
  write(key: string, data: Buffer | Readable): Promise<void>;
  /** Removes the object; a missing one is no error. */
  delete(key: string): Promise<void>;
  /**
   * The object opened for reads at any position into the caller's own buffer (local storage). A
   * download reads its files through this into a few buffers it reuses: allocating a fresh buffer
   * per chunk, as a stream does, costs more than the copy itself (page faults), about 5× slower from
   * the page cache. Absent where the storage only streams (S3). Rejects with ENOENT when missing.
   */
  openReader?(key: string): Promise<PositionalReader>;
}

/** An open object read at positions into a given buffer. */
export interface PositionalReader {
  /** Bytes read into `buffer` from its start (0 at the end of the object). */
  read(buffer: Buffer, length: number, position: number): Promise<number>;
  close(): Promise<void>;
}

export class StorageKeyError extends Error {
  constructor(key: string) {
    super(`Not a storage key: ${JSON.stringify(key)}`);
    this.name = "StorageKeyError";
  }
}

/** Segments of a key; rejects empty, `.`/`..` and backslashes so a key stays inside the root. */
export function keySegments(key: string): string[] {
  const segments = key.split("/");
  if (
    key === "" ||
    segments.some((s) => s === "" || s === "." || s === ".." || s.includes("\\") || s.includes("\0"))
  ) {
    throw new StorageKeyError(key);
  }
  return segments;
}

/** How long a listing reads folders synchronously before it lets other work run. */
const LISTING_SLICE_MS = 5;

/** Synchronous work cut into slices: `pause()` yields to the event loop once a slice has run its time. */
class TimeSlice {
  private started = performance.now();
  constructor(private readonly ms: number) {}

  async pause(): Promise<void> {
    if (performance.now() - this.started < this.ms) return;
    await new Promise((resolve) => setImmediate(resolve));
    this.started = performance.now();
  }
}

/**
 * Storage in a local directory. Names that start with a dot are not objects (temporary files of
 * an unfinished write, `.DS_Store`), so listing skips them.
 */
export function createLocalStorage(root: string): ObjectStorage {
  const resolve = (key: string) => path.join(root, ...keySegments(key));

  /**
   * The objects under `dir` in key order. Folders and sizes are read synchronously, a few
   * milliseconds at a time with a turn of the event loop between: read one call at a time, each
   * waited for a turn of a loop that a busy embedded database keeps busy (its statements run on it),
   * and a sync of 5,000 files spent 90 s listing them behind four catalogue readers.
   */
  async function* walk(
    dir: string,
    keyPrefix: string,
    filter: string,
    slice: TimeSlice,
  ): AsyncGenerator<StoredObject> {
    let dirents: Dirent[];
    try {
      dirents = readdirSync(dir, { withFileTypes: true });
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      if (code === "ENOENT" || code === "ENOTDIR") return;
      throw err;
    }
    const entries = dirents
      .filter((e) => !e.name.startsWith("."))
      .map((e) => ({ name: e.name, isDir: e.isDirectory(), isFile: e.isFile() }));
    // A folder "a" sorts as "a/" so the whole listing is in key order.
    const sortKey = (e: { name: string; isDir: boolean }) => (e.isDir ? `${e.name}/` : e.name);
    entries.sort((a, b) => (sortKey(a) < sortKey(b) ? -1 : sortKey(a) > sortKey(b) ? 1 : 0));
    for (const entry of entries) {
      await slice.pause();
      const key = `${keyPrefix}${entry.name}`;
      if (entry.isDir) {
        const asFolder = `${key}/`;
        if (!asFolder.startsWith(filter) && !filter.startsWith(asFolder)) continue;
        yield* walk(path.join(dir, entry.name), asFolder, filter, slice);
      } else if (entry.isFile && key.startsWith(filter)) {
        const info = statSync(path.join(dir, entry.name), { throwIfNoEntry: false });
        if (info) yield { path: key, size: info.size, modifiedAt: info.mtime };
      }
    }
  }

  return {
    list(prefix) {
      // Start at the deepest whole folder of the prefix; the rest filters names.
      const folder = prefix.includes("/") ? prefix.slice(0, prefix.lastIndexOf("/")) : "";
      const dir = folder ? resolve(folder) : root;
      return walk(dir, folder ? `${folder}/` : "", prefix, new TimeSlice(LISTING_SLICE_MS));
    },

    async stat(key) {
      const info = await stat(resolve(key)).catch((err: NodeJS.ErrnoException) => {
        if (err.code === "ENOENT" || err.code === "ENOTDIR") return null;
        throw err;
      });
      return info?.isFile() ? { path: key, size: info.size, modifiedAt: info.mtime } : null;
    },

    async createReadStream(key, range) {
      // Open first, so a missing file rejects here rather than as a stream error later.
      const handle = await open(resolve(key), "r");
      return handle.createReadStream({ start: range?.start, end: range?.end });
    },

    async openReader(key) {
      const handle = await open(resolve(key), "r");
      return {
        read: async (buffer, length, position) => (await handle.read(buffer, 0, length, position)).bytesRead,
        close: () => handle.close(),
      };
    },

    async readRange(key, range) {
      const handle = await open(resolve(key), "r");
      try {
        const size = (await handle.stat()).size;
        const start = Math.min(range.start, size);
        const end = Math.min(range.end ?? size - 1, size - 1);
        const length = Math.max(0, end - start + 1);
        const buffer = Buffer.alloc(length);
        const { bytesRead } = await handle.read(buffer, 0, length, start);
        return buffer.subarray(0, bytesRead);
      } finally {
        await handle.close();
      }
    },

    async write(key, data) {
      const target = resolve(key);
      await mkdir(path.dirname(target), { recursive: true });
      const temp = path.join(
        path.dirname(target),
        `.${path.basename(target)}.${randomBytes(6).toString("hex")}`,
      );
      try {
        if (Buffer.isBuffer(data)) await writeFile(temp, data);
        else await pipeline(data, createWriteStream(temp));
        await rename(temp, target);
      } catch (err) {
        await rm(temp, { force: true });
        throw err;
      }
    },

    async delete(key) {
      await unlink(resolve(key)).catch((err: NodeJS.ErrnoException) => {
        if (err.code !== "ENOENT") throw err;
      });
    },
  };
}

/** Reads a whole stream into memory; for small objects only. */
export async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/** A stored file for a response: a 404 saying which file is missing, not a 500, when it is gone. */
export async function openStoredFile(storage: ObjectStorage, key: string, what: string): Promise<Readable> {
  try {
    return await storage.createReadStream(key);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") {
      throw notFound("File", `The file of this ${what} is missing from storage.`);
    }
    throw err;
  }
}
