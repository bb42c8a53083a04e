import type { RouteObject } from "react-router";
import { RequireAbility } from "../../app/guards/RequireAbility.tsx";

/** This feature's pages for a signed-in user who reads the e-invoice logs (finance). */
export const E_INVOICES_ROUTES: RouteObject[] = [
  {
    element: <RequireAbility I="view" a="EInvoiceLog" />,
    children: [
      { path: "admin/e-invoices", lazy: () => import("./pages/EInvoicesPage.tsx") },
      { path: "admin/e-invoices/:id", lazy: () => import("./pages/EInvoiceDetailPage.tsx") },
    ],
  },
];
