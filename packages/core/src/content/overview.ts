import { z } from "zod";

/** One line of the StaticOverview screen: a kind of static content and its state. */
export const staticOverviewItemSchema = z.object({
  key: z.enum(["about-us", "eula", "news", "faqs"]),
  title: z.string(),
  /** A short state ("Published", "Not written yet", "3 published, 1 draft"). */
  state: z.string(),
  updatedAt: z.string().nullable(),
  /** Where the public reads it; where staff edit it (null when the portal has no screen for it yet). */
  publicPath: z.string(),
  editPath: z.string().nullable(),
});
export const staticOverviewSchema = z.object({ result: z.array(staticOverviewItemSchema) });
export type StaticOverviewItem = z.infer<typeof staticOverviewItemSchema>;
