import { PRE_PACK_WORKFLOW } from "@strata/core";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { dataPrePacks } from "../../db/schema/index.ts";
import { AppError } from "../../lib/errors.ts";
import {
  type ApplyTransitionOptions,
  applyTransitionIn,
  systemActor,
  type TransitionResult,
  type Tx,
  type WorkflowStore,
} from "../../lib/workflow.ts";

/**
 * Pre-packs belong to no organisation (the workflow store asks for the column): only the build job,
 * a system actor that `applyTransition` never scopes to an organisation, moves them.
 */
const prePackTable = dataPrePacks as typeof dataPrePacks & { organisationId: AnyPgColumn };
type PrePackTable = typeof prePackTable;

export const prePackStore: WorkflowStore<typeof PRE_PACK_WORKFLOW, PrePackTable> = {
  workflow: PRE_PACK_WORKFLOW,
  table: prePackTable,
  subjectType: "data_pre_pack",
  guards: () => ({}),
  guardSql: {},
};

/** Who the audit trail names for the build job's transitions. */
export const PRE_PACK_BUILDER = "Pre-pack builder";

type Options = Omit<
  ApplyTransitionOptions<typeof PRE_PACK_WORKFLOW, PrePackTable>,
  "store" | "actor" | "from"
>;

/**
 * Ends a building pre-pack (`built` or `fail`) through the workflow, as the build job. A pre-pack
 * deleted meanwhile (its pack edited, staff removed it) or already ended by a concurrent run is not an
 * error for the job: the answer is null and nothing changed.
 */
export async function settlePrePack(tx: Tx, opts: Options): Promise<TransitionResult<PrePackTable> | null> {
  try {
    return await applyTransitionIn(tx, {
      ...opts,
      store: prePackStore,
      actor: systemActor(PRE_PACK_BUILDER),
      from: "building",
    });
  } catch (err) {
    if (err instanceof AppError && (err.code === "NOT_FOUND" || err.code === "CONFLICT")) return null;
    throw err;
  }
}
