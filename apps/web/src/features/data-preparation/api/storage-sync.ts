import type { CatalogType, StorageSyncStarted, SyncStatus } from "@strata/core";
import { dataPreparationPost } from "./client.ts";

/** sdccloudstoragesync: starts a durable sync job; progress comes on the socket room it names. */
export function startStorageSync(ingestType: CatalogType): Promise<StorageSyncStarted> {
  return dataPreparationPost("sdccloudstoragesync", { ingestType });
}

/** getsyncstatus: the job's progress and result, for when the socket is not delivering. */
export function getSyncStatus(jobId: string, signal?: AbortSignal): Promise<SyncStatus> {
  return dataPreparationPost("getsyncstatus", { jobId }, signal);
}
