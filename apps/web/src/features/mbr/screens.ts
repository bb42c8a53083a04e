import type { Screen } from "../../app/screens.ts";

const mbr = {
  label: "MBR",
  description: "The bid rounds' blocks on offer, key dates, documents and data packages to take.",
  to: "/mbr",
};

/** One entry per subject that opens the page; the first allowed one shows (see MBR_ROUTES). */
export const MBR_SCREENS: readonly Screen[] = [
  { ...mbr, I: "manage", a: "MBR" },
  { ...mbr, I: "view", a: "BidRound" },
];
