import type { RouteObject } from "react-router";
import { RequireAbility } from "../../app/guards/RequireAbility.tsx";

/** COREAI data (decision 0160): premium and staff, the server checks again on every call. */
export const CORE_ANALYSIS_ROUTES: RouteObject[] = [
  {
    element: <RequireAbility I="view" a="COREAIData" />,
    children: [
      { path: "core-analysis", lazy: () => import("./pages/CoreWellboresPage.tsx") },
      { path: "core-analysis/:wellboreName", lazy: () => import("./pages/CoreWellborePage.tsx") },
    ],
  },
  {
    element: <RequireAbility I="manage" a="DataPreparation" />,
    children: [{ path: "data-preparation/core-analysis", lazy: () => import("./pages/CoreImportPage.tsx") }],
  },
];
