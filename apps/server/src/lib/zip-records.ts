/**
 * The records of a ZIP archive (local headers, data descriptors, central directory, end records),
 * written exactly as yazl writes them: the download packages lay stored entries out with them, byte
 * for byte as yazl would (downloads/zip/layout.ts), and the workbook writer streams deflated entries
 * with them (zip-stream.ts). Zip64 records appear under yazl's conditions, so archives under 4 GiB
 * carry none.
 */

/** One entry as its records describe it. */
export interface ZipRecord {
  /** The entry's name as UTF-8. */
  name: Buffer;
  /** 0 for stored, 8 for deflated. */
  method: 0 | 8;
  /** Unsigned CRC-32 of the uncompressed bytes. */
  crc32: number;
  size: number;
  compressedSize: number;
  /**
   * The CRC and sizes follow the data in a data descriptor (an entry streamed before they were
   * known) instead of standing in the local header.
   */
  trailing: boolean;
}

export interface DosDateTime {
  date: number;
  time: number;
}

const VERSION_MADE_BY = (3 << 8) | 63; // unix, spec 6.3 (as yazl)
const VERSION_UTF8 = 20;
const VERSION_ZIP64 = 45;
const FILE_NAME_IS_UTF8 = 1 << 11;
const SIZES_TRAIL = 1 << 3;
const FILE_MODE = 0o100644;
const MAX32 = 0xffffffff;
const UT_EXTRA_SIZE = 9;

function writeUInt64LE(buffer: Buffer, n: number, offset: number) {
  buffer.writeUInt32LE(n % 0x100000000, offset);
  buffer.writeUInt32LE(Math.floor(n / 0x100000000), offset + 4);
}

/** A zip64 extended information extra field with these 8-byte values, in the order the spec lists them. */
function zip64Extra(values: readonly number[]): Buffer {
  const extra = Buffer.alloc(4 + 8 * values.length);
  extra.writeUInt16LE(0x0001, 0);
  extra.writeUInt16LE(8 * values.length, 2);
  for (const [i, value] of values.entries()) writeUInt64LE(extra, value, 4 + 8 * i);
  return extra;
}

/** DOS date and time in the server's zone, as yazl encodes them (clamped to 1980–2107). */
export function dosDateTime(when: Date): DosDateTime {
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
const over32 = (n: number) => n > 0xfffffffe;

const flagsOf = (entry: ZipRecord) => FILE_NAME_IS_UTF8 | (entry.trailing ? SIZES_TRAIL : 0);

/**
 * The local header. A stored entry of 4 GiB or more carries its zip64 sizes here too, which yazl
 * cannot do for a known-size entry; a trailing entry has zeros, its sizes come after the data.
 */
export function localHeader(entry: ZipRecord, dos: DosDateTime): Buffer {
  const zip64 = !entry.trailing && (over32(entry.size) || over32(entry.compressedSize));
  const extra = zip64 ? zip64Extra([entry.size, entry.compressedSize]) : Buffer.alloc(0);
  const known = !entry.trailing;
  const fixed = Buffer.alloc(30);
  fixed.writeUInt32LE(0x04034b50, 0);
  fixed.writeUInt16LE(zip64 ? VERSION_ZIP64 : VERSION_UTF8, 4);
  fixed.writeUInt16LE(flagsOf(entry), 6);
  fixed.writeUInt16LE(entry.method, 8);
  fixed.writeUInt16LE(dos.time, 10);
  fixed.writeUInt16LE(dos.date, 12);
  fixed.writeUInt32LE(known ? entry.crc32 >>> 0 : 0, 14);
  fixed.writeUInt32LE(known ? (zip64 ? MAX32 : entry.compressedSize) : 0, 18);
  fixed.writeUInt32LE(known ? (zip64 ? MAX32 : entry.size) : 0, 22);
  fixed.writeUInt16LE(entry.name.length, 26);
  fixed.writeUInt16LE(extra.length, 28);
  return Buffer.concat([fixed, entry.name, extra]);
}

/** The data descriptor after a trailing entry's data: 8-byte sizes once either passes 4 GiB. */
export function dataDescriptor(entry: ZipRecord): Buffer {
  const zip64 = over32(entry.size) || over32(entry.compressedSize);
  const buffer = Buffer.alloc(zip64 ? 24 : 16);
  buffer.writeUInt32LE(0x08074b50, 0);
  buffer.writeUInt32LE(entry.crc32 >>> 0, 4);
  if (zip64) {
    writeUInt64LE(buffer, entry.compressedSize, 8);
    writeUInt64LE(buffer, entry.size, 16);
  } else {
    buffer.writeUInt32LE(entry.compressedSize, 8);
    buffer.writeUInt32LE(entry.size, 12);
  }
  return buffer;
}

/** The entry's record in the central directory, with the Info-ZIP "UT" time as yazl writes it. */
export function centralRecord(entry: ZipRecord, offset: number, dos: DosDateTime, mtime: Date): Buffer {
  const ut = Buffer.alloc(UT_EXTRA_SIZE);
  ut.writeUInt16LE(0x5455, 0);
  ut.writeUInt16LE(UT_EXTRA_SIZE - 4, 2);
  ut.writeUInt8(0b11, 4); // mtime and atime flags, as Info-ZIP and yazl
  ut.writeUInt32LE(Math.max(-0x80000000, Math.min(0x7fffffff, Math.floor(mtime.getTime() / 1000))) >>> 0, 5);
  const zip64 = over32(entry.size) || over32(entry.compressedSize) || over32(offset);
  const z = zip64 ? zip64Extra([entry.size, entry.compressedSize, offset]) : Buffer.alloc(0);
  const fixed = Buffer.alloc(46);
  fixed.writeUInt32LE(0x02014b50, 0);
  fixed.writeUInt16LE(VERSION_MADE_BY, 4);
  fixed.writeUInt16LE(zip64 ? VERSION_ZIP64 : VERSION_UTF8, 6);
  fixed.writeUInt16LE(flagsOf(entry), 8);
  fixed.writeUInt16LE(entry.method, 10);
  fixed.writeUInt16LE(dos.time, 12);
  fixed.writeUInt16LE(dos.date, 14);
  fixed.writeUInt32LE(entry.crc32 >>> 0, 16);
  fixed.writeUInt32LE(zip64 ? MAX32 : entry.compressedSize, 20);
  fixed.writeUInt32LE(zip64 ? MAX32 : entry.size, 24);
  fixed.writeUInt16LE(entry.name.length, 28);
  fixed.writeUInt16LE(ut.length + z.length, 30);
  fixed.writeUInt16LE(0, 32); // comment
  fixed.writeUInt16LE(0, 34); // disk
  fixed.writeUInt16LE(0, 36); // internal attributes
  fixed.writeUInt32LE((FILE_MODE << 16) >>> 0, 38);
  fixed.writeUInt32LE(zip64 ? MAX32 : offset, 42);
  return Buffer.concat([fixed, entry.name, ut, z]);
}

/** The end of central directory record, preceded by the zip64 record and locator when needed. */
export function endRecords(count: number, cdOffset: number, cdSize: number): Buffer {
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
