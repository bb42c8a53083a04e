import type { RouteObject } from "react-router";
import { RequireAnyAbility } from "../../app/guards/RequireAnyAbility.tsx";

/** The MBR area (issue 27): the MBR tier and add-on and data staff manage MBR; the MBR admin views bid rounds. */
export const MBR_VIEWERS = [
  ["manage", "MBR"],
  ["view", "BidRound"],
] as const;

export const MBR_ROUTES: RouteObject[] = [
  {
    element: <RequireAnyAbility anyOf={MBR_VIEWERS} />,
    children: [
      { path: "mbr", lazy: () => import("./pages/MbrRoundsPage.tsx") },
      { path: "mbr/:roundId", lazy: () => import("./pages/MbrRoundPage.tsx") },
    ],
  },
];
