import { APPLICATIONS_SCREENS } from "../features/applications/screens.ts";
import { BID_ROUNDS_SCREENS } from "../features/bid-rounds/screens.ts";
import { CONTACT_SCREENS } from "../features/contact/screens.ts";
import { CORE_ANALYSIS_SCREENS } from "../features/core-analysis/screens.ts";
import { CREDITS_SCREENS } from "../features/credits/screens.ts";
import { CURATED_PACKAGES_SCREENS } from "../features/curated-packages/screens.ts";
import { DATA_EXPLORER_SCREENS } from "../features/data-explorer/screens.ts";
import { DATA_PACKS_SCREENS } from "../features/data-packs/screens.ts";
import { DATA_REQUESTS_SCREENS } from "../features/data-requests/screens.ts";
import { DOWNLOADS_SCREENS } from "../features/downloads/screens.ts";
import { E_INVOICES_SCREENS } from "../features/e-invoices/screens.ts";
import { FAQS_SCREENS } from "../features/faqs/screens.ts";
import { GLOSSARY_SCREENS } from "../features/glossary/screens.ts";
import { INVOICES_SCREENS } from "../features/invoices/screens.ts";
import { MBR_SCREENS } from "../features/mbr/screens.ts";
import { MBR_PLUS_SCREENS } from "../features/mbr-plus/screens.ts";
import { NEWS_SCREENS } from "../features/news/screens.ts";
import { PAYMENTS_SCREENS } from "../features/payments/screens.ts";
import { PRODUCTION_DATA_SCREENS } from "../features/production-data/screens.ts";
import { REFERENCE_DATA_SCREENS } from "../features/reference-data/screens.ts";
import { REGISTRATION_SCREENS } from "../features/registration/screens.ts";
import { REPORTS_SCREENS } from "../features/reports/screens.ts";
import { SERVICE_ACCOUNTS_SCREENS } from "../features/service-accounts/screens.ts";
import { STATIC_OVERVIEW_SCREENS } from "../features/static-overview/screens.ts";
import { STUDY_DOCUMENTS_SCREENS } from "../features/study-documents/screens.ts";
import { SUBSCRIPTION_SCREENS } from "../features/subscription/screens.ts";
import { TAGS_SCREENS } from "../features/tags/screens.ts";
import { TECHNICAL_STUDIES_SCREENS } from "../features/technical-studies/screens.ts";
import { VDR_ACCESS_LOG_SCREENS } from "../features/vdr-access-log/screens.ts";
import { WELL_ANALYTICS_SCREENS } from "../features/well-analytics/screens.ts";
import type { AbilityLink } from "../lib/ability/index.ts";

/**
 * One registry of screens: the navigation and the dashboard both read it. A screen reached through
 * several subjects (the catalogue or its expired variant) has one entry per subject; the first
 * allowed one shows (see `allowedLinks`). Each feature lists its own screens in `screens.ts`.
 */
export interface Screen extends AbilityLink {
  label: string;
  /** The dashboard card's text; a screen without one has no card. */
  description?: string;
  /** In the side navigation unless false. */
  nav?: false;
  /** Paths of pages opened from this screen that live elsewhere; the navigation marks this entry on them. */
  alsoMatches?: readonly string[];
}

const catalogue = {
  label: "Data catalogue",
  description: "Search seismic, well-log, report and non-seismic records and open their details.",
  to: "/catalog",
  // The seismic and well-log viewers open from a catalogue record.
  alsoMatches: ["/visualisation"],
};
const map = {
  label: "Map viewer",
  description: "See the data on the map, select an area and open its records.",
  to: "/map",
};

/** The screens that existed before the business workflows; features add theirs below. */
const CORE_SCREENS: readonly Screen[] = [
  { ...catalogue, I: "view", a: "SmartDataCatalog" },
  { ...catalogue, I: "view", a: "SmartDataCatalog-Expired" },
  { ...map, I: "view", a: "SmartViewer" },
  { ...map, I: "view", a: "WebMap" },
  { ...map, I: "view", a: "SmartViewer-Expired" },
  {
    label: "Bookmarks",
    description: "Return to the records and map views you saved.",
    to: "/bookmarks",
    I: "view",
    a: "SmartViewerBookmark",
  },
  {
    label: "New data",
    description: "Read the announcements of newly published data.",
    to: "/new-data",
    I: "view",
    a: "NewData",
  },
  {
    label: "Members",
    description: "See the users of your organisation and their status.",
    to: "/members",
    I: "view",
    a: "OrganizationMember",
    organisationOnly: true,
  },
  {
    label: "Metadata administration",
    description: "Prepare and publish metadata, link files and run storage synchronisation.",
    to: "/data-preparation",
    I: "view",
    a: "DataPreparation",
  },
  { label: "Announcements", to: "/data-preparation/announcements", I: "view", a: "DataPreparation" },
];

const ACCOUNT_SCREENS: readonly Screen[] = [
  {
    label: "Change password",
    description: "Keep your account safe with a strong password.",
    to: "/account/password",
    I: "update",
    a: "Password",
    // In the account menu, with the user's name: not a screen of the work.
    nav: false,
  },
];

export const SCREENS: readonly Screen[] = [
  ...CORE_SCREENS,
  ...GLOSSARY_SCREENS,
  ...BID_ROUNDS_SCREENS,
  ...MBR_SCREENS,
  ...MBR_PLUS_SCREENS,
  ...PRODUCTION_DATA_SCREENS,
  ...CORE_ANALYSIS_SCREENS,
  ...DATA_EXPLORER_SCREENS,
  ...TAGS_SCREENS,
  ...WELL_ANALYTICS_SCREENS,
  ...STUDY_DOCUMENTS_SCREENS,
  ...TECHNICAL_STUDIES_SCREENS,
  ...VDR_ACCESS_LOG_SCREENS,
  ...APPLICATIONS_SCREENS,
  ...SUBSCRIPTION_SCREENS,
  ...PAYMENTS_SCREENS,
  ...REFERENCE_DATA_SCREENS,
  ...REGISTRATION_SCREENS,
  ...INVOICES_SCREENS,
  ...ACCOUNT_SCREENS,
  ...CREDITS_SCREENS,
  ...DOWNLOADS_SCREENS,
  ...DATA_REQUESTS_SCREENS,
  ...CURATED_PACKAGES_SCREENS,
  ...DATA_PACKS_SCREENS,
  ...E_INVOICES_SCREENS,
  ...SERVICE_ACCOUNTS_SCREENS,
  ...STATIC_OVERVIEW_SCREENS,
  ...REPORTS_SCREENS,
  ...NEWS_SCREENS,
  ...FAQS_SCREENS,
  ...CONTACT_SCREENS,
];
