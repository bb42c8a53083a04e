import { createRequire } from "node:module";
import { Readable } from "node:stream";
import { Worker } from "node:worker_threads";
import { CORE_PHOTO_MAX_MEGAPIXELS, CORE_PHOTO_THUMBNAIL_WIDTH } from "@strata/core";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { corePhotos } from "../../db/schema/index.ts";
import {
  type AppError,
  malformedFile,
  notFound,
  payloadTooLarge,
  serviceUnavailable,
} from "../../lib/errors.ts";
import { createWorkGate } from "../../lib/work-gate.ts";
import type { ObjectStorage } from "../../plugins/storage.ts";
import { THUMBNAIL_WORKER_SOURCE } from "./thumbnail-worker.ts";

type PhotoType = "image/png" | "image/jpeg";

const require = createRequire(import.meta.url);
const PACKAGE_PATHS = { jpegPath: require.resolve("jpeg-js"), pngPath: require.resolve("pngjs") };
/** A decode past this is a stuck or hostile file: the worker is ended and the request answered. */
const WORKER_TIMEOUT_MS = 30_000;
/**
 * One decode at a time (each holds up to ~4 bytes a pixel of the largest allowed photograph,
 * ~100 MB, and a core of the machine), a few queued behind it, any more a 503.
 */
const thumbnailGate = createWorkGate({ running: 1, waiting: 8, what: "photograph thumbnails" });

export const thumbnailKeyOf = (photoId: string) => `core-photos/thumbnails/${photoId}.jpg`;

/** The refusal of a photograph past the pixel cap (at upload, and for an older one's thumbnail). */
export function tooManyPixels(width: number, height: number): AppError | null {
  const megapixels = (width * height) / 1_000_000;
  if (megapixels <= CORE_PHOTO_MAX_MEGAPIXELS) return null;
  return payloadTooLarge(
    `The photograph is ${width} × ${height} pixels (${megapixels.toFixed(1)} megapixels); at most ${CORE_PHOTO_MAX_MEGAPIXELS} megapixels are accepted. Scale it down and upload it again.`,
  );
}

/**
 * The photograph's thumbnail (JPEG, CORE_PHOTO_THUMBNAIL_WIDTH wide), made in a worker thread
 * behind the gate. Bytes that do not decode are a 422.
 */
export function makeThumbnail(bytes: Buffer, contentType: PhotoType): Promise<Buffer> {
  return thumbnailGate.run(
    () =>
      new Promise<Buffer>((resolve, reject) => {
        const worker = new Worker(THUMBNAIL_WORKER_SOURCE, {
          eval: true,
          workerData: {
            ...PACKAGE_PATHS,
            bytes,
            contentType,
            targetWidth: CORE_PHOTO_THUMBNAIL_WIDTH,
            maxMegapixels: CORE_PHOTO_MAX_MEGAPIXELS,
            quality: 82,
          },
          resourceLimits: { maxOldGenerationSizeMb: 512 },
        });
        const timer = setTimeout(() => {
          void worker.terminate();
          reject(serviceUnavailable("Making the photograph's thumbnail took too long."));
        }, WORKER_TIMEOUT_MS);
        worker.once("message", (data: Uint8Array) => {
          clearTimeout(timer);
          resolve(Buffer.from(data.buffer, data.byteOffset, data.byteLength));
          void worker.terminate();
        });
        worker.once("error", () => {
          clearTimeout(timer);
          reject(
            malformedFile(
              "The image could not be read: its data is damaged or in a form PNG and JPEG readers do not know.",
            ),
          );
        });
        // Ended with no answer and no error (its memory limit, say): refused, never left waiting.
        worker.once("exit", () => {
          clearTimeout(timer);
          reject(serviceUnavailable("The photograph's thumbnail could not be made; try again."));
        });
      }),
  );
}

/**
 * A photograph's thumbnail: the stored one, or made from the original the first time it is asked
 * for (photographs stored before thumbnails existed, and the demo's) and stored for the next time.
 */
export async function corePhotoThumbnail(db: Database, storage: ObjectStorage, id: string) {
  const [photo] = await db.select().from(corePhotos).where(eq(corePhotos.id, id)).limit(1);
  if (!photo) throw notFound("Core photograph");
  const key = thumbnailKeyOf(photo.id);
  const stored = await storage.stat(key);
  if (stored) return { stream: await storage.createReadStream(key), size: stored.size };
  const refusal = tooManyPixels(photo.widthPx, photo.heightPx);
  if (refusal) throw refusal;
  const original = await storage.stat(photo.storageKey);
  if (!original) throw notFound("Core photograph file");
  const bytes = await storage.readRange(photo.storageKey, { start: 0, end: original.size - 1 });
  const thumbnail = await makeThumbnail(bytes, photo.contentType as PhotoType);
  await storage.write(key, thumbnail);
  return { stream: Readable.from([thumbnail]), size: thumbnail.length };
}
