import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import type { S3Options } from "../plugins/storage-s3.ts";

export interface TestS3Server {
  /** The options of a client of its bucket. */
  options: S3Options;
  /** The same, as the S3_* variables of the app's config. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/**
 * A real S3-compatible server (s3rver, in a child process: see s3rver-process.mjs) on a free port,
 * with one empty bucket, its files in a temporary folder.
 */
export async function startS3Server(bucket = "strata-test"): Promise<TestS3Server> {
  const directory = await mkdtemp(path.join(os.tmpdir(), "strata-s3-"));
  const child = spawn(
    process.execPath,
    ["--openssl-legacy-provider", path.join(import.meta.dirname, "s3rver-process.mjs"), directory, bucket],
    { stdio: ["pipe", "pipe", "inherit"] },
  );
  const exited = once(child, "exit").then(() => null);
  const firstLine = once(createInterface({ input: child.stdout }), "line").then(([line]) => line as string);
  const line = await Promise.race([firstLine, exited]);
  if (line === null) throw new Error("s3rver exited before it listened");
  const { port } = JSON.parse(line) as { port: number };
  const endpoint = `http://127.0.0.1:${port}`;
  // s3rver accepts these fixed credentials.
  const credentials = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };
  return {
    options: { bucket, region: "us-east-1", endpoint, forcePathStyle: true, credentials },
    env: {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: "us-east-1",
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      S3_FORCE_PATH_STYLE: "true",
    },
    close: async () => {
      const gone = once(child, "exit");
      child.stdin.end();
      await gone;
      await rm(directory, { recursive: true, force: true });
    },
  };
}
