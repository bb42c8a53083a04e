import type { Screen } from "../../app/screens.ts";

/** The navigation entry of technical study workspaces (see TECHNICAL_STUDIES_ROUTES). */
export const TECHNICAL_STUDIES_SCREENS: readonly Screen[] = [
  {
    label: "Technical study",
    description:
      "Your study workspace: the study blocks and their data, documents, milestones and the study report.",
    to: "/technical-studies",
    I: "manage",
    a: "TechnicalStudy",
  },
];
