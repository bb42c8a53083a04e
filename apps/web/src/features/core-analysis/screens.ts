import type { Screen } from "../../app/screens.ts";

export const CORE_ANALYSIS_SCREENS: readonly Screen[] = [
  {
    label: "COREAI data",
    description:
      "Core analysis by wellbore: porosity, permeability, saturations, crossplots and core photographs.",
    to: "/core-analysis",
    I: "view",
    a: "COREAIData",
  },
];
