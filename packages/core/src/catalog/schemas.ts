import { z } from "zod";
import { distinct } from "../bounds.ts";
import { queryInt4, text } from "../text.ts";
import { DOWNLOAD_FLAGS, DOWNLOAD_REASONS } from "./download.ts";
import { downloadRefusalSchema } from "./download-refusal.ts";
import { CATALOG_TYPES, LOOKUP_LISTS } from "./registry.ts";

/** Request and response shapes of the catalogue, map and new-data APIs, shared by server and web. */

export const catalogTypeSchema = z.enum(CATALOG_TYPES);
export const catalogValueSchema = z.union([z.string(), z.number(), z.boolean(), z.null()]);
/** A record as a table row: `id` plus every column of its type by key (dates as ISO strings). */
export const catalogRowSchema = z.record(z.string(), catalogValueSchema);
export type CatalogRow = z.infer<typeof catalogRowSchema>;

export const catalogAccessSchema = z.enum(["full", "expired"]);
export type CatalogAccess = z.infer<typeof catalogAccessSchema>;
/** Shown to an expired basic user beside what stays visible. */
export const renewHintSchema = z.object({ message: z.string(), path: z.string() });

export const PAGE_SIZE_DEFAULT = 10;
export const PAGE_SIZE_MAX = 100;

export const pageQuerySchema = z.object({
  page: queryInt4({ min: 1, max: 100_000 }).default(1),
  pageSize: queryInt4({ min: 1, max: PAGE_SIZE_MAX }).default(PAGE_SIZE_DEFAULT),
});

/**
 * The paged shape of section 7 (`result, pageNumber, pageSize, pageTotal`). `pageTotal` counts the
 * matching records, as on every paged call of the API (docs/decisions.md).
 */
export function pagedSchema<T extends z.ZodType>(item: T) {
  return z.object({
    result: z.array(item),
    pageNumber: z.number().int(),
    pageSize: z.number().int(),
    /** The number of matching records over all pages. */
    pageTotal: z.number().int(),
  });
}

/** The type of a page of `T`, for callers that know the item's type but not its schema. */
export type Paged<T> = { result: T[]; pageNumber: number; pageSize: number; pageTotal: number };

export const typeParamsSchema = z.object({ type: catalogTypeSchema });
export const recordParamsSchema = z.object({ type: catalogTypeSchema, id: text().min(1).max(200) });

/**
 * `filter` is JSON: `{ "<column>": ["value", …] | { "min": …, "max": … } }`, validated against the
 * column registry (unknown or unfilterable columns are a 400 naming `query.filter.<column>`).
 */
export const catalogDataQuerySchema = pageQuerySchema.extend({
  q: text().trim().max(200).optional(),
  sort: text().max(64).optional(),
  order: z.enum(["asc", "desc"]).optional(),
  filter: text().max(10_000).optional(),
});
export type CatalogDataQuery = z.infer<typeof catalogDataQuerySchema>;

/** How the search text matched: no text, full-text words (prefix per word), or typo-tolerant trigrams. */
export const matchModeSchema = z.enum(["all", "text", "fuzzy"]);

/** Whether the viewer may put a row in a download package: its files, and the refusal when they may not. */
export const rowDownloadSchema = z.object({
  id: z.string(),
  hasFiles: z.boolean(),
  /** Null when the viewer may download the record (downloadRefusal). */
  refusal: downloadRefusalSchema.nullable(),
});
export type RowDownload = z.infer<typeof rowDownloadSchema>;

export const catalogDataResponseSchema = pagedSchema(catalogRowSchema).extend({
  match: matchModeSchema,
  access: catalogAccessSchema,
  /** One per row of `result`, in its order: what the viewer may download. */
  downloads: z.array(rowDownloadSchema),
});

export const catalogCategorySchema = z.object({
  type: catalogTypeSchema,
  displayName: z.string(),
  idField: z.string(),
  count: z.number().int(),
  lastUpdated: z.string().nullable(),
});
export const catalogListResponseSchema = z.object({
  access: catalogAccessSchema,
  renew: renewHintSchema.nullable(),
  categories: z.array(catalogCategorySchema),
});

