import type { Screen } from "../../app/screens.ts";

/** This feature's entries in the navigation and the dashboard (app/screens.ts). */
export const CURATED_PACKAGES_SCREENS: readonly Screen[] = [
  {
    label: "Curated packages",
    description: "Prepare packages of records for an organisation or one of its users, and assign them.",
    to: "/admin/curated-packages",
    // Section 6: admin manages curated packages.
    I: "manage",
    a: "CuratedPackage",
  },
];
