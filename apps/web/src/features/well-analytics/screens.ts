import type { Screen } from "../../app/screens.ts";

export const WELL_ANALYTICS_SCREENS: readonly Screen[] = [
  {
    label: "Well analytics",
    description: "Rank wells and fields, fit decline curves with EUR, and read net thickness from logs.",
    to: "/well-analytics",
    I: "view",
    a: "WellAnalytics",
  },
];
