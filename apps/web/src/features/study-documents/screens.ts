import type { Screen } from "../../app/screens.ts";

/** This feature's entry in the navigation and the dashboard (app/screens.ts). */
export const STUDY_DOCUMENTS_SCREENS: readonly Screen[] = [
  {
    label: "Study documents",
    description: "Upload your organisation's theses, reports and posters, read them and discuss each one.",
    to: "/study-documents",
    I: "manage",
    a: "StudyDocuments",
    organisationOnly: true,
  },
];
