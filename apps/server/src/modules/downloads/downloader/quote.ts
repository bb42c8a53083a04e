/**
 * Quoting of the values a downloader script embeds. Every value goes into a single-quoted literal,
 * inside which neither shell expands anything; only the quote itself needs care.
 */

/** A POSIX sh single-quoted word: `'` ends it, so each one becomes `'\''` (close, escaped quote, reopen). */
export function shQuote(value: string): string {
  return `'${value.replace(/'/g, `'\\''`)}'`;
}

/**
 * A PowerShell single-quoted string: a quote is doubled. PowerShell also takes the typographic
 * single quotes (U+2018 to U+201B) as quotes, so they are doubled too.
 */
export function psQuote(value: string): string {
  return `'${value.replace(/['\u2018\u2019\u201a\u201b]/g, (q) => q + q)}'`;
}

/** Text for a comment line: no line breaks or other control characters that could end the comment. */
export function commentText(value: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  return value.replace(/[\u0000-\u001f\u007f\u0085\u2028\u2029]+/g, " ");
}

/** What every script is made from. */
export interface ScriptInput {
  packageName: string;
  /** The signed link to the package's ZIP (absolute). */
  url: string;
  /** `strata-<name>`: the ZIP is `<base>.zip`, unpacked into the folder `<base>`. */
  baseName: string;
  /** The ZIP's exact size and strong validator (without the quotes of the ETag header). */
  size: number;
  etag: string;
  expiresAt: Date;
  portal: string;
}
