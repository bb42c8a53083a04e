export * from "./application.ts";
export * from "./docs.ts";
export * from "./workflow.ts";

import { APPLICATION_WORKFLOW } from "./application.ts";

/** Every workflow table; docs/workflows.md draws each. */
export const WORKFLOWS = [APPLICATION_WORKFLOW] as const;
