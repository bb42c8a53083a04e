import { createHash } from "node:crypto";
import { crc32 } from "node:zlib";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { fileChecksums, type PackageFile } from "../../db/schema/index.ts";
import type { ObjectStorage } from "../../plugins/storage.ts";

/**
 * A stored file's SHA-256 and CRC-32, read once: files never change once stored, so a cached pair
 * of the same size is used as it is and only an unknown (or resized) file is read, natively
 * hashed (`zlib.crc32` is native in Node 20, unlike the JavaScript CRC of the ZIP libraries).
 */
export async function checksumOf(
  deps: { db: Database; storage: ObjectStorage },
  path: string,
  sizeBytes: number,
  onBytes: (n: number) => void | Promise<void>,
  signal?: AbortSignal,
): Promise<PackageFile> {
  const [cached] = await deps.db.select().from(fileChecksums).where(eq(fileChecksums.path, path));
  if (cached && cached.sizeBytes === sizeBytes) {
    await onBytes(sizeBytes);
    return { path, sizeBytes, sha256: cached.sha256, crc32: cached.crc32 };
  }
  const sha = createHash("sha256");
  let crc = 0;
  let read = 0;
  const stream = await deps.storage.createReadStream(path);
  for await (const chunk of stream) {
    if (signal?.aborted) {
      stream.destroy();
      throw new Error("Preparation stopped (the instance is shutting down)");
    }
    const buffer = chunk as Buffer;
    sha.update(buffer);
    crc = crc32(buffer, crc);
    read += buffer.length;
    await onBytes(buffer.length);
  }
  if (read !== sizeBytes)
    throw new Error(`${path} changed while it was read (${read} of ${sizeBytes} bytes)`);
  const file = { path, sizeBytes, sha256: sha.digest("hex"), crc32: crc >>> 0 };
  await deps.db
    .insert(fileChecksums)
    .values(file)
    .onConflictDoUpdate({
      target: fileChecksums.path,
      set: { sizeBytes: file.sizeBytes, sha256: file.sha256, crc32: file.crc32, computedAt: new Date() },
    });
  return file;
}
