import { like } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../config.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { users } from "../db/schema/index.ts";
import { DEMO_DOMAIN } from "../lib/demo-accounts.ts";
import { queueDemoPrePacks } from "../modules/data-packs/index.ts";
import { queueDemoStorageSyncs } from "../modules/data-preparation/index.ts";
import type { JobRunner } from "../plugins/jobs.ts";
import { seedDemoData, seedStaticContent } from "./demo.ts";
import { writeDemoFiles } from "./demo-files.ts";

/**
 * Whether this start loads the demo data: SEED_DEMO=true or false decides; auto loads it only into
 * the embedded database and never with NODE_ENV=production, whose demo accounts (with the password
 * printed in the README) would be open to anyone.
 */
export function wantsDemoData(
  config: Pick<Config, "env" | "seedDemo">,
  kind: DatabaseHandle["kind"],
): boolean {
  if (config.seedDemo !== "auto") return config.seedDemo === "true";
  return config.env !== "production" && kind === "pglite";
}

/**
 * In production the demo accounts may only exist when SEED_DEMO=true says so: a database seeded
 * during a trial (or by `npm run seed:demo`) must not go live with them.
 */
export async function refuseDemoAccountsInProduction(
  config: Pick<Config, "env" | "seedDemo">,
  database: DatabaseHandle,
) {
  if (config.env !== "production" || config.seedDemo === "true") return;
  const found = await database.db
    .select({ email: users.email })
    .from(users)
    .where(like(users.email, `%@${DEMO_DOMAIN}`))
    .limit(3);
  if (found.length === 0) return;
  throw new Error(
    `The database holds demo accounts (${found.map((u) => u.email).join(", ")}…) whose password is public. ` +
      "With NODE_ENV=production use a database without them, or set SEED_DEMO=true to run a demo on purpose.",
  );
}

/**
 * Demo data goes only where wantsDemoData allows; otherwise only the content every installation
 * needs. In production, a database already holding demo accounts stops the start.
 */
export async function seedOnStart(opts: {
  config: Config;
  database: DatabaseHandle;
  jobs: JobRunner;
  log: FastifyBaseLogger;
}) {
  const { config, database, jobs, log } = opts;
  if (!wantsDemoData(config, database.kind)) {
    await refuseDemoAccountsInProduction(config, database);
    await seedStaticContent(database.db);
    return;
  }
  // Every start, also over demo data loaded before: a corrected country list reaches old databases.
  await seedStaticContent(database.db);
  const started = Date.now();
  const { created } = await seedDemoData(database.db, config.billing);
  if (created) log.info({ ms: Date.now() - started }, "demo data loaded (see README for the demo accounts)");
  await writeDemoFiles(config);
  await queueDemoStorageSyncs(database.db, jobs);
  await queueDemoPrePacks(database.db, jobs);
}
