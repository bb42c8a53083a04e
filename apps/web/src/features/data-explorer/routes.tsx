import type { RouteObject } from "react-router";
import { RequireAbility } from "../../app/guards/RequireAbility.tsx";

/** The data explorer (the spec's DataVisualisation screen): standard, premium and staff. */
export const DATA_EXPLORER_ROUTES: RouteObject[] = [
  {
    element: <RequireAbility I="view" a="DataVisualisation" />,
    children: [{ path: "data-explorer", lazy: () => import("./pages/DataExplorerPage.tsx") }],
  },
];
