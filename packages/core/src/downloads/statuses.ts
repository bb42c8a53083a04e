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

/**
 * Where a package came from: a user's own selection of records, a data request staff delivered,
 * a data pack the user took, or a curated package staff assigned (docs/decisions.md "Data services").
 */
export const DOWNLOAD_PACKAGE_ORIGINS = [
  "records",
  "data_request",
  "data_pack",
  "curated",
  "mbr",
  "mbr-plus",
  /** The catalogue's single-record download (v1 and v2): a package of one record, confirmed at once (decision 0201). */
  "record",
] as const;
export type DownloadPackageOrigin = (typeof DOWNLOAD_PACKAGE_ORIGINS)[number];

/** An item of a delivered data request: its files are the delivery's uploads, not a record's. */
export const DELIVERY_ITEM_TYPE = "delivery";

/**
 * A customer's request for data that is not online: submitted, assigned to a data staff member (or
 * back, unassigned), then delivered as a package, declined with a reason, or cancelled by the
 * customer before delivery.
 */
export const DATA_REQUEST_STATUSES = ["submitted", "assigned", "delivered", "declined", "cancelled"] as const;
export type DataRequestStatus = (typeof DATA_REQUEST_STATUSES)[number];

/** A data pack is drafted by data staff, published for customers to take, and withdrawn when stale. */
export const DATA_PACK_STATUSES = ["draft", "published", "withdrawn"] as const;
export type DataPackStatus = (typeof DATA_PACK_STATUSES)[number];

/** A pre-pack (a data pack's ZIP built ahead) is building, ready in storage, or failed with a reason. */
export const PRE_PACK_STATUSES = ["building", "ready", "failed"] as const;
export type PrePackStatus = (typeof PRE_PACK_STATUSES)[number];
