import type { Screen } from "../../app/screens.ts";

const bidRounds = {
  label: "Bid-round data",
  description: "See each bid round's blocks on offer and the seismic, wells and reports inside them.",
  to: "/bid-rounds",
};

/** One entry per subject that opens the page; the first allowed one shows (see BID_ROUNDS_ROUTES). */
export const BID_ROUNDS_SCREENS: readonly Screen[] = [
  { ...bidRounds, I: "view", a: "BidRoundDataVisualisation" },
  { ...bidRounds, I: "view", a: "BidRound" },
];
