export { type Cell, readSheet, type Sheet } from "./bulk/parse.ts";
export { registerBulkRecoveryJob } from "./bulk/recovery-job.ts";
export { recoverBulkImports } from "./bulk/service.ts";
export {
  queueDemoStorageSyncs,
  seedDataPreparationDemo,
  writeDataPreparationDemoFiles,
} from "./files/demo.ts";
export { registerFilesSyncAndGis } from "./files/index.ts";
export { listHistories, writeHistories } from "./histories/service.ts";
export { registerMetadataAdminRoutes } from "./metadata/index.ts";
export { STORAGE_SYNC_JOB } from "./sync/job.ts";
