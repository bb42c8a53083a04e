import { z } from "zod";
import { uniqueList } from "../bounds.ts";
import { text } from "../text.ts";
import { mapViewSchema } from "./map-schemas.ts";
import { catalogTypeSchema, linkedRecordSchema, pagedSchema, pageQuerySchema } from "./schemas.ts";

/** Bookmarks and new-data announcements (glossary and tags: glossary-tags.ts). */

export const BOOKMARK_KINDS = ["record", "mapView"] as const;

export const bookmarkSchema = z.object({
  id: z.string(),
  kind: z.enum(BOOKMARK_KINDS),
  sdcType: catalogTypeSchema.nullable(),
  recordId: z.string().nullable(),
  view: mapViewSchema.nullable(),
  name: z.string(),
  createdAt: z.string(),
});
export type Bookmark = z.infer<typeof bookmarkSchema>;

export const bookmarkListQuerySchema = z.object({
  kind: z.enum(BOOKMARK_KINDS).optional(),
  sdcType: catalogTypeSchema.optional(),
});
export const bookmarkListResponseSchema = z.object({ result: z.array(bookmarkSchema) });

export const createBookmarkBodySchema = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("record"),
    sdcType: catalogTypeSchema,
    recordId: text().min(1).max(200),
    /** Defaults to the record's title. */
    name: text().trim().min(1).max(200).optional(),
  }),
  z.object({
    kind: z.literal("mapView"),
    view: mapViewSchema,
    name: text().trim().min(1, "Name is required").max(200),
  }),
]);
export type CreateBookmarkBody = z.infer<typeof createBookmarkBodySchema>;
export const bookmarkParamsSchema = z.object({ id: z.uuid() });

export const newDataSchema = z.object({
  id: z.string(),
  title: z.string(),
  body: z.string(),
  sdcType: catalogTypeSchema,
  recordIds: z.array(z.string()),
  /** Null for a draft, which only the admin list shows. */
  publishedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export const newDataDetailsSchema = newDataSchema.extend({ records: z.array(linkedRecordSchema) });
export const newDataListQuerySchema = pageQuerySchema.extend({ sdcType: catalogTypeSchema.optional() });
export const newDataListResponseSchema = pagedSchema(newDataSchema);
export const newDataParamsSchema = z.object({ id: z.uuid() });
export const newDataBodySchema = z.object({
  title: text().trim().min(1, "Title is required").max(200),
  body: text().trim().min(1, "Body is required").max(20_000),
  sdcType: catalogTypeSchema,
  recordIds: uniqueList(text().min(1).max(200), { max: 1000 }).default([]),
  /** Publish now (true), keep as a draft (false). */
  published: z.boolean().default(true),
});
