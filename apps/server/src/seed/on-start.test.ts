import type { StorageFile } from "@strata/core";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobs } from "../db/schema/index.ts";
import { DEMO_PASSWORD, demoEmail } from "../lib/demo-accounts.ts";
import { STORAGE_SYNC_JOB } from "../modules/data-preparation/index.ts";
import { PREVIEW_CACHE_JOB, type PreviewCacheResult } from "../modules/visualisation/index.ts";
import { signIn } from "../test/factories.ts";
import { buildTestApp, type TestApp } from "../test/harness.ts";
import { seedOnStart } from "./on-start.ts";

describe("a demo start", () => {
  let t: TestApp;
  const start = () =>
    seedOnStart({ config: t.config, database: t.database, jobs: t.app.jobs, log: t.app.log });

  beforeAll(async () => {
    // No workers: the test runs the queued jobs itself (drain), so it knows when they have run.
    t = await buildTestApp({ env: { SEED_DEMO: "true", JOB_CONCURRENCY: "0" } });
    await start();
  });
  afterAll(() => t?.close());

  it("reads the demo's files with a storage sync, so Metadata Administration lists the unlinked ones", async () => {
    expect(await t.app.jobs.drain()).toBeGreaterThanOrEqual(5);
    const cookie = await signIn(t.app, demoEmail("data-admin"), DEMO_PASSWORD);
    const listed = await t.app.inject({
      method: "POST",
      url: "/api/data-preparation/getunlinkfiles",
      headers: { cookie },
      payload: { ingestType: "Seismic_2D", pageNumber: 1, pageSize: 100 },
    });
    expect(listed.statusCode).toBe(200);
    const files = listed.json().result as StorageFile[];
    expect(files.filter((f) => f.format === "SEG-Y").map((f) => f.name)).toEqual([
      expect.stringMatching(/-REPROC\.sgy$/),
    ]);
    // The seismic syncs are followed by the preview caches of every linked SEG-Y file (300 lines, the volumes).
    const caches = await t.database.db.select().from(jobs).where(eq(jobs.kind, PREVIEW_CACHE_JOB));
    expect(caches.map((j) => j.status)).toEqual(caches.map(() => "succeeded"));
    const built = caches.reduce((sum, j) => sum + (j.result as PreviewCacheResult).built, 0);
    expect(built).toBeGreaterThanOrEqual(300);
    // The whole demo's ingest (five syncs, then the previews of 300 lines and ten volumes): about
    // 6 s of work on an idle machine, and past 30 s once with CI's two suites side by side.
  }, 120_000);

  it("queues those syncs once: a later start leaves the synced database alone", async () => {
    await start();
    const syncs = await t.database.db.select().from(jobs).where(eq(jobs.kind, STORAGE_SYNC_JOB));
    expect(syncs.map((j) => j.status)).toEqual(syncs.map(() => "succeeded"));
    expect(syncs).toHaveLength(5);
  });
});
