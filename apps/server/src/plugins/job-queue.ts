import { sql } from "drizzle-orm";
import { type ConstructorOptions, fromDrizzle, PgBoss, type Db as QueueDb } from "pg-boss";
import type { Database, DatabaseHandle } from "../db/client.ts";

/** The schema pg-boss keeps its tables in (its default, named here because the runner reads it). */
export const QUEUE_SCHEMA = "pgboss";

/** What a runner needs of the database: drizzle for its own tables, pg-boss's adapter for the queue. */
export type QueueDatabase = Pick<DatabaseHandle, "db" | "kind" | "queue">;

/** A pg-boss instance on the app's database (its pool or its embedded engine; it never closes them). */
export function createQueue(database: QueueDatabase, options: Partial<ConstructorOptions> = {}): PgBoss {
  return new PgBoss({
    db: database.queue,
    backend: database.kind === "pglite" ? "pglite" : "postgres",
    schema: QUEUE_SCHEMA,
    ...options,
  });
}

/**
 * Installs (or upgrades) pg-boss's tables with the app's own migrations, so a database created from
 * a migrated template (the tests) carries them and a runner's start only checks the version.
 */
export async function installJobQueue(database: QueueDatabase): Promise<void> {
  const boss = createQueue(database, { migrate: true, supervise: false, schedule: false });
  boss.on("error", () => {});
  await boss.start();
  await boss.stop({ close: false, graceful: false });
}

/** pg-boss's adapter for a drizzle transaction: a job sent through it commits or rolls back with it. */
export const queueIn = (tx: Database): QueueDb => fromDrizzle(tx, sql);
