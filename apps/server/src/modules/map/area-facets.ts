import type { MapAreaFacetsBody } from "@strata/core";
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { commonColumns, facetCounts, parseFilter } from "../catalogs/index.ts";
import { idsInArea, selections } from "./select.ts";

/**
 * The data explorer's counts for one category inside an area drawn on the map: the records the
 * map's selection finds there (bbox index, then the exact test, bounded like any selection), counted
 * by facet column under the catalogue's filter. The ids go to the database as one JSON parameter,
 * however many there are.
 */
export async function areaFacets(db: Database, body: MapAreaFacetsBody) {
  const { type, geometry, mode, filter, limit } = body;
  // A bad filter is a 400 naming the body's field, before the area is searched.
  parseFilter(type, filter, "body.filter");
  const area = await selections.run(() => idsInArea(db, type, geometry, mode));
  const { id } = commonColumns(type);
  const within = sql`${id} in (select jsonb_array_elements_text(${JSON.stringify(area.ids)}::jsonb))`;
  const counted = await facetCounts(db, type, { filter, limit }, within);
  return { ...counted, area: { matched: area.total, truncated: area.truncated } };
}
