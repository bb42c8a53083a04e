import { isStaffRole, STAFF_ROLES, USER_WORKFLOW } from "@strata/core";
import { inArray } from "drizzle-orm";
import { users } from "../../db/schema/index.ts";
import type { WorkflowStore } from "../../lib/workflow.ts";

/**
 * The user workflow of `@strata/core`, bound to the `users` table: every change of a user's status
 * (accepting an invitation, suspension, reactivation) goes through `applyTransition`.
 */
export const userStore: WorkflowStore<typeof USER_WORKFLOW, typeof users> = {
  workflow: USER_WORKFLOW,
  table: users,
  subjectType: "user",
  guards: (row) => ({ staffAccount: isStaffRole(row.role) }),
  guardSql: { staffAccount: () => inArray(users.role, [...STAFF_ROLES]) },
};
