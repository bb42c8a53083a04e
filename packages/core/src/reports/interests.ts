import { z } from "zod";
import { CATALOG_TYPES } from "../catalog/registry.ts";
import { reportShape } from "./define.ts";
import { reportFilterShapes } from "./shared.ts";

/**
 * What a customer did in the catalogue that shows an interest: searched for a term, opened a
 * record, bookmarked a record or a map view, drew an area on the map to select records, opened a
 * file's preview (seismic section or well log). For a virtual data room these are its access log
 * (issue 27): the MBR admin reads them with the report's "data room only" filter.
 */
export const CATALOG_EVENT_KINDS = ["search", "view", "bookmark", "map-area", "preview"] as const;
export type CatalogEventKind = (typeof CATALOG_EVENT_KINDS)[number];

/** The longest search term kept: longer ones are cut, a report reads the start of a term. */
export const CATALOG_EVENT_TERM_MAX = 200;

/** Interests: customers' searches, record views, bookmarks and map areas, newest first. */
export const interestsReport = reportShape({
  key: "interests",
  title: "Interests report",
  description:
    "What customers search, view, bookmark, preview and draw on the map, from their catalogue and map use; with \"data room organisations: only\", a virtual data room's access log. The tier and organisation are the organisation's now.",
  rights: [["view", "Reports"]],
  filters: {
    ...reportFilterShapes,
    kind: z.enum(CATALOG_EVENT_KINDS).optional(),
    sdcType: z.enum(CATALOG_TYPES).optional(),
    /** Only organisations with a virtual data room (VDR tier, add-on or settings turned on). */
    dataRoom: z.enum(["only"]).optional(),
  },
  filterLabels: { kind: "Kind", sdcType: "Category", dataRoom: "Data room organisations" },
  row: {
    id: z.string(),
    createdAt: z.string(),
    organisationName: z.string(),
    /** Null once the user has been removed: the organisation's interest stays counted. */
    userName: z.string().nullable(),
    kind: z.enum(CATALOG_EVENT_KINDS),
    sdcType: z.enum(CATALOG_TYPES).nullable(),
    recordId: z.string().nullable(),
    term: z.string().nullable(),
  },
  columns: [
    { key: "createdAt", label: "Time", kind: "datetime" },
    { key: "organisationName", label: "Organisation", kind: "text" },
    { key: "userName", label: "User", kind: "text" },
    { key: "kind", label: "Kind", kind: "text" },
    { key: "sdcType", label: "Category", kind: "text" },
    { key: "recordId", label: "Record", kind: "text" },
    { key: "term", label: "Search term", kind: "text" },
  ],
  emptyText: "No interest matches these filters.",
});
