import type { Tier } from "@strata/core";
import { type Column, inArray, type SQL, sql } from "drizzle-orm";
import { organisations } from "../../../db/schema/index.ts";

/**
 * The tier filter of a report whose rows belong to an organisation (an invoice, a ledger entry):
 * organisations of the tier now. Like `ofOrganisation`, the few matching ids come first, so the
 * report's own index on its organisation column does the rest.
 */
export function ofOrganisationTier(column: Column, tier: Tier | undefined): SQL | undefined {
  if (!tier) return undefined;
  return inArray(
    column,
    sql`(select ${organisations.id} from ${organisations} where ${organisations.tier} = ${tier})`,
  );
}
