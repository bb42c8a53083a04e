import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.ts";
import { dataPacks, dataPrePacks } from "../../db/schema/index.ts";
import { createLocalStorage } from "../../plugins/storage.ts";
import { createDemoDatabase } from "../../test/demo-database.ts";
import { writeCatalogSampleFiles } from "../catalogs/index.ts";
import { downloadableRecords } from "../downloads/index.ts";
import { buildPrePack } from "./pre-packs.ts";
import { recordsOfPack } from "./records.ts";

let database: DatabaseHandle;
let dir: string;
beforeAll(async () => {
  database = await createDemoDatabase();
  dir = await mkdtemp(path.join(os.tmpdir(), "strata-packs-demo-"));
  await writeCatalogSampleFiles(dir);
});
afterAll(async () => {
  await database?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe("the data packs demo", () => {
  it("publishes three packs of records standard and premium users may take, keeps one draft, and builds one pre-pack", async () => {
    const { db } = database;
    const packs = await db.select().from(dataPacks);
    expect(packs.filter((p) => p.status === "published")).toHaveLength(3);
    expect(packs.filter((p) => p.status === "draft")).toHaveLength(1);
    for (const pack of packs) {
      const records = await recordsOfPack(db, pack.id);
      expect(records.length).toBeGreaterThan(0);
      expect(records.every((r) => r.fileCount > 0)).toBe(true);
      for (const role of ["standard", "premium"] as const) {
        await expect(
          downloadableRecords(db, records, { role, addOnsType: [], isExpired: false }),
        ).resolves.toHaveLength(records.length);
      }
    }
    const [building] = await db.select().from(dataPrePacks);
    expect(building.status).toBe("building");
    const storage = createLocalStorage(dir);
    expect(await buildPrePack({ db, storage }, building.id)).toEqual({ status: "ready" });
    const [ready] = await db.select().from(dataPrePacks).where(eq(dataPrePacks.id, building.id));
    expect((await storage.stat(ready.path as string))?.size).toBe(ready.sizeBytes);
  });
});
