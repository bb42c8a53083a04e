import { PLANS, type Tier } from "@strata/core";
import { eq } from "drizzle-orm";
import { type applications, bidRounds, organisations } from "../../db/schema/index.ts";
import type { Tx } from "../../lib/workflow.ts";
import { readConfigurations } from "../reference-data/index.ts";

type ApplicationRow = typeof applications.$inferSelect;

/**
 * How long a per-round plan lasts when the applicant chose no duration (section 9): a virtual data
 * room its continuous days, a bid-round plan until its round closes. Null for every other plan.
 */
export type RoundPeriod = { days: number } | { until: Date; opens?: Date } | null;

/** The end of the Malaysian business day `date` (YYYY-MM-DD): a round open "until 30 June" is open all that day. */
export const endOfMalaysianDay = (date: string) => new Date(`${date}T23:59:59.999+08:00`);

/**
 * The period an approved application's plan lasts, read in the approval's transaction: the VDR
 * days from the organisation's own VDR settings when an MBR admin saved them, else from the
 * configuration (`vdr.accessDays`); a bid-round plan's end from the round the application names.
 */
export async function roundPeriodOf(tx: Tx, application: ApplicationRow): Promise<RoundPeriod> {
  const lasts = PLANS[application.planType as Tier]?.lasts;
  if (lasts === "vdr-days") {
    const [organisation] = await tx
      .select({ vdrSettings: organisations.vdrSettings })
      .from(organisations)
      .where(eq(organisations.id, application.organisationId));
    const own = organisation?.vdrSettings as { accessDays?: number } | null | undefined;
    if (own?.accessDays) return { days: own.accessDays };
    return { days: (await readConfigurations(tx))["vdr.accessDays"] };
  }
  if (lasts === "round" && application.bidRoundId) {
    const [round] = await tx
      .select({ opensOn: bidRounds.opensOn, closesOn: bidRounds.closesOn })
      .from(bidRounds)
      .where(eq(bidRounds.id, application.bidRoundId));
    // Open from the start of its first Malaysian business day: approved before then, it is held unallocated.
    if (round) {
      return { until: endOfMalaysianDay(round.closesOn), opens: new Date(`${round.opensOn}T00:00:00+08:00`) };
    }
  }
  return null;
}
