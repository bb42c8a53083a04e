import { DOWNLOAD_ITEM_STATUSES, type DownloadItemStatus } from "../downloads/statuses.ts";
import type { Workflow, WorkflowRight } from "./workflow.ts";

export const DOWNLOAD_ITEM_ACTIONS = ["prepared", "fail", "cancel"] as const;
export type DownloadItemAction = (typeof DOWNLOAD_ITEM_ACTIONS)[number];

/** The owner of the package (the download manager's right; the server scopes items to their owner). */
const OWNER: WorkflowRight = ["view", "DownloadManager"];
/** The preparation job: the server, never a button. */
const SERVER: WorkflowRight = ["manage", "DownloadManager"];

/**
 * One record of a download package. Its moves are cascades of its package's (download-package.ts):
 * the preparation job checks its files (ready, or failed when one is missing), a failed or
 * cancelled package takes its undelivered items with it, and the owner may cancel one item on its
 * own. The package's transition carries the audit row; an item's own cancellation is recorded by
 * its refund in the credit ledger.
 */
export const DOWNLOAD_ITEM_WORKFLOW: Workflow<DownloadItemStatus, DownloadItemAction, never, never> = {
  name: "download_item",
  statuses: DOWNLOAD_ITEM_STATUSES,
  initial: "pending",
  terminal: ["failed", "cancelled"],
  stable: [],
  actions: DOWNLOAD_ITEM_ACTIONS,
  guards: {},
  facts: {},
  describe: {
    pending: "In a draft or a package being prepared; its files not checked yet.",
    ready: "Its files are checked and laid out in the package's ZIP.",
    failed: "Terminal: a file is missing from storage, or its package failed; its credits were refunded.",
    cancelled: "Terminal: cancelled by the owner, alone or with its package; its credits came back.",
  },
  transitions: [
    // A retried preparation checks a ready item again.
    { action: "prepared", from: ["pending", "ready"], to: "ready", can: SERVER, automatic: true },
    { action: "fail", from: ["pending", "ready"], to: "failed", can: SERVER, automatic: true },
    { action: "cancel", from: ["pending", "ready"], to: "cancelled", can: OWNER },
  ],
};
