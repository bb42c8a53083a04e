import { STAFF_QUEUE_PATHS } from "@strata/core";
import type { Screen } from "../../app/screens.ts";

/** This feature's entries in the navigation and the dashboard (app/screens.ts). */
export const APPLICATIONS_SCREENS: readonly Screen[] = [
  {
    label: "Applications",
    description: "Verify, approve and follow every organisation's applications.",
    to: STAFF_QUEUE_PATHS.inbox,
    I: "view",
    a: "SubscriptionApplication",
  },
  {
    label: "Activation",
    description: "Applications whose activation failed, and those finance's approval activates next.",
    to: STAFF_QUEUE_PATHS.activation,
    I: "manage",
    a: "ActivationApplication",
  },
  {
    label: "Awaiting my approval",
    description: "Applications pending LOA whose next approver is you.",
    to: STAFF_QUEUE_PATHS.loa,
    I: "update",
    a: "LOAApproval",
  },
  {
    label: "Pending finance",
    description: "Paid applications waiting for finance approval.",
    to: STAFF_QUEUE_PATHS.finance,
    I: "update",
    a: "FinanceApproval",
  },
  {
    label: "Bid round, MBR and VDR applications",
    description: "Open applications for the bid round plans and the virtual data room.",
    to: STAFF_QUEUE_PATHS.mbr,
    I: "manage",
    a: "VDR",
  },
  {
    label: "Administrators",
    description: "Invite and manage the staff accounts of the portal.",
    to: STAFF_QUEUE_PATHS.administrators,
    I: "view",
    a: "Administrator",
  },
  {
    label: "LOA chain",
    description: "The approvers by level and their approval limits.",
    to: STAFF_QUEUE_PATHS.loaChain,
    I: "read",
    a: "LOAApprover",
  },
];
