import type { RouteObject } from "react-router";
import { RequireAnyAbility } from "../../app/guards/RequireAnyAbility.tsx";

/**
 * Whoever sees the catalogue reads the glossary beside it; data staff, who keep it, open it too
 * although the data role has no catalogue (section 6).
 */
const READERS = [
  ["view", "SmartDataCatalog"],
  ["view", "SmartDataCatalog-Expired"],
  ["manage", "DataPreparation"],
] as const;

export const GLOSSARY_ROUTES: RouteObject[] = [
  {
    element: <RequireAnyAbility anyOf={READERS} />,
    children: [{ path: "glossary", lazy: () => import("./pages/GlossaryPage.tsx") }],
  },
];
