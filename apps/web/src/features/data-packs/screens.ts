import type { Screen } from "../../app/screens.ts";

/** This feature's entries in the navigation and the dashboard (app/screens.ts). */
export const DATA_PACKS_SCREENS: readonly Screen[] = [
  {
    label: "Data packs",
    description: "Take a ready-made bundle of records at a set price as a download package.",
    to: "/data-packs",
    I: "view",
    a: "DownloadManager",
    organisationOnly: true,
  },
  {
    label: "Data packs",
    description: "Bundle catalogue records with a price, publish them and build their ZIPs ahead.",
    to: "/admin/data-packs",
    I: "view",
    a: "DataPacks",
  },
];
