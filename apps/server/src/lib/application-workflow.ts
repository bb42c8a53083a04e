import { APPLICATION_WORKFLOW, applicationGuards, MBR_QUEUE_PLANS } from "@strata/core";
import { eq, inArray, sql } from "drizzle-orm";
import { applications } from "../db/schema/index.ts";
import type { WorkflowStore } from "./workflow.ts";

/** The application workflow of `@strata/core`, bound to the `applications` table. */
export const applicationStore: WorkflowStore<typeof APPLICATION_WORKFLOW, typeof applications> = {
  workflow: APPLICATION_WORKFLOW,
  table: applications,
  subjectType: "application",
  guards: (row, actor) =>
    applicationGuards({
      application: row,
      actor: { userId: actor.userId, organisationId: actor.organisationId, isPrimary: actor.isPrimary },
    }),
  guardSql: {
    isNextApprover: (actor) => (actor.userId ? eq(applications.nextApproverId, actor.userId) : sql`false`),
    isApplicant: (actor) =>
      actor.isPrimary && actor.organisationId
        ? eq(applications.organisationId, actor.organisationId)
        : sql`false`,
    isMbrQueuePlan: () => inArray(applications.planType, [...MBR_QUEUE_PLANS]),
  },
  facts: (row) => ({ isFree: row.amountSen === 0 }),
  onAction: { submit: () => ({ submittedAt: new Date() }) },
};
