import { describe, expect, it } from "vitest";
import { lasFile, pdfFile, segyFile, toEbcdic } from "./sample-files.ts";

const PRINTABLE = Array.from({ length: 95 }, (_, i) => String.fromCharCode(0x20 + i)).join("");
const FROM_EBCDIC = new Map([...toEbcdic(PRINTABLE)].map((byte, i) => [byte, PRINTABLE[i]]));
const fromEbcdic = (bytes: Buffer) => [...bytes].map((b) => FROM_EBCDIC.get(b) ?? "?").join("");

describe("SEG-Y rev 1 sample", () => {
  const positions = Array.from({ length: 12 }, (_, i) => ({
    lon: 104 + i * 0.01,
    lat: 5.5,
    shotpoint: 1001 + i * 10,
  }));
  const file = segyFile({
    client: "PETRONAS Carigali Sdn Bhd",
    company: "CGG",
    survey: "PM305 Rajawali 1987 2D Survey",
    line: "RAJ87-001",
    usi: "PM2D1987-00001",
    crs: "Kertau 1968 / Peninsular RSO",
    year: 1987,
    positions,
    samples: 100,
    sampleIntervalUs: 2000,
  });

  it("has a 3200-byte EBCDIC textual header of 40 cards", () => {
    const text = fromEbcdic(file.subarray(0, 3200));
    expect(text.slice(0, 4)).toBe("C 1 ");
    expect(text.slice(80 * 39, 80 * 39 + 4)).toBe("C40 ");
    expect(text).toContain("SEG Y REV1");
    expect(text).toContain("USI PM2D1987-00001");
  });

  it("has a 400-byte big-endian binary header describing the traces", () => {
    expect(file.readInt16BE(3216)).toBe(2000); // sample interval
    expect(file.readInt16BE(3220)).toBe(100); // samples per trace
    expect(file.readInt16BE(3224)).toBe(5); // IEEE float
    expect(file.readUInt16BE(3500)).toBe(0x0100); // revision 1.0
    expect(file.readInt16BE(3502)).toBe(1); // fixed length
  });

  it("holds the traces with 240-byte headers and float samples", () => {
    expect(file.length).toBe(3600 + positions.length * (240 + 100 * 4));
    const second = 3600 + (240 + 400);
    expect(file.readInt32BE(second)).toBe(2); // trace sequence
    expect(file.readInt32BE(second + 196)).toBe(1011); // shotpoint
    expect(file.readInt16BE(second + 114)).toBe(100);
    expect(file.readInt32BE(second + 72) / 100 / 3600).toBeCloseTo(104.01, 4);
    const samples = Array.from({ length: 100 }, (_, s) => file.readFloatBE(second + 240 + s * 4));
    expect(samples.every(Number.isFinite)).toBe(true);
    expect(Math.max(...samples.map(Math.abs))).toBeGreaterThan(0.1);
  });

  it("encodes text as EBCDIC", () => {
    expect([...toEbcdic("C 1 A")]).toEqual([0xc3, 0x40, 0xf1, 0x40, 0xc1]);
  });
});

describe("LAS 2.0 sample", () => {
  const text = lasFile({
    well: "TAPIS-1",
    field: "Tapis",
    company: "PETRONAS Carigali Sdn Bhd",
    uwi: "WLF-0000001",
    location: "Block PM326",
    date: "1985-12-02",
    unit: "m",
    top: 1500,
    bottom: 1900,
    datum: "KB",
  }).toString("ascii");

  it("has the sections in order and declares version 2.0 without wrapping", () => {
    const sections = text
      .split("\n")
      .filter((l) => l.startsWith("~"))
      .map((l) => l.slice(0, 2));
    expect(sections).toEqual(["~V", "~W", "~C", "~P", "~O", "~A"]);
    expect(text).toMatch(/VERS\.\s+2\.0 :/);
    expect(text).toMatch(/WRAP\.\s+NO :/);
  });

  it("has one data line per step from STRT to STOP with a value per curve", () => {
    const num = (mnem: string) => Number(text.match(new RegExp(`${mnem}\\.M\\s+(-?[\\d.]+)`))![1]);
    const curves = text
      .split("~C")[1]
      .split("~P")[0]
      .split("\n")
      .filter((l) => l && !l.startsWith("#") && !l.startsWith("URVE"));
    const rows = text
      .split("~A")[1]
      .split("\n")
      .slice(1)
      .filter(Boolean)
      .map((l) => l.trim().split(/\s+/).map(Number));
    expect(rows[0][0]).toBeCloseTo(num("STRT"), 3);
    expect(rows.at(-1)![0]).toBeCloseTo(num("STOP"), 3);
    expect(rows[1][0] - rows[0][0]).toBeCloseTo(num("STEP"), 3);
    expect(rows.every((r) => r.length === curves.length)).toBe(true);
  });
});

describe("PDF sample", () => {
  const pdf = pdfFile("Final Well Completion Report (TAPIS-1)", ["Line one", "Line two"]);
  const text = pdf.toString("latin1");

  it("starts with the header and ends with the trailer", () => {
    expect(text.startsWith("%PDF-1.4\n")).toBe(true);
    expect(text.trimEnd().endsWith("%%EOF")).toBe(true);
  });

  it("has a cross-reference table whose offsets point at the objects", () => {
    const startxref = Number(text.match(/startxref\n(\d+)/)![1]);
    expect(text.slice(startxref, startxref + 4)).toBe("xref");
    const offsets = [...text.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(offsets).toHaveLength(6);
    offsets.forEach((offset, i) => {
      expect(text.slice(offset, offset + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`);
    });
  });

  it("escapes parentheses in text and gives the stream its length", () => {
    expect(text).toContain("(Final Well Completion Report \\(TAPIS-1\\)) Tj");
    const length = Number(text.match(/\/Length (\d+)/)![1]);
    const stream = text.match(/\nstream\n([\s\S]*?)\nendstream/)![1];
    expect(Buffer.byteLength(stream, "latin1")).toBe(length);
  });
});
