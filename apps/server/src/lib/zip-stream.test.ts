import { execFileSync } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { buffer } from "node:stream/consumers";
import JSZip from "jszip";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ByteChunk, bytePieces } from "./byte-pieces.ts";
import { zipStream } from "./zip-stream.ts";

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "strata-zip-stream-"));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const ALPHABET = Array.from('abcdefgh <>&"é🛢\n');

/** Deterministic text that deflates only partly (a linear congruential sequence over a small alphabet, emoji included). */
function pseudoText(length: number, seed: number): string {
  let x = seed;
  let text = "";
  for (let i = 0; i < length; i++) {
    x = (x * 1103515245 + 12345) % 2 ** 31;
    text += ALPHABET[x % ALPHABET.length];
  }
  return text;
}

async function* chunksOf(parts: ByteChunk[]) {
  for (const part of parts) yield part;
}

describe("the streamed ZIP", () => {
  it("holds every entry byte for byte, a streamed one deflated in parallel pieces, and passes unzip's test", async () => {
    const rows = Array.from({ length: 4000 }, (_, i) => pseudoText(700, i + 1));
    const big = Buffer.from(pseudoText(1_500_000, 7));
    const streamed: ByteChunk[] = ["<head>", rows.slice(0, 2000), big, "", rows.slice(2000), "</head>"];
    const expected = Buffer.concat(
      streamed.map((c) =>
        Buffer.isBuffer(c) ? c : Buffer.from(typeof c === "string" ? c : [...c].join("")),
      ),
    );
    expect(expected.length).toBeGreaterThan(3 * 1024 * 1024); // several pieces of 1 MiB
    const small = Buffer.from("~Version\nVERS. 2.0\n");
    const bytes = await buffer(
      zipStream([
        { name: "first.txt", bytes: small },
        { name: "Wellbore ÄB-1/sheet.xml", chunks: chunksOf(streamed) },
        { name: "empty.bin", bytes: Buffer.alloc(0) },
        { name: "nothing-streamed.xml", chunks: chunksOf([]) },
      ]),
    );
    const target = path.join(dir, "out.zip");
    await writeFile(target, bytes);
    const test = execFileSync("unzip", ["-t", target]).toString();
    expect(test).toMatch(/No errors detected/);
    expect(test).toContain("Wellbore ÄB-1/sheet.xml");
    const zip = await JSZip.loadAsync(bytes);
    expect(Object.keys(zip.files)).toEqual([
      "first.txt",
      "Wellbore ÄB-1/sheet.xml",
      "empty.bin",
      "nothing-streamed.xml",
    ]);
    expect((await zip.file("first.txt")?.async("nodebuffer"))?.equals(small)).toBe(true);
    expect((await zip.file("Wellbore ÄB-1/sheet.xml")?.async("nodebuffer"))?.equals(expected)).toBe(true);
    expect(await zip.file("empty.bin")?.async("nodebuffer")).toHaveLength(0);
    expect(await zip.file("nothing-streamed.xml")?.async("nodebuffer")).toHaveLength(0);
    expect(bytes.length).toBeLessThan(expected.length); // deflated, not stored
  });

  it("stops reading the source when the reader goes away", async () => {
    let made = 0;
    let closed = false;
    async function* endless() {
      try {
        for (;;) {
          made++;
          yield pseudoText(300_000, made);
        }
      } finally {
        closed = true;
      }
    }
    const stream = zipStream([{ name: "sheet.xml", chunks: endless() }]);
    let received = 0;
    for await (const chunk of stream) {
      received += chunk.length;
      if (received > 1_000_000) break; // destroys the stream
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(closed).toBe(true);
    const madeWhenClosed = made;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(made).toBe(madeWhenClosed);
    // Read ahead by at most a few pieces of 1 MiB (a chunk here is about 0.3 MiB).
    expect(made).toBeLessThan(80);
  });
});

describe("byte pieces", () => {
  it("packs texts and runs of texts into buffers of at most the size, in order, as UTF-8", async () => {
    const texts = Array.from({ length: 500 }, (_, i) => pseudoText(50 + (i % 90), i));
    const parts: ByteChunk[] = ["start ", texts, Buffer.from("raw bytes"), "é".repeat(3000), "end"];
    const pieces: Buffer[] = [];
    for await (const piece of bytePieces(chunksOf(parts), 4096)) pieces.push(piece);
    const whole = Buffer.concat(pieces).toString();
    expect(whole).toBe(`start ${texts.join("")}raw bytesé${"é".repeat(2999)}end`);
    // A text too long for one piece goes whole; every other piece stays within the size.
    expect(pieces.filter((p) => p.length > 4096).map((p) => p.length)).toEqual([6000]);
    expect(pieces.length).toBeGreaterThan(10);
  });
});
