import type { Screen } from "../../app/screens.ts";

export const STATIC_OVERVIEW_SCREENS: readonly Screen[] = [
  {
    label: "Static content",
    description: "About us, the EULA, news and FAQs with their state, and links to edit them.",
    to: "/admin/static-content",
    I: "view",
    a: "StaticOverview",
  },
];
