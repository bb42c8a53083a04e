import type { RouteObject } from "react-router";
import { RequireAbility } from "../../app/guards/RequireAbility.tsx";

/** Section 6: admin, LOA, finance, data and MBR admin view reports; each report checks its own extra rights. */
export const REPORTS_ROUTES: RouteObject[] = [
  {
    element: <RequireAbility I="view" a="Reports" />,
    children: [
      { path: "admin/reports", lazy: () => import("./pages/ReportsPage.tsx") },
      { path: "admin/reports/:key", lazy: () => import("./pages/ReportPage.tsx") },
    ],
  },
];
