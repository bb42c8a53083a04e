import { open, rename, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import pg from "pg";
import { inject } from "vitest";
import { type DatabaseHandle, openPostgres } from "../db/client.ts";
import { seedDemoData } from "../seed/demo.ts";
import { demoTemplateDatabase, templateDatabase, withDatabase } from "./global-setup.ts";
import { cloneServerDatabase, createTestDatabase, openPgliteDump } from "./harness.ts";

/** How long a file waits for another to finish seeding the demo template. */
const WAIT_MS = 180_000;

/**
 * A database holding the demo data (seed/demo.ts, default billing), for the tests of what the demo
 * shows. Seeded once per test run, by whichever file asks first, and copied for every file after it
 * (issue 24: ten files seeded it each, 12–20 s of CPU apiece, in both suites).
 */
export async function createDemoDatabase(): Promise<DatabaseHandle> {
  const dir = inject("testRunDir");
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const runId = inject("testRunId");
    await once(path.join(dir, "demo.ready"), async (ready) => {
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`create database ${demoTemplateDatabase(runId)} template ${templateDatabase(runId)}`);
      await admin.end();
      // Closed before the mark: a template cannot be cloned while anyone is connected to it.
      const template = await openPostgres(withDatabase(serverUrl, demoTemplateDatabase(runId)));
      await seedDemoData(template.db);
      await template.close();
      await writeFile(ready, "");
    });
    return cloneServerDatabase(serverUrl, demoTemplateDatabase(runId));
  }
  const dump = path.join(dir, "demo.tar");
  await once(dump, async (target) => {
    const seeded = await createTestDatabase();
    await seedDemoData(seeded.db);
    // biome-ignore lint/suspicious/noExplicitAny: the PGlite client sits behind drizzle's session
    const blob: Blob = await (seeded.db as any).$client.dumpDataDir("none");
    await seeded.close();
    // Written aside and renamed: a waiting file never reads half a dump.
    await writeFile(`${target}.part`, Buffer.from(await blob.arrayBuffer()));
    await rename(`${target}.part`, target);
  });
  return openPgliteDump(dump);
}

/**
 * Runs `build` (which must create `target` last) in the first caller of the run, across the worker
 * processes, by creating a lock file; every other caller waits for `target` to appear.
 */
async function once(target: string, build: (target: string) => Promise<void>): Promise<void> {
  if (await exists(target)) return;
  let lock: Awaited<ReturnType<typeof open>> | null = null;
  try {
    lock = await open(`${target}.lock`, "wx");
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
  }
  if (lock) {
    await lock.close();
    await build(target);
    return;
  }
  const deadline = Date.now() + WAIT_MS;
  while (!(await exists(target))) {
    if (Date.now() > deadline) {
      throw new Error(
        `The demo template was not ready within ${WAIT_MS / 1000} s: see the first demo test's error.`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function exists(file: string): Promise<boolean> {
  try {
    await stat(file);
    return true;
  } catch {
    return false;
  }
}
