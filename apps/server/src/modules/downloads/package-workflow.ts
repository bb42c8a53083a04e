import { DOWNLOAD_PACKAGE_WORKFLOW, downloadPackageGuards } from "@strata/core";
import { sql } from "drizzle-orm";
import { downloadPackages } from "../../db/schema/index.ts";
import type { WorkflowStore } from "../../lib/workflow.ts";

/**
 * The download package workflow of `@strata/core`, bound to `download_packages`. Its callers lock the
 * package first (its owner's scope, so another user's package stays a 404) and refuse with the
 * messages users know before applying a transition; the conditional update and its guards are what
 * keep two requests from both applying one.
 */
export const downloadPackageStore: WorkflowStore<typeof DOWNLOAD_PACKAGE_WORKFLOW, typeof downloadPackages> =
  {
    workflow: DOWNLOAD_PACKAGE_WORKFLOW,
    table: downloadPackages,
    subjectType: "download_package",
    // The records are not on the row: confirmation counts them under the lock and passes the answer.
    guards: (row) => downloadPackageGuards({ pkg: row, recordCount: 0 }),
    guardSql: {
      // Qualified by hand: inside the subquery a bare "id" would be the item's.
      hasRecords: () =>
        sql`exists (select 1 from download_items where download_items.package_id = download_packages.id and download_items.status = 'pending')`,
      // The server's clock, as the loaded row's guard and the refusal before it read it.
      isUndelivered: () =>
        sql`(${downloadPackages.downloadedAt} is null and (${downloadPackages.expiresAt} is null or ${downloadPackages.expiresAt} > ${new Date().toISOString()}::timestamptz))`,
    },
  };
