import type { RouteObject } from "react-router";
import { RequireAbility } from "../../app/guards/RequireAbility.tsx";

/** This feature's pages for a signed-in user; each guards itself. */
export const DOWNLOADS_ROUTES: RouteObject[] = [
  {
    element: <RequireAbility I="view" a="DownloadManager" />,
    children: [
      { path: "downloads", lazy: () => import("./pages/DownloadsPage.tsx") },
      { path: "downloads/:id", lazy: () => import("./pages/DownloadPackagePage.tsx") },
    ],
  },
];
