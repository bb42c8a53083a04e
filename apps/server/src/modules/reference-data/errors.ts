import { conflict } from "../../lib/errors.ts";

export { invalidField } from "../../lib/errors.ts";

/** A 409 for a record others still refer to. */
export const inUse = (message: string) => conflict(message);
