import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openPglite, PGLITE_SHARED_BUFFERS } from "./client.ts";

describe("the embedded database", () => {
  it("keeps a small page cache, so its memory stays small", async () => {
    const database = await openPglite(null);
    try {
      const result = await database.db.execute(sql`show shared_buffers`);
      expect(result.rows[0]).toEqual({ shared_buffers: PGLITE_SHARED_BUFFERS });
    } finally {
      await database.close();
    }
  });
});
