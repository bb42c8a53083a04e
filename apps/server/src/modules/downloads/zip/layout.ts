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

const VERSION_MADE_BY = (3 << 8) | 63; // unix, spec 6.3 (as yazl)
const VERSION_UTF8 = 20;
const VERSION_ZIP64 = 45;
const FILE_NAME_IS_UTF8 = 1 << 11;
const FILE_MODE = 0o100644;
const MAX32 = 0xffffffff;
const UT_EXTRA_SIZE = 9;

function writeUInt64LE(buffer: Buffer, n: number, offset: number) {
  buffer.writeUInt32LE(n % 0x100000000, offset);
  buffer.writeUInt32LE(Math.floor(n / 0x100000000), offset + 4);
}

/** DOS date and time in the server's zone, as yazl encodes them (clamped to 1980–2107). */
function dosDateTime(when: Date) {
  const min = new Date(1980, 0, 1);
  const max = new Date(2107, 11, 31, 23, 59, 58);
  const d = when < min ? min : when > max ? max : when;
  const date =
    (d.getDate() & 0x1f) | (((d.getMonth() + 1) & 0xf) << 5) | (((d.getFullYear() - 1980) & 0x7f) << 9);
  const time =
    Math.floor(d.getSeconds() / 2) | ((d.getMinutes() & 0x3f) << 5) | ((d.getHours() & 0x1f) << 11);
  return { date, time };
}

/** yazl's rule: zip64 from 0xffffffff (its "> 0xfffffffe"), for a size or a header's offset. */
const needsZip64 = (size: number, offset: number) => size > 0xfffffffe || offset > 0xfffffffe;

function localHeader(name: Buffer, entry: ZipEntryInput, dos: { date: number; time: number }) {
  const zip64 = entry.size > 0xfffffffe;
  const extra = zip64 ? Buffer.alloc(20) : Buffer.alloc(0);
  if (zip64) {
    extra.writeUInt16LE(0x0001, 0);
    extra.writeUInt16LE(16, 2);
    writeUInt64LE(extra, entry.size, 4);
    writeUInt64LE(extra, entry.size, 12);
  }
  const fixed = Buffer.alloc(30);
  fixed.writeUInt32LE(0x04034b50, 0);
  fixed.writeUInt16LE(zip64 ? VERSION_ZIP64 : VERSION_UTF8, 4);
  fixed.writeUInt16LE(FILE_NAME_IS_UTF8, 6);
  fixed.writeUInt16LE(0, 8); // stored
  fixed.writeUInt16LE(dos.time, 10);
  fixed.writeUInt16LE(dos.date, 12);
  fixed.writeUInt32LE(entry.crc32 >>> 0, 14);
  fixed.writeUInt32LE(zip64 ? MAX32 : entry.size, 18);
  fixed.writeUInt32LE(zip64 ? MAX32 : entry.size, 22);
  fixed.writeUInt16LE(name.length, 26);
  fixed.writeUInt16LE(extra.length, 28);
  return Buffer.concat([fixed, name, extra]);
}

function centralRecord(
  name: Buffer,
  entry: ZipEntryInput,
  offset: number,
  dos: { date: number; time: number },
  mtime: Date,
) {
  const ut = Buffer.alloc(UT_EXTRA_SIZE);
  ut.writeUInt16LE(0x5455, 0);
  ut.writeUInt16LE(UT_EXTRA_SIZE - 4, 2);
  ut.writeUInt8(0b11, 4); // mtime and atime flags, as Info-ZIP and yazl
  ut.writeUInt32LE(Math.max(-0x80000000, Math.min(0x7fffffff, Math.floor(mtime.getTime() / 1000))) >>> 0, 5);
  const zip64 = needsZip64(entry.size, offset);
  const z = zip64 ? Buffer.alloc(28) : Buffer.alloc(0);
  if (zip64) {
    z.writeUInt16LE(0x0001, 0);
    z.writeUInt16LE(24, 2);
    writeUInt64LE(z, entry.size, 4);
    writeUInt64LE(z, entry.size, 12);
    writeUInt64LE(z, offset, 20);
  }
  const fixed = Buffer.alloc(46);
  fixed.writeUInt32LE(0x02014b50, 0);
  fixed.writeUInt16LE(VERSION_MADE_BY, 4);
  fixed.writeUInt16LE(zip64 ? VERSION_ZIP64 : VERSION_UTF8, 6);
  fixed.writeUInt16LE(FILE_NAME_IS_UTF8, 8);
  fixed.writeUInt16LE(0, 10);
  fixed.writeUInt16LE(dos.time, 12);
  fixed.writeUInt16LE(dos.date, 14);
  fixed.writeUInt32LE(entry.crc32 >>> 0, 16);
  fixed.writeUInt32LE(zip64 ? MAX32 : entry.size, 20);
  fixed.writeUInt32LE(zip64 ? MAX32 : entry.size, 24);
  fixed.writeUInt16LE(name.length, 28);
  fixed.writeUInt16LE(ut.length + z.length, 30);
  fixed.writeUInt16LE(0, 32); // comment
  fixed.writeUInt16LE(0, 34); // disk
  fixed.writeUInt16LE(0, 36); // internal attributes
  fixed.writeUInt32LE((FILE_MODE << 16) >>> 0, 38);
  fixed.writeUInt32LE(zip64 ? MAX32 : offset, 42);
  return Buffer.concat([fixed, name, ut, z]);
}

function endRecords(count: number, cdOffset: number, cdSize: number) {
  const zip64 = count >= 0xffff || cdSize >= MAX32 || cdOffset >= MAX32;
  const eocd = Buffer.alloc(22);
  eocd.writeUInt32LE(0x06054b50, 0);
  eocd.writeUInt16LE(count >= 0xffff ? 0xffff : count, 8);
  eocd.writeUInt16LE(count >= 0xffff ? 0xffff : count, 10);
  eocd.writeUInt32LE(cdSize >= MAX32 ? MAX32 : cdSize, 12);
  eocd.writeUInt32LE(cdOffset >= MAX32 ? MAX32 : cdOffset, 16);
  if (!zip64) return eocd;
  const record = Buffer.alloc(56);
  record.writeUInt32LE(0x06064b50, 0);
  writeUInt64LE(record, 44, 4);
  record.writeUInt16LE(VERSION_MADE_BY, 12);
  record.writeUInt16LE(VERSION_ZIP64, 14);
  writeUInt64LE(record, count, 24);
  writeUInt64LE(record, count, 32);
  writeUInt64LE(record, cdSize, 40);
  writeUInt64LE(record, cdOffset, 48);
  const locator = Buffer.alloc(20);
  locator.writeUInt32LE(0x07064b50, 0);
  writeUInt64LE(locator, cdOffset + cdSize, 8);
  locator.writeUInt32LE(1, 16);
  return Buffer.concat([record, locator, eocd]);
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
    pushBytes(localHeader(name, entry, dos));
    if (entry.source.kind === "bytes") {
      if (entry.source.bytes.length !== entry.size) throw new RangeError(`size mismatch for ${entry.name}`);
      pushBytes(entry.source.bytes);
    } else if (entry.size > 0) {
      flush();
      segments.push({ offset: cursor, length: entry.size, kind: "storage", path: entry.source.path });
      cursor += entry.size;
    }
    central.push(centralRecord(name, entry, offset, dos, mtime));
  }
  const cdOffset = cursor;
  const cd = Buffer.concat(central);
  pushBytes(cd);
  pushBytes(endRecords(entries.length, cdOffset, cd.length));
  flush();
  return { size: cursor, segments };
}
