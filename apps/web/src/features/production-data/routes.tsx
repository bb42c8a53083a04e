import type { RouteObject } from "react-router";
import { RequireAbility } from "../../app/guards/RequireAbility.tsx";
import { RequireAnyAbility } from "../../app/guards/RequireAnyAbility.tsx";

/** Premium reads the values; everyone with the disabled variant sees the teaser on the same page. */
export const PRODUCTION_DATA_VIEWERS = [
  ["view", "ProductionData"],
  ["view", "Disabled-ProductionData"],
] as const;

export const PRODUCTION_DATA_ROUTES: RouteObject[] = [
  {
    element: <RequireAnyAbility anyOf={PRODUCTION_DATA_VIEWERS} />,
    children: [{ path: "production-data", lazy: () => import("./pages/ProductionDataPage.tsx") }],
  },
  {
    element: <RequireAbility I="manage" a="DataPreparation" />,
    children: [
      { path: "data-preparation/production-data", lazy: () => import("./pages/ProductionUploadPage.tsx") },
    ],
  },
];
