import type { CatalogType } from "@strata/core";
import { dataPreparationPost } from "./client.ts";

export type SyncJobStatus = "queued" | "running" | "succeeded" | "failed";

export interface SyncStatus {
  jobId: string;
  status: SyncJobStatus;
  total: number;
  current: number;
  currentFolder: string;
  result?: unknown;
}

/** sdccloudstoragesync: starts a durable sync job; progress comes on the socket room it names. */
export function startStorageSync(ingestType: CatalogType): Promise<{ jobId: string; room: string }> {
  return dataPreparationPost<{ jobId: string; room: string }>("sdccloudstoragesync", { ingestType });
}

/** getsyncstatus: the job's progress, for when the socket is not delivering. */
export function getSyncStatus(jobId: string, signal?: AbortSignal): Promise<SyncStatus> {
  return dataPreparationPost<SyncStatus>("getsyncstatus", { jobId }, signal);
}
