export * from "./application.ts";
export * from "./docs.ts";
export * from "./subscription.ts";
export * from "./workflow.ts";

import { APPLICATION_WORKFLOW } from "./application.ts";
import { SUBSCRIPTION_WORKFLOW } from "./subscription.ts";

/** Every workflow table; docs/workflows.md draws each. */
export const WORKFLOWS = [APPLICATION_WORKFLOW, SUBSCRIPTION_WORKFLOW] as const;
