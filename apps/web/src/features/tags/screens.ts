import type { Screen } from "../../app/screens.ts";

export const TAGS_SCREENS: readonly Screen[] = [
  {
    label: "Tags",
    description: "Tags for catalogue records: add, rename and delete them, and see the records they are on.",
    to: "/admin/tags",
    I: "manage",
    a: "DataPreparation",
  },
];
