import type { Screen } from "../../app/screens.ts";

const credits = {
  label: "Download credits",
  description: "Buy download credits and see the balance, what was spent on what, and the usage.",
  to: "/credits",
  organisationOnly: true as const,
};

/** This feature's entries in the navigation and the dashboard (app/screens.ts). */
export const CREDITS_SCREENS: readonly Screen[] = [
  // Primary users buy; standard and premium members, who download, see the balance too.
  { ...credits, I: "view", a: "Invoice" },
  { ...credits, I: "manage", a: "DownloadManager" },
  {
    label: "Credit purchases",
    description: "Download credit orders: approve paid ones, ask for clarification, resend invoices.",
    to: "/admin/credit-purchases",
    I: "view",
    a: "CreditPurchase",
  },
  {
    label: "Credit plans",
    description: "Create, edit and retire the download credit plans on offer.",
    to: "/admin/download-credit-plans",
    I: "manage",
    a: "DownloadCreditPlan",
  },
];
