import type { RouteObject } from "react-router";
import { RequireAbility } from "../../app/guards/RequireAbility.tsx";

/** This feature's pages for a signed-in user; each guards itself. */
export const CURATED_PACKAGES_ROUTES: RouteObject[] = [
  {
    element: <RequireAbility I="manage" a="CuratedPackage" />,
    children: [
      { path: "admin/curated-packages", lazy: () => import("./pages/CuratedPackagesPage.tsx") },
      { path: "admin/curated-packages/:id", lazy: () => import("./pages/CuratedPackagePage.tsx") },
    ],
  },
];
