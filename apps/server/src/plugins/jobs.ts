import { randomUUID } from "node:crypto";
import os from "node:os";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import type { Job, PgBoss, Queue } from "pg-boss";
import { afterCommit } from "../db/after-commit.ts";
import type { Database } from "../db/client.ts";
import { jobs } from "../db/schema/index.ts";
import { createQueue, QUEUE_SCHEMA, type QueueDatabase, queueIn } from "./job-queue.ts";

export type JobRow = typeof jobs.$inferSelect;

export interface JobContext<P> {
  job: JobRow & { payload: P };
  /** Aborted when the instance stops or pg-boss takes the job back; the handler should return soon. */
  signal: AbortSignal;
  /** Stores the job's progress (read by status calls). */
  setProgress(progress: unknown): Promise<void>;
  log: FastifyBaseLogger;
}

export interface JobDefinition<P, R> {
  run(ctx: JobContext<P>): Promise<R>;
  /** How many times a job runs before it is given up (a failure or a lost instance each count). */
  maxAttempts?: number;
  /**
   * A cron expression (UTC). pg-boss's scheduler queues one run per tick across every instance;
   * a run catches up on what is due, so a missed tick loses nothing.
   */
  cron?: string;
  /** Longest one run may take before pg-boss takes it back and retries it (default an hour). */
  timeoutSeconds?: number;
  /**
   * Jobs of this kind with the same key never run at once (pg-boss's `singleton` policy): a second
   * waits until the first has ended, e.g. two tries at sending one e-invoice.
   */
  oneAtATimePer?(payload: P): string;
  /** Called once the job's success is stored. */
  onSucceeded?(job: JobRow, result: R): Promise<void> | void;
  /** Called once when the job is given up for good. */
  onFailed?(job: JobRow, error: string): Promise<void> | void;
}

/**
 * Durable jobs on pg-boss (ARCHITECTURE "Jobs"), on the server or the embedded database alike.
 * pg-boss queues, claims (SKIP LOCKED), retries with exponential backoff, takes back the jobs of a
 * dead instance (heartbeats) and runs the cron schedules. The `jobs` table is the job's record as
 * users see it — status, progress, result, error, who started it — kept by this runner as it runs
 * each job (pg-boss keeps a finished job a week and has no progress). A job is queued in the
 * caller's transaction (`db`), so it exists if and only if the change that asked for it commits, and
 * the workers are woken once that transaction commits (db/after-commit.ts).
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
  /** Looks for due jobs now (`enqueue` does it itself, after the commit of the transaction it queued in). */
  wake(): void;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Runs due jobs one by one, oldest first, until none is left (tools and tests); answers how many ran. */
  drain(): Promise<number>;
  /** Makes the waiting jobs of these kinds due now (tools and tests: a backoff or a delay skipped). */
  bringForward(kinds: readonly string[]): Promise<number>;
  /** Deletes the waiting jobs of a kind (tests: a lost job); answers how many. */
  discardWaiting(kind: string): Promise<number>;
  /** The kinds pg-boss runs on a schedule, with their cron expressions. */
  schedules(): Promise<{ kind: string; cron: string }[]>;
}

export interface JobRunnerOptions {
  database: QueueDatabase;
  log: FastifyBaseLogger;
  /** Jobs of one kind run at once by this instance; 0 makes it enqueue (and drain) only. */
  concurrency: number;
  /** How often an idle worker asks for jobs (a `wake` asks at once). */
  pollIntervalSeconds?: number;
  /** A running job's heartbeat period: a job whose heartbeat is this old belongs to a dead instance. */
  heartbeatSeconds?: number;
  /** How often pg-boss's supervisor looks for such jobs, and this runner brings their records up to date. */
  superviseIntervalSeconds?: number;
  /**
   * This runner is the only one on its database (the embedded engine, which one process opens):
   * any job found running on start belongs to a process that is gone, and is taken back at once.
   */
  exclusive?: boolean;
  workerId?: string;
}

const DEFAULT_MAX_ATTEMPTS = 3;
const DEFAULT_TIMEOUT_SECONDS = 3600;
const INTERRUPTED = "Interrupted: the process running it stopped";

declare module "fastify" {
  interface FastifyInstance {
    /** The app's job runner (tools and tests run due jobs with `drain`). */
    jobs: JobRunner;
  }
}

/** A runner that starts when the app is ready and stops (its running jobs handed back) when the app closes. */
export function registerJobRunner(app: FastifyInstance, options: Omit<JobRunnerOptions, "log">): JobRunner {
  const runner = createJobRunner({ ...options, log: app.log });
  app.decorate("jobs", runner);
  app.addHook("onReady", async () => runner.start());
  app.addHook("onClose", async () => runner.stop());
  return runner;
}

