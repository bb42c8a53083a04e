import { AppError } from "../../lib/errors.ts";

/** A 400 naming one field, in the shape schema validation answers (`details.issues`). */
export function invalidField(field: string, message: string): AppError {
  return new AppError("VALIDATION_FAILED", `${field}: ${message}`, { issues: [{ field, message }] });
}

/** A 409 for a record others still refer to. */
export const inUse = (message: string) => new AppError("CONFLICT", message);
