import type { Screen } from "../../app/screens.ts";

/** This feature's entries in the navigation and the dashboard (app/screens.ts). */
export const DOWNLOADS_SCREENS: readonly Screen[] = [
  {
    label: "Download manager",
    description: "Build download packages from the catalogue, follow their preparation and download them.",
    to: "/downloads",
    // Section 6: standard and up manage it, the graduate, research and international variants view it.
    I: "view",
    a: "DownloadManager",
    organisationOnly: true,
  },
];
