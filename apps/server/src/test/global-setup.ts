import { randomBytes } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openPglite, openPostgres } from "../db/client.ts";
import { runMigrations } from "../db/migrate.ts";
import { seedCountries } from "../modules/reference-data/index.ts";

/** Databases of one test run share a prefix, so concurrent runs on one server never drop each other's. */
export const templateDatabase = (runId: string) => `strata_test_${runId}_template`;
/** The run's second template, with the demo data seeded (test/demo-database.ts builds it when first asked). */
export const demoTemplateDatabase = (runId: string) => `strata_test_${runId}_demo`;

/**
 * Migrates once, then every test file opens its own copy: a PGlite data-dir dump by default, or
 * a database cloned from a migrated template on the server named by TEST_DATABASE_URL.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  // The run's own folder: the templates' dumps, and the demo template's lock and ready mark.
  const dir = await mkdtemp(path.join(os.tmpdir(), "strata-test-"));
  project.provide("testRunDir", dir);
  if (serverUrl) {
    const runId = randomBytes(4).toString("hex");
    project.provide("testRunId", runId);
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${templateDatabase(runId)}`);
    await admin.end();
    const template = await openPostgres(withDatabase(serverUrl, templateDatabase(runId)));
    await runMigrations(template);
    await seedCountries(template.db);
    await template.close();
    return async () => {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await dropTestDatabases(c, runId);
      await c.end();
      await rm(dir, { recursive: true, force: true });
    };
  }
  const handle = await openPglite(null);
  await runMigrations(handle);
  // Installation data every start writes (seed/on-start.ts): tests see a database as the app runs it.
  await seedCountries(handle.db);
  // biome-ignore lint/suspicious/noExplicitAny: the PGlite client sits behind drizzle's session
  const client = (handle.db as any).$client;
  const dump: Blob = await client.dumpDataDir("none");
  const file = path.join(dir, "template.tar");
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  project.provide("pgliteTemplate", file);
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}

async function dropTestDatabases(client: pg.Client, runId: string) {
  const { rows } = await client.query<{ datname: string }>(
    "select datname from pg_database where datname like $1",
    [`strata_test_${runId}_%`],
  );
  for (const { datname } of rows) {
    await client.query(`drop database if exists ${datname} with (force)`);
  }
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplate: string;
    testRunId: string;
    testRunDir: string;
  }
}
