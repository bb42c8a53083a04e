import { z } from "zod";
import { pagedSchema, pageQuerySchema } from "../catalog/schemas.ts";
import { text } from "../text.ts";

/** News items (section 7 "Admin news"): staff write them, the public reads the published ones. */
export const NEWS_STATUSES = ["draft", "published", "unpublished"] as const;
export type NewsStatus = (typeof NEWS_STATUSES)[number];
export const newsStatusSchema = z.enum(NEWS_STATUSES);

export const NEWS_STATUS_LABELS: Record<NewsStatus, string> = {
  draft: "Draft",
  published: "Published",
  unpublished: "Unpublished",
};

/** Rich text is sanitised by the server before it is stored; this bounds what is sent. */
export const newsInputSchema = z.object({
  title: text().trim().min(1, "Enter a title").max(200, "Keep the title under 200 characters"),
  summary: text().trim().max(500, "Keep the summary under 500 characters").default(""),
  body: text().trim().min(1, "Write the news").max(100_000, "Keep the text under 100,000 characters"),
});
export type NewsInput = z.input<typeof newsInputSchema>;

export const newsIdParamsSchema = z.object({ id: z.uuid("Not a news item id") });

export const newsImageSchema = z.object({ url: z.string(), fileName: z.string(), contentType: z.string() });

/** What the public reads. */
export const publicNewsSchema = z.object({
  id: z.string(),
  title: z.string(),
  summary: z.string(),
  /** Sanitised HTML. */
  body: z.string(),
  image: newsImageSchema.nullable(),
  publishedAt: z.string(),
});
export type PublicNews = z.infer<typeof publicNewsSchema>;

/** What staff work with. */
export const newsSchema = z.object({
  id: z.string(),
  title: z.string(),
  summary: z.string(),
  body: z.string(),
  image: newsImageSchema.nullable(),
  status: newsStatusSchema,
  publishedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  allowedActions: z.array(z.enum(["publish", "unpublish"])),
});
export type News = z.infer<typeof newsSchema>;

export const newsListQuerySchema = pageQuerySchema.extend({ status: newsStatusSchema.optional() });
export type NewsListQuery = z.infer<typeof newsListQuerySchema>;
export const newsPageSchema = pagedSchema(newsSchema);
export const publicNewsPageSchema = pagedSchema(publicNewsSchema);
