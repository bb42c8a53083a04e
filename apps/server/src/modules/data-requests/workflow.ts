import { DATA_REQUEST_WORKFLOW } from "@strata/core";
import { sql } from "drizzle-orm";
import { dataRequests } from "../../db/schema/index.ts";
import type { WorkflowStore } from "../../lib/workflow.ts";

/**
 * The data request workflow of `@strata/core`, bound to `data_requests`. Callers lock the request in
 * their own scope first (the customer's own, or any for staff) and count its files under that lock;
 * the conditional update repeats the guard so a file removed meanwhile cannot slip past it.
 */
export const dataRequestStore: WorkflowStore<typeof DATA_REQUEST_WORKFLOW, typeof dataRequests> = {
  workflow: DATA_REQUEST_WORKFLOW,
  table: dataRequests,
  subjectType: "data_request",
  // The files are not on the row: delivery counts them under the lock and passes the answer.
  guards: () => ({ hasFiles: false }),
  guardSql: {
    hasFiles: () =>
      sql`exists (select 1 from data_request_files where data_request_files.request_id = data_requests.id)`,
  },
};
