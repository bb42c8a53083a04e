import type { Screen } from "../../app/screens.ts";

export const FAQS_SCREENS: readonly Screen[] = [
  {
    label: "FAQs",
    description: "Frequently asked questions in ordered categories.",
    to: "/admin/faqs",
    I: "manage",
    a: "StaticContent",
  },
];
