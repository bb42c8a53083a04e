import type { Screen } from "../../app/screens.ts";

export const VDR_ACCESS_LOG_SCREENS: readonly Screen[] = [
  {
    label: "VDR access log",
    description: "See who in each virtual data room opened which record or preview, or downloaded its files.",
    to: "/admin/vdr/access-log",
    I: "manage",
    a: "VDR",
  },
];
