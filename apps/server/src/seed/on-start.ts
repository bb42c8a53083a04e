import path from "node:path";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../config.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { writeDataPreparationDemoFiles } from "../modules/data-preparation/files/demo.ts";
import { writeCatalogSampleFiles } from "./catalog/index.ts";
import { seedDemoData, seedStaticContent } from "./demo.ts";

/**
 * Demo data goes only into the embedded database (SEED_DEMO=auto) or where asked for
 * (SEED_DEMO=true); a real server gets only the content every installation needs.
 */
export async function seedOnStart(opts: {
  config: Config;
  database: DatabaseHandle;
  log: FastifyBaseLogger;
}) {
  const { config, database, log } = opts;
  const wantDemo = config.seedDemo === "true" || (config.seedDemo === "auto" && database.kind === "pglite");
  if (!wantDemo) {
    await seedStaticContent(database.db);
    return;
  }
  const started = Date.now();
  const { created } = await seedDemoData(database.db);
  if (created) log.info({ ms: Date.now() - started }, "demo data loaded (see README for the demo accounts)");
  await writeCatalogSampleFiles(path.join(config.dataDir, "storage"));
  await writeDataPreparationDemoFiles(path.join(config.dataDir, "storage"));
}
