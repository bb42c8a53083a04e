import type { RouteObject } from "react-router";
import { RequireAbility } from "../../app/guards/RequireAbility.tsx";

/** Well analytics (section 2 WellAnalytics): premium and staff. */
export const WELL_ANALYTICS_ROUTES: RouteObject[] = [
  {
    element: <RequireAbility I="view" a="WellAnalytics" />,
    children: [{ path: "well-analytics", lazy: () => import("./pages/WellAnalyticsPage.tsx") }],
  },
];
