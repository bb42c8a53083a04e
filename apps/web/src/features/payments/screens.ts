import type { Screen } from "../../app/screens.ts";

/** This feature's entries in the navigation and the dashboard (app/screens.ts). */
export const PAYMENTS_SCREENS: readonly Screen[] = [
  {
    label: "Payments",
    description: "Payments waiting for approval: bank transfers with their proof, the gateway's records.",
    to: "/admin/payments",
    I: "update",
    a: "Payment",
  },
];
