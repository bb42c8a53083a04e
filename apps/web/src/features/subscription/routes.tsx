import type { RouteObject } from "react-router";
import { RequireAbility } from "../../app/guards/RequireAbility.tsx";

/** This feature's pages that need no session (bare layout). */
export const SUBSCRIPTION_PUBLIC_ROUTES: RouteObject[] = [];

/** This feature's pages for a signed-in user; each guards itself with RequireAbility. */
export const SUBSCRIPTION_ROUTES: RouteObject[] = [
  {
    element: <RequireAbility I="view" a="Subscription" />,
    children: [{ path: "subscription", lazy: () => import("./pages/SubscriptionPage.tsx") }],
  },
  {
    element: <RequireAbility I="view" a="Organization" />,
    children: [{ path: "organization", lazy: () => import("./pages/OrganizationPage.tsx") }],
  },
  {
    // Staff who view subscriptions (LOA, finance, MBR admin) read the list and the detail; the
    // page's actions need "manage Subscription" (section 6).
    element: <RequireAbility I="view" a="Subscription" staffOnly />,
    children: [
      { path: "admin/subscriptions", lazy: () => import("./pages/AdminSubscriptionsPage.tsx") },
      { path: "admin/subscriptions/:id", lazy: () => import("./pages/AdminSubscriptionPage.tsx") },
    ],
  },
];
