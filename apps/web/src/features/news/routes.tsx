import type { RouteObject } from "react-router";
import { RequireAbility } from "../../app/guards/RequireAbility.tsx";

/** Published news for everyone, no session needed. */
export const NEWS_PUBLIC_ROUTES: RouteObject[] = [
  { path: "news", lazy: () => import("./pages/NewsPage.tsx") },
  { path: "news/:id", lazy: () => import("./pages/NewsItemPage.tsx") },
];

/** Staff's news screen (section 6: not superadmin nor system, who may not view News). */
export const NEWS_ROUTES: RouteObject[] = [
  {
    element: <RequireAbility I="view" a="News" />,
    children: [{ path: "admin/news", lazy: () => import("./pages/NewsAdminPage.tsx") }],
  },
];
