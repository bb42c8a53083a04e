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
export { issuePackage } from "./issue.ts";
export { type Owner, ownerOf } from "./owner.ts";
export { sendPackageZip } from "./send-zip.ts";
