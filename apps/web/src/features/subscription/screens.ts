import type { Screen } from "../../app/screens.ts";

/** This feature's entries in the navigation and the dashboard (app/screens.ts). */
export const SUBSCRIPTION_SCREENS: readonly Screen[] = [
  {
    label: "Subscription",
    description: "See your plan, its period and add-ons, and apply for a renewal or a change.",
    to: "/subscription",
    I: "view",
    a: "Subscription",
    organisationOnly: true,
  },
  {
    label: "Organisation",
    description: "See your organisation's details; the primary user edits its address.",
    to: "/organization",
    I: "view",
    a: "Organization",
    organisationOnly: true,
  },
  {
    label: "Subscriptions",
    description: "Every organisation's subscription, its users and its history.",
    to: "/admin/subscriptions",
    I: "view",
    a: "Subscription",
    staffOnly: true,
  },
];
