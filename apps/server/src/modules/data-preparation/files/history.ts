import { randomUUID } from "node:crypto";
import type { CatalogType } from "@strata/core";
import { eq } from "drizzle-orm";
import type { Database } from "../../../db/client.ts";
import { metadataHistories, users } from "../../../db/schema/index.ts";

/** Who linked: a user, or the storage sync when the user who started it has been deleted since. */
export interface Author {
  id: string | null;
  name: string;
}

export interface LinkHistory {
  type: CatalogType;
  recordId: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** History rows (action `link`) for changes of records' files or geometry, in the caller's transaction. */
export async function writeLinkHistories(tx: Database, author: Author, entries: LinkHistory[]) {
  if (entries.length === 0) return;
  await tx.insert(metadataHistories).values(
    entries.map((e) => ({
      id: randomUUID(),
      sdcType: e.type,
      recordId: e.recordId,
      action: "link",
      before: e.before,
      after: e.after,
      userId: author.id,
      userName: author.name,
    })),
  );
}

export async function authorOf(db: Database, userId: string | null): Promise<Author> {
  if (userId) {
    const [user] = await db
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(eq(users.id, userId));
    if (user) return user;
  }
  return { id: null, name: "Storage sync" };
}
