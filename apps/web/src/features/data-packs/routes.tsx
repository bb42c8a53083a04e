import type { RouteObject } from "react-router";
import { RequireAbility } from "../../app/guards/RequireAbility.tsx";

/** Customers browse and take packs (the download manager's right); data staff write them. */
export const DATA_PACKS_ROUTES: RouteObject[] = [
  {
    element: <RequireAbility I="view" a="DownloadManager" />,
    children: [{ path: "data-packs", lazy: () => import("./pages/DataPacksPage.tsx") }],
  },
  {
    element: <RequireAbility I="view" a="DataPacks" />,
    children: [{ path: "admin/data-packs", lazy: () => import("./pages/DataPacksAdminPage.tsx") }],
  },
];
