import type { Screen } from "../../app/screens.ts";

/** This feature's entries in the navigation and the dashboard (app/screens.ts). */
export const SERVICE_ACCOUNTS_SCREENS: readonly Screen[] = [
  {
    label: "Service accounts",
    description: "API keys for machine clients: create, rotate, revoke and see their calls.",
    to: "/admin/service-accounts",
    I: "view",
    a: "ServiceAccount",
  },
];
