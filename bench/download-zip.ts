/**
 * Download packages (issue 11): the ZIP of a package streamed from local storage, against reading
 * the same files with `cat files > /dev/null`, and the process's peak RSS. The files are written
 * once under BENCH_DIR (default the OS temp dir) and reused. What is measured is what the download
 * route runs: `packageArchive` (the layout from known sizes and CRC-32s) and `sendZipRange` over
 * the storage interface, the bytes discarded as they arrive. Checksums (the preparation job's
 * work, done once per stored file) are timed separately.
 *
 *   npx tsx bench/download-zip.ts                       # 200 files × 10 MiB = 2 GiB
 *   BENCH_FILES=20 BENCH_FILE_MB=5 npx tsx bench/download-zip.ts
 *   BENCH_CONCURRENT=10 npx tsx bench/download-zip.ts   # also 10 whole downloads at once (RSS)
 *   BENCH_BIG_GB=4.5 npx tsx bench/download-zip.ts      # also a package with one sparse 4.5 GiB file: resume from the middle
 */
import { spawnSync } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { mkdir, open, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { crc32 } from "node:zlib";
import type { PackageFile } from "../apps/server/src/db/schema/index.ts";
import { packageArchive } from "../apps/server/src/modules/downloads/archive.ts";
import { sendZipRange } from "../apps/server/src/modules/downloads/zip/stream.ts";
import { createLocalStorage, type ObjectStorage } from "../apps/server/src/plugins/storage.ts";

const FILES = Number(process.env.BENCH_FILES ?? 200);
const FILE_MB = Number(process.env.BENCH_FILE_MB ?? 10);
const CONCURRENT = Number(process.env.BENCH_CONCURRENT ?? 0);
const BIG_GB = Number(process.env.BENCH_BIG_GB ?? 0);
const ROOT = path.join(process.env.BENCH_DIR ?? os.tmpdir(), "strata-bench-downloads");
const MiB = 1024 * 1024;

let peakRss = 0;
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}, 20);
const mb = (n: number) => `${(n / MiB).toFixed(0)} MB`;

async function ensureFiles(): Promise<string[]> {
  const keys: string[] = [];
  const chunk = randomBytes(MiB);
  for (let i = 0; i < FILES; i++) {
    const key = `Seismic 3D/SB/BENCH-USI-${String(i).padStart(4, "0")}/PSTM/volume-${i}.sgy`;
    keys.push(key);
    const file = path.join(ROOT, ...key.split("/"));
    if ((await stat(file).catch(() => null))?.size === FILE_MB * MiB) continue;
    await mkdir(path.dirname(file), { recursive: true });
    const handle = await open(file, "w");
    // Each file differs (its first MiB is salted), so checksums are not trivially equal.
    for (let m = 0; m < FILE_MB; m++)
      await handle.write(m === 0 ? Buffer.concat([Buffer.from(key), chunk]).subarray(0, MiB) : chunk);
    await handle.close();
  }
  return keys;
}

async function checksums(storage: ObjectStorage, keys: string[]): Promise<PackageFile[]> {
  const out: PackageFile[] = [];
  for (const key of keys) {
    const sha = createHash("sha256");
    let crc = 0;
    let size = 0;
    for await (const c of await storage.createReadStream(key)) {
      sha.update(c as Buffer);
      crc = crc32(c as Buffer, crc);
      size += (c as Buffer).length;
    }
    out.push({ path: key, sizeBytes: size, sha256: sha.digest("hex"), crc32: crc >>> 0 });
  }
  return out;
}

/** The bytes thrown away as they arrive (each chunk leaves at once). */
const discard = async (_chunk: Buffer) => {};

function timeCat(keys: string[]): number {
  const started = performance.now();
  const r = spawnSync("sh", [
    "-c",
    'cat "$@" > /dev/null',
    "cat",
    ...keys.map((k) => path.join(ROOT, ...k.split("/"))),
  ]);
  if (r.status !== 0) throw new Error(String(r.stderr));
  return performance.now() - started;
}

