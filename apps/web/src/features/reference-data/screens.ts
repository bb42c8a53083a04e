import type { Action, Subject } from "@strata/core";
import type { Screen } from "../../app/screens.ts";

/** Who works with every organisation: admins (subscriptions) and MBR admins (VDR), as the API declares. */
export const ORGANISATION_READERS: readonly (readonly [Action, Subject])[] = [
  ["manage", "Subscription"],
  ["manage", "VDR"],
];

const organisations = {
  label: "Organisations",
  description: "Find an organisation, correct its details and keep its VDR settings.",
  to: "/admin/organizations",
};

/** This feature's entries in the navigation and the dashboard (app/screens.ts). */
export const REFERENCE_DATA_SCREENS: readonly Screen[] = [
  ...ORGANISATION_READERS.map(([I, a]) => ({ ...organisations, I, a })),
  {
    label: "Known companies",
    description: "The companies a registering organisation picks from.",
    to: "/admin/known-companies",
    I: "view",
    a: "KnownCompany",
  },
  {
    label: "Institutes",
    description: "The academic institutes graduate, research and academic plans register under.",
    to: "/admin/institutes",
    I: "view",
    a: "Institution",
  },
  {
    label: "Bid rounds",
    description: "Open, upcoming and closed bid rounds that applications name.",
    to: "/admin/bid-rounds",
    I: "view",
    a: "BidRound",
  },
  {
    label: "Configuration",
    description: "VDR access days and contact address, expiry reminder days.",
    to: "/admin/configuration",
    I: "view",
    a: "Configuration",
  },
];
