import { queryInt4, text } from "@strata/core";
import { z } from "zod";
import { FILTER_MAX_LENGTH } from "./cql2.ts";
import { CRS84, SUPPORTED_CRS } from "./crs.ts";

export { CRS84 };

export const OGC_LIMIT_DEFAULT = 100;
export const OGC_LIMIT_MAX = 10_000;

/**
 * What the API conforms to. Not Part 1's `oas30`: the served API definition is OpenAPI 3.1
 * (decision 0209). Part 3 and CQL2: filters as decision 0206 describes them.
 */
export const CONFORMANCE_CLASSES = [
  "http://www.opengis.net/spec/ogcapi-features-1/1.0/conf/core",
  "http://www.opengis.net/spec/ogcapi-features-1/1.0/conf/geojson",
  "http://www.opengis.net/spec/ogcapi-features-2/1.0/conf/crs",
  "http://www.opengis.net/spec/ogcapi-features-3/1.0/conf/queryables",
  "http://www.opengis.net/spec/ogcapi-features-3/1.0/conf/filter",
  "http://www.opengis.net/spec/ogcapi-features-3/1.0/conf/features-filter",
  "http://www.opengis.net/spec/cql2/1.0/conf/cql2-text",
  "http://www.opengis.net/spec/cql2/1.0/conf/basic-cql2",
  "http://www.opengis.net/spec/cql2/1.0/conf/advanced-comparison-operators",
  "http://www.opengis.net/spec/cql2/1.0/conf/basic-spatial-functions",
];

/** `f` is how some clients ask for JSON; JSON (GeoJSON for features) is the only encoding served. */
const formatSchema = text().max(20).optional();

export const ogcQuerySchema = z.object({ f: formatSchema });

const crsSchema = z.enum(SUPPORTED_CRS);
export const featureQuerySchema = z.object({ f: formatSchema, crs: crsSchema.optional() });

export const collectionParamsSchema = z.object({ collectionId: text().max(100) });
export const featureParamsSchema = z.object({ collectionId: text().max(100), featureId: text().max(300) });

export const itemsQuerySchema = z.object({
  f: formatSchema,
  /** minx,miny,maxx,maxy in `bbox-crs` (CRS84 unless given), checked and turned into CRS84 by the service. */
  bbox: text().max(200).optional(),
  "bbox-crs": crsSchema.optional(),
  /** An RFC 3339 instant or interval, matched against the collection's year. */
  datetime: text().max(100).optional(),
  /** A CQL2-text filter on the collection's queryables. */
  filter: text().max(FILTER_MAX_LENGTH).optional(),
  "filter-lang": z.enum(["cql2-text"]).optional(),
  "filter-crs": z.enum([CRS84]).optional(),
  /** The CRS of the answer's coordinates. */
  crs: crsSchema.optional(),
  limit: queryInt4({ min: 1, max: OGC_LIMIT_MAX }).default(OGC_LIMIT_DEFAULT),
  /** The id of the last feature of the previous page, from a `next` link (keyset paging). */
  cursor: text().max(300).optional(),
});
export type ItemsQuery = z.infer<typeof itemsQuerySchema>;

const linkSchema = z.object({
  href: z.string(),
  rel: z.string(),
  type: z.string().optional(),
  title: z.string().optional(),
});
export type Link = z.infer<typeof linkSchema>;

/** The OGC exception body of every refused request. */
export const ogcExceptionSchema = z.object({ code: z.string(), description: z.string() });

export const landingPageSchema = z.object({
  title: z.string(),
  description: z.string(),
  links: z.array(linkSchema),
});

export const conformanceSchema = z.object({ conformsTo: z.array(z.string()) });

export const collectionSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  itemType: z.literal("feature"),
  crs: z.array(z.string()),
  storageCrs: z.string(),
  extent: z.object({
    spatial: z.object({ bbox: z.array(z.array(z.number())), crs: z.string() }),
    temporal: z.object({ interval: z.array(z.array(z.string().nullable())), trs: z.string() }).optional(),
  }),
  links: z.array(linkSchema),
});
export type Collection = z.infer<typeof collectionSchema>;

export const collectionsSchema = z.object({
  links: z.array(linkSchema),
  collections: z.array(collectionSchema),
});

const geometrySchema = z.object({ type: z.string(), coordinates: z.unknown() });

export const featureSchema = z.object({
  type: z.literal("Feature"),
  id: z.string(),
  geometry: geometrySchema,
  properties: z.record(z.string(), z.unknown()),
  links: z.array(linkSchema).optional(),
});
export type Feature = z.infer<typeof featureSchema>;

export const featureCollectionSchema = z.object({
  type: z.literal("FeatureCollection"),
  features: z.array(featureSchema),
  numberMatched: z.number().int().optional(),
  numberReturned: z.number().int(),
  timeStamp: z.string(),
  links: z.array(linkSchema),
});

/**
 * A collection's JSON Schema: its `describedby` document or its queryables. Its `$schema` and `$id`
 * keys ride on the catch-all: named here, the API definition's resolver would take them
 * for the definition's own ids.
 */
export const jsonSchemaDocSchema = z
  .object({
    type: z.literal("object"),
    title: z.string(),
    properties: z.record(z.string(), z.record(z.string(), z.unknown())),
    additionalProperties: z.boolean(),
  })
  .catchall(z.unknown());
