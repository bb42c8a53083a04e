import path from "node:path";
import { sql } from "drizzle-orm";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import { REPO_ROOT } from "../config.ts";
import { installJobQueue } from "../plugins/job-queue.ts";
import type { DatabaseHandle } from "./client.ts";

/** From the repository root, not this file: `npm start` runs the server bundled into apps/server/dist. */
export const MIGRATIONS_FOLDER = path.join(REPO_ROOT, "apps/server/src/db/migrations");

/** Applies the committed drizzle-kit migrations; the app calls this at start-up. */
export async function runMigrations(handle: DatabaseHandle): Promise<void> {
  // pg_trgm ships with both engines; PGlite loads it at creation, a server needs CREATE EXTENSION.
  await handle.db.execute(sql`create extension if not exists pg_trgm`);
  if (handle.kind === "pglite") {
    const { migrate } = await import("drizzle-orm/pglite/migrator");
    // biome-ignore lint/suspicious/noExplicitAny: both migrators take their own driver's db type
    await migrate(handle.db as any, { migrationsFolder: MIGRATIONS_FOLDER });
  } else {
    await migrateNodePg(handle.db, { migrationsFolder: MIGRATIONS_FOLDER });
  }
  // The job queue's tables are pg-boss's own, versioned by pg-boss.
  await installJobQueue(handle);
}
