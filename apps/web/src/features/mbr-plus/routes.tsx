import type { RouteObject } from "react-router";
import { RequireAbility } from "../../app/guards/RequireAbility.tsx";

/** The MBR-Plus area (issue 27): standard and premium, the MBR admin and data staff view it. */
export const MBR_PLUS_ROUTES: RouteObject[] = [
  {
    element: <RequireAbility I="view" a="MBR-Plus" />,
    children: [{ path: "mbr-plus", lazy: () => import("./pages/MbrPlusPage.tsx") }],
  },
];
