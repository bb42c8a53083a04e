import type { RouteObject } from "react-router";
import { RequireAbility } from "../../app/guards/RequireAbility.tsx";

/** This feature's pages that need no session (bare layout). */
export const APPLICATIONS_PUBLIC_ROUTES: RouteObject[] = [];

/** This feature's pages for a signed-in user; each guards itself with RequireAbility. */
export const APPLICATIONS_ROUTES: RouteObject[] = [
  {
    element: <RequireAbility I="view" a="SubscriptionApplication" />,
    children: [
      { path: "admin/applications", lazy: () => import("./pages/ApplicationsInboxPage.tsx") },
      { path: "admin/applications/:id", lazy: () => import("./pages/ApplicationDetailPage.tsx") },
    ],
  },
  {
    element: <RequireAbility I="manage" a="ActivationApplication" />,
    children: [{ path: "activation/applications", lazy: () => import("./pages/ActivationQueuePage.tsx") }],
  },
  {
    element: <RequireAbility I="update" a="LOAApproval" />,
    children: [{ path: "loa/approvals", lazy: () => import("./pages/LoaApprovalsPage.tsx") }],
  },
  {
    element: <RequireAbility I="update" a="FinanceApproval" />,
    children: [{ path: "finance/applications", lazy: () => import("./pages/FinanceQueuePage.tsx") }],
  },
  {
    element: <RequireAbility I="manage" a="VDR" />,
    children: [{ path: "mbr/applications", lazy: () => import("./pages/MbrQueuePage.tsx") }],
  },
  {
    element: <RequireAbility I="view" a="Administrator" />,
    children: [{ path: "administrators", lazy: () => import("./pages/AdministratorsPage.tsx") }],
  },
  {
    element: <RequireAbility I="read" a="LOAApprover" />,
    children: [{ path: "administrators/loa", lazy: () => import("./pages/LoaChainPage.tsx") }],
  },
];
