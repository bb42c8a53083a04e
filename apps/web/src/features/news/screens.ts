import type { Screen } from "../../app/screens.ts";

export const NEWS_SCREENS: readonly Screen[] = [
  {
    label: "News",
    description: "Write news, publish it for everyone and take it down again.",
    to: "/admin/news",
    I: "view",
    a: "News",
  },
];
