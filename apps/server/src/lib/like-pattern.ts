/** `%`, `_` and `\` typed by a user match themselves in a LIKE pattern, not any text. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A LIKE pattern for "contains this text" (any case with `ilike`). */
export const containsPattern = (text: string) => `%${escapeLike(text)}%`;
