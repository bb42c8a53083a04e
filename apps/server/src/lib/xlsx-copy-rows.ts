import { columnLetters, type XlsxTextColumn } from "./xlsx-writer.ts";

/**
 * Sheet rows written straight from the bytes of PostgreSQL's `COPY … (FORMAT text)`: fields split by
 * tab, rows by line feed, NULL as `\N`, and a backslash before `\`, tab, line feed, carriage return,
 * backspace, form feed and vertical tab. The XML is the same, byte for byte, as `textRowXml` writes
 * from the same values read as text: text inline (escaped, without the characters XML refuses,
 * `xml:space="preserve"` when it starts or ends with whitespace), numbers as written, flags as 1/0.
 * One pass over the bytes, no string per cell: a million rows of thirty cells would make thirty
 * million strings, and their garbage, which cost more than the database's whole COPY.
 */

const TAB = 0x09;
const LF = 0x0a;
const CR = 0x0d;
const SPACE = 0x20;
const BACKSLASH = 0x5c;

/** What a backslash and the letter after it stand for in COPY's text format. */
const UNESCAPED = new Int16Array(256).fill(-1);
for (const [letter, byte] of [
  ["\\", 0x5c],
  ["t", TAB],
  ["n", LF],
  ["r", CR],
  ["b", 0x08],
  ["f", 0x0c],
  ["v", 0x0b],
] as const)
  UNESCAPED[letter.charCodeAt(0)] = byte;

/** Bytes a text cell cannot copy as they are: escapes, XML's specials, control bytes, and 0xEF (U+FFFE/U+FFFF start with it). */
const SPECIAL = new Uint8Array(256);
for (let b = 0; b < 0x20; b++) SPECIAL[b] = 1;
for (const c of '\\&<>"') SPECIAL[c.charCodeAt(0)] = 1;
SPECIAL[0xef] = 1;

/** Control bytes XML 1.0 does not allow (tab, line feed and carriage return it does). */
const notXml = (b: number) => b < 0x20 && b !== TAB && b !== LF && b !== CR;
const isXmlSpace = (b: number) => b === SPACE || b === TAB || b === LF || b === CR;

const bytes = (text: string) => Buffer.from(text, "latin1");
const ENTITIES: Record<number, Buffer> = {
  38: bytes("&amp;"),
  60: bytes("&lt;"),
  62: bytes("&gt;"),
  34: bytes("&quot;"),
};
const ROW_CLOSE = bytes("</row>");
const TEXT_OPEN = bytes('" t="inlineStr"><is><t>');
const TEXT_OPEN_PRESERVE = bytes('" t="inlineStr"><is><t xml:space="preserve">');
const TEXT_CLOSE = bytes("</t></is></c>");
const NUMBER_OPEN = bytes('"><v>');
const NUMBER_CLOSE = bytes("</v></c>");
const FLAG_ON = bytes('" t="b"><v>1</v></c>');
const FLAG_OFF = bytes('" t="b"><v>0</v></c>');
const NOT_FINITE = ["NaN", "Infinity", "-Infinity"].map(bytes);

/** A growing output buffer written byte by byte or piece by piece. */
class Output {
  buffer: Buffer;
  length = 0;
  constructor(size: number) {
    this.buffer = Buffer.allocUnsafe(size);
  }
  room(n: number) {
    if (this.length + n <= this.buffer.length) return;
    const bigger = Buffer.allocUnsafe(Math.max(this.buffer.length * 2, this.length + n));
    this.buffer.copy(bigger, 0, 0, this.length);
    this.buffer = bigger;
  }
  put(piece: Buffer) {
    this.room(piece.length);
    this.length += piece.copy(this.buffer, this.length);
  }
  putRange(source: Buffer, from: number, to: number) {
    this.room(to - from);
    for (let i = from; i < to; i++) this.buffer[this.length++] = source[i];
  }
  putAscii(text: string) {
    this.room(text.length);
    for (let i = 0; i < text.length; i++) this.buffer[this.length++] = text.charCodeAt(i);
  }
}

