import type { Action, Subject } from "@strata/core";
import { allowedLinks } from "../../lib/ability/index.ts";
import { SCREENS, type Screen } from "../screens.ts";

export type NavItem = Screen;

/**
 * Every signed-in user lands on the dashboard (the index route asks only for a session), so every
 * signed-in user has its entry, whatever the tier: what the page shows depends on the rights.
 */
export const DASHBOARD_ENTRY: NavItem = { label: "Dashboard", to: "/", I: "view", a: "Dashboard" };

/** The navigation's screens the ability allows, each screen once, the dashboard first. */
export function allowedNavItems(
  can: (I: Action, a: Subject) => boolean,
  options: { hasOrganisation: boolean; signedIn: boolean },
): NavItem[] {
  if (!options.signedIn) return [];
  return [
    DASHBOARD_ENTRY,
    ...allowedLinks(
      SCREENS.filter((s) => s.nav !== false),
      can,
      options,
    ),
  ];
}
