import { describe, expect, it } from "vitest";
import type { SectionHeader } from "../api/types.ts";
import { amplitudeOf, parseSectionOctets } from "./section-octets.ts";

const header: SectionHeader = {
  kind: "inline",
  index: 1200,
  width: 3,
  height: 2,
  scale: 0.5,
  clip: 63.5,
  x: { label: "Crossline", values: [10, 11, 12] },
  y: { label: "Two-way time (ms)", start: 0, step: 4 },
  watermark: "Ocean Ventures",
  decimated: false,
  source: "cache",
};

function octets(json: unknown, samples: number[]): ArrayBuffer {
  const text = new TextEncoder().encode(JSON.stringify(json));
  const bytes = new Uint8Array(4 + text.length + samples.length);
  new DataView(bytes.buffer).setUint32(0, text.length, true);
  bytes.set(text, 4);
  bytes.set(samples, 4 + text.length);
  return bytes.buffer;
}

describe("the section's octet answer", () => {
  it("reads the JSON header and the samples row-major after it", () => {
    const section = parseSectionOctets(octets(header, [1, 128, 255, 64, 192, 128]));
    expect(section.header).toEqual(header);
    expect([...section.samples]).toEqual([1, 128, 255, 64, 192, 128]);
    // Row 1, column 0.
    expect(section.samples[1 * header.width + 0]).toBe(64);
  });

  it("reads a header holding non-ASCII text (UTF-8)", () => {
    const section = parseSectionOctets(
      octets({ ...header, watermark: "Nordsjø Ænergi" }, [1, 2, 3, 4, 5, 6]),
    );
    expect(section.header.watermark).toBe("Nordsjø Ænergi");
  });

  it("refuses an answer with fewer samples than its header claims", () => {
    expect(() => parseSectionOctets(octets(header, [1, 2, 3]))).toThrow(/3 × 2 samples/);
  });

  it("refuses an answer shorter than its header length", () => {
    const bytes = new Uint8Array(8);
    new DataView(bytes.buffer).setUint32(0, 100, true);
    expect(() => parseSectionOctets(bytes.buffer)).toThrow(/100 bytes/);
  });

  it("maps byte v to amplitude (v − 128) × scale", () => {
    expect(amplitudeOf(128, 0.5)).toBe(0);
    expect(amplitudeOf(255, 0.5)).toBe(63.5);
    expect(amplitudeOf(1, 0.5)).toBe(-63.5);
  });
});