/** The bytes `from`…`to` of `source` equal `word`. */
const equals = (source: Buffer, from: number, to: number, word: Buffer) => {
  if (to - from !== word.length) return false;
  for (let i = 0; i < word.length; i++) if (source[from + i] !== word[i]) return false;
  return true;
};

/**
 * The sheet rows of a batch of COPY text-format rows (whole rows, each ending with a line feed),
 * numbered from `firstRow`. Returns the XML and how many rows it holds.
 */
export function copyTextRowsXml(
  copy: Buffer,
  columns: readonly XlsxTextColumn[],
  firstRow: number,
): { xml: Buffer; rows: number } {
  const opens = columns.map((_, i) => bytes(`<c r="${columnLetters(i)}`));
  const out = new Output(copy.length * 4 + 1024);
  let row = firstRow;
  let at = 0;
  while (at < copy.length) {
    const r = String(row);
    out.putAscii(`<row r="${r}">`);
    for (let i = 0; i < columns.length; i++) {
      // The field runs to the next tab or line feed (escaped ones are `\t` and `\n`, two bytes).
      const from = at;
      let special = false;
      let b = copy[at];
      while (b !== TAB && b !== LF && at < copy.length) {
        if (SPECIAL[b] === 1) special = true;
        b = copy[++at];
      }
      const to = at;
      at++; // past the tab or line feed
      if (to - from === 2 && copy[from] === BACKSLASH && copy[from + 1] === 0x4e) continue; // \N: NULL
      const kind = columns[i].kind;
      if (kind === "boolean") {
        out.put(opens[i]);
        out.putAscii(r);
        out.put(copy[from] === 0x74 ? FLAG_ON : FLAG_OFF); // "true" or "false" (`::text`)
      } else if (kind === "number") {
        if (NOT_FINITE.some((word) => equals(copy, from, to, word))) continue;
        out.put(opens[i]);
        out.putAscii(r);
        out.put(NUMBER_OPEN);
        out.putRange(copy, from, to);
        out.put(NUMBER_CLOSE);
      } else {
        out.put(opens[i]);
        out.putAscii(r);
        if (!special) {
          out.put(
            to > from && (copy[from] === SPACE || copy[to - 1] === SPACE) ? TEXT_OPEN_PRESERVE : TEXT_OPEN,
          );
          out.putRange(copy, from, to);
        } else textCell(out, copy, from, to);
        out.put(TEXT_CLOSE);
      }
    }
    out.put(ROW_CLOSE);
    row++;
  }
  return { xml: out.buffer.subarray(0, out.length), rows: row - firstRow };
}

/** A text cell's opening and its text, from a field that holds escapes, specials or control bytes. */
function textCell(out: Output, copy: Buffer, from: number, to: number) {
  // The field's bytes as the value was: escapes undone.
  const value: number[] = [];
  for (let i = from; i < to; i++) {
    const b = copy[i];
    if (b === BACKSLASH && i + 1 < to && UNESCAPED[copy[i + 1]] >= 0) value.push(UNESCAPED[copy[++i]]);
    else value.push(b);
  }
  // Whitespace at either end is kept by `xml:space`, judged before anything is dropped.
  const preserve = value.length > 0 && (isXmlSpace(value[0]) || isXmlSpace(value[value.length - 1]));
  out.put(preserve ? TEXT_OPEN_PRESERVE : TEXT_OPEN);
  for (let i = 0; i < value.length; i++) {
    const b = value[i];
    if (notXml(b)) continue;
    // U+FFFE and U+FFFF (EF BF BE, EF BF BF) are not characters XML allows.
    if (b === 0xef && value[i + 1] === 0xbf && (value[i + 2] === 0xbe || value[i + 2] === 0xbf)) {
      i += 2;
      continue;
    }
    const entity = ENTITIES[b];
    if (entity) out.put(entity);
    else {
      out.room(1);
      out.buffer[out.length++] = b;
    }
  }
}
