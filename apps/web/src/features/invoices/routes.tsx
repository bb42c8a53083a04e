import type { RouteObject } from "react-router";
import { RequireAbility } from "../../app/guards/RequireAbility.tsx";

/** This feature's pages that need no session (bare layout). */
export const INVOICES_PUBLIC_ROUTES: RouteObject[] = [];

/**
 * This feature's pages for a signed-in user; each guards itself with RequireAbility. Customers'
 * primary users and staff both hold `view Invoice`: each side's page calls its own API, which
 * answers the other side 403 (staff) or nothing of theirs (customers).
 */
export const INVOICES_ROUTES: RouteObject[] = [
  {
    // The organisation's primary user pays whatever the tier (core billing/buyer.ts): an applicant
    // holds the basic tier until approval, so one invoice opens with `view Subscription`.
    element: <RequireAbility I="view" a="Subscription" />,
    children: [{ path: "invoices/:id", lazy: () => import("./pages/MyInvoicePage.tsx") }],
  },
  {
    element: <RequireAbility I="view" a="Invoice" />,
    children: [
      { path: "invoices", lazy: () => import("./pages/MyInvoicesPage.tsx") },
      { path: "admin/invoices", lazy: () => import("./pages/AdminInvoicesPage.tsx") },
      { path: "admin/invoices/:id", lazy: () => import("./pages/AdminInvoicePage.tsx") },
    ],
  },
  {
    element: <RequireAbility I="view" a="Configuration" />,
    children: [
      { path: "admin/email-reminder-settings", lazy: () => import("./pages/ReminderSettingsPage.tsx") },
    ],
  },
];
