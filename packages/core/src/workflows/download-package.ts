import { DOWNLOAD_PACKAGE_STATUSES, type DownloadPackageStatus } from "../downloads/statuses.ts";
import type { Workflow, WorkflowRight } from "./workflow.ts";

export const DOWNLOAD_PACKAGE_ACTIONS = ["confirm", "issue", "cancel", "prepared", "fail", "expire"] as const;
export type DownloadPackageAction = (typeof DOWNLOAD_PACKAGE_ACTIONS)[number];
export const DOWNLOAD_PACKAGE_GUARDS = ["hasRecords", "isUndelivered"] as const;
export type DownloadPackageGuard = (typeof DOWNLOAD_PACKAGE_GUARDS)[number];

/**
 * Section 6: standard and up manage the download manager, the graduate, research and international
 * variants view it, and either builds and cancels their own packages (docs/decisions.md "Download
 * packages"), so the right is the one every download route asks for. Packages are personal: the
 * server scopes every package to its user, so only the owner ever reaches a transition.
 */
const OWNER: WorkflowRight = ["view", "DownloadManager"];
/** The preparation job and the hourly sweep: the server, never a button. */
const SERVER: WorkflowRight = ["manage", "DownloadManager"];

/**
 * A user's download package: a draft collects records; confirming spends its credits and queues its
 * preparation; the job ends it ready (downloadable until it expires) or failed (refunded); the owner
 * may cancel it, refunded, until it is delivered. Credits, items and the archive's layout change with
 * the status in the same transaction.
 */
export const DOWNLOAD_PACKAGE_WORKFLOW: Workflow<
  DownloadPackageStatus,
  DownloadPackageAction,
  DownloadPackageGuard,
  never
> = {
  name: "download_package",
  statuses: DOWNLOAD_PACKAGE_STATUSES,
  initial: "draft",
  terminal: ["failed", "cancelled", "expired"],
  // Nothing returns a package to an earlier status (no reset), so none is recorded.
  stable: [],
  actions: DOWNLOAD_PACKAGE_ACTIONS,
  guards: {
    hasRecords: "the draft holds at least one record",
    isUndelivered:
      "the package was not downloaded to its last byte and its download time has not passed (a delivered package is not refunded)",
  },
  facts: {},
  describe: {
    draft: "Collecting records; edited, deleted or confirmed by its owner. Nothing is spent yet.",
    preparing: "Confirmed, its credits spent; the preparation job checks the files and lays out the ZIP.",
    ready: "The ZIP can be downloaded (and resumed) until it expires; cancellable until delivered.",
    failed: "Terminal: nothing could be prepared (or the job gave up); every credit was refunded.",
    cancelled: "Terminal: cancelled by its owner before delivery; the credits not yet refunded came back.",
    expired: "Terminal: its download time passed; it was downloadable for all of it, so nothing is refunded.",
  },
  transitions: [
    { action: "confirm", from: ["draft"], to: "preparing", can: OWNER, guard: "hasRecords" },
    // A package made for a user (a delivered data request, a data pack taken, a curated package):
    // the server confirms it in the transaction that made it, for whoever asked.
    { action: "issue", from: ["draft"], to: "preparing", can: SERVER, automatic: true, guard: "hasRecords" },
    { action: "cancel", from: ["preparing", "ready"], to: "cancelled", can: OWNER, guard: "isUndelivered" },
    { action: "prepared", from: ["preparing"], to: "ready", can: SERVER, automatic: true },
    { action: "fail", from: ["preparing"], to: "failed", can: SERVER, automatic: true },
    { action: "expire", from: ["ready"], to: "expired", can: SERVER, automatic: true },
  ],
};

/** The guards on a package as its owner sees it; the server repeats them in SQL. */
export function downloadPackageGuards(input: {
  pkg: { downloadedAt: Date | null; expiresAt: Date | null };
  /** Records of the draft (its pending items). */
  recordCount: number;
  now?: Date;
}): Record<DownloadPackageGuard, boolean> {
  const { pkg, recordCount, now = new Date() } = input;
  return {
    hasRecords: recordCount > 0,
    isUndelivered: pkg.downloadedAt === null && (pkg.expiresAt === null || pkg.expiresAt > now),
  };
}
