import {
  type AdminDashboard,
  type DashboardCount,
  FINANCE_QUEUE_STATUSES,
  LOA_QUEUE_STATUSES,
  MBR_QUEUE_PLANS,
  OPEN_APPLICATION_STATUSES,
  STAFF_QUEUE_PATHS,
} from "@strata/core";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { loaApprovers } from "../../db/schema/index.ts";
import type { Actor } from "../../lib/workflow.ts";
import { billingCountsFor } from "../billing/index.ts";
import { dashboardOverview } from "./dashboard-overview.ts";
import { countApplications, type ListFilters } from "./queries.ts";

const inbox = (query: string) => `${STAFF_QUEUE_PATHS.inbox}?${query}`;

interface CardDefinition {
  key: DashboardCount["key"];
  label: string;
  link: string;
  filters: ListFilters;
  /** Whether this card concerns the actor (from their rights, or their place in the LOA chain). */
  concerns(actor: Actor, inChain: boolean): boolean;
}

const CARDS: CardDefinition[] = [
  {
    key: "pending-verification",
    label: "pending verification",
    link: inbox("status=pending_verification"),
    filters: { status: ["pending_verification"] },
    concerns: (a) => a.ability.can("update", "VerificationApproval"),
  },
  {
    key: "clarifications-answered",
    label: "clarifications answered",
    link: inbox("status=pending_verification&clarificationAnswered=true"),
    filters: { status: ["pending_verification"], clarificationAnswered: "true" },
    concerns: (a) => a.ability.can("update", "VerificationApproval"),
  },
  {
    key: "cancel-requests",
    label: "cancellation requests",
    link: inbox("status=cancel_request"),
    filters: { status: ["cancel_request"] },
    concerns: (a) =>
      a.ability.can("delete", "SubscriptionApplication") && a.ability.can("update", "VerificationApproval"),
  },
  {
    key: "failed-activations",
    label: "failed activations",
    link: inbox("status=failed"),
    filters: { status: ["failed"] },
    concerns: (a) =>
      a.ability.can("update", "ActivationApplication") && a.ability.can("update", "VerificationApproval"),
  },
  {
    key: "awaiting-my-approval",
    label: "awaiting your approval",
    link: STAFF_QUEUE_PATHS.loa,
    filters: { status: [...LOA_QUEUE_STATUSES], nextApprover: "me" },
    concerns: (a, inChain) => inChain && a.ability.can("update", "LOAApproval"),
  },
  {
    key: "pending-finance",
    label: "pending finance",
    link: STAFF_QUEUE_PATHS.finance,
    filters: { status: [...FINANCE_QUEUE_STATUSES] },
    concerns: (a) => a.ability.can("update", "FinanceApproval"),
  },
  {
    key: "mbr-pending",
    label: "bid round, MBR and VDR applications pending",
    link: STAFF_QUEUE_PATHS.mbr,
    filters: { status: [...OPEN_APPLICATION_STATUSES], planType: [...MBR_QUEUE_PLANS] },
    concerns: (a) => a.ability.can("manage", "VDR"),
  },
];

/** The counts that need this staff member, each with the filtered list it links to. */
export async function queueCountsFor(db: Database, actor: Actor): Promise<DashboardCount[]> {
  const [link] = actor.userId
    ? await db
        .select({ level: loaApprovers.level })
        .from(loaApprovers)
        .where(eq(loaApprovers.userId, actor.userId))
    : [];
  const counts: DashboardCount[] = [];
  for (const card of CARDS) {
    if (!card.concerns(actor, Boolean(link))) continue;
    counts.push({
      key: card.key,
      label: card.label,
      link: card.link,
      count: await countApplications(db, card.filters, actor),
    });
  }
  counts.push(...(await billingCountsFor(db, actor)));
  return counts;
}

/** The dashboard: the queue counts and the business overview tiles. */
export async function dashboardFor(db: Database, actor: Actor): Promise<AdminDashboard> {
  return { counts: await queueCountsFor(db, actor), overview: await dashboardOverview(db, actor) };
}
