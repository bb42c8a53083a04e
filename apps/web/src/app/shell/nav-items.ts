import type { Action, Subject } from "@strata/core";

export interface NavItem {
  label: string;
  to: string;
  I: Action;
  a: Subject;
  /** A screen about the user's own organisation: staff, who belong to none, do not get it. */
  organisationOnly?: true;
}

/**
 * The built screens only; an item shows when the ability allows `I` on `a`. A screen reached through
 * several subjects (the catalogue or its expired variant) has one item per subject; the first allowed
 * one shows (see `allowedNavItems`).
 */
export const NAV_ITEMS: readonly NavItem[] = [
  { label: "Dashboard", to: "/", I: "view", a: "Dashboard" },
  { label: "Data catalogue", to: "/catalog", I: "view", a: "SmartDataCatalog" },
  { label: "Data catalogue", to: "/catalog", I: "view", a: "SmartDataCatalog-Expired" },
  { label: "Map viewer", to: "/map", I: "view", a: "SmartViewer" },
  { label: "Map viewer", to: "/map", I: "view", a: "WebMap" },
  { label: "Map viewer", to: "/map", I: "view", a: "SmartViewer-Expired" },
  { label: "Bookmarks", to: "/bookmarks", I: "view", a: "SmartViewerBookmark" },
  { label: "New data", to: "/new-data", I: "view", a: "NewData" },
  { label: "Members", to: "/members", I: "view", a: "OrganizationMember", organisationOnly: true },
  { label: "Administrators", to: "/administrators", I: "view", a: "Administrator" },
  { label: "Metadata administration", to: "/data-preparation", I: "view", a: "DataPreparation" },
  { label: "Announcements", to: "/data-preparation/announcements", I: "view", a: "DataPreparation" },
  { label: "Change password", to: "/account/password", I: "update", a: "Password" },
];

/** The items the ability allows, each screen once. */
export function allowedNavItems(
  can: (I: Action, a: Subject) => boolean,
  { hasOrganisation }: { hasOrganisation: boolean },
): NavItem[] {
  const seen = new Set<string>();
  return NAV_ITEMS.filter((item) => {
    if (seen.has(item.to) || !can(item.I, item.a)) return false;
    if (item.organisationOnly && !hasOrganisation) return false;
    seen.add(item.to);
    return true;
  });
}

export const FOOTER_LINKS = [
  { label: "About us", to: "/about-us" },
  { label: "EULA", to: "/eula" },
] as const;
