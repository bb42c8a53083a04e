import { eq } from "drizzle-orm";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/client.ts";
import { jobs } from "../db/schema/index.ts";
import { until } from "../modules/data-preparation/sync/test/storage-fixture.ts";
import { createTestDatabase } from "../test/harness.ts";
import { createQueue } from "./job-queue.ts";
import { createJobRunner } from "./jobs.ts";

/**
 * Several instances share a PostgreSQL server (the embedded engine has one process): this file runs
 * only against a server (TEST_DATABASE_URL; see vitest.config.ts).
 */
const log = Fastify({ logger: false }).log;

describe("durable jobs across instances on a PostgreSQL server", () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it("takes back, within seconds, the job of an instance that died mid-run, and never a live one's", async () => {
    const fast = { pollIntervalSeconds: 0.5, heartbeatSeconds: 10, superviseIntervalSeconds: 1 };
    const survivor = createJobRunner({ database, log, concurrency: 1, workerId: "survivor", ...fast });
    const live = createJobRunner({ database, log, concurrency: 1, workerId: "live", ...fast });
    let liveStarted = false;
    live.register("held", {
      run: ({ signal }) =>
        new Promise((_resolve, reject) => {
          liveStarted = true;
          signal.addEventListener("abort", () => reject(signal.reason));
        }),
    });
    survivor.register("held", { run: async () => "stolen" });
    survivor.register("resumable", { run: async () => "resumed" });
    try {
      await live.start();
      const heldId = await live.enqueue("held", {});
      await until(() => liveStarted);

      // A third instance claims a job, then dies without a word (no heartbeat, no settlement).
      const crashedId = await survivor.enqueue(
        "resumable",
        {},
        { runAfter: new Date(Date.now() + 3600_000) },
      );
      const dead = createQueue(database, { supervise: false, schedule: false });
      await dead.start();
      await survivor.bringForward(["resumable"]);
      const [claimed] = await dead.fetch("resumable");
      expect(claimed.id).toBe(crashedId);
      await dead.stop({ close: false, graceful: false });

      const started = Date.now();
      await survivor.start();
      await until(async () => (await jobRow(crashedId)).status === "succeeded", 30_000);
      // The heartbeat period (10 s) and a supervision pass, not a lock of many minutes.
      expect(Date.now() - started).toBeLessThan(25_000);
      expect(await jobRow(crashedId)).toMatchObject({ result: "resumed", attempts: 2 });
      // The live instance kept heartbeating its job: nobody took it.
      expect(await jobRow(heldId)).toMatchObject({ status: "running", lockedBy: "live" });
    } finally {
      await live.stop();
      await survivor.stop();
    }
  }, 40_000);

  const jobRow = async (id: string) => (await database.db.select().from(jobs).where(eq(jobs.id, id)))[0];
});
