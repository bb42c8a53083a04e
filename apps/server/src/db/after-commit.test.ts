import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../test/harness.ts";
import { afterCommit } from "./after-commit.ts";
import type { DatabaseHandle } from "./client.ts";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe("afterCommit", () => {
  it("runs what a transaction registered once it has committed, in order", async () => {
    const seen: string[] = [];
    const result = await database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      afterCommit(tx, () => seen.push("first"));
      afterCommit(tx, () => seen.push("second"));
      seen.push("body done");
      return 42;
    });
    expect(result).toBe(42);
    expect(seen).toEqual(["body done", "first", "second"]);
  });

  it("runs nothing when the transaction rolls back", async () => {
    const seen: string[] = [];
    await expect(
      database.db.transaction(async (tx) => {
        afterCommit(tx, () => seen.push("woken"));
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    expect(seen).toEqual([]);
  });

  it("holds a savepoint's work until the outer transaction commits", async () => {
    const seen: string[] = [];
    await database.db.transaction(async (tx) => {
      await tx.transaction(async (inner) => {
        afterCommit(inner, () => seen.push("from the savepoint"));
      });
      seen.push("outer still open");
    });
    expect(seen).toEqual(["outer still open", "from the savepoint"]);
  });

  it("runs at once outside a transaction, and the caller gets its answer when a callback throws", async () => {
    const seen: string[] = [];
    afterCommit(database.db, () => seen.push("now"));
    expect(seen).toEqual(["now"]);
    const answer = await database.db.transaction(async (tx) => {
      afterCommit(tx, () => {
        throw new Error("a broken wake");
      });
      afterCommit(tx, () => seen.push("still runs"));
      return "committed";
    });
    expect(answer).toBe("committed");
    expect(seen).toEqual(["now", "still runs"]);
  });
});
