import type { Screen } from "../../app/screens.ts";

export const MBR_PLUS_SCREENS: readonly Screen[] = [
  {
    label: "MBR-Plus",
    description: "Browse the MBR+ datasets; download them with the MBR-Plus add-on.",
    to: "/mbr-plus",
    I: "view",
    a: "MBR-Plus",
  },
];
