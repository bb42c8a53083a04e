import type { RouteObject } from "react-router";
import { RequireAbility } from "../../app/guards/RequireAbility.tsx";

/** This feature's pages that need no session (bare layout). */
export const PAYMENTS_PUBLIC_ROUTES: RouteObject[] = [];

/** This feature's pages for a signed-in user; each guards itself with RequireAbility. */
export const PAYMENTS_ROUTES: RouteObject[] = [
  {
    // The organisation's primary user pays whatever the tier (core billing/buyer.ts).
    element: <RequireAbility I="view" a="Subscription" />,
    children: [
      { path: "invoices/:id/pay", lazy: () => import("./pages/PayInvoicePage.tsx") },
      { path: "payments/:id/result", lazy: () => import("./pages/PaymentResultPage.tsx") },
    ],
  },
  {
    element: <RequireAbility I="update" a="Payment" />,
    children: [
      { path: "admin/payments", lazy: () => import("./pages/PaymentsQueuePage.tsx") },
      { path: "admin/payments/:id", lazy: () => import("./pages/PaymentDetailPage.tsx") },
    ],
  },
];
