import type { RouteObject } from "react-router";
import { RequireAbility } from "../../app/guards/RequireAbility.tsx";

/** Data staff keep the tags (docs/decisions.md "Who edits the glossary and tags"). */
export const TAGS_ROUTES: RouteObject[] = [
  {
    element: <RequireAbility I="manage" a="DataPreparation" />,
    children: [
      { path: "admin/tags", lazy: () => import("./pages/TagsAdminPage.tsx") },
      { path: "admin/tags/:id", lazy: () => import("./pages/TagRecordsPage.tsx") },
    ],
  },
];
