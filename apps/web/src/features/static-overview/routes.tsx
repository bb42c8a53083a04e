import type { RouteObject } from "react-router";
import { RequireAbility } from "../../app/guards/RequireAbility.tsx";

/** Section 6: superadmin and system may not view StaticOverview. */
export const STATIC_OVERVIEW_ROUTES: RouteObject[] = [
  {
    element: <RequireAbility I="view" a="StaticOverview" />,
    children: [{ path: "admin/static-content", lazy: () => import("./pages/StaticOverviewPage.tsx") }],
  },
];
