import type { RouteObject } from "react-router";
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
];
