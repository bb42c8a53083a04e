import type { RouteObject } from "react-router";
import { RequireAbility } from "../../app/guards/RequireAbility.tsx";

/** This feature's pages for a signed-in user; each guards itself with RequireAbility. */
export const SERVICE_ACCOUNTS_ROUTES: RouteObject[] = [
  {
    element: <RequireAbility I="view" a="ServiceAccount" />,
    children: [
      { path: "admin/service-accounts", lazy: () => import("./pages/ServiceAccountsPage.tsx") },
      { path: "admin/service-accounts/:id", lazy: () => import("./pages/ServiceAccountPage.tsx") },
    ],
  },
];
