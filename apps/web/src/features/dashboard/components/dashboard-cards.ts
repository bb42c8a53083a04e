import type { AbilityLink } from "../../../lib/ability/index.ts";

export interface DashboardCard extends AbilityLink {
  title: string;
  description: string;
}

const catalogue = {
  title: "Data catalogue",
  description: "Search seismic, well-log, report and non-seismic records and open their details.",
  to: "/catalog",
};
const map = {
  title: "Map viewer",
  description: "See the data on the map, select an area and open its records.",
  to: "/map",
};

/** Cards for the built screens; each shows once, when the ability allows it (see allowedLinks). */
export const DASHBOARD_CARDS: readonly DashboardCard[] = [
  { ...catalogue, I: "view", a: "SmartDataCatalog" },
  { ...catalogue, I: "view", a: "SmartDataCatalog-Expired" },
  { ...map, I: "view", a: "SmartViewer" },
  { ...map, I: "view", a: "WebMap" },
  { ...map, I: "view", a: "SmartViewer-Expired" },
  {
    title: "New data",
    description: "Read the announcements of newly published data.",
    to: "/new-data",
    I: "view",
    a: "NewData",
  },
  {
    title: "Bookmarks",
    description: "Return to the records and map views you saved.",
    to: "/bookmarks",
    I: "view",
    a: "SmartViewerBookmark",
  },
  {
    title: "Metadata administration",
    description: "Prepare and publish metadata, link files and run storage synchronisation.",
    to: "/data-preparation",
    I: "view",
    a: "DataPreparation",
  },
  {
    title: "Members",
    description: "See the users of your organisation and their status.",
    to: "/members",
    I: "view",
    a: "OrganizationMember",
    organisationOnly: true,
  },
  {
    title: "Administrators",
    description: "See the staff accounts of the portal.",
    to: "/administrators",
    I: "view",
    a: "Administrator",
  },
  {
    title: "Change password",
    description: "Keep your account safe with a strong password.",
    to: "/account/password",
    I: "update",
    a: "Password",
  },
];
