import type { RouteObject } from "react-router";
import { RequireAbility } from "../../app/guards/RequireAbility.tsx";

/** Technical study (section 6): the MPM study tier and add-on, and data staff who manage the studies. */
export const TECHNICAL_STUDIES_ROUTES: RouteObject[] = [
  {
    element: <RequireAbility I="manage" a="TechnicalStudy" />,
    children: [
      { path: "technical-studies", lazy: () => import("./pages/TechnicalStudiesPage.tsx") },
      { path: "technical-studies/:id", lazy: () => import("./pages/TechnicalStudyPage.tsx") },
    ],
  },
];
