import { mkdir } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import { fromPglite, type Db as QueueDb } from "pg-boss";
import * as schema from "./schema/index.ts";

export type Schema = typeof schema;
/** One type for both engines: the query builder is the same PostgreSQL dialect. */
export type Database = ReturnType<typeof drizzleNodePg<Schema>>;

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  /** The same database as pg-boss (the job queue) reaches it: its statements include multi-statement blocks. */
  queue: QueueDb;
  close(): Promise<void>;
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
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return { db, kind: "pglite", queue: fromPglite(client), close: () => client.close() };
}

export async function openPostgres(url: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection the server drops (a restart, a failover) emits here; without a listener the
  // process would exit. The pool replaces the connection on the next query.
  pool.on("error", (err) => console.warn(`PostgreSQL connection lost: ${err.message}`));
  const db = drizzleNodePg(pool, { schema });
  // pg-boss shares the app's pool; a query without values goes by the simple protocol, which runs
  // the multi-statement blocks of its migrations and locks.
  const queue: QueueDb = { executeSql: (text, values) => pool.query(text, values) };
  return { db, kind: "postgres", queue, close: () => pool.end() };
}

export async function openDatabase(opts: { databaseUrl?: string; dataDir: string }): Promise<DatabaseHandle> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl) : openPglite(opts.dataDir);
}
