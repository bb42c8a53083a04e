/** The 3200-byte textual header: 40 cards of 80 characters, in EBCDIC (code page 037) or ASCII. */

export const TEXTUAL_HEADER_BYTES = 3200;
const CARDS = 40;
const CARD_LENGTH = 80;

export type TextualEncoding = "ebcdic" | "ascii";

// EBCDIC 037 → ASCII for the printable characters; everything else reads as a space.
const EBCDIC_TO_ASCII = new Uint8Array(256).fill(0x20);
const EBCDIC_037 = [
  0x40, 0x5a, 0x7f, 0x7b, 0x5b, 0x6c, 0x50, 0x7d, 0x4d, 0x5d, 0x5c, 0x4e, 0x6b, 0x60, 0x4b, 0x61, 0xf0, 0xf1,
  0xf2, 0xf3, 0xf4, 0xf5, 0xf6, 0xf7, 0xf8, 0xf9, 0x7a, 0x5e, 0x4c, 0x7e, 0x6e, 0x6f, 0x7c, 0xc1, 0xc2, 0xc3,
  0xc4, 0xc5, 0xc6, 0xc7, 0xc8, 0xc9, 0xd1, 0xd2, 0xd3, 0xd4, 0xd5, 0xd6, 0xd7, 0xd8, 0xd9, 0xe2, 0xe3, 0xe4,
  0xe5, 0xe6, 0xe7, 0xe8, 0xe9, 0xba, 0xe0, 0xbb, 0xb0, 0x6d, 0x79, 0x81, 0x82, 0x83, 0x84, 0x85, 0x86, 0x87,
  0x88, 0x89, 0x91, 0x92, 0x93, 0x94, 0x95, 0x96, 0x97, 0x98, 0x99, 0xa2, 0xa3, 0xa4, 0xa5, 0xa6, 0xa7, 0xa8,
  0xa9, 0xc0, 0x4f, 0xd0, 0xa1,
];
EBCDIC_037.forEach((ebcdic, i) => {
  EBCDIC_TO_ASCII[ebcdic] = 0x20 + i;
});
// Other code pages put [ ] and ^ at these places: read them too.
EBCDIC_TO_ASCII[0x4a] = 0x5b; // [ (code page 500)
EBCDIC_TO_ASCII[0x5f] = 0x5e; // ^ (¬ in 037)
EBCDIC_TO_ASCII[0xad] = 0x5b;
EBCDIC_TO_ASCII[0xbd] = 0x5d;

const isAsciiText = (b: number) => (b >= 0x20 && b <= 0x7e) || b === 0x0a || b === 0x0d || b === 0;
const isEbcdicText = (b: number) => b === 0x40 || b === 0 || (EBCDIC_TO_ASCII[b] !== 0x20 && b !== 0x40);

/**
 * Which encoding the header is in: the one under which more of its bytes are printable text
 * (EBCDIC letters and digits sit at 0x81–0xF9, where ASCII has none; ASCII's at 0x20–0x7E).
 */
export function detectTextualEncoding(header: Buffer): TextualEncoding {
  let ascii = 0;
  let ebcdic = 0;
  for (const b of header) {
    if (isAsciiText(b)) ascii++;
    if (isEbcdicText(b)) ebcdic++;
  }
  return ebcdic > ascii ? "ebcdic" : "ascii";
}

/** The 40 cards of 80 characters, decoded; unprintable bytes read as spaces. */
export function readTextualHeader(header: Buffer): { encoding: TextualEncoding; cards: string[] } {
  const encoding = detectTextualEncoding(header);
  const chars = new Uint8Array(CARDS * CARD_LENGTH).fill(0x20);
  for (let i = 0; i < Math.min(header.length, chars.length); i++) {
    const b = header[i];
    chars[i] = encoding === "ebcdic" ? EBCDIC_TO_ASCII[b] : b >= 0x20 && b <= 0x7e ? b : 0x20;
  }
  const text = Buffer.from(chars).toString("latin1");
  const cards = Array.from({ length: CARDS }, (_, i) => text.slice(i * CARD_LENGTH, (i + 1) * CARD_LENGTH));
  return { encoding, cards };
}
