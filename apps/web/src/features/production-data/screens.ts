import type { Screen } from "../../app/screens.ts";

/** Premium's screen first; the disabled variant (everyone else) opens the teaser on the same page. */
export const PRODUCTION_DATA_SCREENS: readonly Screen[] = [
  {
    label: "Production data",
    description: "Chart, compare and export monthly production per well and per field.",
    to: "/production-data",
    I: "view",
    a: "ProductionData",
  },
  {
    label: "Production data",
    description: "Premium: monthly production per well and field. See what it holds and how to upgrade.",
    to: "/production-data",
    I: "view",
    a: "Disabled-ProductionData",
  },
  {
    label: "Production data upload",
    description: "Add and correct monthly production from CSV or XLSX, and see the history of changes.",
    to: "/data-preparation/production-data",
    I: "manage",
    a: "DataPreparation",
  },
];