async function main() {
  await mkdir(ROOT, { recursive: true });
  const keys = await ensureFiles();
  const storage = createLocalStorage(ROOT);
  const total = FILES * FILE_MB * MiB;
  console.log(`package: ${FILES} files × ${FILE_MB} MiB = ${mb(total)} (local storage at ${ROOT})`);

  let t = performance.now();
  const files = await checksums(storage, keys);
  const sumMs = performance.now() - t;
  console.log(
    `checksums once (SHA-256 + native CRC-32): ${(sumMs / 1000).toFixed(2)} s, ${(total / MiB / (sumMs / 1000)).toFixed(0)} MB/s`,
  );

  const layout = packageArchive(files, new Date());
  const cats: number[] = [];
  const zips: number[] = [];
  for (let round = 0; round < 3; round++) {
    cats.push(timeCat(keys));
    peakRss = process.memoryUsage().rss;
    t = performance.now();
    await sendZipRange(storage, layout, discard);
    zips.push(performance.now() - t);
  }
  const cat = Math.min(...cats);
  const zip = Math.min(...zips);
  console.log(
    `cat files > /dev/null: ${(cat / 1000).toFixed(2)} s (best of 3: ${cats.map((c) => (c / 1000).toFixed(2)).join(", ")})`,
  );
  console.log(
    `ZIP sent (${mb(layout.size)}): ${(zip / 1000).toFixed(2)} s, ${(layout.size / MiB / (zip / 1000)).toFixed(0)} MB/s (best of 3: ${zips.map((c) => (c / 1000).toFixed(2)).join(", ")})`,
  );
  console.log(`ratio ZIP/cat: ${(zip / cat).toFixed(2)}   peak RSS during the stream: ${mb(peakRss)}`);

  // The same storage without positional reads: the stream path (what S3 storage takes), whose
  // fresh buffer per chunk was the old gap to `cat`.
  const wide: ObjectStorage = { ...storage, openReader: undefined };
  const wides: number[] = [];
  for (let round = 0; round < 3; round++) {
    peakRss = process.memoryUsage().rss;
    t = performance.now();
    await sendZipRange(wide, layout, discard);
    wides.push(performance.now() - t);
  }
  const wideMs = Math.min(...wides);
  console.log(
    `ZIP through the stream path (storage without positional reads, as S3): ${(wideMs / 1000).toFixed(2)} s, ${(layout.size / MiB / (wideMs / 1000)).toFixed(0)} MB/s, ratio ZIP/cat ${(wideMs / cat).toFixed(2)}, peak RSS ${mb(peakRss)}`,
  );

  if (CONCURRENT > 0) {
    peakRss = process.memoryUsage().rss;
    t = performance.now();
    await Promise.all(Array.from({ length: CONCURRENT }, () => sendZipRange(storage, layout, discard)));
    const ms = performance.now() - t;
    console.log(
      `${CONCURRENT} concurrent whole downloads: ${(ms / 1000).toFixed(2)} s, ${((CONCURRENT * layout.size) / MiB / (ms / 1000)).toFixed(0)} MB/s total, peak RSS ${mb(peakRss)}`,
    );
  }

  if (BIG_GB > 0) {
    const key = "Seismic 3D/SB/BENCH-BIG/PSTM/big.sgy";
    const file = path.join(ROOT, ...key.split("/"));
    const size = Math.round(BIG_GB * 1024 * MiB);
    await mkdir(path.dirname(file), { recursive: true });
    const handle = await open(file, "w");
    await handle.truncate(size); // sparse: reads as zeros
    await handle.close();
    t = performance.now();
    const [big] = await checksums(storage, [key]);
    console.log(`sparse ${mb(size)} file checksummed in ${((performance.now() - t) / 1000).toFixed(1)} s`);
    const bigLayout = packageArchive([big], new Date());
    const half = Math.floor(bigLayout.size / 2);
    peakRss = process.memoryUsage().rss;
    t = performance.now();
    await sendZipRange(storage, bigLayout, discard, half);
    console.log(
      `zip64 package ${mb(bigLayout.size)}: resumed from byte ${half} in ${((performance.now() - t) / 1000).toFixed(1)} s, peak RSS ${mb(peakRss)}`,
    );
  }
  clearInterval(sampler);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
