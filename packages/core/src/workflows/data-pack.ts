import { DATA_PACK_STATUSES, type DataPackStatus } from "../downloads/statuses.ts";
import type { Workflow, WorkflowRight } from "./workflow.ts";

export const DATA_PACK_WORKFLOW_ACTIONS = ["publish", "withdraw"] as const;
export type DataPackWorkflowAction = (typeof DATA_PACK_WORKFLOW_ACTIONS)[number];

/** Section 6: data staff manage data packs (superadmin too); system may only view them. */
const DATA_STAFF: WorkflowRight = ["manage", "DataPacks"];

/**
 * A data pack: drafted by data staff, published for customers to browse and take, withdrawn when
 * stale (its packages already taken live on), and published again once edited.
 */
export const DATA_PACK_WORKFLOW: Workflow<DataPackStatus, DataPackWorkflowAction, never, never> = {
  name: "data_pack",
  statuses: DATA_PACK_STATUSES,
  initial: "draft",
  terminal: [],
  // No reset returns a pack to an earlier status, so none is recorded.
  stable: [],
  actions: DATA_PACK_WORKFLOW_ACTIONS,
  guards: {},
  facts: {},
  describe: {
    draft: "Being put together by data staff (name, description, price, records); customers do not see it.",
    published: "Customers with the download manager browse it and take it as a download package.",
    withdrawn: "Taken off the list; packages already taken stay. Staff may edit it and publish it again.",
  },
  transitions: [
    { action: "publish", from: ["draft", "withdrawn"], to: "published", can: DATA_STAFF },
    { action: "withdraw", from: ["published"], to: "withdrawn", can: DATA_STAFF },
  ],
};
