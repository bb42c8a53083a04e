import { sql } from "drizzle-orm";
import Fastify from "fastify";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/client.ts";
import { createTestDatabase } from "../test/harness.ts";
import { createJobRunner } from "./jobs.ts";

/**
 * Needs a second connection to hold a row lock, which the embedded engine (one connection) cannot
 * give: this file runs only against a PostgreSQL server (TEST_DATABASE_URL; see vitest.config.ts).
 */
const log = Fastify({ logger: false }).log;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe("durable job runner on a PostgreSQL server", () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it("skips a job whose row another transaction holds (FOR UPDATE SKIP LOCKED)", async () => {
    const r = createJobRunner({ db: database.db, log, concurrency: 2, pollIntervalMs: 50 });
    const ran: string[] = [];
    r.register("held", {
      async run({ job }) {
        ran.push(job.id);
      },
    });
    const held = await r.enqueue("held", {}, { db: database.db });
    await sleep(5);
    const free = await r.enqueue("held", {}, { db: database.db });
    // Another connection locks the older job's row, as a runner of another instance would.
    const { rows } = await database.db.execute<{ name: string }>(sql`select current_database() as name`);
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${rows[0].name}`;
    const other = new pg.Client({ connectionString: url.toString() });
    await other.connect();
    try {
      await other.query("begin");
      await other.query("select id from jobs where id = $1 for update", [held]);
      expect(await r.drain()).toBe(1);
      expect(ran).toEqual([free]);
      await other.query("rollback");
      expect(await r.drain()).toBe(1);
      expect(ran).toEqual([free, held]);
    } finally {
      await other.end();
      await r.stop();
    }
  });
});
