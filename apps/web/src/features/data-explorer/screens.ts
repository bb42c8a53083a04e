import type { Screen } from "../../app/screens.ts";

export const DATA_EXPLORER_SCREENS: readonly Screen[] = [
  {
    label: "Data explorer",
    description:
      "Chart the catalogue's records by category, region, year, stage and operator, and filter them.",
    to: "/data-explorer",
    I: "view",
    a: "DataVisualisation",
  },
];
