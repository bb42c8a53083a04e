import type { RouteObject } from "react-router";
import { RequireAnyAbility } from "../../app/guards/RequireAnyAbility.tsx";

/** Bid-round data visualisation (section 6): the MBR tier and add-on, and staff who keep bid rounds. */
export const BID_ROUND_VIEWERS = [
  ["view", "BidRoundDataVisualisation"],
  ["view", "BidRound"],
] as const;

export const BID_ROUNDS_ROUTES: RouteObject[] = [
  {
    element: <RequireAnyAbility anyOf={BID_ROUND_VIEWERS} />,
    children: [{ path: "bid-rounds", lazy: () => import("./pages/BidRoundsPage.tsx") }],
  },
];
