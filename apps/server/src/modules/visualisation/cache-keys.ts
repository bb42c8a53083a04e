import type { StoredObject } from "../../plugins/storage.ts";

/** Where a file's cache lives: beside the data paths, named after the file's id, size and time. */
export const CACHE_FOLDERS = { "SEG-Y": "Previews/seismic", LAS: "Previews/well-logs" } as const;
export type CachedFormat = keyof typeof CACHE_FOLDERS;
export const cacheFolderOf = (format: CachedFormat, fileId: string) => `${CACHE_FOLDERS[format]}/${fileId}/`;
export const cacheKeyOf = (format: CachedFormat, fileId: string, stored: StoredObject) =>
  `${cacheFolderOf(format, fileId)}${stored.size}-${stored.modifiedAt.getTime()}.cache`;

export interface CachedFile {
  id: string;
  path: string;
  /** The source as stored now, and the cache's key for it. */
  stored: StoredObject;
  key: string;
}
export type BuildOutcome = "built" | { skipped: string };
