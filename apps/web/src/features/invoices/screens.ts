import type { Screen } from "../../app/screens.ts";

/**
 * This feature's entries in the navigation and the dashboard (app/screens.ts). Primary users of
 * non-basic tiers and staff both hold `view Invoice`: the customer's screen is for those with an
 * organisation, the staff screen for those without one.
 */
export const INVOICES_SCREENS: readonly Screen[] = [
  {
    label: "Invoices",
    description: "Your organisation's invoices: pay them, download them as PDF or ask to cancel one.",
    to: "/invoices",
    I: "view",
    a: "Invoice",
    organisationOnly: true,
  },
  {
    label: "Invoices",
    description: "Every organisation's invoices, cancellation requests and refunds.",
    to: "/admin/invoices",
    I: "view",
    a: "Invoice",
    staffOnly: true,
  },
  {
    label: "E-mail reminders",
    description: "Which reminders go out, and how many days before an invoice is due or a subscription ends.",
    to: "/admin/email-reminder-settings",
    I: "view",
    a: "Configuration",
  },
];
