import type { Screen } from "../../app/screens.ts";

/** This feature's entries in the navigation and the dashboard (app/screens.ts). */
export const DATA_REQUESTS_SCREENS: readonly Screen[] = [
  {
    label: "Data requests",
    description: "Ask our data team for data that is not online and follow your requests.",
    to: "/data-requests",
    I: "view",
    a: "DownloadManager",
    organisationOnly: true,
  },
  {
    label: "Data requests",
    description: "Customers' requests for data: assign, upload the files and deliver them.",
    to: "/admin/data-requests",
    I: "view",
    a: "DataRequest",
  },
];
