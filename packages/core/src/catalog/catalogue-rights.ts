import type { AppAbility } from "../permissions/ability.ts";
import type { Action, Subject } from "../permissions/subjects.ts";

/**
 * Reading the catalogue: the full catalogue or its expired variant (section 2). The catalogue's
 * routes and OGC API – Features declare these; a screen that only helps with the catalogue's layers
 * (personal access tokens, decision 0226) is offered on them.
 */
export const CATALOGUE_RIGHTS: [Action, Subject][] = [
  ["read", "SmartDataCatalog"],
  ["read", "SmartDataCatalog-Expired"],
];

/** Whether these rights read the catalogue, in full or in its expired variant. */
export const canReadCatalogue = (ability: AppAbility): boolean =>
  CATALOGUE_RIGHTS.some(([action, subject]) => ability.can(action, subject));
