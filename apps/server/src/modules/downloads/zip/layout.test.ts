import { execFileSync } from "node:child_process";
import { readdirSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { crc32 } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import yazl from "yazl";
import { createLocalStorage, readAll } from "../../../plugins/storage.ts";
import { collectBytes } from "../../../test/collect-bytes.ts";
import { layoutZip, type ZipEntryInput } from "./layout.ts";
import { sendZipRange, streamZipRange } from "./stream.ts";

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "strata-zip-"));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const MTIME = new Date(2026, 10, 24, 9, 30, 12);
const files: Record<string, Buffer> = {
  "Seismic 2D/PM/USI-1/SEG-Y/line-1.sgy": Buffer.alloc(70_000, 7),
  "WELL LOGS/SK/Wellbore ÄB-1/Group/Type/log.las": Buffer.from("~Version\nVERS. 2.0\n"),
  "Technical Report/SB/empty.pdf": Buffer.alloc(0),
};

function entries(): ZipEntryInput[] {
  return Object.entries(files).map(([name, bytes]) => ({
    name,
    size: bytes.length,
    crc32: crc32(bytes),
    source: bytes.length > 100 ? { kind: "storage", path: name } : { kind: "bytes", bytes },
  }));
}

async function yazlBytes(): Promise<{ bytes: Buffer; size: number }> {
  const zip = new yazl.ZipFile();
  for (const [name, bytes] of Object.entries(files)) {
    zip.addBuffer(bytes, name, { mtime: MTIME, mode: 0o100644, compress: false });
  }
  let size = -1;
  // @types/yazl leaves out the size yazl passes to the callback of end().
  const end = zip.end.bind(zip) as unknown as (options: object, cb: (size: number) => void) => void;
  end({}, (s) => {
    size = s;
  });
  return { bytes: await readAll(zip.outputStream as never), size };
}

describe("a ZIP laid out from known sizes and CRCs", () => {
  it("is byte for byte what yazl writes for the same stored entries", async () => {
    const storage = createLocalStorage(dir);
    for (const [name, bytes] of Object.entries(files))
      if (bytes.length > 100) await storage.write(name, bytes);
    const layout = layoutZip(entries(), MTIME);
    const ours = await readAll(streamZipRange(storage, layout));
    const theirs = await yazlBytes();
    expect(ours.length).toBe(layout.size);
    expect(theirs.size).toBe(layout.size);
    expect(ours.equals(theirs.bytes)).toBe(true);
  });

  it("serves any range as the same bytes as the whole", async () => {
    const storage = createLocalStorage(dir);
    const layout = layoutZip(entries(), MTIME);
    const whole = await readAll(streamZipRange(storage, layout));
    for (const [start, end] of [
      [0, 0],
      [10, 40_000],
      [29, 31],
      [69_000, layout.size - 1],
      [layout.size - 22, layout.size - 1],
    ]) {
      const part = await readAll(streamZipRange(storage, layout, start, end));
      expect(part.equals(whole.subarray(start, end + 1))).toBe(true);
    }
  });

  it("passes unzip's test, with the UTF-8 names", async () => {
    const storage = createLocalStorage(dir);
    const layout = layoutZip(entries(), MTIME);
    const target = path.join(dir, "out.zip");
    await writeFile(target, await readAll(streamZipRange(storage, layout)));
    const out = execFileSync("unzip", ["-t", target]).toString();
    expect(out).toMatch(/No errors detected/);
    expect(out).toContain("Wellbore ÄB-1");
  });

  it("fails the stream when a stored file is shorter than recorded", async () => {
    const storage = createLocalStorage(dir);
    await storage.write("short.bin", Buffer.alloc(10));
    const layout = layoutZip(
      [{ name: "short.bin", size: 20, crc32: 0, source: { kind: "storage", path: "short.bin" } }],
      MTIME,
    );
    await expect(readAll(streamZipRange(storage, layout))).rejects.toThrow(/shorter than recorded/);
  });

  it("sends the same bytes through reused buffers, however slowly each chunk leaves", async () => {
    const storage = createLocalStorage(dir);
    // Three and a half read buffers of a file, so each buffer is written again while others wait.
    const big = Buffer.alloc(14.5 * 1024 * 1024);
    for (let i = 0; i < big.length; i += 4) big.writeUInt32LE(i, i);
    await storage.write("big.bin", big);
    const layout = layoutZip(
      [
        ...entries(),
        {
          name: "big.bin",
          size: big.length,
          crc32: crc32(big),
          source: { kind: "storage", path: "big.bin" },
        },
      ],
      MTIME,
    );
    const streamed = await readAll(streamZipRange(storage, layout));
    const copied: Buffer[] = [];
    // A sink that copies late: a chunk's buffer written again before it left would show here.
    await sendZipRange(storage, layout, async (chunk) => {
      await new Promise((resolve) => setTimeout(resolve, 2));
      copied.push(Buffer.from(chunk));
    });
    expect(Buffer.concat(copied).equals(streamed)).toBe(true);
    const [start, end] = [100, layout.size - 1_000_000];
    const part = await collectBytes((sink) => sendZipRange(storage, layout, sink, start, end));
    expect(part.equals(streamed.subarray(start, end + 1))).toBe(true);
    const extracted = path.join(dir, "sent.zip");
    await writeFile(extracted, streamed);
    expect(
      execFileSync("unzip", ["-p", extracted, "big.bin"], { maxBuffer: 32 * 1024 * 1024 }).equals(big),
    ).toBe(true);
  });

  it("rejects a send when a stored file is shorter than recorded, or when the sink fails", async () => {
    const storage = createLocalStorage(dir);
    const openFiles = () => readdirSync("/proc/self/fd").length;
    const before = openFiles();
    await storage.write("short.bin", Buffer.alloc(10));
    const layout = layoutZip(
      [{ name: "short.bin", size: 20, crc32: 0, source: { kind: "storage", path: "short.bin" } }],
      MTIME,
    );
    await expect(collectBytes((sink) => sendZipRange(storage, layout, sink))).rejects.toThrow(
      /shorter than recorded/,
    );
    const whole = layoutZip(entries(), MTIME);
    let calls = 0;
    await expect(
      sendZipRange(storage, whole, async () => {
        calls++;
        throw new Error("the client went away");
      }),
    ).rejects.toThrow(/went away/);
    expect(calls).toBeGreaterThan(0);
    // Reads run ahead of the sink: each file they opened is closed again, whichever way the send ended.
    expect(openFiles()).toBe(before);
  });

  it("switches to zip64 records for an entry of 4 GiB or more", () => {
    const size = 4.5 * 1024 ** 3;
    const layout = layoutZip(
      [{ name: "big.sgy", size, crc32: 1, source: { kind: "storage", path: "big" } }],
      MTIME,
    );
    const tail = layout.segments.at(-1);
    if (tail?.kind !== "bytes") throw new Error("the archive ends with header bytes");
    // local header + zip64 extra (20), the data, central record + UT + zip64 extra, zip64 EOCD + locator + EOCD
    expect(layout.size).toBe(30 + 7 + 20 + size + 46 + 7 + 9 + 28 + 56 + 20 + 22);
    expect(tail.bytes.readUInt32LE(tail.bytes.length - 22 - 20 - 56)).toBe(0x06064b50);
  });
});
