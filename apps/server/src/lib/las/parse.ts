import type { CurveFamily, LasVersion } from "@strata/core";
import { malformedFile } from "../errors.ts";
import { curveFamily } from "./families.ts";

/** A header line of ~Well, ~Parameter or ~Curve: `MNEM.UNIT  VALUE : DESCRIPTION`. */
export interface LasItem {
  mnemonic: string;
  unit: string;
  value: string;
  description: string;
}

export interface LasCurve {
  mnemonic: string;
  unit: string;
  description: string;
  family: CurveFamily;
  /** One value per depth step; NaN where the file has its NULL value (or nothing). */
  values: Float32Array;
  min: number | null;
  max: number | null;
}

/** A parsed LAS file, its data columnar and ordered by increasing index. */
export interface LasLog {
  version: LasVersion;
  wrapped: boolean;
  well: LasItem[];
  parameters: LasItem[];
  other: string;
  nullValue: number | null;
  index: {
    mnemonic: string;
    /** "m" or "ft" for depth in any of its spellings, else the file's unit as written. */
    unit: string;
    description: string;
    values: Float64Array;
    /** Null when the steps are irregular (STEP 0, or data that does not follow STEP). */
    step: number | null;
  };
  curves: LasCurve[];
  /** Bytes the parsed log holds in memory (its columns), for a cache's budget. */
  bytes: number;
}

type Section = "version" | "well" | "curve" | "parameter" | "other" | "data" | "ignored";

const NEWLINE = 10;
const CR = 13;
const SPACE = 32;
const TAB = 9;
const COMMA = 44;

const METRES = new Set(["M", "METER", "METERS", "METRE", "METRES"]);
const FEET = new Set(["F", "FT", "FEET", "FOOT", "FT.", "'"]);

/** "m" or "ft" for the spellings of depth units, else the unit as written. */
export function depthUnit(unit: string): string {
  const upper = unit.trim().toUpperCase();
  if (METRES.has(upper)) return "m";
  if (FEET.has(upper)) return "ft";
  return unit.trim();
}

const POW10 = Array.from({ length: 23 }, (_, i) => 10 ** i);

function sectionOf(title: string, version: LasVersion): Section {
  // "~Log_Data | Log_Definition": the name is the word before a space or bar.
  let end = 1;
  while (end < title.length && title[end] !== " " && title[end] !== "|" && title[end] !== "\t") end++;
  const name = title.slice(1, end).toUpperCase();
  if (version === "3.0" && name.length > 1) {
    if (name === "VERSION") return "version";
    if (name === "WELL") return "well";
    if (name === "CURVE" || name === "LOG_DEFINITION") return "curve";
    if (name === "PARAMETER" || name === "LOG_PARAMETER") return "parameter";
    if (name === "OTHER") return "other";
    if (name === "ASCII" || name === "LOG_DATA") return "data";
    return "ignored";
  }
  switch (name[0]) {
    case "V":
      return "version";
    case "W":
      return "well";
    case "C":
      return "curve";
    case "P":
      return "parameter";
    case "O":
      return "other";
    case "A":
      return "data";
    default:
      return "ignored";
  }
}

/**
 * `MNEM.UNIT  VALUE : DESCRIPTION`: the mnemonic ends at the first dot, the unit at the first space
 * after it, the value at the last colon (LAS 2.0 §3.0; a time value may hold colons of its own).
 * LAS 3.0 adds `{format}` and `| association` after the description: dropped.
 */
function parseItem(line: string, lineNumber: number): LasItem {
  const dot = line.indexOf(".");
  const colon = line.lastIndexOf(":");
  if (dot < 0 || colon < 0 || colon < dot) {
    throw malformedFile(
      `Line ${lineNumber}: expected "MNEMONIC.UNIT VALUE : DESCRIPTION", found "${line.trim().slice(0, 80)}"`,
    );
  }
  const mnemonic = line.slice(0, dot).trim();
  let unitEnd = dot + 1;
  while (unitEnd < colon && line[unitEnd] !== " " && line[unitEnd] !== "\t") unitEnd++;
  const unit = line.slice(dot + 1, unitEnd);
  const value = line.slice(unitEnd, colon).trim();
  let description = line.slice(colon + 1);
  const bar = description.indexOf("|");
  if (bar >= 0) description = description.slice(0, bar);
  const brace = description.lastIndexOf("{");
  if (brace >= 0 && description.trimEnd().endsWith("}")) description = description.slice(0, brace);
  return { mnemonic, unit, value, description: description.trim() };
}

