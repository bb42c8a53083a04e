import { AsyncLocalStorage } from "node:async_hooks";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import { fromPglite, type Db as QueueDb } from "pg-boss";
import { inGatedWork } from "../lib/work-gate.ts";
import { runAfterCommit } from "./after-commit.ts";
import { withStatementLanes } from "./embedded-lanes.ts";
import * as schema from "./schema/index.ts";

export type Schema = typeof schema;
/** One type for both engines: the query builder is the same PostgreSQL dialect. */
export type Database = ReturnType<typeof drizzleNodePg<Schema>>;

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  /** The same database as pg-boss (the job queue) reaches it: its statements include multi-statement blocks. */
  queue: QueueDb;
  /** A PostgreSQL server's connection pools, one per statement class (for the metrics). */
  poolUse?: () => PoolUse[];
  close(): Promise<void>;
}

export interface PoolUse {
  statementClass: StatementClass;
  total: number;
  idle: number;
  waiting: number;
}

/**
 * PostgreSQL's page cache inside the embedded engine. Its WebAssembly memory holds it, and that
 * memory is resident once touched and never given back: at the default 128 MB the engine alone took
 * ~200 MB of the process. The data files it reads past this stay in the operating system's cache.
 */
export const PGLITE_SHARED_BUFFERS = "32MB";

/** The embedded engine, persisted under `dataDir/db`, or in memory when `dataDir` is null. */
export async function openPglite(dataDir: string | null, loadDataDir?: Blob): Promise<DatabaseHandle> {
  let dir: string | undefined;
  if (dataDir) {
    dir = path.join(dataDir, "db");
    await mkdir(path.dirname(dir), { recursive: true });
  }
  const client = await PGlite.create({
    dataDir: dir,
    extensions: { pg_trgm },
    loadDataDir,
    startParams: [...PGlite.defaultStartParams, "-c", `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
  });
  // A customer's statements go before heavy work's: what runs in a work gate, reports and exports,
  // and work outside a request (jobs, seeding).
  withStatementLanes(
    client,
    () => inGatedWork() || (statementClass.getStore() ?? "background") !== "ordinary",
  );
  // Transactions run their after-commit work (db/after-commit.ts): the wake of what they queued.
  const db = runAfterCommit(drizzlePglite(client, { schema }) as unknown as Database);
  return { db, kind: "pglite", queue: fromPglite(client), close: () => client.close() };
}

/**
 * How long one statement may run on PostgreSQL, by class of work (issue 24, "No request can starve
 * the others"): an ordinary request's statements a few seconds, a report's or an export's a minute;
 * work outside a request (migrations, jobs, seeding) is bounded by its job's expiry instead. A
 * statement past its limit is cancelled by the server (SQLSTATE 57014) and the request answers 503
 * (plugins/errors.ts). The embedded engine does not enforce statement_timeout (decision 0112).
 */
export const STATEMENT_TIMEOUT_MS = { ordinary: 5_000, long: 60_000, background: 0 };
export type StatementClass = keyof typeof STATEMENT_TIMEOUT_MS;

const statementClass = new AsyncLocalStorage<StatementClass>();
/** Runs `fn` (and all it starts) with its statements under the timeout of `cls`. */
export const inStatementClass = <T>(cls: StatementClass, fn: () => T): T => statementClass.run(cls, fn);

/** Connections per class: requests share the ordinary pool; reports, exports and jobs are few. */
const POOL_SIZES: Record<StatementClass, number> = { ordinary: 10, long: 3, background: 3 };

/**
 * One pool per class, each connection started with its class's statement_timeout, so a statement
 * costs no extra round trip for a `SET`. Drizzle sees one pool: it queries and checks out
 * connections (transactions) through `query` and `connect`, which pick the caller's class.
 */
class StatementClassPool {
  constructor(readonly pools: Record<StatementClass, pg.Pool>) {}
  private get current() {
    return this.pools[statementClass.getStore() ?? "background"];
  }
  query(...args: unknown[]) {
    return (this.current.query as (...a: unknown[]) => unknown)(...args);
  }
  connect() {
    return this.current.connect();
  }
}

export async function openPostgres(
  url: string,
  timeouts: Record<StatementClass, number> = STATEMENT_TIMEOUT_MS,
): Promise<DatabaseHandle> {
  const pools = Object.fromEntries(
    (Object.keys(POOL_SIZES) as StatementClass[]).map((cls) => {
      const pool = new pg.Pool({
        connectionString: url,
        max: POOL_SIZES[cls],
        statement_timeout: timeouts[cls],
      });
      // An idle connection the server drops (a restart, a failover) emits here; without a listener the
      // process would exit. The pool replaces the connection on the next query.
      pool.on("error", (err) => console.warn(`PostgreSQL connection lost: ${err.message}`));
      return [cls, pool];
    }),
  ) as Record<StatementClass, pg.Pool>;
  const db = runAfterCommit(drizzleNodePg(new StatementClassPool(pools) as unknown as pg.Pool, { schema }));
  // pg-boss has the background pool; a query without values goes by the simple protocol, which runs
  // the multi-statement blocks of its migrations and locks.
  const queue: QueueDb = { executeSql: (text, values) => pools.background.query(text, values) };
  return {
    db,
    kind: "postgres",
    queue,
    poolUse: () =>
      (Object.entries(pools) as [StatementClass, pg.Pool][]).map(([statementClass, pool]) => ({
        statementClass,
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
      })),
    close: async () => {
      await Promise.all(Object.values(pools).map((pool) => pool.end()));
    },
  };
}

export async function openDatabase(opts: { databaseUrl?: string; dataDir: string }): Promise<DatabaseHandle> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl) : openPglite(opts.dataDir);
}
