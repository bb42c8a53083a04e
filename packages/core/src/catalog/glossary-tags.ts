import { z } from "zod";
import { text } from "../text.ts";
import { catalogTypeSchema, pagedSchema } from "./schemas.ts";

/** The glossary of the catalogue's terms and the tags put on records; data staff edit both. */

export const GLOSSARY_TERM_MAX = 120;
export const GLOSSARY_DEFINITION_MAX = 4000;
export const TAG_NAME_MAX = 60;
export const TAG_DESCRIPTION_MAX = 500;
const CATEGORY_MAX = 60;

/** An optional text: blank is no value. */
const optionalText = (max: number, message: string) =>
  text()
    .trim()
    .max(max, message)
    .nullish()
    .transform((v) => (v ? v : null));

export const glossaryQuerySchema = z.object({
  q: text().trim().max(100).optional(),
  letter: text()
    .max(1)
    .regex(/^[A-Za-z]$/, "One letter, A to Z")
    .optional(),
});
export const glossaryTermSchema = z.object({
  id: z.string(),
  term: z.string(),
  definition: z.string(),
  category: z.string().nullable(),
});
export type GlossaryTerm = z.infer<typeof glossaryTermSchema>;
export const glossaryResponseSchema = z.object({ result: z.array(glossaryTermSchema) });

export const glossaryTermInputSchema = z.object({
  term: text()
    .trim()
    .min(1, "Enter the term")
    .max(GLOSSARY_TERM_MAX, `Keep the term to ${GLOSSARY_TERM_MAX} characters`),
  definition: text()
    .trim()
    .min(1, "Enter the definition")
    .max(GLOSSARY_DEFINITION_MAX, `Keep the definition to ${GLOSSARY_DEFINITION_MAX} characters`),
  /** A heading of the field ("Seismic", "Wells"); optional. */
  category: optionalText(CATEGORY_MAX, `Keep the category to ${CATEGORY_MAX} characters`),
});
export type GlossaryTermInput = z.input<typeof glossaryTermInputSchema>;

/** Demo and older ids are short codes (`G001`), new ones UUIDs: any non-empty id up to 100 characters. */
const idSchema = (message: string) => text().min(1, message).max(100, message);
export const glossaryTermParamsSchema = z.object({ id: idSchema("Not a glossary term id") });

export const tagSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  recordCount: z.number().int(),
});
export type Tag = z.infer<typeof tagSchema>;
export const tagsResponseSchema = z.object({ result: z.array(tagSchema) });

export const tagInputSchema = z.object({
  name: text()
    .trim()
    .min(1, "Enter the tag's name")
    .max(TAG_NAME_MAX, `Keep the name to ${TAG_NAME_MAX} characters`),
  description: optionalText(TAG_DESCRIPTION_MAX, `Keep the description to ${TAG_DESCRIPTION_MAX} characters`),
});
export type TagInput = z.input<typeof tagInputSchema>;
export const tagParamsSchema = z.object({ id: idSchema("Not a tag id") });

/** A record to tag: its category and id. */
export const taggedRecordInputSchema = z.object({
  sdcType: catalogTypeSchema,
  recordId: text().trim().min(1, "Enter the record's id").max(200, "Not a record id"),
});
export type TaggedRecordInput = z.input<typeof taggedRecordInputSchema>;
export const taggedRecordParamsSchema = tagParamsSchema.extend(taggedRecordInputSchema.shape);

/** A record carrying a tag, with its title for the list. */
export const taggedRecordSchema = z.object({
  sdcType: catalogTypeSchema,
  recordId: z.string(),
  title: z.string(),
});
export type TaggedRecord = z.infer<typeof taggedRecordSchema>;
/** The records carrying a tag, by category then id, a page at a time. */
export const taggedRecordsResponseSchema = pagedSchema(taggedRecordSchema);
