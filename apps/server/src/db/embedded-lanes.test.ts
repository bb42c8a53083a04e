import { AsyncLocalStorage } from "node:async_hooks";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withStatementLanes } from "./embedded-lanes.ts";

const heavy = new AsyncLocalStorage<true>();
const asHeavy = <T>(fn: () => Promise<T>) => heavy.run(true, fn);
/** A statement that keeps the engine busy for a few milliseconds. */
const BUSY = "select count(*) from generate_series(1, 50000)";

let client: PGlite;

beforeAll(async () => {
  client = withStatementLanes(await PGlite.create(), () => heavy.getStore() === true);
});

afterAll(async () => {
  await client.close();
});

describe("the embedded engine's statement lanes", () => {
  it("runs a customer's statement before the heavy statements queued ahead of it", async () => {
    const done: string[] = [];
    const heavies = Array.from({ length: 6 }, (_, i) =>
      asHeavy(() => client.query(BUSY)).then(() => done.push(`heavy ${i}`)),
    );
    const transaction = asHeavy(() =>
      client.transaction(async (tx) => {
        await tx.query(BUSY);
        await tx.query(BUSY);
      }),
    ).then(() => done.push("heavy transaction"));
    const customer = client.query("select 1 as one").then(() => done.push("customer"));
    await Promise.all([...heavies, transaction, customer]);
    expect(done[0]).toBe("customer");
    // The heavy work all ran, in the order it was asked for.
    expect(done.slice(1)).toEqual([...heavies.map((_, i) => `heavy ${i}`), "heavy transaction"]);
  });

  it("lets the event loop read requests between heavy statements", async () => {
    const done: string[] = [];
    const heavies = Array.from({ length: 4 }, (_, i) =>
      asHeavy(() => client.query(BUSY)).then(() => done.push(`heavy ${i}`)),
    );
    // Stands for a request's socket being read: a callback of the event loop's next turns.
    setImmediate(() => done.push("event loop"));
    await Promise.all(heavies);
    expect(done.indexOf("event loop")).toBeGreaterThan(-1);
    expect(done.indexOf("event loop")).toBeLessThan(done.indexOf("heavy 3"));
  });

  it("passes a heavy statement's failure to its caller and goes on with the next", async () => {
    const failed = asHeavy(() => client.query("select * from no_such_table"));
    const next = asHeavy(() => client.query<{ one: number }>("select 1 as one"));
    await expect(failed).rejects.toThrow(/no_such_table/);
    expect((await next).rows).toEqual([{ one: 1 }]);
  });
});
