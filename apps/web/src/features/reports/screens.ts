import type { Screen } from "../../app/screens.ts";

/** This feature's entries in the navigation and the dashboard (app/screens.ts). */
export const REPORTS_SCREENS: readonly Screen[] = [
  {
    label: "Reports",
    description: "Subscriptions, sales, invoices, downloads, users and more: charts, tables and exports.",
    to: "/admin/reports",
    I: "view",
    a: "Reports",
  },
];
