import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLocalStorage, type ObjectStorage, readAll } from "./storage.ts";

describe("local object storage", () => {
  let root: string;
  let storage: ObjectStorage;

  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), "strata-storage-"));
    storage = createLocalStorage(root);
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  const keys = async (prefix: string) => {
    const found: string[] = [];
    for await (const object of storage.list(prefix)) found.push(object.path);
    return found;
  };

  it("writes, stats, reads ranges and deletes objects by key", async () => {
    await storage.write("Seismic 2D/PM/USI-1/SEG-Y/A-001.sgy", Buffer.from("0123456789"));
    await storage.write("Seismic 2D/PM/USI-1/SEG-Y/A-002.sgy", Readable.from([Buffer.from("abc")]));
    expect(await storage.stat("Seismic 2D/PM/USI-1/SEG-Y/A-001.sgy")).toMatchObject({ size: 10 });
    expect(await storage.stat("Seismic 2D/PM/USI-1/SEG-Y/missing.sgy")).toBeNull();
    expect(
      (await storage.readRange("Seismic 2D/PM/USI-1/SEG-Y/A-001.sgy", { start: 2, end: 4 })).toString(),
    ).toBe("234");
    expect((await storage.readRange("Seismic 2D/PM/USI-1/SEG-Y/A-001.sgy", { start: 8 })).toString()).toBe(
      "89",
    );
    const stream = await storage.createReadStream("Seismic 2D/PM/USI-1/SEG-Y/A-001.sgy", { start: 5 });
    expect((await readAll(stream)).toString()).toBe("56789");
    await expect(storage.createReadStream("Seismic 2D/nope.sgy")).rejects.toThrow(/ENOENT/);
    await storage.delete("Seismic 2D/PM/USI-1/SEG-Y/A-002.sgy");
    await storage.delete("Seismic 2D/PM/USI-1/SEG-Y/A-002.sgy");
    expect(await storage.stat("Seismic 2D/PM/USI-1/SEG-Y/A-002.sgy")).toBeNull();
  });

  it("lists objects under a prefix in key order, skipping dot files", async () => {
    for (const key of [
      "Seismic 3D/SB/U-2/PSTM/b.sgy",
      "Seismic 3D/SB/U-10/PSTM/a.sgy",
      "Seismic 3D/PM/U-1/PSDM/c.sgy",
    ]) {
      await storage.write(key, Buffer.from("x"));
    }
    await mkdir(path.join(root, "Seismic 3D", "SB"), { recursive: true });
    await writeFile(path.join(root, "Seismic 3D", "SB", ".partial-upload"), "x");
    expect(await keys("Seismic 3D/")).toEqual([
      "Seismic 3D/PM/U-1/PSDM/c.sgy",
      "Seismic 3D/SB/U-10/PSTM/a.sgy",
      "Seismic 3D/SB/U-2/PSTM/b.sgy",
    ]);
    expect(await keys("Seismic 3D/SB/U-1")).toEqual(["Seismic 3D/SB/U-10/PSTM/a.sgy"]);
    expect(await keys("Nothing here/")).toEqual([]);
  });

  it("refuses keys that would leave the root", async () => {
    for (const key of ["../etc/passwd", "a/../../b", "/abs", "a//b", "a\\..\\b", ""]) {
      await expect(storage.write(key, Buffer.from("x"))).rejects.toThrow("Not a storage key");
    }
  });
});
