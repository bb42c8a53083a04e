/**
 * PostgreSQL's COPY text format (`COPY … TO STDOUT`, the default format): one row per line, fields
 * separated by a tab, NULL written as `\N`, and a backslash before each character that would
 * otherwise break the format (`\\`, `\t`, `\n`, `\r`, and `\b`, `\f`, `\v`). A line feed in the
 * bytes therefore always ends a row.
 */

export const COPY_NULL = "\\N";
const COPY_ESCAPE = /\\(.)/gs;
const COPY_ESCAPES: Record<string, string> = { b: "\b", f: "\f", n: "\n", r: "\r", t: "\t", v: "\v" };

/** A field's text with COPY's escapes undone (NULL as null). */
export function copyTextValue(field: string): string | null {
  if (field === COPY_NULL) return null;
  return field.includes("\\") ? field.replace(COPY_ESCAPE, (_, c: string) => COPY_ESCAPES[c] ?? c) : field;
}

/** How many rows a batch of COPY text holds, and the value of its last row's first field. */
export function copyTextTail(bytes: Buffer): { rows: number; lastFirst: string | null } {
  let rows = 0;
  for (let at = bytes.indexOf(0x0a); at >= 0; at = bytes.indexOf(0x0a, at + 1)) rows++;
  if (rows === 0) return { rows, lastFirst: null };
  const start = bytes.lastIndexOf(0x0a, bytes.length - 2) + 1;
  const tab = bytes.indexOf(0x09, start);
  const end = tab >= 0 && tab < bytes.length - 1 ? tab : bytes.length - 1;
  return { rows, lastFirst: copyTextValue(bytes.toString("utf8", start, end)) };
}
