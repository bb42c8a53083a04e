import { loadConfig } from "../config.ts";
import { openDatabase } from "../db/client.ts";
import { runMigrations } from "../db/migrate.ts";

/** The database the server would use, migrated: CLI commands work on a fresh installation too. */
export async function openConfiguredDatabase() {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await runMigrations(database);
  return { config, database };
}
