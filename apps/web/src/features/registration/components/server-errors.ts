import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { ApiError, errorMessage } from "../../../lib/api.ts";

/**
 * Puts a 400's field errors (`details.issues[].field` like `body.countryCode`) on the form's fields;
 * answers the message for the form as a whole when no field took it.
 */
export function showServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
): string | null {
  const issues =
    error instanceof ApiError && error.status === 400
      ? ((error.details as { issues?: { field: string; message: string }[] } | undefined)?.issues ?? [])
      : [];
  let placed = false;
  for (const issue of issues) {
    const name = issue.field.replace(/^body\./, "").split(".")[0];
    if (fields.includes(name)) {
      setError(name as Path<T>, { type: "server", message: issue.message });
      placed = true;
    }
  }
  return placed ? null : errorMessage(error);
}
