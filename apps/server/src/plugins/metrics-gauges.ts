import type client from "prom-client";
import { Gauge } from "prom-client";
import type { DatabaseHandle } from "../db/client.ts";
import { MAIL_JOB } from "../lib/outbox.ts";
import { QUEUE_SCHEMA } from "./job-queue.ts";

/** Queue and outbox figures are read from the database at most this often, whoever scrapes. */
const QUEUE_FIGURES_TTL_MS = 5000;

type GaugeDatabase = Pick<DatabaseHandle, "db" | "kind" | "queue" | "poolUse">;

interface QueueRow {
  name: string;
  state: string;
  n: number;
  /** Seconds since the oldest job of this state was created, among those due to run. */
  oldest_due: number | null;
  /** The same among all of them, a retry's backoff included. */
  oldest: number | null;
}

/** Waiting and running jobs per queue, the oldest due one's age, and the outbox's lag. */
export function registerQueueGauges(registry: client.Registry, database: GaugeDatabase) {
  let cached: { at: number; rows: Promise<QueueRow[]> } | null = null;
  const figures = () => {
    const now = performance.now();
    if (!cached || now - cached.at > QUEUE_FIGURES_TTL_MS) {
      const rows = database.queue
        .executeSql(
          `select name, state, count(*)::int as n,
             extract(epoch from now() - min(created_on) filter (where start_after <= now()))::float8 as oldest_due,
             extract(epoch from now() - min(created_on))::float8 as oldest
           from ${QUEUE_SCHEMA}.job where state in ('created', 'retry', 'active') group by name, state`,
          [],
        )
        .then(({ rows }) => rows as QueueRow[]);
      cached = { at: now, rows };
      // A failed read is not kept: the next scrape asks again.
      rows.catch(() => {
        if (cached?.rows === rows) cached = null;
      });
    }
    return cached.rows;
  };
  /** The figures, or null while the database does not answer: the process metrics are still served. */
  const figuresOrNull = () => figures().catch(() => null);

  new Gauge({
    name: "strata_job_queue_figures_ok",
    help: "1 when the job queue and outbox figures could be read from the database, 0 when not.",
    registers: [registry],
    async collect() {
      this.set((await figuresOrNull()) ? 1 : 0);
    },
  });

  new Gauge({
    name: "strata_job_queue_depth",
    help: "Jobs per queue: waiting (created or retry, due or not) and active.",
    labelNames: ["queue", "state"] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const row of (await figuresOrNull()) ?? []) {
        const state = row.state === "active" ? "active" : "waiting";
        this.inc({ queue: row.name, state }, Number(row.n));
      }
    },
  });
  new Gauge({
    name: "strata_job_queue_oldest_age_seconds",
    help: "Age of the oldest job per queue that is due to run and not yet taken (0: none).",
    labelNames: ["queue"] as const,
    registers: [registry],
    async collect() {
      this.reset();
      const oldest = new Map<string, number>();
      for (const row of (await figuresOrNull()) ?? []) {
        const age = row.state === "active" ? 0 : Math.max(0, Number(row.oldest_due ?? 0));
        oldest.set(row.name, Math.max(oldest.get(row.name) ?? 0, age));
      }
      for (const [queue, age] of oldest) this.set({ queue }, age);
    },
  });
  new Gauge({
    name: "strata_outbox_oldest_unsent_age_seconds",
    help: "Age of the oldest e-mail not yet sent (waiting, retrying or being sent); 0 when all are sent.",
    registers: [registry],
    async collect() {
      const rows = await figuresOrNull();
      if (!rows) {
        this.reset();
        return;
      }
      const ages = rows.filter((row) => row.name === MAIL_JOB).map((row) => Number(row.oldest ?? 0));
      this.set(Math.max(0, ...ages));
    },
  });
}

/**
 * node-postgres's pools, one per statement class (db/client.ts): connections open, idle, and queries
 * waiting for one. The embedded engine has one connection in the process, which every query takes in
 * turn: reported as one open connection.
 */
export function registerPoolGauges(registry: client.Registry, database: GaugeDatabase) {
  new Gauge({
    name: "strata_db_pool_connections",
    help: "Database connections by state: total (open), idle, and waiting (queries queued for a connection), per pool.",
    labelNames: ["state", "engine", "pool"] as const,
    registers: [registry],
    collect() {
      if (!database.poolUse) {
        this.set({ state: "total", engine: database.kind, pool: "embedded" }, 1);
        return;
      }
      for (const use of database.poolUse()) {
        const pool = use.statementClass;
        this.set({ state: "total", engine: "postgres", pool }, use.total);
        this.set({ state: "idle", engine: "postgres", pool }, use.idle);
        this.set({ state: "waiting", engine: "postgres", pool }, use.waiting);
      }
    },
  });
}