/** Retries, backoff and time limits of a kind's queue, from its definition. */
function queueOptionsOf(
  definition: JobDefinition<unknown, unknown>,
  heartbeatSeconds: number,
): Omit<Queue, "name"> {
  return {
    retryLimit: (definition.maxAttempts ?? DEFAULT_MAX_ATTEMPTS) - 1,
    // About 2, 4, 8, 16 s between tries (pg-boss adds jitter), never more than an hour.
    retryDelay: 2,
    retryBackoff: true,
    retryDelayMax: 3600,
    expireInSeconds: definition.timeoutSeconds ?? DEFAULT_TIMEOUT_SECONDS,
    heartbeatSeconds,
    // A new job wakes the workers at once where the engine can LISTEN (PGlite in-process).
    notify: true,
    ...(definition.oneAtATimePer ? { policy: "singleton" as const } : {}),
  };
}

const messageOf = (err: unknown) => (err instanceof Error ? err.message : String(err));

export function createJobRunner(options: JobRunnerOptions): JobRunner {
  const { database, log, concurrency } = options;
  const { db } = database;
  const heartbeatSeconds = options.heartbeatSeconds ?? 10;
  const superviseIntervalSeconds = options.superviseIntervalSeconds ?? 10;
  const workerId = options.workerId ?? `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const definitions = new Map<string, JobDefinition<unknown, unknown>>();
  const running = new Set<AbortController>();
  const workIds: string[] = [];
  const queues = new Map<string, Promise<void>>();

  let boss: PgBoss | null = null;
  let opened: Promise<PgBoss> | null = null;
  let started = false;
  let reconcileTimer: NodeJS.Timeout | null = null;

  const definitionOf = (kind: string) => {
    const definition = definitions.get(kind);
    if (!definition) throw new Error(`Job kind "${kind}" is not registered`);
    return definition;
  };

  /** pg-boss on the app's database with a queue per kind; its timers run only on a working instance. */
  function open(): Promise<PgBoss> {
    opened ??= (async () => {
      const working = concurrency > 0;
      const instance = createQueue(database, {
        migrate: true,
        supervise: working,
        schedule: working,
        superviseIntervalSeconds,
        monitorIntervalSeconds: superviseIntervalSeconds,
        // PGlite delivers NOTIFY in-process; the server's pool adapter cannot LISTEN, so it polls.
        useListenNotify: database.kind === "pglite" && working,
      });
      instance.on("error", (err) => log.error({ err }, "job queue error"));
      await instance.start();
      boss = instance;
      for (const kind of definitions.keys()) await ensureQueue(kind);
      return instance;
    })();
    return opened;
  }

  function ensureQueue(kind: string): Promise<void> {
    let ready = queues.get(kind);
    if (!ready) {
      const definition = definitionOf(kind);
      ready = (async () => {
        const instance = boss!;
        const queueOptions = queueOptionsOf(definition, heartbeatSeconds);
        await instance.createQueue(kind, queueOptions);
        // A queue's policy is fixed when it is created; the rest follows the definition.
        const { policy: _policy, ...updatable } = queueOptions;
        await instance.updateQueue(kind, updatable);
        if (definition.cron) await instance.schedule(kind, definition.cron, {}, { tz: "UTC" });
      })();
      queues.set(kind, ready);
    }
    return ready;
  }

  async function queueFor(kind: string): Promise<PgBoss> {
    const instance = await open();
    await ensureQueue(kind);
    return instance;
  }

  /** The job's record for this run: created on its first run (a scheduled job has none before). */
  async function claimRecord(kind: string, job: Job<unknown>): Promise<JobRow> {
    const claim = {
      status: "running" as const,
      attempts: job.retryCount + 1,
      lockedBy: workerId,
      lockedAt: new Date(),
    };
    const [row] = await db
      .insert(jobs)
      .values({ id: job.id, kind, payload: job.data ?? {}, ...claim })
      .onConflictDoUpdate({ target: jobs.id, set: { ...claim, updatedAt: new Date() } })
      .returning();
    return row;
  }

  async function record(id: string, values: PgUpdateSetSource<typeof jobs>) {
    await db
      .update(jobs)
      .set({ lockedBy: null, lockedAt: null, updatedAt: new Date(), ...values })
      .where(eq(jobs.id, id));
  }

  async function giveUp(row: JobRow, definition: JobDefinition<unknown, unknown>, error: string) {
    await record(row.id, { status: "failed", error });
    await Promise.resolve(definition.onFailed?.(row, error)).catch((err) =>
      log.error({ err, jobId: row.id }, "job onFailed hook failed"),
    );
  }

  /** One run of a job pg-boss handed out; throws when it failed, so pg-boss retries or fails it. */
  async function execute(kind: string, job: Job<unknown>): Promise<void> {
    const definition = definitionOf(kind);
    const row = await claimRecord(kind, job);
    const controller = new AbortController();
    running.add(controller);
    const signal = job.signal ? AbortSignal.any([controller.signal, job.signal]) : controller.signal;
    try {
      const result = await definition.run({
        job: row,
        signal,
        log: log.child({ jobId: row.id, kind }),
        setProgress: async (progress) => {
          await db
            .update(jobs)
            .set({ progress, updatedAt: new Date() })
            .where(and(eq(jobs.id, row.id), eq(jobs.lockedBy, workerId)));
        },
      });
      await record(row.id, { status: "succeeded", result: result ?? null, error: null });
      await Promise.resolve(definition.onSucceeded?.(row, result)).catch((err) =>
        log.error({ err, jobId: row.id }, "job onSucceeded hook failed"),
      );
    } catch (err) {
      const message = messageOf(err);
      if (job.retryCount >= (definition.maxAttempts ?? DEFAULT_MAX_ATTEMPTS) - 1) {
        log.error({ err, jobId: row.id }, "job failed");
        await giveUp(row, definition, message);
      } else {
        log.warn({ err, jobId: row.id, attempt: row.attempts }, "job failed; will retry");
        await record(row.id, { status: "queued", error: message });
      }
      throw err;
    } finally {
      running.delete(controller);
    }
  }

  /**
   * Brings the records of jobs that pg-boss no longer runs up to date: a job taken back from a
   * dead instance (waiting for its retry, or failed for good), or one whose process died after
   * pg-boss settled it. Each step is conditional, so instances doing it at once agree.
   */
  async function reconcile() {
    const stale = await db.execute<{ id: string; kind: string; state: string | null }>(sql`
      select j.id, j.kind, q.state::text as state
      from jobs j left join ${sql.raw(QUEUE_SCHEMA)}.job q on q.id::text = j.id and q.name = j.kind
      where j.status = 'running' and (q.state is null or q.state <> 'active')`);
    for (const { id, kind, state } of stale.rows) {
      const running = and(eq(jobs.id, id), eq(jobs.status, "running"));
      if (state === "created" || state === "retry") {
        await db.update(jobs).set({ status: "queued", lockedBy: null, lockedAt: null }).where(running);
        log.warn({ jobId: id }, "job's runner is gone; queued again");
      } else if (state === "completed") {
        await db.update(jobs).set({ status: "succeeded", lockedBy: null, lockedAt: null }).where(running);
      } else {
        const [row] = await db
          .update(jobs)
          .set({ status: "failed", error: INTERRUPTED, lockedBy: null, lockedAt: null })
          .where(running)
          .returning();
        const definition = definitions.get(kind);
        if (row && definition) {
          await Promise.resolve(definition.onFailed?.(row, INTERRUPTED)).catch((err) =>
            log.error({ err, jobId: id }, "job onFailed hook failed"),
          );
        }
      }
    }
  }

  /** On the embedded database, jobs left active belong to the process that ran before: take them back now. */
  async function takeBackInterrupted(instance: PgBoss) {
    const kinds = [...definitions.keys()];
    const { rows } = await database.queue.executeSql(
      `select id, name from ${QUEUE_SCHEMA}.job where state = 'active' and name = any($1::text[])`,
      [kinds],
    );
    for (const kind of kinds) {
      const ids = (rows as { id: string; name: string }[]).filter((r) => r.name === kind).map((r) => r.id);
      if (ids.length > 0) await instance.fail(kind, ids, { message: INTERRUPTED });
    }
    // Their retry is due now, not after a backoff: nothing failed, a process ended.
    await database.queue.executeSql(
      `update ${QUEUE_SCHEMA}.job set start_after = now() where state = 'retry' and id = any($1::uuid[])`,
      [(rows as { id: string }[]).map((r) => r.id)],
    );
  }

  /** The oldest due job's kind among those registered, as pg-boss would hand it out. */
  async function nextDueKind(skipping: ReadonlySet<string>): Promise<string | null> {
    const kinds = [...definitions.keys()].filter((kind) => !skipping.has(kind));
    if (kinds.length === 0) return null;
    const { rows } = await database.queue.executeSql(
      `select name from ${QUEUE_SCHEMA}.job
       where name = any($1::text[]) and state in ('created', 'retry') and start_after <= now()
       order by start_after, created_on limit 1`,
      [kinds],
    );
    return (rows[0] as { name: string } | undefined)?.name ?? null;
  }

  function wake() {
    if (!boss) return;
    for (const id of workIds) boss.notifyWorker(id);
  }

  return {
    workerId,
    register(kind, definition) {
      if (definitions.has(kind)) throw new Error(`Job kind "${kind}" is registered twice`);
      definitions.set(kind, definition as JobDefinition<unknown, unknown>);
    },
    async enqueue(kind, payload, opts = {}) {
      if (opts.db && !queues.has(kind)) {
        // Opening runs statements outside the caller's transaction, which the embedded engine's
        // one connection would make wait for that very transaction.
        throw new Error(`Job queue "${kind}" is not open: start the runner before queuing in a transaction`);
      }
      const instance = await queueFor(kind);
      const id = randomUUID();
      const target = opts.db ?? db;
      await target.insert(jobs).values({
        id,
        kind,
        payload,
        createdBy: opts.createdBy ?? null,
        ...(opts.runAfter ? { runAfter: opts.runAfter } : {}),
      });
      const singletonKey = definitionOf(kind).oneAtATimePer?.(payload);
      await instance.send(kind, (payload ?? {}) as object, {
        id,
        ...(singletonKey ? { singletonKey } : {}),
        ...(opts.runAfter ? { startAfter: opts.runAfter } : {}),
        ...(opts.db ? { db: queueIn(opts.db) } : {}),
      });
      // Inside a caller's transaction the job is not visible yet: the workers are woken once it commits.
      afterCommit(target, wake);
      return id;
    },
    wake,
    async get(id) {
      const [job] = await db.select().from(jobs).where(eq(jobs.id, id));
      return job ?? null;
    },
    async start() {
      const instance = await open();
      if (started || concurrency <= 0) return;
      started = true;
      if (options.exclusive) await takeBackInterrupted(instance);
      await reconcile();
      for (const kind of definitions.keys()) {
        const workId = await instance.work<unknown>(
          kind,
          {
            batchSize: 1,
            localConcurrency: concurrency,
            pollingIntervalSeconds: options.pollIntervalSeconds ?? 2,
            // With NOTIFY, polling only finds jobs whose delay has run out (a backoff, a poll).
            notifyPollingIntervalSeconds: Math.max(options.pollIntervalSeconds ?? 2, 5),
          },
          async ([job]) => {
            try {
              await execute(kind, job);
            } finally {
              // A worker fetches again only at its next poll: after a job, look for the next
              // one at once, so a backlog (a hundred e-mails) drains at the workers' pace.
              setImmediate(() => boss?.notifyWorker(workId));
            }
          },
        );
        workIds.push(workId);
      }
      reconcileTimer = setInterval(() => {
        reconcile().catch((err) => log.error({ err }, "job records could not be brought up to date"));
      }, superviseIntervalSeconds * 1000);
      reconcileTimer.unref();
    },
    async stop() {
      if (reconcileTimer) clearInterval(reconcileTimer);
      reconcileTimer = null;
      // Handlers see their signal and return; pg-boss puts their jobs back for a retry.
      for (const controller of running) controller.abort();
      const instance = opened ? await opened.catch(() => null) : null;
      if (instance) await instance.stop({ close: false, graceful: true, timeout: 10_000 });
      started = false;
      opened = null;
      boss = null;
      queues.clear();
      workIds.length = 0;
    },
    async drain() {
      const instance = await open();
      let ran = 0;
      // Kinds whose due jobs pg-boss would not hand out (another of the same key is running).
      const held = new Set<string>();
      for (;;) {
        const kind = await nextDueKind(held);
        if (!kind) return ran;
        const [job] = await instance.fetch<unknown>(kind, { batchSize: 1 });
        if (!job) {
          held.add(kind);
          continue;
        }
        held.clear();
        ran++;
        const attempt = { id: job.id, retryCount: job.retryCount };
        try {
          await execute(kind, job);
          await instance.complete(kind, attempt);
        } catch (err) {
          await instance.fail(kind, attempt, { message: messageOf(err) });
        }
      }
    },
    async bringForward(kinds) {
      await open();
      const { rows } = await database.queue.executeSql(
        `update ${QUEUE_SCHEMA}.job set start_after = now()
         where name = any($1::text[]) and state in ('created', 'retry') returning id`,
        [[...kinds]],
      );
      if (rows.length > 0) {
        await db
          .update(jobs)
          .set({ runAfter: new Date() })
          .where(
            inArray(
              jobs.id,
              (rows as { id: string }[]).map((r) => String(r.id)),
            ),
          );
      }
      return rows.length;
    },
    async discardWaiting(kind) {
      const instance = await queueFor(kind);
      const deleted = await instance.deleteQueuedJobs(kind);
      await db.delete(jobs).where(and(eq(jobs.kind, kind), eq(jobs.status, "queued")));
      return deleted;
    },
    async schedules() {
      const instance = await open();
      const kinds = new Set(definitions.keys());
      return (await instance.getSchedules())
        .filter((s) => kinds.has(s.name))
        .map((s) => ({ kind: s.name, cron: s.cron }));
    },
  };
}
