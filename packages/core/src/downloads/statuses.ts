/**
 * A download package's life: a draft collects records; confirming spends its credits and queues its
 * preparation; preparation ends ready (the ZIP can be downloaded until it expires) or failed
 * (credits refunded); the owner cancels a confirmed package that was not delivered.
 */
export const DOWNLOAD_PACKAGE_STATUSES = [
  "draft",
  "preparing",
  "ready",
  "failed",
  "cancelled",
  "expired",
] as const;
export type DownloadPackageStatus = (typeof DOWNLOAD_PACKAGE_STATUSES)[number];

/** An item (one record's files): pending until preparation checks it, then ready, failed or cancelled. */
export const DOWNLOAD_ITEM_STATUSES = ["pending", "ready", "failed", "cancelled"] as const;
export type DownloadItemStatus = (typeof DOWNLOAD_ITEM_STATUSES)[number];

/** Socket room of one package's preparation: `download:<packageId>`. */
export const DOWNLOAD_ROOM_PREFIX = "download:";
export const downloadRoom = (packageId: string) => `${DOWNLOAD_ROOM_PREFIX}${packageId}`;
export const DOWNLOAD_EVENTS = {
  progress: "download_progress",
  done: "download_done",
} as const;

/** The name of the checksum file inside every package (sha256sum's format). */
export const MANIFEST_NAME = "MANIFEST.sha256";

/** Default days a ready package stays downloadable (DOWNLOAD_PACKAGE_TTL_DAYS). */
export const DEFAULT_PACKAGE_TTL_DAYS = 14;

/**
 * Section 6 gives the download manager to standard and up and to the graduate, research and
 * international variants; basic (and MBR, MPM study) users browse but cannot build packages.
 */
export const DOWNLOAD_MANAGER_REFUSAL =
  "Downloading needs the download manager, which comes with Standard, Premium and the academic subscriptions. Your subscription lets you browse the catalogue.";
