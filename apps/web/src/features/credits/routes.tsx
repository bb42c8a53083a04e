import type { RouteObject } from "react-router";
import { RequireAbility } from "../../app/guards/RequireAbility.tsx";
import { RequireAnyAbility } from "../../app/guards/RequireAnyAbility.tsx";

/** This feature's pages for a signed-in user; each guards itself. */
export const CREDITS_ROUTES: RouteObject[] = [
  {
    element: (
      <RequireAnyAbility
        anyOf={[
          ["view", "Invoice"],
          ["manage", "DownloadManager"],
        ]}
      />
    ),
    children: [{ path: "credits", lazy: () => import("./pages/CreditsPage.tsx") }],
  },
  {
    element: <RequireAbility I="view" a="CreditPurchase" />,
    children: [
      { path: "admin/credit-purchases", lazy: () => import("./pages/CreditPurchasesPage.tsx") },
      { path: "admin/credit-purchases/:id", lazy: () => import("./pages/CreditPurchasePage.tsx") },
    ],
  },
  {
    element: <RequireAbility I="manage" a="DownloadCreditPlan" />,
    children: [{ path: "admin/download-credit-plans", lazy: () => import("./pages/CreditPlansPage.tsx") }],
  },
];
