import type { Action, Subject } from "@strata/core";

export interface NavItem {
  label: string;
  to: string;
  I: Action;
  a: Subject;
}

/** The built screens only; an item shows when the ability allows `I` on `a`. */
export const NAV_ITEMS: readonly NavItem[] = [
  { label: "Dashboard", to: "/", I: "view", a: "Dashboard" },
  { label: "Members", to: "/members", I: "view", a: "OrganizationMember" },
  { label: "Administrators", to: "/administrators", I: "view", a: "Administrator" },
  { label: "Change password", to: "/account/password", I: "update", a: "Password" },
];

export const FOOTER_LINKS = [
  { label: "About us", to: "/about-us" },
  { label: "EULA", to: "/eula" },
] as const;
