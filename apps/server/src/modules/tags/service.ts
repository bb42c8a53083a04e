import { asc, count, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { recordTags, tags } from "../../db/schema/index.ts";

/** Tags A–Z with the number of records carrying each. */
export async function listTags(db: Database) {
  const rows = await db
    .select({
      id: tags.id,
      name: tags.name,
      description: tags.description,
      recordCount: count(recordTags.recordId),
    })
    .from(tags)
    .leftJoin(recordTags, eq(recordTags.tagId, tags.id))
    .groupBy(tags.id)
    .orderBy(asc(sql`lower(${tags.name})`));
  return { result: rows };
}