export const catalogFacetsQuerySchema = catalogDataQuerySchema.pick({ q: true, filter: true }).extend({
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export const facetSchema = z.object({
  key: z.string(),
  label: z.string(),
  values: z.array(z.object({ value: catalogValueSchema, count: z.number().int() })),
});
export const catalogFacetsResponseSchema = z.object({
  type: catalogTypeSchema,
  facets: z.array(facetSchema),
});

export const uniqueValuesQuerySchema = z.object({
  column: text().min(1).max(64),
  prefix: text().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export const uniqueValuesResponseSchema = z.object({
  column: z.string(),
  values: z.array(z.union([z.string(), z.number(), z.boolean()])),
});

export const catalogColumnSchema = z.object({
  key: z.string(),
  label: z.string(),
  kind: z.enum(["text", "number", "date", "boolean"]),
  sortable: z.boolean(),
  filterable: z.boolean(),
  facet: z.boolean(),
  lookup: z.enum(LOOKUP_LISTS).optional(),
  unit: z.string().optional(),
  linksTo: z.object({ types: z.array(catalogTypeSchema), key: z.string() }).optional(),
});
export const sortablePropsResponseSchema = z.object({
  type: catalogTypeSchema,
  idField: z.string(),
  displayName: z.string(),
  defaultSort: z.object({ key: z.string(), order: z.enum(["asc", "desc"]) }),
  columns: z.array(catalogColumnSchema),
});

/** A GeoJSON geometry as stored; coordinates are [longitude, latitude]. */
export const geometrySchema = z.object({
  type: z.enum(["Point", "LineString", "Polygon", "MultiLineString", "MultiPolygon"]),
  coordinates: z.array(z.unknown()),
});
export const bboxSchema = z.tuple([z.number(), z.number(), z.number(), z.number()]);

export const linkedRecordSchema = z.object({ type: catalogTypeSchema, id: z.string(), title: z.string() });
export type LinkedRecord = z.infer<typeof linkedRecordSchema>;

export const downloadDecisionSchema = z.object({
  allowed: z.boolean(),
  reason: z.enum(DOWNLOAD_REASONS),
  flags: z.array(z.enum(DOWNLOAD_FLAGS)),
  message: z.string(),
});

export const recordFileSchema = z.object({
  id: z.string(),
  name: z.string(),
  sizeBytes: z.number().int(),
  format: z.string(),
  path: z.string(),
});

export const catalogDetailsResponseSchema = z.object({
  type: catalogTypeSchema,
  id: z.string(),
  title: z.string(),
  access: catalogAccessSchema,
  renew: renewHintSchema.nullable(),
  record: catalogRowSchema,
  geometry: geometrySchema.nullable(),
  bbox: bboxSchema.nullable(),
  /** Empty, with `filesHidden`, for an expired subscription. */
  files: z.array(recordFileSchema),
  filesHidden: z.boolean(),
  download: downloadDecisionSchema,
  /** The refusal in words with the step that would open it (downloadRefusal); null when allowed. */
  refusal: downloadRefusalSchema.nullable(),
  /** A technical report's linked values (section 5), each resolved to the records it names. */
  linked: z.array(
    z.object({
      column: z.string(),
      label: z.string(),
      values: z.array(
        z.object({ value: z.string(), total: z.number().int(), records: z.array(linkedRecordSchema) }),
      ),
    }),
  ),
  /** Technical reports that name this record. */
  referencedBy: z.array(linkedRecordSchema),
  tags: z.array(z.object({ id: z.string(), name: z.string() })),
  /** The viewer's bookmark of this record, if any. */
  bookmarkId: z.string().nullable(),
});
export type CatalogDetails = z.infer<typeof catalogDetailsResponseSchema>;

export const catalogSearchQuerySchema = z.object({
  q: text().trim().min(1).max(200),
  types: text()
    .max(200)
    .optional()
    .transform((v, ctx) => {
      if (!v) return [...CATALOG_TYPES];
      const parts = v.split(",").map((p) => p.trim());
      const bad = parts.find((p) => !(CATALOG_TYPES as readonly string[]).includes(p));
      if (bad) {
        ctx.addIssue({ code: "custom", message: `Unknown data category "${bad}"` });
        return z.NEVER;
      }
      return distinct(parts as (typeof CATALOG_TYPES)[number][]);
    }),
  limit: z.coerce.number().int().min(1).max(50).default(5),
});
export const searchHitSchema = linkedRecordSchema.extend({
  subtitle: z.string(),
  region: z.string().nullable(),
});
export const catalogSearchResponseSchema = z.object({
  q: z.string(),
  groups: z.array(
    z.object({
      type: catalogTypeSchema,
      displayName: z.string(),
      match: matchModeSchema,
      total: z.number().int(),
      results: z.array(searchHitSchema),
    }),
  ),
});

export const dataExplorerQuerySchema = z.object({
  types: catalogSearchQuerySchema.shape.types,
  region: z.enum(["PM", "SB", "SK"]).optional(),
});
export const dataExplorerResponseSchema = z.object({
  cells: z.array(
    z.object({
      type: catalogTypeSchema,
      region: z.string().nullable(),
      year: z.number().int().nullable(),
      count: z.number().int(),
    }),
  ),
  totals: z.array(z.object({ type: catalogTypeSchema, count: z.number().int() })),
  years: z.object({ min: z.number().int().nullable(), max: z.number().int().nullable() }),
});

export const lookupParamsSchema = z.object({ list: z.enum(LOOKUP_LISTS) });
export const lookupResponseSchema = z.object({
  list: z.enum(LOOKUP_LISTS),
  values: z.array(z.object({ value: z.string(), label: z.string(), parent: z.string().nullable() })),
});
