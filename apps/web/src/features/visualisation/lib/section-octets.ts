import { parseSeismicSection } from "@strata/core";
import type { Section } from "../api/types.ts";

/**
 * Reads the octet answer of GET …/section (decision 0140) with core's parser: `uint32 LE n`, `n`
 * bytes of UTF-8 JSON, then width × height sample bytes, row-major with row 0 at the top.
 */
export function parseSectionOctets(buffer: ArrayBuffer): Section {
  const { meta, bytes } = parseSeismicSection(new Uint8Array(buffer));
  return { header: meta, samples: bytes };
}

/** The amplitude a sample byte stands for: (v − 128) × scale. */
export function amplitudeOf(byte: number, scale: number): number {
  return (byte - 128) * scale;
}
