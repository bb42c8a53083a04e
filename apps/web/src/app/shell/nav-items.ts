import type { Action, Subject } from "@strata/core";
import { type AbilityLink, allowedLinks } from "../../lib/ability/index.ts";

export interface NavItem extends AbilityLink {
  label: string;
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
  options: { hasOrganisation: boolean },
): NavItem[] {
  return allowedLinks(NAV_ITEMS, can, options);
}

export const FOOTER_LINKS = [
  { label: "About us", to: "/about-us" },
  { label: "EULA", to: "/eula" },
] as const;
