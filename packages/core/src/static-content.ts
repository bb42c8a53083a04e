import { z } from "zod";
import { text } from "./text.ts";

/** The static pages (section 7 "Static content"): about us and the EULA, shared by server and web. */
export const STATIC_CONTENT_SLUGS = ["about-us", "eula"] as const;
export type StaticContentSlug = (typeof STATIC_CONTENT_SLUGS)[number];

export const staticContentParamsSchema = z.object({ slug: z.enum(STATIC_CONTENT_SLUGS) });

export const staticContentSchema = z.object({
  slug: z.enum(STATIC_CONTENT_SLUGS),
  title: z.string(),
  /** Plain text; paragraphs are separated by blank lines. */
  body: z.string(),
  updatedAt: z.string(),
});
export type StaticContent = z.infer<typeof staticContentSchema>;

export const staticContentUpdateSchema = z.object({
  title: text().trim().min(1, "Title is required").max(200),
  body: text().trim().min(1, "Body is required").max(100_000),
  published: z.boolean().default(true),
});
