import type { Section, SectionHeader } from "../api/types.ts";

/**
 * Reads the octet answer of GET …/section (decision 0140): `uint32 LE n`, `n` bytes of UTF-8 JSON,
 * then width × height sample bytes, row-major with row 0 at the top.
 */
export function parseSectionOctets(buffer: ArrayBuffer): Section {
  if (buffer.byteLength < 4) throw new Error("The section answer is shorter than its length word.");
  const headerLength = new DataView(buffer).getUint32(0, true);
  if (4 + headerLength > buffer.byteLength) {
    throw new Error(`The section header claims ${headerLength} bytes; the answer has ${buffer.byteLength}.`);
  }
  const header = JSON.parse(
    new TextDecoder().decode(new Uint8Array(buffer, 4, headerLength)),
  ) as SectionHeader;
  const count = header.width * header.height;
  const offset = 4 + headerLength;
  if (!Number.isInteger(count) || count < 0 || offset + count > buffer.byteLength) {
    throw new Error(
      `The section claims ${header.width} × ${header.height} samples; the answer holds ${buffer.byteLength - offset}.`,
    );
  }
  return { header, samples: new Uint8Array(buffer, offset, count) };
}

/** The amplitude a sample byte stands for: (v − 128) × scale. */
export function amplitudeOf(byte: number, scale: number): number {
  return (byte - 128) * scale;
}
