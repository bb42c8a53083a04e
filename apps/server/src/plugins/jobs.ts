import { randomUUID } from "node:crypto";
import os from "node:os";
import { and, asc, eq, inArray, lt, lte, ne, or, sql } from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import type { Database } from "../db/client.ts";
import { jobs, jobWorkers } from "../db/schema/index.ts";

export type JobRow = typeof jobs.$inferSelect;

export interface JobContext<P> {
  job: JobRow & { payload: P };
  /** Aborted when the instance stops; the handler should return soon (the job is queued again). */
  signal: AbortSignal;
  /** Stores the job's progress (read by status calls) and renews its lock. */
  setProgress(progress: unknown): Promise<void>;
  log: FastifyBaseLogger;
}

export interface JobDefinition<P, R> {
  run(ctx: JobContext<P>): Promise<R>;
  /** How many times a job is claimed before it is given up (a failure or a lost instance each count). */
  maxAttempts?: number;
  /** Called once the job's success is stored. */
  onSucceeded?(job: JobRow, result: R): Promise<void> | void;
  /** Called once when the job is given up for good. */
  onFailed?(job: JobRow, error: string): Promise<void> | void;
}

/**
 * Durable jobs on the `jobs` table. Any instance claims the oldest due job of a kind it knows with
 * `FOR UPDATE SKIP LOCKED`, so two runners never run the same job. Each started runner renews its
 * row in `job_workers` every few seconds: a running job whose runner's heartbeat went stale (its
 * process died) is queued again within seconds, and on the embedded database, which one process
 * owns, at once on start. A running job's own lock is renewed too, and one older than
 * `staleAfterMs` is queued again whatever its runner. Stopping aborts the running jobs and queues
 * them again without counting the attempt.
 */
export interface JobRunner {
  readonly workerId: string;
  register<P, R>(kind: string, definition: JobDefinition<P, R>): void;
  enqueue(
    kind: string,
    payload: unknown,
    opts?: { createdBy?: string | null; runAfter?: Date; db?: Database },
  ): Promise<string>;
  get(id: string): Promise<JobRow | null>;
  /** Looks for due jobs now, e.g. after a transaction that enqueued one has committed. */
  wake(): void;
  start(): void;
  stop(): Promise<void>;
  /** Claims and runs due jobs one by one until none is left (tools and tests); answers how many ran. */
  drain(): Promise<number>;
}

export interface JobRunnerOptions {
  db: Database;
  log: FastifyBaseLogger;
  /** Jobs run at once by this instance; 0 makes it enqueue only. */
  concurrency: number;
  pollIntervalMs?: number;
  heartbeatMs?: number;
  /** A running job whose lock is older than this is taken to be orphaned. */
  staleAfterMs?: number;
  /** How often a started runner renews its heartbeat row. */
  workerHeartbeatMs?: number;
  /** The jobs of a runner whose heartbeat is older than this are taken to be orphaned. */
  workerStaleAfterMs?: number;
  /**
   * This runner is the only one on its database (the embedded engine, which one process opens):
   * any job found running on start belongs to a process that is gone.
   */
  exclusive?: boolean;
  workerId?: string;
}

const DEFAULT_MAX_ATTEMPTS = 3;

declare module "fastify" {
  interface FastifyInstance {
    /** The app's job runner (tools and tests run due jobs with `drain`). */
    jobs: JobRunner;
  }
}

/** A runner that starts when the app is ready and stops (its jobs queued again) when the app closes. */
export function registerJobRunner(app: FastifyInstance, options: Omit<JobRunnerOptions, "log">): JobRunner {
  const runner = createJobRunner({ ...options, log: app.log });
  app.decorate("jobs", runner);
  app.addHook("onReady", async () => runner.start());
  app.addHook("onClose", async () => runner.stop());
  return runner;
}

