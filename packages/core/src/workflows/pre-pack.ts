import { PRE_PACK_STATUSES, type PrePackStatus } from "../downloads/statuses.ts";
import type { Workflow, WorkflowRight } from "./workflow.ts";

export const PRE_PACK_ACTIONS = ["built", "fail"] as const;
export type PrePackAction = (typeof PRE_PACK_ACTIONS)[number];

/** The build job: the server, never a button (data staff start a build by making a new pre-pack). */
const SERVER: WorkflowRight = ["manage", "DataPrePack"];

/**
 * A pre-pack: a data pack's ZIP built ahead by a job. It starts building when data staff ask for it;
 * the job ends it ready (its ZIP stored, served to packages taken from the pack) or failed (a file
 * missing, or the job gave up). A pre-pack is never rebuilt: a new one is made, and replaces the
 * older once ready. Rows leave by deletion (staff, a changed pack, a newer pre-pack), not by status.
 */
export const PRE_PACK_WORKFLOW: Workflow<PrePackStatus, PrePackAction, never, never> = {
  name: "data_pre_pack",
  statuses: PRE_PACK_STATUSES,
  initial: "building",
  terminal: ["ready", "failed"],
  // No reset returns a pre-pack to an earlier status, so none is recorded.
  stable: [],
  actions: PRE_PACK_ACTIONS,
  guards: {},
  facts: {},
  describe: {
    building: "The build job checks and checksums the pack's files and streams the ZIP into storage.",
    ready: "Terminal: the ZIP is stored and packages taken from the pack download it at once.",
    failed: "Terminal: a file was missing or the job gave up; the reason is kept. Staff build a new one.",
  },
  transitions: [
    { action: "built", from: ["building"], to: "ready", can: SERVER, automatic: true },
    { action: "fail", from: ["building"], to: "failed", can: SERVER, automatic: true },
  ],
};
