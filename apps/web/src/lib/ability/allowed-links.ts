import type { Action, Subject } from "@strata/core";

/** A link to a screen, shown when the ability allows `I` on `a`. */
export interface AbilityLink {
  to: string;
  I: Action;
  a: Subject;
  /** A screen about the user's own organisation: staff, who belong to none, do not get it. */
  organisationOnly?: true;
  /** A staff screen over every organisation: users of an organisation, who may share its right, do not get it. */
  staffOnly?: true;
}

/**
 * The links the ability allows, each screen once: a screen reached through several subjects (the
 * catalogue or its expired variant) is listed once per subject and the first allowed one stays.
 */
export function allowedLinks<T extends AbilityLink>(
  links: readonly T[],
  can: (I: Action, a: Subject) => boolean,
  { hasOrganisation }: { hasOrganisation: boolean },
): T[] {
  const seen = new Set<string>();
  return links.filter((link) => {
    if (seen.has(link.to) || !can(link.I, link.a)) return false;
    if (link.organisationOnly && !hasOrganisation) return false;
    if (link.staffOnly && hasOrganisation) return false;
    seen.add(link.to);
    return true;
  });
}
