import type { CatalogType } from "@strata/core";
import { eq } from "drizzle-orm";
import type { Database } from "../../../db/client.ts";
import { users } from "../../../db/schema/index.ts";
import { type Author, writeHistories } from "../histories/service.ts";

/** Who linked: a user, or the storage sync when the user who started it has been deleted since. */
export type { Author };

export interface LinkHistory {
  type: CatalogType;
  recordId: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/**
 * History rows (action `link`) for changes of records' files or geometry, in the caller's
 * transaction: the same path into the audit trail as every other metadata history.
 */
export async function writeLinkHistories(tx: Database, author: Author, entries: LinkHistory[]) {
  await writeHistories(
    tx,
    author,
    entries.map((e) => ({ ...e, action: "link" })),
  );
}

export async function authorOf(db: Database, userId: string | null): Promise<Author> {
  if (userId) {
    const [user] = await db
      .select({ id: users.id, name: users.name, role: users.role })
      .from(users)
      .where(eq(users.id, userId));
    if (user) return user;
  }
  return { id: null, name: "Storage sync" };
}
