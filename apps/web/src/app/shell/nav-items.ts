import type { Action, Subject } from "@strata/core";
import { allowedLinks } from "../../lib/ability/index.ts";
import { SCREENS, type Screen } from "../screens.ts";

export type NavItem = Screen;

/** The navigation's screens the ability allows, each screen once. */
export function allowedNavItems(
  can: (I: Action, a: Subject) => boolean,
  options: { hasOrganisation: boolean },
): NavItem[] {
  return allowedLinks(
    SCREENS.filter((s) => s.nav !== false),
    can,
    options,
  );
}
