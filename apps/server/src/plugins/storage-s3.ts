import { Readable } from "node:stream";
import {
  AbortMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import { type ByteRange, keySegments, type ObjectStorage, type StoredObject } from "./storage.ts";

/** Where the S3-compatible bucket is and how to sign in to it (config.ts reads it from S3_*). */
export interface S3Options {
  bucket: string;
  region: string;
  /** Unset: AWS's own endpoint for the region. */
  endpoint?: string;
  /** Bucket in the path (`host/bucket/key`) rather than the host name; most S3-compatible servers want it. */
  forcePathStyle: boolean;
  /** Unset: the SDK's default credential chain (an instance or task role, a profile). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

export interface S3Storage extends ObjectStorage {
  /** Rejects with a message naming the bucket when it cannot be reached with these credentials. */
  checkBucket(): Promise<void>;
  /** Ends the client's connections (on app close). */
  destroy(): void;
}

/**
 * A streamed write is sent in parts of this size, at most two at a time: memory stays near
 * 2 × 8 MB whatever the file's size. 8 MB parts reach S3's 10,000-part limit only at 80 GB.
 */
const PART_SIZE = 8 * 1024 * 1024;
const PARTS_IN_FLIGHT = 2;

/**
 * Object storage in an S3-compatible bucket. Keys are used as they are (no prefix), so a bucket
 * filled by another tool with section-9 paths is read as the local directory would be.
 */
export function createS3Storage(options: S3Options): S3Storage {
  const Bucket = options.bucket;
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials: options.credentials,
    // The SDK's default adds CRC checksums to every upload, which several S3-compatible servers
    // refuse or ignore; send and check them only where the API requires them.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });

  async function get(key: string, range: ByteRange | undefined) {
    keySegments(key);
    try {
      const answer = await client.send(
        new GetObjectCommand({
          Bucket,
          Key: key,
          Range: range ? `bytes=${range.start}-${range.end ?? ""}` : undefined,
        }),
      );
      return answer.Body as Readable;
    } catch (err) {
      if (isMissing(err)) throw missingObject(key);
      // A range that starts at or past the end (any range of an empty object): no bytes, as a
      // local file read there gives.
      if (statusOf(err) === 416) return null;
      throw err;
    }
  }

  return {
    async *list(prefix): AsyncGenerator<StoredObject> {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: prefix || undefined, ContinuationToken }),
        );
        for (const object of page.Contents ?? []) {
          if (object.Key && isListedKey(object.Key)) {
            yield {
              path: object.Key,
              size: object.Size ?? 0,
              modifiedAt: object.LastModified ?? new Date(0),
            };
          }
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },

    async stat(key) {
      keySegments(key);
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return { path: key, size: head.ContentLength ?? 0, modifiedAt: head.LastModified ?? new Date(0) };
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },

    async createReadStream(key, range) {
      return (await get(key, range)) ?? Readable.from([]);
    },

    async readRange(key, range) {
      const body = await get(key, range);
      if (!body) return Buffer.alloc(0);
      const chunks: Buffer[] = [];
      for await (const chunk of body) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
      return Buffer.concat(chunks);
    },

    async write(key, data) {
      keySegments(key);
      // S3 makes an object visible only when its PUT or its multipart upload completes: readers see
      // the old bytes or the new ones. A failed upload is aborted, its parts removed.
      if (Buffer.isBuffer(data)) {
        await client.send(new PutObjectCommand({ Bucket, Key: key, Body: data }));
        return;
      }
      // The upload is aborted here rather than by lib-storage, which would throw the abort's own
      // failure instead of the cause. Parts an abort could not remove are left to the bucket's
      // lifecycle rule (AbortIncompleteMultipartUpload); the object itself never appears.
      const upload = new Upload({
        client,
        params: { Bucket, Key: key, Body: data },
        partSize: PART_SIZE,
        queueSize: PARTS_IN_FLIGHT,
        leavePartsOnError: true,
      });
      try {
        await upload.done();
      } catch (err) {
        if (upload.uploadId) {
          await client
            .send(new AbortMultipartUploadCommand({ Bucket, Key: key, UploadId: upload.uploadId }))
            .catch(() => {});
        }
        throw err;
      }
    },

    async delete(key) {
      keySegments(key);
      // S3 answers a delete of a missing key with success, as the interface wants.
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },

    async checkBucket() {
      try {
        await client.send(new HeadBucketCommand({ Bucket }));
      } catch (err) {
        const where = options.endpoint ?? `AWS region ${options.region}`;
        throw new Error(
          `S3 bucket "${Bucket}" at ${where} cannot be used (${describe(err)}); check S3_BUCKET, S3_ENDPOINT and the credentials`,
        );
      }
    },

    destroy() {
      client.destroy();
    },
  };
}

/**
 * What the local storage would list: a key of valid segments none of which starts with a dot
 * (a console's folder marker `a/`, `.DS_Store` and other hidden names are not data files).
 */
function isListedKey(key: string): boolean {
  try {
    return keySegments(key).every((segment) => !segment.startsWith("."));
  } catch {
    return false;
  }
}

const statusOf = (err: unknown) =>
  (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;

function isMissing(err: unknown): boolean {
  const name = (err as { name?: string }).name;
  return name === "NoSuchKey" || name === "NotFound" || statusOf(err) === 404;
}

/** The error a local read of a missing file rejects with (code ENOENT), so callers handle one kind. */
function missingObject(key: string): Error {
  return Object.assign(new Error(`ENOENT: no such object in storage: ${JSON.stringify(key)}`), {
    code: "ENOENT",
  });
}

function describe(err: unknown): string {
  const status = statusOf(err);
  const name = (err as { name?: string }).name ?? "error";
  return status ? `${name}, HTTP ${status}` : `${name}: ${(err as Error).message}`;
}
