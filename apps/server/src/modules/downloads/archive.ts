import { createHash } from "node:crypto";
import { crc32 } from "node:zlib";
import { MANIFEST_NAME } from "@strata/core";
import type { PackageFile } from "../../db/schema/index.ts";
import { layoutZip, type ZipEntryInput, type ZipLayout } from "./zip/layout.ts";

/**
 * The package's archive: each ready item's files under their section-9 data paths (the storage
 * keys are those paths), then `MANIFEST.sha256` in sha256sum's format (`<hex>  <path>`), so
 * `sha256sum -c MANIFEST.sha256` run in the unzipped folder verifies every file.
 */
export function packageArchive(files: readonly PackageFile[], mtime: Date): ZipLayout {
  const unique = [...new Map(files.map((f) => [f.path, f])).values()].sort((a, b) =>
    a.path < b.path ? -1 : a.path > b.path ? 1 : 0,
  );
  const manifest = Buffer.from(unique.map((f) => `${f.sha256}  ${f.path}\n`).join(""), "utf8");
  const entries: ZipEntryInput[] = unique.map((f) => ({
    name: f.path,
    size: f.sizeBytes,
    crc32: f.crc32,
    source: { kind: "storage", path: f.path },
  }));
  entries.push({
    name: MANIFEST_NAME,
    size: manifest.length,
    crc32: crc32(manifest),
    source: { kind: "bytes", bytes: manifest },
  });
  return layoutZip(entries, mtime);
}

/** A strong validator of the archive's bytes: what goes in it and the time stamped on its entries. */
export function archiveEtag(packageId: string, files: readonly PackageFile[], mtime: Date): string {
  const hash = createHash("sha256").update(`${packageId}\n${mtime.toISOString()}\n`);
  for (const f of [...files].sort((a, b) => (a.path < b.path ? -1 : 1)))
    hash.update(`${f.path}\t${f.sha256}\n`);
  return hash.digest("hex").slice(0, 32);
}
