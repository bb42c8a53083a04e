import type { FastifyInstance } from "fastify";
import type { ModuleDeps } from "../../lib/module-deps.ts";
import { registerPackageSweepJob } from "./expiry.ts";
import { registerPreparePackageJob } from "./prepare.ts";
import { registerDownloadRoutes } from "./routes.ts";
import { registerDownloadStatisticsRoutes } from "./statistics-routes.ts";

/** Download packages (issue 11): packagers and items, credits, preparation with live progress, the ZIP, expiry. */
export function registerDownloadsModule(api: FastifyInstance, deps: ModuleDeps) {
  registerPreparePackageJob({ ...deps, ttlDays: deps.config.downloads.packageTtlDays });
  registerDownloadRoutes(api, deps);
  registerDownloadStatisticsRoutes(api, deps);
  registerPackageSweepJob(deps);
}
export { DOWNLOADER, OWNER } from "./access.ts";
export { archiveEtag, packageArchive } from "./archive.ts";
export { checksumOf } from "./checksums.ts";
export { type DemoRecord, demoUser, sampleRecords, seedDownloadDemo } from "./demo.ts";
export { seedDataRoomDownloadDemo } from "./demo-data-room.ts";
export { seedDownloadHistoryDemo } from "./demo-history.ts";
export { sweepPackages } from "./expiry.ts";
export { issuePackage } from "./issue.ts";
export { filesOfItem } from "./item-files.ts";
export { auditActor, type Owner, ownerOf } from "./owner.ts";
export { type DownloadableRecord, downloadableRecords, sortDownloadable } from "./records.ts";
export { rangeHeaders } from "./routes.ts";
export { sendPackageZip, sendRanged } from "./send-zip.ts";
export { downloadPackage, type PackageDownload, rangedDownload, sendStoredRange } from "./serve.ts";
export { type ByteSink, streamZipRange } from "./zip/stream.ts";
