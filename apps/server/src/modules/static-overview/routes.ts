import { apiErrorSchema, type StaticOverviewItem, staticOverviewSchema } from "@strata/core";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Database } from "../../db/client.ts";
import { staticContents } from "../../db/schema/index.ts";
import { requires } from "../../plugins/access.ts";
import { faqCounts } from "../faqs/index.ts";
import { newsCounts } from "../news/index.ts";

const iso = (value: Date | string | null | undefined) => (value ? new Date(value).toISOString() : null);
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/** Every kind of static content with its state, for the StaticOverview screen. */
export async function staticOverview(db: Database): Promise<StaticOverviewItem[]> {
  const pages = await Promise.all(
    (["about-us", "eula"] as const).map(async (slug) => {
      const [row] = await db.select().from(staticContents).where(eq(staticContents.slug, slug));
      const item: StaticOverviewItem = {
        key: slug,
        title: slug === "eula" ? "EULA" : "About us",
        state: !row ? "Not written yet" : row.published ? "Published" : "Not published",
        updatedAt: iso(row?.updatedAt),
        publicPath: `/${slug}`,
        // Edited through PUT /api/admin/static-content/{slug}; the portal has no editing screen yet.
        editPath: null,
      };
      return item;
    }),
  );
  const byStatus = await newsCounts(db);
  const count = (status: string) => byStatus.find((r) => r.status === status)?.n ?? 0;
  const newsLast =
    byStatus
      .map((r) => iso(r.last))
      .sort()
      .at(-1) ?? null;
  const faq = await faqCounts(db);
  return [
    ...pages,
    {
      key: "news",
      title: "News",
      state: `${count("published")} published, ${plural(count("draft"), "draft")}, ${count("unpublished")} unpublished`,
      updatedAt: newsLast,
      publicPath: "/news",
      editPath: "/admin/news",
    },
    {
      key: "faqs",
      title: "FAQs",
      state: `${plural(faq.published, "published FAQ")}, ${faq.hidden} hidden, in ${plural(faq.categories, "category").replace("categorys", "categories")}`,
      updatedAt: iso(faq.last),
      publicPath: "/faqs",
      editPath: "/admin/faqs",
    },
  ];
}

export function registerStaticOverviewRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/admin/static-overview",
    {
      config: { access: requires("view", "StaticOverview") },
      schema: {
        tags: ["Static content"],
        summary: "All static content (about-us, EULA, news, FAQs) with its state",
        response: { 200: staticOverviewSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async () => ({ result: await staticOverview(db) }),
  );
}