const versionOf = (value: string): LasVersion => {
  const v = Number.parseFloat(value);
  return v >= 3 ? "3.0" : v >= 2 ? "2.0" : "1.2";
};

/** The value of a header item as a number, or null when it is not one. */
const numberOf = (value: string | undefined): number | null => {
  if (value === undefined || value.trim() === "") return null;
  const n = Number(value.trim().split(/\s+/)[0]);
  return Number.isFinite(n) ? n : null;
};

/**
 * Parses a LAS 1.2, 2.0 (wrapped or not) or 3.0 file read whole. The data is scanned byte by byte
 * (no string per value); a file that breaks the format is refused with a MALFORMED_FILE error naming
 * the line.
 */
export function parseLas(buffer: Buffer): LasLog {
  let version: LasVersion = "2.0";
  let wrapped = false;
  let delimiter = 0; // 0: spaces or tabs; else the byte (comma, tab) of LAS 3.0 DLM
  const well: LasItem[] = [];
  const parameters: LasItem[] = [];
  const curveItems: (LasItem & { line: number })[] = [];
  const other: string[] = [];
  let section: Section | null = null;
  let data: ReturnType<typeof parseData> | null = null;

  const end = buffer.length;
  let pos = 0;
  let line = 1;
  // A UTF-8 byte order mark.
  if (buffer[0] === 0xef && buffer[1] === 0xbb && buffer[2] === 0xbf) pos = 3;

  while (pos < end) {
    let lineEnd = buffer.indexOf(NEWLINE, pos);
    if (lineEnd < 0) lineEnd = end;
    let start = pos;
    while (start < lineEnd && (buffer[start] === SPACE || buffer[start] === TAB)) start++;
    if (buffer[start] === 0x7e /* ~ */) {
      let textEnd = lineEnd;
      if (textEnd > start && buffer[textEnd - 1] === CR) textEnd--;
      const title = buffer.toString("latin1", start, textEnd);
      section = sectionOf(title, version);
      if (section === "data") {
        if (data) {
          section = "ignored";
        } else {
          if (curveItems.length === 0) {
            throw malformedFile(`Line ${line}: the data section comes before any ~Curve definition`);
          }
          const nullValue = numberOf(well.find((i) => i.mnemonic.toUpperCase() === "NULL")?.value);
          data = parseData(buffer, lineEnd + 1, line + 1, curveItems.length, wrapped, delimiter, nullValue);
          pos = data.end;
          line = data.line;
          section = null;
          continue;
        }
      }
    } else if (start < lineEnd && buffer[start] !== 0x23 /* # */ && section !== null) {
      let textEnd = lineEnd;
      if (buffer[textEnd - 1] === CR) textEnd--;
      const text = buffer.toString("latin1", start, textEnd);
      if (section === "other") other.push(text);
      else if (section !== "ignored" && text.trim() !== "") {
        const item = parseItem(text, line);
        if (section === "version") {
          const name = item.mnemonic.toUpperCase();
          if (name === "VERS") version = versionOf(item.value);
          else if (name === "WRAP") wrapped = item.value.toUpperCase().startsWith("Y");
          else if (name === "DLM") {
            const d = item.value.toUpperCase();
            delimiter = d === "COMMA" ? COMMA : d === "TAB" ? TAB : 0;
          }
        } else if (section === "well") {
          well.push(version === "1.2" ? fromLas12(item) : item);
        } else if (section === "parameter") parameters.push(item);
        else curveItems.push({ ...item, line });
      }
    }
    pos = lineEnd + 1;
    line++;
  }

  if (curveItems.length === 0) throw malformedFile(`Line ${line}: the file has no ~Curve section`);
  if (!data) throw malformedFile(`Line ${line}: the file ends without a data section (~A)`);
  if (data.count === 0) throw malformedFile(`Line ${data.line}: the data section holds no values`);

  const nullValue = numberOf(well.find((i) => i.mnemonic.toUpperCase() === "NULL")?.value);
  const [indexItem, ...curveRest] = curveItems;
  const columns = data.columns;
  const depth = columns[0] as Float64Array;
  orderByIndex(depth, columns, data.count, data.firstLine);
  const count = data.count;
  const values = depth.slice(0, count);

  const seen = new Map<string, number>();
  const curves: LasCurve[] = curveRest.map((item, i) => {
    const column = (columns[i + 1] as Float32Array).slice(0, count);
    let min = Number.POSITIVE_INFINITY;
    let max = Number.NEGATIVE_INFINITY;
    for (let r = 0; r < count; r++) {
      const v = column[r];
      if (v < min) min = v;
      if (v > max) max = v;
    }
    // Mnemonics repeat in real files (two GR runs): the later ones become GR:2, GR:3 as lasio names them.
    const upper = item.mnemonic.toUpperCase();
    const times = (seen.get(upper) ?? 0) + 1;
    seen.set(upper, times);
    const mnemonic = times === 1 ? item.mnemonic : `${item.mnemonic}:${times}`;
    return {
      mnemonic,
      unit: item.unit,
      description: item.description,
      family: curveFamily(item.mnemonic),
      values: column,
      min: min === Number.POSITIVE_INFINITY ? null : min,
      max: max === Number.NEGATIVE_INFINITY ? null : max,
    };
  });

  const stepItem = well.find((i) => i.mnemonic.toUpperCase() === "STEP");
  const strtItem = well.find((i) => i.mnemonic.toUpperCase() === "STRT");
  return {
    version,
    wrapped,
    well,
    parameters,
    other: other.join("\n"),
    nullValue,
    index: {
      mnemonic: indexItem.mnemonic,
      unit: depthUnit(indexItem.unit || strtItem?.unit || ""),
      description: indexItem.description,
      values,
      step: regularStep(values, numberOf(stepItem?.value)),
    },
    curves,
    bytes: values.byteLength + curves.reduce((sum, c) => sum + c.values.byteLength + 200, 1000),
  };
}

