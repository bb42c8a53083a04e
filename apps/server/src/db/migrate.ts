import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { DatabaseHandle } from "./client.ts";

export const MIGRATIONS_FOLDER = fileURLToPath(new URL("./migrations", import.meta.url));

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
}