export function createJobRunner(options: JobRunnerOptions): JobRunner {
  const { db, log, concurrency } = options;
  const pollIntervalMs = options.pollIntervalMs ?? 1000;
  const heartbeatMs = options.heartbeatMs ?? 5000;
  const staleAfterMs = options.staleAfterMs ?? 60_000;
  const workerHeartbeatMs = options.workerHeartbeatMs ?? 2000;
  const workerStaleAfterMs = options.workerStaleAfterMs ?? 10_000;
  const workerId = options.workerId ?? `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const definitions = new Map<string, JobDefinition<unknown, unknown>>();
  const active = new Map<string, { controller: AbortController; done: Promise<void> }>();

  let running = false;
  let timer: NodeJS.Timeout | null = null;
  let ticking: Promise<void> | null = null;
  let tickAgain = false;
  let lastStaleCheck = 0;
  let workerHeartbeat: NodeJS.Timeout | null = null;
  let firstBeat: Promise<void> = Promise.resolve();

  const ownedBy = (id: string) => and(eq(jobs.id, id), eq(jobs.lockedBy, workerId));

  async function claim(): Promise<JobRow | null> {
    const kinds = [...definitions.keys()];
    if (kinds.length === 0) return null;
    const next = db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.status, "queued"), lte(jobs.runAfter, sql`now()`), inArray(jobs.kind, kinds)))
      .orderBy(asc(jobs.runAfter), asc(jobs.createdAt))
      .limit(1)
      .for("update", { skipLocked: true });
    const [job] = await db
      .update(jobs)
      .set({
        status: "running",
        lockedBy: workerId,
        lockedAt: sql`now()`,
        attempts: sql`${jobs.attempts} + 1`,
        updatedAt: sql`now()`,
      })
      .where(sql`${jobs.id} = (${next})`)
      .returning();
    return job ?? null;
  }

  /** Queues again the jobs of runners that are gone: stale heartbeat, stale lock, or (exclusive) any other. */
  async function requeueStale() {
    if (Date.now() - lastStaleCheck < Math.min(staleAfterMs, workerStaleAfterMs) / 4) return;
    lastStaleCheck = Date.now();
    const staleWorkers = db
      .select({ id: jobWorkers.id })
      .from(jobWorkers)
      .where(lt(jobWorkers.heartbeatAt, sql`now() - make_interval(secs => ${workerStaleAfterMs / 1000})`));
    const orphaned = options.exclusive
      ? sql`true`
      : or(
          lt(jobs.lockedAt, sql`now() - make_interval(secs => ${staleAfterMs / 1000})`),
          inArray(jobs.lockedBy, staleWorkers),
        );
    const requeued = await db
      .update(jobs)
      .set({ status: "queued", lockedBy: null, lockedAt: null, runAfter: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(jobs.status, "running"), ne(jobs.lockedBy, workerId), orphaned))
      .returning({ id: jobs.id, lockedBy: jobs.lockedBy });
    for (const job of requeued) log.warn({ jobId: job.id }, "job's runner is gone; queued again");
    await db
      .delete(jobWorkers)
      .where(
        options.exclusive
          ? ne(jobWorkers.id, workerId)
          : lt(jobWorkers.heartbeatAt, sql`now() - make_interval(secs => ${workerStaleAfterMs / 1000})`),
      );
  }

  /** Marks this runner alive; a runner stalled past the stale age and cleaned up comes back here. */
  async function beat() {
    await db
      .insert(jobWorkers)
      .values({ id: workerId })
      .onConflictDoUpdate({ target: jobWorkers.id, set: { heartbeatAt: sql`now()` } })
      .catch((err) => log.error({ err }, "job runner heartbeat failed"));
  }

  async function finish(id: string, values: PgUpdateSetSource<typeof jobs>) {
    const updated = await db
      .update(jobs)
      .set({ lockedBy: null, lockedAt: null, updatedAt: sql`now()`, ...values })
      .where(ownedBy(id))
      .returning({ id: jobs.id });
    if (updated.length === 0) log.warn({ jobId: id }, "job finished after losing its lock; outcome dropped");
    return updated.length > 0;
  }

  async function run(job: JobRow, controller: AbortController): Promise<void> {
    const definition = definitions.get(job.kind)!;
    const maxAttempts = definition.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
    if (job.attempts > maxAttempts) {
      await giveUp(job, definition, `Gave up after ${maxAttempts} attempts`);
      return;
    }
    const heartbeat = setInterval(() => {
      db.update(jobs)
        .set({ lockedAt: sql`now()` })
        .where(ownedBy(job.id))
        .catch((err) => log.error({ err, jobId: job.id }, "job heartbeat failed"));
    }, heartbeatMs);
    heartbeat.unref();
    try {
      const result = await definition.run({
        job,
        signal: controller.signal,
        log: log.child({ jobId: job.id, kind: job.kind }),
        setProgress: async (progress) => {
          await db
            .update(jobs)
            .set({ progress, lockedAt: sql`now()`, updatedAt: sql`now()` })
            .where(ownedBy(job.id));
        },
      });
      if (await finish(job.id, { status: "succeeded", result: result ?? null, error: null })) {
        await Promise.resolve(definition.onSucceeded?.(job, result)).catch((err) =>
          log.error({ err, jobId: job.id }, "job onSucceeded hook failed"),
        );
      }
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      if (controller.signal.aborted) {
        // Stopped, not failed: the attempt does not count.
        await finish(job.id, { status: "queued", attempts: sql`${jobs.attempts} - 1`, runAfter: sql`now()` });
        log.info({ jobId: job.id }, "job interrupted by shutdown; queued again");
      } else if (job.attempts < maxAttempts) {
        log.warn({ err, jobId: job.id, attempt: job.attempts }, "job failed; will retry");
        await finish(job.id, {
          status: "queued",
          error: message,
          runAfter: sql`now() + make_interval(secs => ${2 ** job.attempts})`,
        });
      } else {
        log.error({ err, jobId: job.id }, "job failed");
        await giveUp(job, definition, message);
      }
    } finally {
      clearInterval(heartbeat);
    }
  }

  async function giveUp(job: JobRow, definition: JobDefinition<unknown, unknown>, error: string) {
    if (await finish(job.id, { status: "failed", error })) {
      await Promise.resolve(definition.onFailed?.(job, error)).catch((err) =>
        log.error({ err, jobId: job.id }, "job onFailed hook failed"),
      );
    }
  }

  function launch(job: JobRow) {
    const controller = new AbortController();
    const done = run(job, controller)
      .catch((err) => log.error({ err, jobId: job.id }, "job runner error"))
      .finally(() => {
        active.delete(job.id);
        wake();
      });
    active.set(job.id, { controller, done });
  }

  async function tick() {
    try {
      await requeueStale();
      while (running && active.size < concurrency) {
        const job = await claim();
        if (!job) break;
        launch(job);
      }
    } catch (err) {
      log.error({ err }, "job polling failed");
    }
  }

  function schedule(delay: number) {
    if (!running) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      wake();
    }, delay);
    timer.unref();
  }

  function wake() {
    if (!running) return;
    if (ticking) {
      tickAgain = true;
      return;
    }
    ticking = tick().finally(() => {
      ticking = null;
      if (tickAgain) {
        tickAgain = false;
        wake();
      } else {
        schedule(pollIntervalMs);
      }
    });
  }

  return {
    workerId,
    register(kind, definition) {
      if (definitions.has(kind)) throw new Error(`Job kind "${kind}" is registered twice`);
      definitions.set(kind, definition as JobDefinition<unknown, unknown>);
    },
    async enqueue(kind, payload, opts = {}) {
      const id = randomUUID();
      await (opts.db ?? db).insert(jobs).values({
        id,
        kind,
        payload,
        createdBy: opts.createdBy ?? null,
        ...(opts.runAfter ? { runAfter: opts.runAfter } : {}),
      });
      // Runs here at once when this instance has room; other instances find it when they poll.
      // Inside a caller's transaction the row is not visible yet: the caller wakes after commit.
      if (!opts.db) wake();
      return id;
    },
    wake,
    async get(id) {
      const [job] = await db.select().from(jobs).where(eq(jobs.id, id));
      return job ?? null;
    },
    start() {
      if (running || concurrency <= 0) return;
      running = true;
      firstBeat = beat();
      workerHeartbeat = setInterval(() => void beat(), workerHeartbeatMs);
      workerHeartbeat.unref();
      void firstBeat.then(wake);
    },
    async stop() {
      const wasRunning = running;
      running = false;
      if (timer) clearTimeout(timer);
      timer = null;
      await firstBeat;
      await ticking;
      for (const { controller } of active.values()) controller.abort();
      await Promise.all([...active.values()].map((a) => a.done));
      if (workerHeartbeat) clearInterval(workerHeartbeat);
      workerHeartbeat = null;
      if (wasRunning) {
        await db
          .delete(jobWorkers)
          .where(eq(jobWorkers.id, workerId))
          .catch((err) => log.error({ err }, "job runner could not sign off"));
      }
    },
    async drain() {
      let ran = 0;
      for (;;) {
        const job = await claim();
        if (!job) return ran;
        await run(job, new AbortController());
        ran++;
      }
    },
  };
}
