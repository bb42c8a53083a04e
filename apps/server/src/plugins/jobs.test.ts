import { eq } from "drizzle-orm";
import Fastify from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/client.ts";
import { jobs } from "../db/schema/index.ts";
import { until } from "../modules/data-preparation/sync/test/storage-fixture.ts";
import { createTestDatabase } from "../test/harness.ts";
import { createQueue, QUEUE_SCHEMA } from "./job-queue.ts";
import { createJobRunner, type JobRunner, type JobRunnerOptions } from "./jobs.ts";

const log = Fastify({ logger: false }).log;

describe("durable jobs on pg-boss", () => {
  let database: DatabaseHandle;
  const runners: JobRunner[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterEach(async () => {
    await Promise.all(runners.splice(0).map((r) => r.stop()));
    await database.db.delete(jobs);
    await database.queue.executeSql(`delete from ${QUEUE_SCHEMA}.job`);
  });
  afterAll(() => database.close());

  const runner = (options: Partial<JobRunnerOptions> = {}) => {
    const created = createJobRunner({ database, log, concurrency: 2, pollIntervalSeconds: 0.5, ...options });
    runners.push(created);
    return created;
  };
  const jobRow = async (id: string) => (await database.db.select().from(jobs).where(eq(jobs.id, id)))[0];

  /** What a process killed mid-job leaves: its job claimed in pg-boss, its record running. */
  async function leaveCrashedJob(r: JobRunner, kind: string) {
    const id = await r.enqueue(kind, {});
    const dead = createQueue(database, { supervise: false, schedule: false });
    await dead.start();
    const [claimed] = await dead.fetch(kind);
    expect(claimed.id).toBe(id);
    await database.db
      .update(jobs)
      .set({ status: "running", lockedBy: "crashed-instance", lockedAt: new Date(), attempts: 1 })
      .where(eq(jobs.id, id));
    await dead.stop({ close: false, graceful: false });
    return id;
  }

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
    await r.start();
    const id = await r.enqueue("double", { n: 21 });
    await until(async () => (await jobRow(id))?.status === "succeeded");
    expect(await jobRow(id)).toMatchObject({
      kind: "double",
      result: { doubled: 42 },
      progress: { step: 1 },
      attempts: 1,
      lockedBy: null,
      error: null,
    });
    expect(succeeded).toEqual([{ doubled: 42 }]);
  });

  it("retries a failing job after a backoff, then gives it up once, with onFailed", async () => {
    const r = runner({ concurrency: 0 });
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
    await r.start();
    const id = await r.enqueue("flaky", {});
    expect(await r.drain()).toBe(1);
    expect(await jobRow(id)).toMatchObject({ status: "queued", attempts: 1, error: "failure 1" });
    // The retry waits for its backoff: nothing is due yet.
    expect(await r.drain()).toBe(0);
    expect(await r.bringForward(["flaky"])).toBe(1);
    expect(await r.drain()).toBe(1);
    expect(await jobRow(id)).toMatchObject({ status: "failed", attempts: 2, error: "failure 2" });
    expect(failures).toEqual(["failure 2"]);
    await r.bringForward(["flaky"]);
    expect(await r.drain()).toBe(0);
  });

  it("queues a job with the caller's transaction: rolled back, it never exists; committed, it runs", async () => {
    const r = runner({ concurrency: 0 });
    const ran: unknown[] = [];
    r.register<{ n: number }, null>("in-tx", {
      run: async ({ job }) => {
        ran.push(job.payload.n);
        return null;
      },
    });
    await r.start();
    await expect(
      database.db.transaction(async (tx) => {
        await r.enqueue("in-tx", { n: 1 }, { db: tx as never });
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    await database.db.transaction(async (tx) => {
      await r.enqueue("in-tx", { n: 2 }, { db: tx as never });
    });
    expect(await r.drain()).toBe(1);
    expect(ran).toEqual([2]);
    expect(await database.db.select({ kind: jobs.kind }).from(jobs)).toEqual([{ kind: "in-tx" }]);
  });

  it("runs a delayed job only once it is due", async () => {
    const r = runner({ concurrency: 0 });
    r.register("later", { run: async () => "ran" });
    await r.start();
    const id = await r.enqueue("later", {}, { runAfter: new Date(Date.now() + 3600_000) });
    expect(await r.drain()).toBe(0);
    expect((await jobRow(id)).status).toBe("queued");
    await r.bringForward(["later"]);
    expect(await r.drain()).toBe(1);
    expect(await jobRow(id)).toMatchObject({ status: "succeeded", result: "ran" });
  });

  it("wakes the workers once the transaction that queued a job commits, with no poll due and no hand wake", async () => {
    // An hour between polls: only the after-commit wake can start the job within the test.
    const r = runner({ pollIntervalSeconds: 3600 });
    const ran: string[] = [];
    r.register("after-commit", {
      async run({ job }) {
        ran.push(job.id);
      },
    });
    await r.start();
    const id = await database.db.transaction(async (tx) => {
      const queued = await r.enqueue("after-commit", {}, { db: tx as unknown as typeof database.db });
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(ran).toEqual([]);
      return queued;
    });
    await until(() => ran.includes(id), 5_000);
    await until(async () => (await jobRow(id)).status === "succeeded", 5_000);

    await expect(
      database.db.transaction(async (tx) => {
        await r.enqueue("after-commit", {}, { db: tx as unknown as typeof database.db });
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    expect(await database.db.select().from(jobs).where(eq(jobs.kind, "after-commit"))).toHaveLength(1);
  });

  it("never lets two runners run the same job", async () => {
    const ran = new Map<string, string[]>();
    const a = runner({ concurrency: 3, workerId: "a" });
    const b = runner({ concurrency: 3, workerId: "b" });
    for (const r of [a, b]) {
      r.register("count", {
        async run({ job }) {
          ran.set(job.id, [...(ran.get(job.id) ?? []), r.workerId]);
          await new Promise((resolve) => setTimeout(resolve, 5));
        },
      });
    }
    const ids = await Promise.all(Array.from({ length: 30 }, () => a.enqueue("count", {})));
    await Promise.all([a.start(), b.start()]);
    a.wake();
    b.wake();
    await until(async () => {
      const rows = await database.db.select({ status: jobs.status }).from(jobs);
      return rows.length === 30 && rows.every((row) => row.status === "succeeded");
    }, 20_000);
    expect(ids.map((id) => ran.get(id)?.length)).toEqual(ids.map(() => 1));
  });

  it("hands the running job back on stop: its record says queued and it runs again later", async () => {
    const r = runner();
    let started = false;
    r.register("long", {
      run: ({ signal }) =>
        new Promise((_resolve, reject) => {
          started = true;
          signal.addEventListener("abort", () => reject(signal.reason));
        }),
    });
    await r.start();
    const id = await r.enqueue("long", {});
    await until(() => started);
    await r.stop();
    expect(await jobRow(id)).toMatchObject({ status: "queued", lockedBy: null });
    const next = runner({ concurrency: 0 });
    next.register("long", { run: async () => "finished" });
    await next.start();
    await next.bringForward(["long"]);
    expect(await next.drain()).toBe(1);
    expect(await jobRow(id)).toMatchObject({ status: "succeeded", result: "finished", attempts: 2 });
  });

  it("never runs two jobs of one key at once when the kind asks for it; other keys run meanwhile", async () => {
    const r = runner({ concurrency: 3 });
    const running = new Set<string>();
    const overlaps: string[] = [];
    const ran: string[] = [];
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    r.register<{ key: string; n: number }, null>("per-key", {
      oneAtATimePer: (payload) => payload.key,
      async run({ job }) {
        const { key, n } = job.payload;
        if (running.has(key)) overlaps.push(key);
        running.add(key);
        ran.push(`${key}${n}`);
        if (key === "a" && n === 1) await released;
        running.delete(key);
        return null;
      },
    });
    await r.start();
    await r.enqueue("per-key", { key: "a", n: 1 });
    await until(() => ran.includes("a1"));
    await r.enqueue("per-key", { key: "a", n: 2 });
    await r.enqueue("per-key", { key: "b", n: 1 });
    await until(() => ran.includes("b1"));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    // b ran beside a's first job; a's second waits for it.
    expect(ran).not.toContain("a2");
    release();
    await until(() => ran.includes("a2"));
    expect(overlaps).toEqual([]);
  });

  it("refuses to queue a kind nobody registered", async () => {
    const r = runner({ concurrency: 0 });
    r.register("known", { run: async () => null });
    await r.start();
    await expect(r.enqueue("unknown-here", {})).rejects.toThrow('Job kind "unknown-here" is not registered');
  });

  it("puts scheduled kinds on pg-boss's cron and records a scheduled run it did not queue itself", async () => {
    const r = runner({ concurrency: 0 });
    r.register("hourly", { cron: "5 * * * *", run: async () => ({ swept: 0 }) });
    r.register("on-demand", { run: async () => null });
    await r.start();
    expect(await r.schedules()).toEqual([{ kind: "hourly", cron: "5 * * * *" }]);
    // What pg-boss's scheduler does on a tick: a job on the kind's queue, unknown to the records.
    const scheduler = createQueue(database, { supervise: false, schedule: false });
    await scheduler.start();
    const id = await scheduler.send("hourly", {});
    await scheduler.stop({ close: false, graceful: false });
    expect(await r.drain()).toBe(1);
    expect(await jobRow(id!)).toMatchObject({ kind: "hourly", status: "succeeded", result: { swept: 0 } });
  });

  describe("after a crash", () => {
    it("resumes at once, on start, a job left running on the embedded database (one process owns it)", async () => {
      const r = runner({ exclusive: true });
      r.register("resumable", { run: async () => "resumed" });
      const id = await leaveCrashedJob(r, "resumable");
      await r.start();
      await until(async () => (await jobRow(id)).status === "succeeded", 5000);
      expect(await jobRow(id)).toMatchObject({ result: "resumed", attempts: 2, lockedBy: null });
    });

    it("gives up a job whose runners keep dying, as failed, with onFailed", async () => {
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
      await r.start();
      expect(await jobRow(id)).toMatchObject({
        status: "failed",
        error: "Interrupted: the process running it stopped",
        lockedBy: null,
      });
      expect(failures).toEqual(["Interrupted: the process running it stopped"]);
    });
  });
});
