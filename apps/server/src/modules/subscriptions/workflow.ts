import { SUBSCRIPTION_WORKFLOW } from "@strata/core";
import { subscriptions } from "../../db/schema/index.ts";
import type { WorkflowStore } from "../../lib/workflow.ts";

/** The subscription workflow of `@strata/core`, bound to the `subscriptions` table (no guards). */
export const subscriptionStore: WorkflowStore<typeof SUBSCRIPTION_WORKFLOW, typeof subscriptions> = {
  workflow: SUBSCRIPTION_WORKFLOW,
  table: subscriptions,
  subjectType: "subscription",
  guards: () => ({}),
  guardSql: {},
};
