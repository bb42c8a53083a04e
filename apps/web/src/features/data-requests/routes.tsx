import type { RouteObject } from "react-router";
import { RequireAbility } from "../../app/guards/RequireAbility.tsx";

/** This feature's pages for a signed-in user; each guards itself. */
export const DATA_REQUESTS_ROUTES: RouteObject[] = [
  {
    // A request ends as a download package: the download manager's right.
    element: <RequireAbility I="view" a="DownloadManager" />,
    children: [
      { path: "data-requests", lazy: () => import("./pages/DataRequestsPage.tsx") },
      { path: "data-requests/:id", lazy: () => import("./pages/DataRequestPage.tsx") },
    ],
  },
  {
    element: <RequireAbility I="view" a="DataRequest" />,
    children: [
      { path: "admin/data-requests", lazy: () => import("./pages/AdminDataRequestsPage.tsx") },
      { path: "admin/data-requests/:id", lazy: () => import("./pages/AdminDataRequestPage.tsx") },
    ],
  },
];
