import { text } from "@strata/core";
import { z } from "zod";

export const STATIC_CONTENT_SLUGS = ["about-us", "eula"] as const;

export const staticContentParamsSchema = z.object({ slug: z.enum(STATIC_CONTENT_SLUGS) });

export const staticContentSchema = z.object({
  slug: z.enum(STATIC_CONTENT_SLUGS),
  title: z.string(),
  body: z.string(),
  updatedAt: z.string(),
});

export const staticContentUpdateSchema = z.object({
  title: text().trim().min(1, "Title is required").max(200),
  body: text().trim().min(1, "Body is required").max(100_000),
  published: z.boolean().default(true),
});
