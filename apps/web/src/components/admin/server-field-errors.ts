import { useCallback } from "react";
import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { ApiError, errorMessage } from "../../lib/api.ts";

interface Issue {
  field: string;
  message: string;
}

/** The field issues of a 400 (`details.issues`, fields like `body.organisation.name`). */
export function fieldIssuesOf(error: unknown): Issue[] {
  if (!(error instanceof ApiError) || error.status !== 400) return [];
  const issues = (error.details as { issues?: unknown } | undefined)?.issues;
  if (!Array.isArray(issues)) return [];
  return issues.filter((i): i is Issue => typeof i?.field === "string" && typeof i?.message === "string");
}

/**
 * Puts a server 400's field errors on the form's fields (`body.name` → `name`) and answers the
 * message for what no field shows (another error, or a field the form does not have), or null.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
): string | null {
  const issues = fieldIssuesOf(error);
  let unplaced: string | null = issues.length === 0 ? errorMessage(error) : null;
  for (const issue of issues) {
    const path = issue.field.replace(/^(body|querystring|params)\.?/, "");
    if (fields.includes(path) || fields.includes(path.split(".")[0])) {
      const target = fields.includes(path) ? path : path.split(".")[0];
      setError(target as Path<T>, { type: "server", message: issue.message });
    } else {
      unplaced ??= issue.field ? `${issue.field}: ${issue.message}` : issue.message;
    }
  }
  return unplaced;
}

/** `applyServerErrors` bound to one form: call it in a mutation's `onError`. */
export function useServerFieldErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  fields: readonly (keyof T & string)[],
) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: the field list is fixed per form.
  return useCallback((error: unknown) => applyServerErrors(error, setError, fields), [setError]);
}
