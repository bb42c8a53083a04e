import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { Config } from "../config.ts";
import { writeCatalogSampleFiles } from "../modules/catalogs/index.ts";
import { writeDataPreparationDemoFiles } from "../modules/data-preparation/index.ts";
import { writeDataRequestDemoFiles } from "../modules/data-requests/index.ts";
import { writeNewsDemoFiles } from "../modules/news/index.ts";
import { writePaymentDemoFiles } from "../modules/payments/index.ts";
import { writeStudyDocumentsDemoFiles } from "../modules/study-documents/index.ts";
import { writeTechnicalStudyDemoFiles } from "../modules/technical-studies/index.ts";
import { createLocalStorage } from "../plugins/storage.ts";
import { writeCoreAnalysisDemoFiles } from "./premium/core-analysis.ts";

/**
 * The demo's files (catalogue samples, data-preparation extras, a payment slip) where the app reads
 * its files: DATA_DIR/storage, or the S3 bucket. The writers know folders only, so for S3 they write
 * into a temporary folder whose files missing from the bucket are then uploaded.
 */
export async function writeDemoFiles(config: Pick<Config, "dataDir" | "s3">): Promise<void> {
  const folder = config.s3
    ? await mkdtemp(path.join(os.tmpdir(), "strata-demo-files-"))
    : path.join(config.dataDir, "storage");
  try {
    await writeCatalogSampleFiles(folder);
    await writeDataPreparationDemoFiles(folder);
    await writeDataRequestDemoFiles(folder);
    await writePaymentDemoFiles(folder);
    await writeNewsDemoFiles(folder);
    await writeCoreAnalysisDemoFiles(folder);
    await writeStudyDocumentsDemoFiles(folder);
    await writeTechnicalStudyDemoFiles(folder);
    if (config.s3) await uploadMissing(folder, config.s3);
  } finally {
    if (config.s3) await rm(folder, { recursive: true, force: true });
  }
}

async function uploadMissing(folder: string, options: NonNullable<Config["s3"]>) {
  const local = createLocalStorage(folder);
  const { createS3Storage } = await import("../plugins/storage-s3.ts");
  const bucket = createS3Storage(options);
  try {
    // The seed runs before the app's own start-up check: a wrong bucket is named here too.
    await bucket.checkBucket();
    for await (const file of local.list("")) {
      if ((await bucket.stat(file.path))?.size === file.size) continue;
      await bucket.write(file.path, await local.createReadStream(file.path));
    }
  } finally {
    bucket.destroy();
  }
}
