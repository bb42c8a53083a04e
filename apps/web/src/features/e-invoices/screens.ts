import type { Screen } from "../../app/screens.ts";

/** This feature's entries in the navigation and the dashboard (app/screens.ts). */
export const E_INVOICES_SCREENS: readonly Screen[] = [
  {
    label: "E-invoices",
    description: "Invoices submitted to the tax authority: Valid, Invalid with its errors, retry, pause.",
    to: "/admin/e-invoices",
    I: "view",
    a: "EInvoiceLog",
  },
];
