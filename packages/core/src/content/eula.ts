import { z } from "zod";
import { text } from "../text.ts";

/** EULA versions: staff publish new ones; exactly one is in force; customers accept it once. */
export const eulaVersionInputSchema = z.object({
  title: text().trim().min(1, "Enter a title").max(200, "Keep the title under 200 characters"),
  /** Rich text; the server sanitises it before storing. */
  body: text().trim().min(1, "Write the terms").max(200_000, "Keep the terms under 200,000 characters"),
  /** Publish at once (the version in force until now is kept, no longer published). */
  publish: z.boolean().default(false),
});
export type EulaVersionInput = z.input<typeof eulaVersionInputSchema>;

export const eulaVersionSchema = z.object({
  id: z.string(),
  version: z.number().int(),
  title: z.string(),
  /** Sanitised HTML. */
  body: z.string(),
  published: z.boolean(),
  publishedAt: z.string().nullable(),
  createdAt: z.string(),
  /** How many users accepted this version. */
  acceptances: z.number().int(),
});
export type EulaVersion = z.infer<typeof eulaVersionSchema>;
export const eulaVersionListSchema = z.array(eulaVersionSchema);
export const eulaVersionIdParamsSchema = z.object({ id: z.uuid("Not a EULA version id") });

export const publishedEulaSchema = z.object({
  id: z.string(),
  version: z.number().int(),
  title: z.string(),
  body: z.string(),
  publishedAt: z.string(),
});
export type PublishedEula = z.infer<typeof publishedEulaSchema>;

export const eulaStatusSchema = z.object({
  /** True when the signed-in customer has not accepted the version in force (staff: always false). */
  mustAccept: z.boolean(),
  current: publishedEulaSchema.nullable(),
  acceptedAt: z.string().nullable(),
});
export type EulaStatus = z.infer<typeof eulaStatusSchema>;

export const eulaAcceptInputSchema = z.object({ versionId: z.uuid("Not a EULA version id") });