/** LAS 1.2 writes most ~Well items as `MNEM.  DESCRIPTION : VALUE`, the depths as in 2.0. */
function fromLas12(item: LasItem): LasItem {
  const name = item.mnemonic.toUpperCase();
  if (name === "STRT" || name === "STOP" || name === "STEP" || name === "NULL") return item;
  return { ...item, value: item.description, description: item.value };
}

/** The header's step when the data follows it (to a thousandth of a step), else null. */
function regularStep(depths: Float64Array, step: number | null): number | null {
  if (!step || depths.length < 2) return null;
  const size = Math.abs(step);
  for (let i = 1; i < depths.length; i++) {
    if (Math.abs(depths[i] - depths[i - 1] - size) > size * 1e-3) return null;
  }
  return size;
}

/** Data logged upwards (a negative step) is turned over; an index that goes back and forth is refused. */
function orderByIndex(
  depth: Float64Array,
  columns: (Float64Array | Float32Array)[],
  count: number,
  firstLine: Int32Array,
) {
  if (count < 2) return;
  const decreasing = depth[count - 1] < depth[0];
  for (let r = 1; r < count; r++) {
    const d = depth[r] - depth[r - 1];
    if (Number.isNaN(depth[r])) {
      throw malformedFile(`Line ${firstLine[r]}: the index (first curve) has no value`);
    }
    if (decreasing ? d > 0 : d < 0) {
      throw malformedFile(
        `Line ${firstLine[r]}: the index ${depth[r]} goes back after ${depth[r - 1]}; it must only increase or only decrease`,
      );
    }
  }
  if (Number.isNaN(depth[0]))
    throw malformedFile(`Line ${firstLine[0]}: the index (first curve) has no value`);
  if (decreasing) for (const column of columns) column.subarray(0, count).reverse();
}

/**
 * The data section from `pos` to the next section (a line starting with `~`) or the end of the file,
 * into one column per curve: the index as Float64, the curves as Float32 (NaN for NULL).
 */
