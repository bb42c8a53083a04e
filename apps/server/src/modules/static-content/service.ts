import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { staticContents } from "../../db/schema/index.ts";
import { notFound } from "../../lib/errors.ts";

function toView(row: typeof staticContents.$inferSelect) {
  return {
    slug: row.slug as "about-us" | "eula",
    title: row.title,
    body: row.body,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Visitors without a profile may read published content only (spec section 6). */
export async function getPublishedContent(db: Database, slug: string) {
  const [row] = await db
    .select()
    .from(staticContents)
    .where(and(eq(staticContents.slug, slug), eq(staticContents.published, true)));
  if (!row) throw notFound("Page");
  return toView(row);
}

export async function saveContent(
  db: Database,
  slug: string,
  input: { title: string; body: string; published: boolean },
) {
  const [row] = await db
    .insert(staticContents)
    .values({ slug, ...input, updatedAt: new Date() })
    .onConflictDoUpdate({ target: staticContents.slug, set: { ...input, updatedAt: new Date() } })
    .returning();
  return toView(row);
}
