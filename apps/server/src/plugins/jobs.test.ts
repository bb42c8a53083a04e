import { eq, sql } from "drizzle-orm";
import Fastify from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/client.ts";
import { jobs, jobWorkers } from "../db/schema/index.ts";
import { until } from "../modules/data-preparation/sync/test/storage-fixture.ts";
import { createTestDatabase } from "../test/harness.ts";
import { createJobRunner, type JobRunner, type JobRunnerOptions } from "./jobs.ts";

const log = Fastify({ logger: false }).log;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe("durable job runner", () => {
  let database: DatabaseHandle;
  const runners: JobRunner[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterEach(async () => {
    await Promise.all(runners.splice(0).map((r) => r.stop()));
    await database.db.delete(jobs);
    await database.db.delete(jobWorkers);
  });
  afterAll(() => database.close());

  const runner = (options: Partial<JobRunnerOptions> = {}) => {
    const created = createJobRunner({ db: database.db, log, concurrency: 2, pollIntervalMs: 50, ...options });
    runners.push(created);
    return created;
  };
  const jobRow = async (id: string) => (await database.db.select().from(jobs).where(eq(jobs.id, id)))[0];

  it("runs a queued job, stores its progress and result, then calls onSucceeded", async () => {
    const r = runner();
    const succeeded: unknown[] = [];
    r.register<{ n: number }, { doubled: number }>("double", {
      async run({ job, setProgress }) {
        await setProgress({ step: 1 });
        return { doubled: job.payload.n * 2 };
      },
      onSucceeded: (_job, result) => {
        succeeded.push(result);
      },
    });
    r.start();
    const id = await r.enqueue("double", { n: 21 });
    await until(async () => (await jobRow(id)).status === "succeeded");
    expect(await jobRow(id)).toMatchObject({
      result: { doubled: 42 },
      progress: { step: 1 },
      attempts: 1,
      lockedBy: null,
      error: null,
    });
    expect(succeeded).toEqual([{ doubled: 42 }]);
  });

  it("retries a failing job, then gives it up once, with onFailed", async () => {
    const r = runner();
    const failures: string[] = [];
    let runs = 0;
    r.register("flaky", {
      maxAttempts: 2,
      async run() {
        runs++;
        throw new Error(`failure ${runs}`);
      },
      onFailed: (_job, error) => {
        failures.push(error);
      },
    });
    const id = await r.enqueue("flaky", {});
    await r.drain();
    expect(await jobRow(id)).toMatchObject({ status: "queued", attempts: 1, error: "failure 1" });
    await database.db.update(jobs).set({ runAfter: sql`now()` }).where(eq(jobs.id, id));
    await r.drain();
    expect(await jobRow(id)).toMatchObject({ status: "failed", attempts: 2, error: "failure 2" });
    expect(failures).toEqual(["failure 2"]);
  });

  it("never lets two runners run the same job", async () => {
    const ran = new Map<string, string[]>();
    const a = runner({ concurrency: 3, workerId: "a" });
    const b = runner({ concurrency: 3, workerId: "b" });
    for (const r of [a, b]) {
      r.register("count", {
        async run({ job }) {
          ran.set(job.id, [...(ran.get(job.id) ?? []), r.workerId]);
          await sleep(5);
        },
      });
    }
    const ids = await Promise.all(
      Array.from({ length: 30 }, () => a.enqueue("count", {}, { db: database.db })),
    );
    a.start();
    b.start();
    await until(async () => {
      const rows = await database.db.select({ status: jobs.status }).from(jobs);
      return rows.every((row) => row.status === "succeeded");
    }, 20_000);
    expect(ids.map((id) => ran.get(id)?.length)).toEqual(ids.map(() => 1));
  });

  it("queues again a job whose instance stopped renewing its lock, and runs it", async () => {
    const r = runner({ staleAfterMs: 1000 });
    r.register("orphan", { run: async () => "done" });
    const id = await r.enqueue("orphan", {}, { db: database.db });
    await database.db
      .update(jobs)
      .set({
        status: "running",
        lockedBy: "a-dead-instance",
        lockedAt: sql`now() - interval '10 minutes'`,
        attempts: 1,
      })
      .where(eq(jobs.id, id));
    r.start();
    await until(async () => (await jobRow(id)).status === "succeeded");
    expect(await jobRow(id)).toMatchObject({ result: "done", attempts: 2 });
  });

  it("leaves a fresh lock of another instance alone", async () => {
    const r = runner({ staleAfterMs: 60_000 });
    r.register("busy", { run: async () => "stolen" });
    const id = await r.enqueue("busy", {}, { db: database.db });
    await database.db
      .update(jobs)
      .set({ status: "running", lockedBy: "a-live-instance", lockedAt: sql`now()`, attempts: 1 })
      .where(eq(jobs.id, id));
    expect(await r.drain()).toBe(0);
    expect(await jobRow(id)).toMatchObject({ status: "running", lockedBy: "a-live-instance" });
  });

  it("queues the running job again on stop without counting the attempt", async () => {
    const r = runner();
    let started = false;
    r.register("long", {
      run: ({ signal }) =>
        new Promise((_resolve, reject) => {
          started = true;
          signal.addEventListener("abort", () => reject(signal.reason));
        }),
    });
    const id = await r.enqueue("long", {});
    r.start();
    await until(() => started);
    await r.stop();
    expect(await jobRow(id)).toMatchObject({ status: "queued", attempts: 0, lockedBy: null });
  });

  it("leaves kinds it does not know to other instances", async () => {
    const r = runner();
    r.register("known", { run: async () => null });
    const id = await r.enqueue("unknown-here", {});
    expect(await r.drain()).toBe(0);
    expect((await jobRow(id)).status).toBe("queued");
  });

  /** What a process killed mid-job leaves behind: its job running under a fresh lock, its last heartbeat. */
  const leaveCrashedJob = async (r: JobRunner, kind: string) => {
    const id = await r.enqueue(kind, {}, { db: database.db });
    await database.db.insert(jobWorkers).values({ id: "crashed-instance" });
    await database.db
      .update(jobs)
      .set({ status: "running", lockedBy: "crashed-instance", lockedAt: sql`now()`, attempts: 1 })
      .where(eq(jobs.id, id));
    return id;
  };

  describe("after a crash", () => {
    it("resumes at once, on start, a job left running on the embedded database (one process owns it)", async () => {
      const r = runner({ exclusive: true });
      r.register("resumable", { run: async () => "resumed" });
      const id = await leaveCrashedJob(r, "resumable");
      r.start();
      await until(async () => (await jobRow(id)).status === "succeeded", 3000);
      expect(await jobRow(id)).toMatchObject({ result: "resumed", attempts: 2 });
      expect(await database.db.select({ id: jobWorkers.id }).from(jobWorkers)).toEqual([{ id: r.workerId }]);
    });

    it("resumes, within seconds, the job of a runner whose heartbeat stopped, and never a live runner's", async () => {
      const fast = { workerHeartbeatMs: 100, workerStaleAfterMs: 1000, pollIntervalMs: 50 };
      const live = runner({ ...fast, workerId: "live" });
      let liveStarted = false;
      live.register("held", {
        run: ({ signal }) =>
          new Promise((_resolve, reject) => {
            liveStarted = true;
            signal.addEventListener("abort", () => reject(signal.reason));
          }),
      });
      const heldId = await live.enqueue("held", {}, { db: database.db });
      live.start();
      await until(() => liveStarted);

      const survivor = runner({ ...fast, workerId: "survivor" });
      survivor.register("held", { run: async () => "stolen" });
      survivor.register("resumable", { run: async () => "resumed" });
      const crashedId = await leaveCrashedJob(survivor, "resumable");
      survivor.start();
      await sleep(300);
      // The crashed runner's heartbeat is still recent: its job is not taken yet.
      expect(await jobRow(crashedId)).toMatchObject({ status: "running", lockedBy: "crashed-instance" });
      await until(async () => (await jobRow(crashedId)).status === "succeeded", 5000);
      expect(await jobRow(crashedId)).toMatchObject({ result: "resumed", attempts: 2 });
      expect(await jobRow(heldId)).toMatchObject({ status: "running", lockedBy: "live" });
      const workers = await database.db.select({ id: jobWorkers.id }).from(jobWorkers);
      expect(workers.map((w) => w.id).sort()).toEqual(["live", "survivor"]);
    });

    it("gives up a job whose runners keep dying, as failed", async () => {
      const r = runner({ exclusive: true });
      const failures: string[] = [];
      r.register("doomed", {
        maxAttempts: 1,
        run: async () => "never",
        onFailed: (_job, error) => {
          failures.push(error);
        },
      });
      const id = await leaveCrashedJob(r, "doomed");
      r.start();
      await until(async () => (await jobRow(id)).status === "failed", 3000);
      expect(await jobRow(id)).toMatchObject({ error: "Gave up after 1 attempts", lockedBy: null });
      expect(failures).toEqual(["Gave up after 1 attempts"]);
    });

    it("signs its runner off on stop, so nothing it held is mistaken for a crash", async () => {
      const r = runner();
      r.register("quick", { run: async () => null });
      r.start();
      await until(async () => (await database.db.select().from(jobWorkers)).length === 1);
      await r.stop();
      expect(await database.db.select().from(jobWorkers)).toEqual([]);
    });
  });
});
