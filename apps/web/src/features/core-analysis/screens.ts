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
  {
    label: "Core analysis upload",
    description: "Add and correct core samples from CSV or XLSX, and add core photographs.",
    to: "/data-preparation/core-analysis",
    I: "manage",
    a: "DataPreparation",
  },
];
