import { BID_ROUND_LAYER_RIGHTS, CATALOGUE_RIGHTS, type CatalogAccess } from "@strata/core";
import { forbidden } from "../../lib/errors.ts";
import type { Viewer } from "../../lib/viewer.ts";
import { requires, requiresAll, requiresAny } from "../../plugins/access.ts";

/**
 * What an expired basic user keeps (section 2's expired variants): browsing — category counts,
 * the tables, search, facets, the map's outlines and record metadata — so they can see what a
 * renewal brings back; record files and downloads are gated and a renew hint is shown.
 */
export const RENEW_HINT = {
  message: "Your subscription has expired. Renew it to see record files and download data.",
  path: "/subscription",
};

/** Catalogue access of a viewer: the full catalogue, its expired variant, or none (403). */
export function catalogAccess(viewer: Viewer): CatalogAccess {
  if (viewer.ability.can("read", "SmartDataCatalog")) return "full";
  if (viewer.ability.can("read", "SmartDataCatalog-Expired")) return "expired";
  throw forbidden();
}

/** Map access: the viewer (SmartViewer, or its expired variant) or the web map (WebMap, e.g. MBR and MPM study tiers). */
export function mapAccess(viewer: Viewer): CatalogAccess {
  if (viewer.ability.can("read", "SmartViewer") || viewer.ability.can("read", "WebMap")) return "full";
  if (viewer.ability.can("read", "SmartViewer-Expired")) return "expired";
  throw forbidden();
}

export const renewHintFor = (access: CatalogAccess) => (access === "expired" ? RENEW_HINT : null);

/** The catalogue's routes: the catalogue or its expired variant (the handler picks the variant). */
export const CATALOGUE_ACCESS = requiresAny(...CATALOGUE_RIGHTS);

/** The map's routes: the viewer, the web map, or the viewer's expired variant. */
export const MAP_ACCESS = requiresAny(
  ["read", "SmartViewer"],
  ["read", "WebMap"],
  ["read", "SmartViewer-Expired"],
);

/** Bid-round layers: the web map plus bid-round rights (the MBR tier or add-on, or staff who see bid rounds). */
export const BID_LAYER_ACCESS = requiresAll(
  requires(...BID_ROUND_LAYER_RIGHTS.map),
  requiresAny(...BID_ROUND_LAYER_RIGHTS.anyOf),
);
