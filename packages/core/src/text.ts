import { z } from "zod";

/**
 * Input at the edge (docs/decisions.md): text that PostgreSQL can store. PostgreSQL text cannot hold
 * a NUL character, and a lone UTF-16 surrogate (half of an emoji, say) is not valid UTF-8; both used
 * to reach the database and come back as 500s. Every string a client sends goes through `text()` (or
 * a format whose pattern excludes them, e-mail and UUID), so such input is a 400 naming the field.
 */

export const NUL_CHARACTER_MESSAGE = "Must not contain a NUL character (\\u0000)";
export const LONE_SURROGATE_MESSAGE = "Must not contain an unpaired UTF-16 surrogate";

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Whether a string can be stored as PostgreSQL text: no NUL, no lone surrogate. */
export function isStorableText(value: string): boolean {
  return !value.includes("\u0000") && !LONE_SURROGATE.test(value);
}

/** The check `text()` carries; the server refuses at start-up a route whose input has a string without it. */
export const storableText = z.superRefine((value: string, ctx) => {
  if (value.includes("\u0000"))
    ctx.addIssue({ code: "custom", message: NUL_CHARACTER_MESSAGE, input: value });
  else if (LONE_SURROGATE.test(value))
    ctx.addIssue({ code: "custom", message: LONE_SURROGATE_MESSAGE, input: value });
});

/**
 * The string schema of every text input: `text().trim().min(1).max(200)`. Chain zod's string
 * methods on it as on `z.string()`.
 */
export const text = (params?: Parameters<typeof z.string>[0]) => z.string(params).check(storableText);

/** An e-mail address (its pattern already excludes NUL and surrogates). */
export const emailText = (message = "Enter a valid e-mail address") => z.email(message).max(320);

/** PostgreSQL `integer` (int4): what an id, a page number or a page size column holds. */
export const INT4_MIN = -2_147_483_648;
export const INT4_MAX = 2_147_483_647;

/** A whole number an int4 column can hold, further bounded by `min`/`max`. */
export const int4 = (bounds: { min?: number; max?: number } = {}) =>
  z
    .number()
    .int()
    .min(Math.max(bounds.min ?? INT4_MIN, INT4_MIN))
    .max(Math.min(bounds.max ?? INT4_MAX, INT4_MAX));

/** The same from a query string ("12"): `z.coerce` with the int4 bounds. */
export const queryInt4 = (bounds: { min?: number; max?: number } = {}) =>
  z.coerce
    .number()
    .int()
    .min(Math.max(bounds.min ?? INT4_MIN, INT4_MIN))
    .max(Math.min(bounds.max ?? INT4_MAX, INT4_MAX));
