/**
 * The byte layout of a ZIP of stored (uncompressed) entries whose sizes and CRC-32s are known
 * before the first byte (docs/decisions.md "Download packages: the ZIP is laid out, not built").
 * Headers are written exactly as yazl writes a stored entry whose CRC and size it knows (a
 * `addBuffer` entry: sizes in the local header, no data descriptor, the Info-ZIP "UT" time in the
 * central directory, zip64 records under the same conditions), which the layout test checks byte
 * for byte; an entry of 4 GiB or more carries the zip64 sizes in its local header too, which yazl
 * cannot do for a known-size entry. Because every offset is known, any byte range of the archive
 * maps to header bytes and file ranges: HTTP Range is served without reading what lies before it.
 */
import {
  centralRecord,
  dosDateTime,
  endRecords,
  localHeader,
  type ZipRecord,
} from "../../../lib/zip-records.ts";

export type ZipSource = { kind: "storage"; path: string } | { kind: "bytes"; bytes: Buffer };

export interface ZipEntryInput {
  /** The entry's name in the archive (`/`-separated). */
  name: string;
  size: number;
  /** Unsigned CRC-32 of the bytes. */
  crc32: number;
  source: ZipSource;
}

/** A run of the archive: literal bytes (headers, small entries) or a stored object's bytes. */
export type ZipSegment =
  | { offset: number; length: number; kind: "bytes"; bytes: Buffer }
  | { offset: number; length: number; kind: "storage"; path: string };

export interface ZipLayout {
  size: number;
  segments: ZipSegment[];
}

/** Lays the entries out in order; every entry bears `mtime`, so the same inputs give the same bytes. */
export function layoutZip(entries: readonly ZipEntryInput[], mtime: Date): ZipLayout {
  const dos = dosDateTime(mtime);
  const segments: ZipSegment[] = [];
  const central: Buffer[] = [];
  let cursor = 0;
  let pending: Buffer[] = [];
  const flush = () => {
    if (pending.length === 0) return;
    const bytes = Buffer.concat(pending);
    segments.push({ offset: cursor - bytes.length, length: bytes.length, kind: "bytes", bytes });
    pending = [];
  };
  const pushBytes = (bytes: Buffer) => {
    pending.push(bytes);
    cursor += bytes.length;
  };
  for (const entry of entries) {
    if (!Number.isSafeInteger(entry.size) || entry.size < 0)
      throw new RangeError(`bad size for ${entry.name}`);
    const name = Buffer.from(entry.name, "utf8");
    if (name.length > 0xffff) throw new RangeError(`name too long: ${entry.name}`);
    const offset = cursor;
    const record: ZipRecord = {
      name,
      method: 0,
      crc32: entry.crc32,
      size: entry.size,
      compressedSize: entry.size,
      trailing: false,
    };
    pushBytes(localHeader(record, dos));
    if (entry.source.kind === "bytes") {
      if (entry.source.bytes.length !== entry.size) throw new RangeError(`size mismatch for ${entry.name}`);
      pushBytes(entry.source.bytes);
    } else if (entry.size > 0) {
      flush();
      segments.push({ offset: cursor, length: entry.size, kind: "storage", path: entry.source.path });
      cursor += entry.size;
    }
    central.push(centralRecord(record, offset, dos, mtime));
  }
  const cdOffset = cursor;
  const cd = Buffer.concat(central);
  pushBytes(cd);
  pushBytes(endRecords(entries.length, cdOffset, cd.length));
  flush();
  return { size: cursor, segments };
}
