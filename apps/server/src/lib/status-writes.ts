/**
 * Finds writes to a `status` column in TypeScript source, for the guardrail test
 * (status-writes.test.ts) that keeps every status change on its workflow table (ARCHITECTURE.md,
 * "Workflows"; docs/decisions/0202). A text scan, not a type check: it sees the status key written
 * in the update itself (`.update(t).set({ status })`, an upsert's `set: { status }`, raw
 * `update … set status =`), not a value built elsewhere and spread in — a type-checked scan of the
 * whole server would cost a full compile per test run.
 */

export interface StatusWrite {
  /** 1-based line of the write. */
  line: number;
  kind: "update-set" | "upsert-set" | "raw-sql";
  /** The write as written, on one line, shortened. */
  text: string;
}

/** The source with comments blanked (strings and templates kept), so offsets and lines still match. */
export function blankComments(source: string): string {
  const out = source.split("");
  let i = 0;
  const blank = (from: number, to: number) => {
    for (let k = from; k < to; k++) if (out[k] !== "\n") out[k] = " ";
  };
  while (i < source.length) {
    const c = source[i];
    const next = source[i + 1];
    if (c === "/" && next === "/") {
      const end = source.indexOf("\n", i);
      const stop = end === -1 ? source.length : end;
      blank(i, stop);
      i = stop;
    } else if (c === "/" && next === "*") {
      const end = source.indexOf("*/", i + 2);
      const stop = end === -1 ? source.length : end + 2;
      blank(i, stop);
      i = stop;
    } else if (c === '"' || c === "'" || c === "`") {
      i++;
      while (i < source.length && source[i] !== c) i += source[i] === "\\" ? 2 : 1;
      i++;
    } else i++;
  }
  return out.join("");
}

/** The index just past the parenthesis that closes the one at `open`, skipping strings. */
function closingParen(source: string, open: number): number {
  let depth = 0;
  for (let i = open; i < source.length; i++) {
    const c = source[i];
    if (c === '"' || c === "'" || c === "`") {
      i++;
      while (i < source.length && source[i] !== c) i += source[i] === "\\" ? 2 : 1;
    } else if (c === "(") depth++;
    else if (c === ")" && --depth === 0) return i + 1;
  }
  return source.length;
}

/** A `status` key in an object literal: `status:`, or shorthand `{ status }` / `, status,`. */
const STATUS_KEY = /(?:^|[{,\s])(?:status|"status"|'status')\s*(?::|,|\})/;
const lineOf = (source: string, index: number) => source.slice(0, index).split("\n").length;
const shorten = (text: string) => {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > 120 ? `${flat.slice(0, 117)}...` : flat;
};

export function findStatusWrites(source: string): StatusWrite[] {
  const code = blankComments(source);
  const found: StatusWrite[] = [];

  // drizzle: `.update(table)` then, through any formatting, `.set(...)` with a status key.
  for (const match of code.matchAll(/\.update\s*\(/g)) {
    const afterUpdate = closingParen(code, (match.index ?? 0) + match[0].length - 1);
    const set = /^\s*\.set\s*\(/.exec(code.slice(afterUpdate));
    if (!set) continue;
    const open = afterUpdate + set[0].length - 1;
    const argument = code.slice(open + 1, closingParen(code, open) - 1);
    if (STATUS_KEY.test(argument)) {
      found.push({ line: lineOf(code, afterUpdate), kind: "update-set", text: shorten(`.set(${argument})`) });
    }
  }

  // drizzle upserts: `.onConflictDoUpdate({ target, set: { status } })`.
  for (const match of code.matchAll(/\.onConflictDoUpdate\s*\(/g)) {
    const open = (match.index ?? 0) + match[0].length - 1;
    const argument = code.slice(open + 1, closingParen(code, open) - 1);
    const set = /\bset\s*:\s*\{/.exec(argument);
    if (set && STATUS_KEY.test(argument.slice(set.index + set[0].length - 1))) {
      found.push({ line: lineOf(code, match.index ?? 0), kind: "upsert-set", text: shorten(argument) });
    }
  }

  // Raw SQL in strings and templates: `update <table> set … status = …`, and upserts' `do update set status`.
  for (const match of code.matchAll(
    /\bupdate\s+(?:(?:[\w".]+|\$\{[^}]*\})\s+)?set\b[^;`]*?[\s,"]status"?\s*=/gi,
  )) {
    found.push({ line: lineOf(code, match.index ?? 0), kind: "raw-sql", text: shorten(match[0]) });
  }
  return found.sort((a, b) => a.line - b.line);
}
