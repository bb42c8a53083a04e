import { mkdtemp, readdir, rm, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { count } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.ts";
import {
  catalogFiles,
  catalogLookups,
  glossaryTerms,
  newDataAnnouncements,
  seismic2d,
  wellLogs,
} from "../../db/schema/index.ts";
import { demoSampleFiles, writeSampleFiles } from "../../lib/demo-catalog/files.ts";
import { CatalogGenerator } from "../../lib/demo-catalog/generate.ts";
import { createTestDatabase } from "../../test/harness.ts";
import { seedCatalogDemo } from "./demo-catalog.ts";
import { SMALL_COUNTS } from "./test/catalog-factory.ts";

let database: DatabaseHandle;
let dir: string;

beforeAll(async () => {
  database = await createTestDatabase();
  dir = await mkdtemp(path.join(os.tmpdir(), "strata-storage-"));
});

afterAll(async () => {
  await database?.close();
  await rm(dir, { recursive: true, force: true });
});

describe("the demo catalogue seed", () => {
  it("loads records, lookups, files, glossary and new data once", async () => {
    const first = await seedCatalogDemo(database.db, SMALL_COUNTS);
    expect(first).toMatchObject({
      created: true,
      records: Object.values(SMALL_COUNTS).reduce((a, b) => a + b),
    });
    const n = async (table: PgTable) => (await database.db.select({ n: count() }).from(table))[0].n;
    expect(await n(seismic2d)).toBe(SMALL_COUNTS.Seismic_2D);
    expect(await n(wellLogs)).toBe(SMALL_COUNTS.Well_Log);
    expect(await n(catalogLookups)).toBeGreaterThan(50);
    // 2D: every record of the small catalogue has a file (up to 300); the other types 10 each; and
    // the bid showcase's (a bid-flagged volume or LAS log in a block on offer that lacked one).
    const files = demoSampleFiles(new CatalogGenerator(SMALL_COUNTS));
    expect(files.length).toBeGreaterThan(SMALL_COUNTS.Seismic_2D + 40);
    expect(await n(catalogFiles)).toBe(files.length);
    expect(await n(glossaryTerms)).toBeGreaterThan(20);
    expect(await n(newDataAnnouncements)).toBeGreaterThan(5);
    expect(await seedCatalogDemo(database.db, SMALL_COUNTS)).toMatchObject({ created: false });
  });

  it("writes the sample files under storage, once", async () => {
    const files = demoSampleFiles(new CatalogGenerator(SMALL_COUNTS));
    expect(await writeSampleFiles(dir, files)).toBe(files.length);
    expect(await writeSampleFiles(dir, files)).toBe(0);
    const first = files[0];
    expect((await stat(path.join(dir, ...first.path.split("/")))).size).toBe(first.bytes.length);
    for (const f of files) expect(f.bytes.length, f.path).toBe(f.size);
    expect((await readdir(dir)).sort()).toEqual([
      "Non Seismic",
      "Seismic 2D",
      "Seismic 3D",
      "Technical Report",
      "WELL LOGS",
    ]);
  });
});
