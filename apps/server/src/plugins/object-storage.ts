import path from "node:path";
import type { FastifyInstance } from "fastify";
import type { Config } from "../config.ts";
import { createLocalStorage, type ObjectStorage } from "./storage.ts";

/**
 * The storage the config names: its S3-compatible bucket (S3_*), or the local directory
 * DATA_DIR/storage. The bucket is checked when the app gets ready, so a wrong bucket name or key
 * stops the start with a message naming it rather than failing the first upload or sync.
 */
export async function registerObjectStorage(app: FastifyInstance, config: Config): Promise<ObjectStorage> {
  if (!config.s3) return createLocalStorage(path.join(config.dataDir, "storage"));
  // Loaded only when used: the AWS SDK takes half a second to import.
  const { createS3Storage } = await import("./storage-s3.ts");
  const storage = createS3Storage(config.s3);
  app.addHook("onReady", () => storage.checkBucket());
  app.addHook("onClose", async () => storage.destroy());
  app.log.info({ bucket: config.s3.bucket, endpoint: config.s3.endpoint }, "files are stored in S3");
  return storage;
}
