import type { RouteObject } from "react-router";
import { RequireAbility } from "../../app/guards/RequireAbility.tsx";

/** The VDR access log (issue 27, decision 0217): VDR staff (`manage VDR`). */
export const VDR_ACCESS_LOG_ROUTES: RouteObject[] = [
  {
    element: <RequireAbility I="manage" a="VDR" />,
    children: [{ path: "admin/vdr/access-log", lazy: () => import("./pages/VdrAccessLogPage.tsx") }],
  },
];