function parseData(
  buffer: Buffer,
  pos: number,
  line: number,
  curveCount: number,
  wrapped: boolean,
  delimiter: number,
  nullValue: number | null,
) {
  const end = buffer.length;
  // Rows are at most the lines of the section: count them to size the columns once.
  let lines = 0;
  let sectionEnd = end;
  for (let p = pos; p < end; ) {
    let q = p;
    while (q < end && (buffer[q] === SPACE || buffer[q] === TAB)) q++;
    if (buffer[q] === 0x7e) {
      sectionEnd = p;
      break;
    }
    lines++;
    const nl = buffer.indexOf(NEWLINE, p);
    if (nl < 0) break;
    p = nl + 1;
  }
  const capacity = lines + 1;
  const columns: (Float64Array | Float32Array)[] = [new Float64Array(capacity)];
  for (let c = 1; c < curveCount; c++) columns.push(new Float32Array(capacity));
  const firstLine = new Int32Array(capacity);

  let row = 0;
  let col = 0;
  let stepLine = line;
  let p = pos;
  let lineNo = line;
  let bad = false;

  /** The number in buffer[s, e), or sets `bad`. Exact for up to 15 digits, else parseFloat's. */
  const parseNumber = (s: number, e: number): number => {
    let i = s;
    let negative = false;
    if (buffer[i] === 45) {
      negative = true;
      i++;
    } else if (buffer[i] === 43) i++;
    let mantissa = 0;
    let digits = 0;
    let scale = 0;
    let c = buffer[i];
    while (i < e && c >= 48 && c <= 57) {
      mantissa = mantissa * 10 + (c - 48);
      digits++;
      c = buffer[++i];
    }
    if (i < e && c === 46) {
      c = buffer[++i];
      while (i < e && c >= 48 && c <= 57) {
        mantissa = mantissa * 10 + (c - 48);
        digits++;
        scale++;
        c = buffer[++i];
      }
    }
    if (digits === 0) {
      // NaN, nan: a missing value as some writers put it.
      if (
        e - s === 3 &&
        (buffer[s] | 32) === 110 &&
        (buffer[s + 1] | 32) === 97 &&
        (buffer[s + 2] | 32) === 110
      )
        return Number.NaN;
      bad = true;
      return 0;
    }
    let exponent = 0;
    if (i < e && (c === 101 || c === 69 || c === 100 || c === 68)) {
      c = buffer[++i];
      let expNegative = false;
      if (c === 45) {
        expNegative = true;
        c = buffer[++i];
      } else if (c === 43) c = buffer[++i];
      let expDigits = 0;
      while (i < e && c >= 48 && c <= 57) {
        exponent = exponent * 10 + (c - 48);
        expDigits++;
        c = buffer[++i];
      }
      if (expDigits === 0) {
        bad = true;
        return 0;
      }
      if (expNegative) exponent = -exponent;
    }
    if (i !== e) {
      bad = true;
      return 0;
    }
    const power = exponent - scale;
    let value: number;
    if (digits <= 15 && power >= -22 && power <= 22) {
      value = power >= 0 ? mantissa * POW10[power] : mantissa / POW10[-power];
    } else {
      value = Number.parseFloat(buffer.toString("latin1", s, e).replace(/[dD]/, "e"));
    }
    return negative ? -value : value;
  };

  const store = (value: number) => {
    if (row >= capacity) {
      // Only a wrapped file that puts several depth steps on one line gets here.
      throw malformedFile(`Line ${lineNo}: more depth steps than lines in a wrapped data section`);
    }
    if (col === 0) firstLine[row] = stepLine;
    columns[col][row] = value === nullValue ? Number.NaN : value;
    col++;
    if (col === curveCount && wrapped) {
      col = 0;
      row++;
    }
  };

  while (p < sectionEnd) {
    let lineEnd = buffer.indexOf(NEWLINE, p);
    if (lineEnd < 0 || lineEnd > sectionEnd) lineEnd = sectionEnd;
    let e = lineEnd;
    if (e > p && buffer[e - 1] === CR) e--;
    let i = p;
    while (i < e && (buffer[i] === SPACE || buffer[i] === TAB)) i++;
    if (i < e && buffer[i] !== 0x23) {
      if (col === 0) stepLine = lineNo;
      let found = 0;
      while (i < e) {
        let s = i;
        let t: number;
        if (delimiter === 0) {
          while (i < e && buffer[i] !== SPACE && buffer[i] !== TAB) i++;
          t = i;
          while (i < e && (buffer[i] === SPACE || buffer[i] === TAB)) i++;
        } else {
          while (s < e && buffer[s] === SPACE) s++;
          i = s;
          while (i < e && buffer[i] !== delimiter) i++;
          t = i;
          while (t > s && (buffer[t - 1] === SPACE || buffer[t - 1] === TAB)) t--;
          if (i < e) i++;
          while (i < e && buffer[i] === SPACE) i++;
        }
        found++;
        if (!wrapped && found > curveCount) continue;
        const value = s === t ? Number.NaN : parseNumber(s, t);
        if (bad) {
          const curve = wrapped ? col : found - 1;
          throw malformedFile(
            `Line ${lineNo}: "${buffer.toString("latin1", s, t).slice(0, 40)}" is not a number (value ${curve + 1} of ${curveCount} in its depth step)`,
          );
        }
        store(value);
      }
      if (!wrapped) {
        if (found !== curveCount) {
          throw malformedFile(`Line ${lineNo}: expected ${curveCount} values, found ${found}`);
        }
        row++;
        col = 0;
      }
    }
    p = lineEnd + 1;
    lineNo++;
  }
  if (wrapped && col !== 0) {
    throw malformedFile(`Line ${stepLine}: the last depth step (wrapped) has ${col} of ${curveCount} values`);
  }
  // The line after the section: where the next section (if any) starts.
  return { columns, count: row, firstLine, end: sectionEnd, line: lineNo };
}
