import { bboxParamSchema, queryInt4, text } from "@strata/core";
import { z } from "zod";

/** The coordinate reference system of every answer: WGS 84 longitude, latitude (OGC API – Features Part 1). */
export const CRS84 = "http://www.opengis.net/def/crs/OGC/1.3/CRS84";

export const OGC_LIMIT_DEFAULT = 100;
export const OGC_LIMIT_MAX = 10_000;

export const CONFORMANCE_CLASSES = [
  "http://www.opengis.net/spec/ogcapi-features-1/1.0/conf/core",
  "http://www.opengis.net/spec/ogcapi-features-1/1.0/conf/geojson",
  "http://www.opengis.net/spec/ogcapi-features-1/1.0/conf/oas30",
];

/** `f` is how some clients ask for JSON; JSON (GeoJSON for features) is the only encoding served. */
const formatSchema = text().max(20).optional();

export const ogcQuerySchema = z.object({ f: formatSchema });

export const collectionParamsSchema = z.object({ collectionId: text().max(100) });
export const featureParamsSchema = z.object({ collectionId: text().max(100), featureId: text().max(300) });

export const itemsQuerySchema = z.object({
  f: formatSchema,
  bbox: bboxParamSchema.optional(),
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
