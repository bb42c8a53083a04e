import { formatDate } from "@strata/core";
import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import type { PackageFile } from "../../db/schema/index.ts";
import { downloadItems, downloadPackages } from "../../db/schema/index.ts";
import { conflict, notFound } from "../../lib/errors.ts";
import type { ObjectStorage } from "../../plugins/storage.ts";
import { archiveEtag, packageArchive } from "./archive.ts";
import { type Owner, ownPackage } from "./owner.ts";
import { isPastExpiry, type PackageRow } from "./present.ts";
import type { ZipLayout } from "./zip/layout.ts";
import { type ByteSink, sendZipRange } from "./zip/stream.ts";

/** What the Range header asks for: one range, the whole (absent, malformed or several), or nothing satisfiable. */
export type RangeAsk =
  | { kind: "whole" }
  | { kind: "range"; start: number; end: number }
  | { kind: "unsatisfiable" };

/**
 * RFC 9110 single byte ranges (`bytes=a-b`, `bytes=a-`, `bytes=-n`). A malformed header or several
 * ranges are ignored (the whole is sent, as the RFC allows); a range starting past the end is 416.
 */
export function parseRange(header: string | undefined, size: number): RangeAsk {
  if (!header) return { kind: "whole" };
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === "" && m[2] === "")) return { kind: "whole" };
  if (m[1] === "") {
    const suffix = Number(m[2]);
    if (suffix === 0) return { kind: "unsatisfiable" };
    return { kind: "range", start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(m[1]);
  const end = m[2] === "" ? size - 1 : Math.min(Number(m[2]), size - 1);
  if (!Number.isSafeInteger(start) || start >= size) return { kind: "unsatisfiable" };
  if (end < start) return { kind: "whole" };
  return { kind: "range", start, end };
}

const contentDispositionName = (name: string) => {
  const ascii = name.replace(/[^\w .-]+/g, "_").trim() || "package";
  return `attachment; filename="${ascii}.zip"; filename*=UTF-8''${encodeURIComponent(name)}.zip`;
};

export interface PackageDownload {
  status: 200 | 206 | 416;
  headers: Record<string, string>;
  /** Sends the bytes (null for a 416), a chunk at a time, each once the last has left. */
  send: ((sink: ByteSink) => Promise<void>) | null;
  /** Called once the last byte of the archive has been sent: the package counts as delivered. */
  delivered: boolean;
}

/**
 * The package's ZIP, or the part of it the Range header asks for, with exact lengths. `If-Range`
 * with a different validator (the archive changed since the partial download began) sends the whole.
 */
export async function downloadPackage(
  deps: { db: Database; storage: ObjectStorage },
  owner: Owner,
  packageId: string,
  headers: { range?: string; ifRange?: string },
): Promise<PackageDownload> {
  const [row] = await deps.db.select().from(downloadPackages).where(ownPackage(owner, packageId));
  if (!row) throw notFound("Download package");
  if (row.status !== "ready" || !row.readyAt || !row.etag) {
    throw conflict(`This package is ${row.status}: only a ready package downloads.`, {
      status: row.status,
    });
  }
  if (isPastExpiry(row)) {
    throw conflict(`This package expired on ${formatDate(row.expiresAt)}.`, {
      status: "expired",
    });
  }
  const archive = await archiveOf(deps, row);
  return rangedDownload(
    {
      size: archive.size,
      etag: archive.etag,
      lastModified: row.readyAt,
      contentType: "application/zip",
      disposition: contentDispositionName(row.name),
      send: archive.send,
    },
    headers,
  );
}

/** What a ranged download answers with: the bytes' size and validator and how to send a range. */
export interface RangedBytes {
  size: number;
  /** A strong validator, unquoted. */
  etag: string;
  lastModified: Date;
  contentType: string;
  disposition: string;
  send: (sink: ByteSink, start: number, end: number) => Promise<void>;
}

/**
 * The bytes or the part of them the Range header asks for, with exact lengths (a package's ZIP, or
 * one stored file of the GIS side's directdownload). `If-Range` with a different validator (the
 * bytes changed since the partial download began) sends the whole.
 */
export function rangedDownload(
  bytes: RangedBytes,
  headers: { range?: string; ifRange?: string },
): PackageDownload {
  const etag = `"${bytes.etag}"`;
  const base: Record<string, string> = {
    "accept-ranges": "bytes",
    etag,
    "last-modified": bytes.lastModified.toUTCString(),
    "cache-control": "private, no-cache",
  };
  const ifRangeMatches = headers.ifRange === undefined || headers.ifRange.trim() === etag;
  const ask = ifRangeMatches ? parseRange(headers.range, bytes.size) : ({ kind: "whole" } as const);
  if (ask.kind === "unsatisfiable") {
    return {
      status: 416,
      headers: { ...base, "content-range": `bytes */${bytes.size}` },
      send: null,
      delivered: false,
    };
  }
  const [start, end] = ask.kind === "range" ? [ask.start, ask.end] : [0, bytes.size - 1];
  return {
    status: ask.kind === "range" ? 206 : 200,
    headers: {
      ...base,
      "content-type": bytes.contentType,
      "content-disposition": bytes.disposition,
      "content-length": String(end - start + 1),
      ...(ask.kind === "range" ? { "content-range": `bytes ${start}-${end}/${bytes.size}` } : {}),
    },
    send: (sink: ByteSink) => bytes.send(sink, start, end),
    delivered: end === bytes.size - 1,
  };
}

/**
 * The bytes of a ready package: assembled from its items' files, or, for a ZIP built ahead (a
 * pre-pack), the stored object as it is, with the size and validator preparation recorded.
 */
async function archiveOf(deps: { db: Database; storage: ObjectStorage }, row: PackageRow) {
  if (row.prebuiltPath && row.zipSizeBytes !== null && row.etag) {
    const path = row.prebuiltPath;
    return {
      size: row.zipSizeBytes,
      etag: row.etag,
      send: (sink: ByteSink, start: number, end: number) =>
        sendStoredRange(deps.storage, path, sink, start, end),
    };
  }
  const ready = await deps.db
    .select({ files: downloadItems.files })
    .from(downloadItems)
    .where(and(eq(downloadItems.packageId, row.id), eq(downloadItems.status, "ready")));
  const files = ready.flatMap((r) => (r.files ?? []) as PackageFile[]);
  const readyAt = row.readyAt ?? new Date(0);
  const layout = packageArchive(files, readyAt);
  return {
    size: layout.size,
    etag: archiveEtag(row.id, files, readyAt),
    send: (sink: ByteSink, start: number, end: number) =>
      sendZipRange(deps.storage, layout, sink, start, end),
  };
}

/** A ZIP built ahead, sent from storage as it is: one stored piece, read like a package's files. */
export function sendStoredRange(
  storage: ObjectStorage,
  path: string,
  sink: ByteSink,
  start: number,
  end: number,
) {
  const layout: ZipLayout = {
    size: end + 1,
    segments: [{ kind: "storage", path, offset: 0, length: end + 1 }],
  };
  return sendZipRange(storage, layout, sink, start, end);
}

/** Marks the package delivered (the first time its last byte went out): from then on it cannot be cancelled. */
export async function markDelivered(db: Database, packageId: string) {
  await db
    .update(downloadPackages)
    .set({ downloadedAt: new Date() })
    .where(and(eq(downloadPackages.id, packageId), isNull(downloadPackages.downloadedAt)));
}
