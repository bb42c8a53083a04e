import { USER_WORKFLOW } from "@strata/core";
import { users } from "../db/schema/index.ts";
import type { WorkflowStore } from "./workflow.ts";

/**
 * The user workflow of `@strata/core`, bound to the `users` table: every change of a user's status
 * (accepting an invitation, suspension, reactivation) goes through `applyTransition` (no guards:
 * the services refuse suspending oneself or a primary user with their own messages first).
 */
export const userStore: WorkflowStore<typeof USER_WORKFLOW, typeof users> = {
  workflow: USER_WORKFLOW,
  table: users,
  subjectType: "user",
  guards: () => ({}),
  guardSql: {},
};
